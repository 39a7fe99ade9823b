/**
 * `connectRelay`: the page's side of `@elicit-kit/relay`. Listens to `<url>/events`, shows
 * each ask with the kit's own cards (push asks through `showElicitation`'s queue, rounds as
 * `<elicit-round>`), posts each answer to `<url>/answer`, and follows the relay: withdrawn
 * asks lock, a refused answer (422) comes back with what was sent and why, a dropped
 * connection is retried with backoff. The protocol: docs/relay.md.
 */
import { askSignal, endedBy, type ElicitRequestParams, type ElicitResult, type InputEntry } from '@elicit-kit/core';
import { showElicitation } from '../dialog/show-elicitation.js';
import { createRound } from '../round/create-round.js';
import { uiText } from '../messages/text.js';
import { nearestLang } from '../internal/card-host.js';
import type { UiMessageCode } from '../messages/en.js';
import { rejectedText, withAnswer } from './relay-text.js';

/** Options of `connectRelay`. */
export interface ConnectRelayOptions {
  /** The relay's base URL (where the host mounted `relay.handle`), e.g. `/elicit`. */
  readonly url: string;
  /** Where cards go (default `document.body`); with `inline`, inside it instead of a modal dialog. */
  readonly container?: HTMLElement;
  readonly inline?: boolean;
  readonly locale?: string;
  readonly theme?: 'light' | 'dark';
  /** Inline only: answered cards stay as one-line receipts. */
  readonly receipt?: boolean;
  /** Opt-in: drafts are kept under `<persistKey>/<ask id>` and come back after a reload. */
  readonly persistKey?: string;
}

/** A live connection to a relay. */
export interface RelayConnection {
  /** Stops listening; cards on screen are withdrawn here (the asks stay pending on the server). */
  close(): void;
}

/** One ask as the relay sends it. */
interface PageAsk {
  readonly id: string;
  readonly serverName?: string;
  readonly params?: ElicitRequestParams;
  readonly entries?: readonly InputEntry[];
  readonly deadline?: string;
}

/** The relay's reply to an answer (`status` 0: it never arrived). */
interface Reply {
  readonly status: number;
  readonly body?: { issues?: unknown };
}

/** An event's JSON data; `{}` when it is none. */
const parse = (event: Event): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse((event as MessageEvent<string>).data);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};

const isAsk = (value: Record<string, unknown>): value is Record<string, unknown> & PageAsk =>
  typeof value['id'] === 'string' && ((typeof value['params'] === 'object' && value['params'] !== null) || Array.isArray(value['entries']));

/**
 * Connects the page to a relay and answers its asks until `close()`. Reconnects (1 s,
 * doubling to 30 s); on each connection the relay sends the pending asks again, and
 * those already shown are left as they are.
 */
