/**
 * The cold part of the side-by-side section: each sample a fresh browser context (no
 * HTTP or code cache) evaluates one file and renders a 10-field form (the one-paragraph lit
 * element: its paragraph) to the rendered frame; contenders interleaved round by round.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright';
import type { ColdContender, ColdResult } from './cold-page.js';
import { inPage, repoRoot, tempDir } from './harness.js';
import {
  cell,
  judge,
  median,
  ms,
  ratio,
  table,
  times,
  type Section,
  type Verdict,
} from './report.js';

const dist = `${repoRoot}packages/elements/dist/`;
const CARDS = '`elicit-kit.cards.js`';
const LIT = 'lit alone, equivalent markup';
const PARAGRAPH = 'lit alone, one paragraph';

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`;

interface ColdFile {
  readonly name: string;
  readonly file: string;
  readonly kind: ColdContender;
  readonly path: string;
}

/** The files served for the cold part (URL path → file). */
export function coldFiles(): { readonly [path: string]: string } {
  return {
    '/elicit-kit.js': `${dist}elicit-kit.js`,
    '/elicit-kit.cards.js': `${dist}elicit-kit.cards.js`,
  };
}

/** The cold start of each file, `samples` fresh contexts each after one untimed round. */
export async function coldSection(browser: Browser, url: string, samples = 11): Promise<Section> {
  const contenders: ColdFile[] = [
    {
      name: '`elicit-kit.js` (everything)',
      file: `${dist}elicit-kit.js`,
      kind: 'kit',
      path: '/elicit-kit.js',
    },
    { name: CARDS, file: `${dist}elicit-kit.cards.js`, kind: 'kit', path: '/elicit-kit.cards.js' },
    { name: LIT, file: `${tempDir}lit-alone.js`, kind: 'lit', path: '/lit-alone.js' },
    {
      name: PARAGRAPH,
      file: `${tempDir}lit-paragraph.js`,
      kind: 'paragraph',
      path: '/lit-paragraph.js',
    },
    {
      name: 'rjsf + React (production, minified)',
      file: `${tempDir}rjsf.js`,
      kind: 'rjsf',
      path: '/rjsf.js',
    },
    // The same form's native controls with no library: how much of the paragraph's multiple the browser itself takes.
    {
      name: 'plain DOM form, no library (a `<select>` per enum)',
      file: `${tempDir}plain.js`,
      kind: 'plain',
      path: '/plain.js',
    },
  ];
  const cold = new Map(contenders.map((contender) => [contender.name, [] as ColdResult[]]));
  for (let round = 0; round < samples + 1; round++) {
    for (let i = 0; i < contenders.length; i++) {
      const contender = contenders[(round + i) % contenders.length]!;
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      try {
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await page.goto(`${url}cold.html`);
        const result = await inPage<ColdResult>(
          page,
          `coldBench.cold(${JSON.stringify(contender.path)}, ${JSON.stringify(contender.kind)}, 10)`,
          errors,
        );
        if (round > 0) cold.get(contender.name)!.push(result);
      } finally {
        await context.close();
      }
    }
  }
  const total = (name: string) => cold.get(name)!.map((result) => result.total);
  const body = table(
    [
      'file',
      'size (gzip)',
      'evaluate + render to frame',
      'of which evaluate',
      'script in all',
      '÷ lit alone',
      '÷ lit, one paragraph',
    ],
    contenders.map((contender) => {
      const bytes = readFileSync(contender.file);
      const results = cold.get(contender.name)!;
      return [
        contender.name,
        `${kb(bytes.length)} (${kb(gzipSync(bytes, { level: 9 }).length)})`,
        cell(total(contender.name)),
        ms(median(results.map((result) => result.evaluate))),
        ms(median(results.map((result) => result.script))),
        times(ratio(total(contender.name), total(LIT))),
        times(ratio(total(contender.name), total(PARAGRAPH))),
      ];
    }),
  );
  const cards = total(CARDS);
  const overParagraph = ratio(cards, total(PARAGRAPH));
  const verdicts: Verdict[] = [
    judge(
      'cold start of the cards file within 2× of lit alone',
      ratio(cards, total(LIT)),
      2,
      'at most',
      `${ms(median(cards))} vs ${ms(median(total(LIT)))} ms`,
    ),
  ];
  return {
    key: 'cold',
    heading: `Cold start: a fresh page evaluates the file, then renders a 10-field form (the paragraph contender: one paragraph) to the rendered frame (${samples} fresh contexts each)`,
    body,
    verdicts,
    targets: [
      {
        order: 7,
        measure: `cold: evaluate ${CARDS} + first 10-field card ÷ lit rendering one paragraph`,
        value: overParagraph,
        shown: `${times(overParagraph)} (${ms(median(cards))} vs ${ms(median(total(PARAGRAPH)))} ms)`,
        limit: 2.5,
        direction: 'at most',
        target: '≤ 2.5×',
      },
    ],
  };
}
