/**
 * The cold part: each sample a fresh browser context (no HTTP or code cache) evaluates one
 * file and renders a 10-field form (lit alone: one paragraph) to the rendered frame;
 * contenders interleaved round by round, one untimed round first.
 */
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import type { Browser } from 'playwright';
import { dist, inPage, tempDir } from './browser.js';
import { cell, judge, median, ms, ratio, table, times, type Section } from './measure.js';
import type { ColdContender, ColdResult } from './page/cold.js';

/** Name, URL path, file, and what the page renders with it. */
const CONTENDERS: readonly (readonly [string, string, string, ColdContender])[] = [
  ['`elicit-kit.js` (everything)', '/elicit-kit.js', `${dist}elicit-kit.js`, 'kit'],
  ['`elicit-kit.cards.js`', '/elicit-kit.cards.js', `${dist}elicit-kit.cards.js`, 'kit'],
  ['lit alone, one paragraph', '/lit-paragraph.js', `${tempDir}lit-paragraph.js`, 'paragraph'],
  ['rjsf + React (production, minified)', '/rjsf.js', `${tempDir}rjsf.js`, 'rjsf'],
  // The form's native controls with no library: what the browser itself takes.
  ['plain DOM form, no library', '/plain.js', `${tempDir}plain.js`, 'plain'],
];

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`;

export async function coldSection(browser: Browser, url: string, samples = 11): Promise<Section> {
  const results = CONTENDERS.map((): ColdResult[] => []);
  for (let round = 0; round <= samples; round++) {
    for (let i = 0; i < CONTENDERS.length; i++) {
      const index = (round + i) % CONTENDERS.length;
      const [, path, , kind] = CONTENDERS[index]!;
      const result = await inPage(browser, `${url}cold.html`, (evaluate) =>
        evaluate<ColdResult>(`coldBench.cold('${path}', '${kind}', 10)`),
      );
      if (round > 0) results[index]!.push(result);
    }
  }
  const of = (index: number, key: keyof ColdResult) => results[index]!.map((result) => result[key]);
  const [cards, paragraph] = [of(1, 'total'), of(2, 'total')];
  const rows = CONTENDERS.map(([name, , file], index) => {
    const bytes = readFileSync(file);
    return [
      name,
      `${kb(bytes.length)} (${kb(gzipSync(bytes, { level: 9 }).length)})`,
      cell(of(index, 'total')),
      ms(median(of(index, 'evaluate'))),
      ms(median(of(index, 'script'))),
      times(ratio(of(index, 'total'), paragraph)),
    ];
  });
  const head = ['file', 'size (gzip)', 'evaluate + render to frame', 'of which evaluate'];
  return {
    heading: `Cold start: a fresh page evaluates the file, then renders a 10-field form to the rendered frame (${samples} fresh contexts each)`,
    body: table([...head, 'script in all', '÷ lit, one paragraph'], rows),
    verdicts: [
      judge(
        'target: cold, the cards file + first 10-field card ÷ lit rendering one paragraph',
        ratio(cards, paragraph),
        '≤ 2.5',
        `${times(ratio(cards, paragraph))}: ${ms(median(cards))} vs ${ms(median(paragraph))} ms`,
      ),
    ],
  };
}