export function connectRelay(options: ConnectRelayOptions): RelayConnection {
  const base = options.url.replace(/\/+$/, '');
  const place = options.container ?? document.body;
  const locale = options.locale || nearestLang(place) || 'en';
  const shown = new Map<string, AbortController>();
  let source: EventSource | undefined;
  let retry: ReturnType<typeof setTimeout> | undefined;
  let delay = 1000;
  let closed = false;

  // One status line for the connection (part `relay-status`), moved after the latest card it speaks of.
  const status = document.createElement('p');
  status.setAttribute('part', 'relay-status');
  status.setAttribute('role', 'status');
  status.dataset['elicitRelay'] = '';
  const say = (code?: UiMessageCode, params?: Parameters<typeof uiText>[1]) => {
    status.textContent = code ? uiText(code, params, locale) : '';
    if (code) place.append(status);
    else status.remove();
  };

  const post = async (body: unknown): Promise<Reply> => {
    try {
      const response = await fetch(`${base}/answer`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const text = await response.text();
      return { status: response.status, body: text ? (JSON.parse(text) as { issues?: unknown }) : undefined };
    } catch {
      return { status: 0 };
    }
  };
  /** A refused answer: what the relay found wrong (a 422's issues, `paramsOf` the ask of each key), else that it could not be sent. */
  const sayRefused = (reply: Reply, paramsOf: (key: string) => ElicitRequestParams | undefined) =>
    say(reply.status === 422 ? 'ui.relayRejected' : 'ui.relaySendFailed', { fields: rejectedText(reply.body?.issues, paramsOf, locale) });
  const common = (ask: PageAsk) => ({
    serverName: ask.serverName ?? '',
    locale,
    ...(options.theme && { theme: options.theme }),
    deadline: ask.deadline ? Date.parse(ask.deadline) : undefined,
    persistKey: options.persistKey ? `${options.persistKey}/${ask.id}` : '',
  });

  /** A push ask: shown, sent, and shown again with what was sent while the relay refuses it. */
  const push = async (ask: PageAsk, signal: AbortSignal) => {
    let params = ask.params as ElicitRequestParams;
    const { deadline, ...rest } = common(ask);
    const ended = askSignal({ deadline, signal });
    for (;;) {
      const result: ElicitResult = await showElicitation(params, { ...rest, ...(deadline && { deadline }), signal, container: place, inline: options.inline, receipt: options.receipt });
      // Withdrawn or expired here: nothing to send, never late.
      if (endedBy(ended)) return;
      const reply = await post({ id: ask.id, result });
      if (reply.status === 204 || reply.status === 404) return say();
      if (reply.status === 409 || reply.status === 410) return say('ui.relayTaken');
      sayRefused(reply, () => params);
      // Not taken: a receipt saying "Sent" would be wrong, so the card it left goes.
      const sent = params;
      [...place.children].find((host) => host.querySelector('elicit-request')?.request === sent)?.remove();
      if (result.action === 'accept') params = withAnswer(params, result.content);
    }
  };

  /** A round: one `<elicit-round>`, kept on a refusal with its answers for Retry. */
  const round = (ask: PageAsk, signal: AbortSignal) => {
    const card = createRound();
    // `common` holds a theme only when one was given: otherwise the round keeps its own default.
    Object.assign(card, common(ask), { entries: ask.entries, receipt: !!options.receipt });
    place.append(card);
    // One signal for the deadline and the withdrawal, read when the round sends.
    const ended = askSignal({ deadline: card.deadline, signal });
    card.addEventListener('elicit-round', async (event) => {
      // Never late, whatever the round last rendered: it unlocks to say it ended, nothing is posted.
      if (endedBy(ended)) {
        card.busy = false;
        return;
      }
      const reply = await post({ id: ask.id, inputResponses: event.detail.inputResponses });
      if (reply.status === 204) {
        say();
        if (!options.receipt) card.remove();
      } else if (reply.status === 409 || reply.status === 410 || reply.status === 404) {
        card.busy = false;
        card.withdrawn = true;
        say('ui.relayTaken');
      } else {
        card.sendFailed();
        sayRefused(reply, (key) => ask.entries?.find((entry) => entry.key === key)?.params as ElicitRequestParams | undefined);
      }
    });
    // Expiry is the card's own countdown; answered elsewhere or cancelled locks it.
    signal.addEventListener('abort', () => {
      if (!card.busy && signal.reason !== 'expired') card.withdrawn = true;
    });
  };

  const show = (ask: PageAsk) => {
    if (shown.has(ask.id)) return;
    const controller = new AbortController();
    shown.set(ask.id, controller);
    if (ask.entries) round(ask, controller.signal);
    else void push(ask, controller.signal);
  };

  const connect = () => {
    if (closed) return;
    const events = (source = new EventSource(`${base}/events`));
    events.addEventListener('open', () => {
      delay = 1000;
      say();
    });
    events.addEventListener('ask', (event) => {
      const ask = parse(event);
      if (isAsk(ask)) show(ask);
    });
    events.addEventListener('withdraw', (event) => {
      const { id, reason } = parse(event);
      if (typeof id === 'string') shown.get(id)?.abort(reason);
    });
    events.addEventListener('unavailable', () => say('ui.relayUnavailable'));
    events.addEventListener('error', () => {
      if (closed) return;
      say('ui.relayOffline');
      // The browser retries a dropped stream itself; a refused one (an HTTP error) is ours to retry.
      if (events.readyState === EventSource.CLOSED) {
        retry = setTimeout(connect, delay);
        delay = Math.min(delay * 2, 30_000);
      }
    });
  };
  connect();

  return {
    close() {
      closed = true;
      clearTimeout(retry);
      source?.close();
      for (const controller of shown.values()) controller.abort('closed');
      status.remove();
    },
  };
}
