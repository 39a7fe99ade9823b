/**
 * Security suite "injection" (browser half): every payload of payloads.ts in every slot a
 * server controls, rendered in Chromium through `<elicit-form>`, `<elicit-url-consent>`,
 * `<elicit-round>`, `<elicit-request>` and the `showElicitation` dialog, including their
 * review steps. The page is instrumented (helpers/watch.ts: `__pwned`, alert & co,
 * a CSP that reports any image, frame, object, font or media load, a MutationObserver,
 * every sending channel) and Chromium records the network. Each render is scanned
 * (helpers/scan.ts): only kit elements, no handlers, no links, no loading attributes, no
 * direction control shown, right-to-left text isolated.
 */
import { expect } from '@open-wc/testing';
import type { ElicitRequestParams } from '@elicit-kit/core';
import '@elicit-kit/elements/define';
import { showElicitation, type ElicitRoundEvent } from '@elicit-kit/elements';
import { readNetworkLog, startNetworkLog, stopNetworkLog } from '../helpers/url-helpers.js';
import { NON_STRINGS, PAYLOADS, SHORT_PAYLOADS } from '../../core/security/payloads.js';
import { noFindings, rendered, scan, type Findings } from './helpers/scan.js';
import { report, watchPage } from './helpers/watch.js';

const texts = PAYLOADS.map((payload) => payload.text);
/** Percent-encodes for a query; lone surrogates (which encodeURIComponent refuses) become U+FFFD first. */
const query = (value: unknown) =>
  typeof value === 'string'
    ? encodeURIComponent(
        value.replace(
          /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g,
          '\uFFFD',
        ),
      )
    : '';
/** Chunks of payloads placed together in one render (many fields, options or asks). */
const CHUNK = 40;
const chunks = <T>(list: readonly T[]): T[][] =>
  Array.from({ length: Math.ceil(list.length / CHUNK) }, (_, i) =>
    list.slice(i * CHUNK, (i + 1) * CHUNK),
  );

const findings: Findings = noFindings();
const tally = { renders: 0, placements: 0, slots: new Set<string>(), renderers: new Set<string>() };

/** Records that `count` payloads sat in `slot` of `renderer`. */
function placed(renderer: string, slot: string, count: number): void {
  tally.placements += count;
  tally.slots.add(slot);
  tally.renderers.add(renderer);
}

let stage: HTMLElement;

/** Renders `element` in the stage, waits for every nested card, scans it, and returns it. */
async function show<T extends HTMLElement>(element: T, where: string): Promise<T> {
  stage.replaceChildren(element);
  await rendered(element);
  scan(element, where, findings);
  tally.renders += 1;
  return element;
}

/** Clicks the part (a real button click event) and scans again once everything re-rendered. */
async function press(host: HTMLElement, part: string, where: string): Promise<void> {
  host.shadowRoot!.querySelector<HTMLElement>(`[part~="${part}"]`)?.click();
  await rendered(host);
  await new Promise((resolve) => requestAnimationFrame(resolve));
  await rendered(host);
  scan(host, where, findings);
  tally.renders += 1;
}

function element<T extends HTMLElement>(tag: string, properties: Record<string, unknown>): T {
  return Object.assign(document.createElement(tag), properties) as T;
}

/** A form schema whose fields carry the chunk in names, titles, descriptions, defaults and options. */
function formOf(chunk: readonly string[]): Record<string, unknown> {
  const properties: Record<string, unknown> = {};
  const define = (key: string, value: unknown) =>
    Object.defineProperty(properties, key, {
      value,
      enumerable: true,
      writable: true,
      configurable: true,
    });
  chunk.forEach((text, i) => {
    define(text, { type: 'string', title: text, description: text, default: text });
    define(`select-${i}`, {
      type: 'string',
      title: `Select ${i}`,
      oneOf: [
        { const: text, title: text },
        { const: `b${i}`, title: 'B' },
      ],
      default: text,
    });
    define(`multi-${i}`, {
      type: 'array',
      title: text,
      items: { type: 'string', enum: [text, `m${i}`] },
      default: [text],
    });
  });
  define('dropdown', { type: 'string', enum: chunk.slice(0, 20), enumNames: chunk.slice(0, 20) });
  define('long-list', {
    type: 'array',
    items: { anyOf: chunk.map((text, i) => ({ const: `${i}:${text}`, title: text })) },
  });
  return { type: 'object', title: chunk[0], description: chunk[1], properties };
}

