// The cheap first card (issue 20): an English form without date-time fields renders without
// creating any Intl object (the first one of a page is the costliest part of a first card),
// and says exactly what Intl would have made it say.
import { expect } from '@open-wc/testing';
import type { ElicitFormParams } from '@elicit-kit/core';
import { renderForm } from './helpers/form-helpers.js';
import { unitList } from '../../packages/elements/src/form/fields/notes.js';

/** Ten fields of every kind but date-time, with integer rules of every sort and integer defaults. */
const TEN_FIELDS: ElicitFormParams = {
  message: 'Book the room',
  requestedSchema: {
    type: 'object',
    properties: {
      name: {
        type: 'string',
        title: 'Name',
        minLength: 1,
        maxLength: 80,
        description: 'As on your badge',
      },
      email: { type: 'string', title: 'Email', format: 'email' },
      seats: { type: 'integer', title: 'Seats', minimum: 1, maximum: 20, default: 4 },
      floor: { type: 'integer', title: 'Floor', exclusiveMinimum: -3, exclusiveMaximum: 120 },
      minutes: {
        type: 'integer',
        title: 'Minutes',
        minimum: 15,
        maximum: 1440,
        multipleOf: 15,
        default: 1425,
      },
      budget: { type: 'number', title: 'Budget', minimum: 0, default: 2500 },
      catering: { type: 'boolean', title: 'Catering' },
      size: { type: 'string', title: 'Size', enum: ['small', 'medium', 'large'] },
      day: { type: 'string', title: 'Day', format: 'date' },
      extras: {
        type: 'array',
        title: 'Extras',
        items: { type: 'string', enum: ['projector', 'whiteboard'] },
      },
    },
    required: ['name', 'seats'],
  },
};

/** The Intl constructors a card could reach for, each replaced by one that counts. */
const COUNTED = [
  'NumberFormat',
  'ListFormat',
  'DateTimeFormat',
  'PluralRules',
  'Collator',
  'Segmenter',
  'RelativeTimeFormat',
] as const;

async function renderCounting(locale: string): Promise<{ el: HTMLElement; created: string[] }> {
  const created: string[] = [];
  const intl = Intl as unknown as Record<string, new (...args: unknown[]) => unknown>;
  const originals = COUNTED.map((name) => [name, intl[name]!] as const);
  for (const [name, original] of originals) {
    intl[name] = new Proxy(original, {
      construct(target, args) {
        created.push(name);
        return Reflect.construct(target, args) as object;
      },
    });
  }
  try {
    const el = await renderForm(TEN_FIELDS, { locale });
    return { el, created };
  } finally {
    for (const [name, original] of originals) intl[name] = original;
  }
}

/** The rules line as Intl writes it: each bound through NumberFormat (no grouping), joined by ListFormat. */
function intlRules(locale: string, rules: readonly [template: string, bound: number][]): string {
  const number = new Intl.NumberFormat(locale, { useGrouping: false });
  const texts = rules.map(([template, bound]) =>
    template.replace('#', number.format(bound).replace('\u2212', '-')),
  );
  return `Allowed: ${new Intl.ListFormat(locale, { type: 'unit' }).format(texts)}.`;
}

const text = (el: HTMLElement, selector: string): string =>
  el.shadowRoot!.querySelector(selector)?.textContent ?? '';
const value = (el: HTMLElement, selector: string): string =>
  el.shadowRoot!.querySelector<HTMLInputElement>(selector)?.value ?? '';

describe('elicit-form: the cheap first card', () => {
  // First in this file: no render before it filled any per-locale cache of the kit.
  for (const locale of ['en-GB', 'en']) {
    it(`renders ten fields without date-time in ${locale} creating no Intl object, and writes what Intl writes`, async () => {
      const { el, created } = await renderCounting(locale);
      expect(created, 'Intl objects created by the first render').to.deep.equal([]);
      const fields = el.shadowRoot!.querySelectorAll('[part~="field"]');
      expect(fields.length).to.equal(10);
      expect(text(el, '#f2-rules')).to.equal(
        intlRules(locale, [
          ['# or more', 1],
          ['# or less', 20],
        ]),
      );
      expect(text(el, '#f3-rules')).to.equal(
        intlRules(locale, [
          ['more than #', -3],
          ['less than #', 120],
        ]),
      );
      expect(text(el, '#f4-rules')).to.equal(
        intlRules(locale, [
          ['# or more', 15],
          ['# or less', 1440],
          ['a multiple of #', 15],
        ]),
      );
      expect(text(el, '#f5-rules')).to.equal(intlRules(locale, [['# or more', 0]]));
      const number = new Intl.NumberFormat(locale, { useGrouping: false });
      expect(value(el, '#f2')).to.equal(number.format(4));
      expect(value(el, '#f4')).to.equal(number.format(1425));
      expect(value(el, '#f5')).to.equal(number.format(2500));
    });
  }

  it('joins rules as Intl.ListFormat unit lists do, in en and en of every region', () => {
    const locales = ['en', 'EN-us', 'en-419', 'en-001', 'en-150'];
    for (let first = 65; first <= 90; first++)
      for (let second = 65; second <= 90; second++)
        locales.push(`en-${String.fromCharCode(first, second)}`);
    const lists = [
      [],
      ['1 or more'],
      ['1 or more', '20 or less'],
      ['a', 'b', 'c'],
      ['a', 'b', 'c', 'd'],
    ];
    for (const locale of locales) {
      const intl = new Intl.ListFormat(locale, { type: 'unit' });
      for (const list of lists)
        expect(unitList(list, locale), `${list.join('|')} in ${locale}`).to.equal(
          intl.format(list),
        );
    }
    expect(unitList(['a', 'b'], 'hi')).to.equal(
      new Intl.ListFormat('hi', { type: 'unit' }).format(['a', 'b']),
    );
  });

  it('still asks Intl where a locale writes numbers its own way', async () => {
    const { el, created } = await renderCounting('hi-IN-u-nu-deva');
    expect(created).to.include('NumberFormat');
    expect(value(el, '#f2')).to.equal(new Intl.NumberFormat('hi-IN-u-nu-deva').format(4));
  });
});
