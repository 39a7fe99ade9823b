import { expect } from 'chai';
// Core text and element text together: what `@elicit-kit/elements/messages/hi` registers.
import { hi } from '@elicit-kit/elements/messages/hi';
import {
  en as coreEn,
  addMessages,
  formatMessage,
  type Message,
  type MessageParams,
} from '@elicit-kit/core/messages';
import { en as uiEn } from '../../packages/elements/src/messages/en.js';

const placeholders = (template: string) =>
  [...template.matchAll(/\{([A-Za-z0-9_]+)\}/g)].map((m) => m[1] ?? '').sort();

/** The parameters a message uses: its placeholders, or what a function reads from its params. */
function paramsOf(message: Message): string[] {
  if (typeof message === 'string') return placeholders(message);
  const read = new Set<string>();
  message(
    new Proxy(
      {},
      { get: (_, key) => (read.add(String(key)), `<${String(key)}>`) },
    ) as MessageParams,
  );
  return [...read].sort();
}

/** Fills a message the way formatMessage does, without any fallback. */
function render(message: Message, params: MessageParams): string {
  return typeof message === 'function'
    ? message(params)
    : message.replace(/\{([A-Za-z0-9_]+)\}/g, (whole, name: string) =>
        Object.hasOwn(params, name) ? String(params[name]) : whole,
      );
}

const enMessages: Record<string, Message> = { ...coreEn, ...uiEn };
const hiMessages: Record<string, Message> = hi;
const keys = Object.keys(enMessages);
const devanagari = /\p{Script=Devanagari}/u;

describe('Hindi messages', () => {
  it('should translate every English key and no other', () => {
    // `secret.*` are the locale's secret cues for sensitiveFields, not text.
    expect(
      Object.keys(hiMessages).filter(
        (key) => !Object.hasOwn(enMessages, key) && !key.startsWith('secret.'),
      ),
    ).to.deep.equal([]);
    expect(keys.filter((key) => !Object.hasOwn(hiMessages, key))).to.deep.equal([]);
  });

  for (const key of keys) {
    it(`should use the same parameters as English in ${key}`, () => {
      const message = hiMessages[key];
      expect(message, key).to.not.equal(undefined);
      if (message === undefined) return;
      const names = paramsOf(enMessages[key] as Message);
      if (typeof message === 'string') expect(placeholders(message)).to.deep.equal(names);
      // Every value shows up, nothing is left unfilled, for text and for counts (CLDR one/other).
      // Where a message takes the count as the locale writes it (`formatted`), `count` only
      // picks the plural form.
      const shown = names.includes('formatted') ? names.filter((name) => name !== 'count') : names;
      const text = render(message, Object.fromEntries(names.map((name) => [name, `‹${name}›`])));
      for (const name of shown) expect(text).to.contain(`‹${name}›`);
      for (const count of [0, 1, 2, 5, 21]) {
        const filled = render(message, Object.fromEntries(names.map((name) => [name, count])));
        for (const name of shown) expect(filled).to.contain(String(count), name);
        expect(filled).to.not.match(/\{[A-Za-z0-9_]+\}|undefined|NaN/);
      }
      if (key !== 'ui.timeZoneLabel') expect(render(message, {}), key).to.match(devanagari);
    });
  }

  it('should agree in number with the count', () => {
    expect(render(hiMessages['ui.selectedCount'] as Message, { count: 1 })).to.equal(
      '1 विकल्प चुना गया',
    );
    expect(render(hiMessages['ui.selectedCount'] as Message, { count: 3 })).to.equal(
      '3 विकल्प चुने गए',
    );
    expect(render(hiMessages['ui.roundIntro'] as Message, { server: 'Docs', count: 1 })).to.equal(
      'Docs का 1 अनुरोध है।',
    );
    expect(render(hiMessages['ui.roundIntro'] as Message, { server: 'Docs', count: 2 })).to.equal(
      'Docs के 2 अनुरोध हैं।',
    );
    expect(render(hiMessages['ui.roundErrorSummary'] as Message, { count: 4 })).to.contain(
      'अनुरोधों',
    );
  });

  it('should be used through addMessages with region fallback', () => {
    addMessages('hi', hi);
    expect(formatMessage('content.rangeUnderflow', { min: 3 }, 'hi-IN')).to.equal(
      '3 या उससे ज़्यादा लिखें।',
    );
    expect(formatMessage('url.userinfo', { host: 'evil.example' }, 'hi')).to.contain(
      'evil.example',
    );
    expect(formatMessage<string>('ui.decline', {}, 'hi')).to.equal('अस्वीकार करें');
  });
});