/**
 * A sub-test that places payloads: it judges what it placed itself (so it checks something
 * when run alone), before the last test judges the page and the network for them all.
 */
function placing(title: string, body: () => Promise<void>): void {
  it(title, async () => {
    const placements = tally.placements;
    await body();
    expect(tally.placements, 'payloads placed').to.be.greaterThan(placements);
    expect(findings, 'what the renders showed').to.deep.equal(noFindings());
    const page = report();
    expect({
      pwned: page.pwned,
      dialogs: page.dialogs,
      added: page.added,
      polluted: page.polluted,
    }).to.deep.equal({ pwned: undefined, dialogs: [], added: [], polluted: [] });
  });
}

describe('security: injection (rendered in Chromium)', function () {
  this.timeout(120_000);

  before(async () => {
    watchPage();
    stage = document.createElement('div');
    document.body.append(stage);
    await startNetworkLog(['pwned.example']);
  });

  let summary = '';
  after(async () => {
    await stopNetworkLog();
    stage.remove();
    console.log(summary);
  });

  placing(
    'should render every payload in the form card: message, server, schema title and description',
    async () => {
      for (const value of [...texts, ...NON_STRINGS]) {
        const request = {
          message: value,
          requestedSchema: {
            type: 'object',
            title: value,
            description: value,
            properties: { a: { type: 'string', title: value } },
          },
        };
        const form = await show(
          element('elicit-form', { request, serverName: value }),
          'form/single',
        );
        await press(form, 'accept', 'form/single review');
      }
      placed('form', 'message', texts.length);
      placed('form', 'server name', texts.length);
      placed('form', 'title', texts.length);
      placed('form', 'description', texts.length);
    },
  );

  placing(
    'should render every payload as property names, titles, descriptions, defaults, option labels and values, and in the review',
    async () => {
      for (const chunk of chunks(texts)) {
        const form = await show(
          element('elicit-form', {
            request: { message: 'm', requestedSchema: formOf(chunk) },
            serverName: 's',
          }),
          'form/fields',
        );
        await press(form, 'accept', 'form/fields review');
      }
      for (const slot of [
        'property name',
        'title',
        'description',
        'default',
        'option label',
        'option value',
      ])
        placed('form', slot, texts.length);
    },
  );

  placing(
    'should render every payload inside the schema issues a form shows (type, format, keyword, required)',
    async () => {
      for (const chunk of chunks(SHORT_PAYLOADS.map((p) => p.text))) {
        const properties: Record<string, unknown> = {};
        chunk.forEach((text, i) => {
          Object.defineProperty(properties, `t${i}`, { value: { type: text }, enumerable: true });
          Object.defineProperty(properties, `f${i}`, {
            value: { type: 'string', format: text, [text]: 1 },
            enumerable: true,
          });
        });
        // Unrenderable (unknown types): the issues list; renderable with ignored keywords: the notes.
        await show(
          element('elicit-form', {
            request: {
              message: 'm',
              requestedSchema: { type: 'object', required: chunk, properties },
            },
          }),
          'form/issues',
        );
        const notes = Object.fromEntries(
          chunk.map((text, i) => [`n${i}`, { type: 'string', [text]: text }]),
        );
        const form = await show(
          element('elicit-form', {
            request: { message: 'm', requestedSchema: { type: 'object', properties: notes } },
          }),
          'form/notes',
        );
        form.shadowRoot!.querySelector('details')?.setAttribute('open', '');
      }
      placed('form', 'schema words in issues', SHORT_PAYLOADS.length);
    },
  );

  placing(
    'should render every payload in the URL card: message, server and URL, opening nothing but http(s) after consent',
    async () => {
      const card = element<HTMLElement & { request: unknown; serverName: unknown }>(
        'elicit-url-consent',
        {},
      );
      for (const value of [...texts, ...NON_STRINGS]) {
        for (const url of [
          value,
          `https://example.com/${typeof value === 'string' ? value : ''}`,
        ]) {
          card.request = { mode: 'url', message: value, url };
          card.serverName = value;
          await show(card, 'url');
          const consent =
            card.shadowRoot!.querySelector<HTMLInputElement>('[part~="consent"] input');
          if (consent) {
            consent.click();
            await press(card, 'open', 'url/opened');
          }
        }
      }
      const opened = report().sent.filter((entry) => entry.startsWith('open '));
      expect(
        opened.every((entry) => /^open "https?:\/\//.test(entry)),
        opened.find((entry) => !/^open "https?:/.test(entry)),
      ).to.equal(true);
      placed('url card', 'message', texts.length);
      placed('url card', 'server name', texts.length);
      placed('url card', 'URL', texts.length * 2);
    },
  );

  placing(
    'should render every payload in a round: keys, messages, forms, URLs and requestState, through its review',
    async () => {
      for (const chunk of chunks(SHORT_PAYLOADS.map((p) => p.text))) {
        const inputRequests: Record<string, unknown> = {};
        chunk.forEach((text, i) => {
          const params =
            i % 2
              ? { mode: 'url', message: text, url: `https://example.com/${i}?q=${query(text)}` }
              : {
                  message: text,
                  requestedSchema: {
                    type: 'object',
                    title: text,
                    properties: { a: { type: 'string', title: text, default: text } },
                  },
                };
          Object.defineProperty(inputRequests, text, {
            value: { method: 'elicitation/create', params },
            enumerable: true,
          });
        });
        const result = { resultType: 'input_required', inputRequests, requestState: chunk[0] };
        const round = await show(
          element<HTMLElement>('elicit-round', { result, serverName: chunk[1] }),
          'round',
        );
        // Decline every URL ask (they need a real consent), then review: messages and answers are shown again.
        for (const [i, item] of [
          ...round.shadowRoot!.querySelectorAll<HTMLElement>('[part~="item"]'),
        ].entries()) {
          if (i % 2) item.querySelector<HTMLElement>('[part~="decline"]')!.click();
        }
        await press(round, 'send', 'round review');
        const events: ElicitRoundEvent[] = [];
        round.addEventListener('elicit-round', (event) => events.push(event as ElicitRoundEvent));
        await press(round, 'send', 'round sent');
        expect(events.length, 'the round sent').to.equal(1);
        expect(Object.keys(events[0]!.detail.inputResponses)).to.deep.equal(chunk);
        expect(events[0]!.detail.requestState).to.equal(chunk[0]);
      }
      for (const slot of [
        'input-request key',
        'message',
        'title',
        'default',
        'URL',
        'requestState',
        'server name',
      ])
        placed('round', slot, SHORT_PAYLOADS.length);
    },
  );

  placing(
    'should render every payload as an unknown method and a state-only round (issues and Retry)',
    async () => {
      for (const chunk of chunks(texts)) {
        const inputRequests = Object.fromEntries(
          chunk.map((text, i) => [`${i}${text.slice(0, 500)}`, { method: text, params: {} }]),
        );
        await show(
          element('elicit-round', { result: { resultType: 'input_required', inputRequests } }),
          'round/invalid',
        );
      }
      for (const value of texts)
        await show(
          element('elicit-round', {
            result: { resultType: 'input_required', requestState: value },
          }),
          'round/state-only',
        );
      placed('round', 'method', texts.length);
    },
  );

  placing(
    'should render every payload in <elicit-request>: form, URL and unsupported mode',
    async () => {
      const request = element<HTMLElement & { request: unknown; serverName: unknown }>(
        'elicit-request',
        {},
      );
      for (const value of [...texts, ...NON_STRINGS]) {
        for (const ask of [
          {
            message: value,
            requestedSchema: {
              type: 'object',
              title: value,
              properties: { a: { type: 'string', title: value, default: value } },
            },
          },
          { mode: 'url', message: value, url: `https://example.com/?${query(value)}` },
          { mode: value, message: value },
        ]) {
          request.request = ask;
          request.serverName = value;
          await show(request, 'request');
        }
      }
      for (const slot of ['message', 'server name', 'title', 'default', 'mode'])
        placed('request', slot, texts.length);
    },
  );

  placing(
    'should render every payload in the showElicitation dialog: message, server, title, and a URL ask',
    async () => {
      for (const [index, value] of [...texts, ...NON_STRINGS].entries()) {
        const controller = new AbortController();
        const ask =
          index % 2
            ? { mode: 'url', message: value, url: typeof value === 'string' ? value : '' }
            : {
                message: value,
                requestedSchema: {
                  type: 'object',
                  title: value,
                  properties: { a: { type: 'string', title: value, default: value } },
                },
              };
        const answer = showElicitation(ask as ElicitRequestParams, {
          serverName: value as string,
          signal: controller.signal,
          container: stage,
        });
        const host = stage.querySelector<HTMLElement>('[data-elicit-dialog]')!;
        await rendered(host);
        scan(host, 'dialog', findings);
        const dialog = host.shadowRoot!.querySelector('dialog')!;
        expect(dialog.getAttribute('aria-label') ?? '').to.not.match(
          /[\u202A-\u202E\u2066-\u2069]/,
        );
        tally.renders += 1;
        controller.abort();
        expect(await answer).to.deep.equal({ action: 'cancel' });
      }
      for (const slot of ['message', 'server name', 'title', 'default', 'URL'])
        placed('dialog', slot, texts.length);
    },
  );

  it('should have executed, loaded, linked and injected nothing', async () => {
    const network = await readNetworkLog();
    const page = report();
    expect({
      pwned: page.pwned,
      dialogs: page.dialogs,
      csp: page.csp,
      added: page.added,
      polluted: page.polluted,
      console: page.console.filter((line) => /pwned|error/i.test(line)),
      sent: page.sent.filter(
        (entry) => !entry.startsWith('open "https://example.com/') && !/^open "https?:/.test(entry),
      ),
      requests: network.requests.map((request) => request.url),
      pages: network.pages.map((opened) => opened.url),
    }).to.deep.equal({
      pwned: undefined,
      dialogs: [],
      csp: [],
      added: [],
      polluted: [],
      console: [],
      sent: [],
      requests: [],
      pages: [],
    });
    expect(findings).to.deep.equal(noFindings());
    expect(tally.renderers.size).to.equal(5);
    summary =
      `injection: ${PAYLOADS.length} payloads (+${NON_STRINGS.length} non-string values) × ${tally.slots.size} slots × ` +
      `${tally.renderers.size} renderers (${[...tally.renderers].join(', ')}): ${tally.placements} placements in ${tally.renders} renders; ` +
      `${page.pwned === undefined ? page.dialogs.length : 1 + page.dialogs.length} executed, ` +
      `${page.csp.length + network.requests.length} loads, ${findings.links.length} links, ${findings.injected.length} injected elements, ` +
      `${findings.handlers.length} handlers, ${findings.bidi.length} direction controls shown, ${findings.uncontained.length} uncontained`;
  });

  it('should see a payload get through when one does (the instruments work)', async () => {
    const before = report();
    const probe = document.createElement('div');
    probe.attachShadow({ mode: 'open' }).innerHTML =
      '<a href="https://pwned.example/">x</a><img src="/pwned-control.png" onerror="window.__pwned=\'control\'">';
    const probeFindings = noFindings();
    scan(probe.shadowRoot!, 'control', probeFindings);
    stage.append(probe);
    for (let i = 0; i < 50 && report().pwned === undefined; i += 1)
      await new Promise((resolve) => setTimeout(resolve, 20));
    expect(probeFindings.links.length, 'links').to.be.greaterThan(0);
    expect(probeFindings.injected.length, 'injected').to.be.greaterThan(0);
    expect(probeFindings.handlers.length, 'handlers').to.be.greaterThan(0);
    expect(report().csp.length, 'the CSP reported the image').to.be.greaterThan(before.csp.length);
    expect(report().pwned, 'the handler ran and was seen').to.equal('control');
    probe.remove();
    delete window.__pwned;
  });
});
