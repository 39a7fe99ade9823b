/**
 * The warm parts of the side-by-side section: first renders of the contenders at 3 to 500
 * fields, and keystrokes in a 500-field form (the kit and rjsf) and a 5,000-option list.
 */
import type { Browser } from 'playwright';
import { inPage } from './browser.js';
import { cell, judge, median, ms, ratio, table, times, type Section } from './measure.js';
import type { FrameTime } from './page/frame.js';
import type { Timed, Warm } from './page/warm.js';
import { CONTENDERS, type Contender } from './schemas.js';

const SIZES = [3, 10, 100, 500];
const totals = (frames: readonly FrameTime[]): number[] => frames.map((frame) => frame.total);

export async function warmSection(browser: Browser, url: string, samples = 15): Promise<Section> {
  const warm = await inPage(browser, `${url}warm.html`, async (evaluate) => {
    const bySize = new Map<number, Warm>();
    for (const fields of SIZES)
      bySize.set(fields, await evaluate(`sideBench.warm(${fields}, ${samples}, 2)`));
    return bySize;
  });
  const at = (fields: number, contender: Contender) => totals(warm.get(fields)!.times[contender]);
  /** A goal or target on the ratio of two contenders' medians at `n` fields. */
  const verdict = (label: string, n: number, over: Contender, under: Contender, limit: string) => {
    const [a, b] = [at(n, over), at(n, under)];
    const detail = `${times(ratio(a, b))}: ${ms(median(a))} vs ${ms(median(b))} ms`;
    return judge(`${label}, ${n} fields`, ratio(a, b), limit, detail);
  };
  const perField = warm.get(100)!.nodes.kit / 100;
  const verdicts = [
    ...[10, 100].flatMap((n) => [
      verdict('goal: warm render, kit ÷ floor', n, 'kit', 'floor', '≤ 1.2'),
      verdict('goal: warm render, rjsf ÷ kit', n, 'rjsf', 'kit', '≥ 2'),
      verdict("target: kit ÷ its own markup's parser floor", n, 'kit', 'floor', '≤ 1.4'),
    ]),
    verdict('goal: warm render, kit ÷ rjsf', 500, 'kit', 'rjsf', '≤ 1'),
    ...[3, 10, 100].map((n) =>
      verdict('target: rjsf ÷ kit, first render', n, 'rjsf', 'kit', n === 100 ? '≥ 2' : '≥ 1.5'),
    ),
    judge('target: nodes per field, 100-field form', perField, '≤ 18', perField.toFixed(1)),
  ];
  const rows = SIZES.map((n) => [
    String(n),
    ...CONTENDERS.map((contender) => cell(at(n, contender))),
    ...CONTENDERS.slice(1).map((contender) => times(ratio(at(n, 'kit'), at(n, contender)))),
    CONTENDERS.map((contender) => (warm.get(n)!.nodes[contender] / n).toFixed(1)).join(' · '),
  ]);
  const names = ['`<elicit-form>`', 'its markup parsed (floor)', 'plain DOM form', 'rjsf + React'];
  return {
    heading: `Warm first render, to the rendered frame (${samples} samples after 2 warm-up rounds)`,
    body: table(
      [
        'fields',
        ...names,
        ...names.slice(1).map((name) => `kit ÷ ${name}`),
        'nodes per field (kit · floor · plain · rjsf)',
      ],
      rows,
    ),
    verdicts,
  };
}

export async function typingSection(browser: Browser, url: string, count = 20): Promise<Section> {
  const [form, rjsf, list] = await inPage(browser, `${url}warm.html`, async (evaluate) => [
    await evaluate<Timed>(`sideBench.typeInForm(500, ${count}, 5)`),
    await evaluate<Timed>(`sideBench.typeInRjsf(500, ${count}, 5)`),
    await evaluate<Timed>(`sideBench.typeInList(5000, ${count}, 5)`),
  ]);
  const row = (name: string, { times, nodes }: Timed) => {
    const script = median(times.map((time) => time.script));
    return [name, cell(totals(times)), ms(Math.max(...totals(times))), ms(script), String(nodes)];
  };
  const under16 = (name: string, { times }: Timed) => {
    const value = median(totals(times));
    return judge(`target: keystroke in a ${name}`, value, '< 16', `${ms(value)} ms`);
  };
  return {
    heading: `Key press to the rendered frame with the new value and error state (${count} keystrokes after 5)`,
    body: table(
      ['case', 'per keystroke', 'max', 'script', 'nodes'],
      [
        row('`<elicit-form>` 500 fields, errors shown, integer field', form),
        row('rjsf + React 500 fields, liveValidate, same field', rjsf),
        row('`<elicit-form>` 5,000-option list, filter input', list),
      ],
    ),
    verdicts: [under16('500-field form', form), under16('5,000-option list', list)],
  };
}
