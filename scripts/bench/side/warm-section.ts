/**
 * The warm parts of the side-by-side section, on the warm page (`warm-page.ts`): first
 * renders of the six contenders (the kit, its floor, a plain DOM form, rjsf, lit alone and
 * its floor) at 3 to 500 fields, and keystrokes in a 500-field form
 * and a 5,000-option list. Each part opens its own page.
 */
import type { Browser } from 'playwright';
import type { FrameTime } from './frame.js';
import { inPage, openPage } from './harness.js';
import {
  cell,
  judge,
  median,
  ms,
  p90,
  ratio,
  table,
  times,
  type Section,
  type TargetRow,
  type Verdict,
} from './report.js';
import type { Contender, TypingResult, WarmResult } from './warm-page.js';

const SIZES = [3, 10, 100, 500] as const;

const totals = (frames: readonly FrameTime[]): number[] => frames.map((frame) => frame.total);
const scripts = (frames: readonly FrameTime[]): number[] => frames.map((frame) => frame.script);

/** Issue 20's render targets for one size: rjsf ÷ kit, and kit ÷ its own floor. */
function renderTargets(
  fields: number,
  kit: number[],
  floor: number[],
  rjsf: number[],
): TargetRow[] {
  const faster = ratio(rjsf, kit);
  const rows: TargetRow[] = [];
  if (fields <= 100) {
    const limit = fields === 100 ? 2 : 1.5;
    const order = fields === 3 ? 1 : fields === 10 ? 2 : 3;
    rows.push({
      order,
      measure: `rjsf ÷ kit, first render, ${fields} fields`,
      value: faster,
      shown: times(faster),
      limit,
      direction: 'at least',
      target: `≥ ${limit}×`,
    });
  }
  if (fields === 10 || fields === 100) {
    const overFloor = ratio(kit, floor);
    rows.push({
      order: fields === 10 ? 4 : 5,
      measure: `kit ÷ its own markup's parser floor, ${fields} fields`,
      value: overFloor,
      shown: times(overFloor),
      limit: 1.4,
      direction: 'at most',
      target: '≤ 1.4×',
    });
  }
  return rows;
}

/** First render of each contender at each size, to the rendered frame. */
export async function warmSection(browser: Browser, url: string, samples = 15): Promise<Section> {
  const { page, errors } = await openPage(browser, `${url}warm.html`);
  const warm = new Map<number, WarmResult>();
  try {
    for (const fields of SIZES)
      warm.set(
        fields,
        await inPage<WarmResult>(page, `sideBench.warm(${fields}, ${samples}, 2)`, errors),
      );
  } finally {
    await page.close();
  }
  const get = (fields: number, contender: Contender) => totals(warm.get(fields)!.times[contender]);
  const renders = table(
    [
      'fields',
      '`<elicit-form>`',
      'same markup, parsed (floor)',
      'plain DOM form',
      'rjsf + React',
      'kit ÷ floor',
      'kit ÷ plain',
      'kit ÷ rjsf',
    ],
    SIZES.map((fields) => [
      String(fields),
      ...(['kit', 'floor', 'plain', 'rjsf'] as const).map((contender) =>
        cell(get(fields, contender)),
      ),
      ...(['floor', 'plain', 'rjsf'] as const).map((contender) =>
        times(ratio(get(fields, 'kit'), get(fields, contender))),
      ),
    ]),
  );
  const script = table(
    ['fields', '`<elicit-form>`', 'floor', 'plain', 'rjsf + React'],
    SIZES.map((fields) => [
      String(fields),
      ...(['kit', 'floor', 'plain', 'rjsf'] as const).map(
        (contender) =>
          `${ms(median(scripts(warm.get(fields)!.times[contender])))} · ${warm.get(fields)!.nodes[contender]} nodes`,
      ),
    ]),
  );
  // What lit itself reaches: simpler markup of the same fields (`contenders/lit-alone.ts`: no
  // compiling, validation or messages) against its own parser floor and against rjsf.
  const litAlone = table(
    [
      'fields',
      'lit alone',
      'its markup, parsed (floor)',
      'lit alone ÷ its floor',
      'rjsf ÷ lit alone',
      'rjsf ÷ kit',
      'kit ÷ lit alone',
      'nodes per field (lit alone · kit)',
    ],
    SIZES.map((fields) => [
      String(fields),
      cell(get(fields, 'lit')),
      cell(get(fields, 'litFloor')),
      times(ratio(get(fields, 'lit'), get(fields, 'litFloor'))),
      times(ratio(get(fields, 'rjsf'), get(fields, 'lit'))),
      times(ratio(get(fields, 'rjsf'), get(fields, 'kit'))),
      times(ratio(get(fields, 'kit'), get(fields, 'lit'))),
      `${(warm.get(fields)!.nodes.lit / fields).toFixed(1)} · ${(warm.get(fields)!.nodes.kit / fields).toFixed(1)}`,
    ]),
  );
  const verdicts: Verdict[] = [];
  for (const fields of [10, 100]) {
    const [kit, floor, rjsf] = [get(fields, 'kit'), get(fields, 'floor'), get(fields, 'rjsf')];
    verdicts.push(
      judge(
        `warm render ${fields} fields within 1.2× of the floor`,
        ratio(kit, floor),
        1.2,
        'at most',
        `${ms(median(kit))} vs ${ms(median(floor))} ms`,
      ),
    );
    verdicts.push(
      judge(
        `warm render ${fields} fields at least 2× faster than rjsf`,
        ratio(rjsf, kit),
        2,
        'at least',
        `rjsf ${ms(median(rjsf))} vs ${ms(median(kit))} ms`,
      ),
    );
  }
  verdicts.push(
    judge(
      'warm render 500 fields never slower than rjsf',
      ratio(get(500, 'kit'), get(500, 'rjsf')),
      1,
      'at most',
      `${ms(median(get(500, 'kit')))} vs ${ms(median(get(500, 'rjsf')))} ms`,
    ),
  );
  const perField = warm.get(100)!.nodes.kit / 100;
  return {
    key: 'warm',
    heading: `Warm first render, to the rendered frame (${samples} samples after 2 warm-up rounds)`,
    body:
      `${renders}\n\nOf which script (before style, layout and paint), medians; nodes rendered (elements, text, comments, shadow roots included):\n\n${script}` +
      `\n\nlit alone, in the same rounds: how near lit itself comes to its own floor and to issue 20's render targets (≤ 1.4× the floor; rjsf ÷ 1.5×, 2× at 100 fields):\n\n${litAlone}`,
    verdicts,
    targets: [
      ...SIZES.flatMap((fields) =>
        renderTargets(fields, get(fields, 'kit'), get(fields, 'floor'), get(fields, 'rjsf')),
      ),
      {
        order: 6,
        measure:
          'nodes per field, 100-field form (elements, text, comment markers; shadow roots included)',
        value: perField,
        shown: perField.toFixed(1),
        limit: 18,
        direction: 'at most',
        target: '≤ 18',
      },
    ],
  };
}

/** Keystrokes to the rendered frame: the kit's 500-field form and rjsf's, and the kit's 5,000-option list. */
export async function typingSection(
  browser: Browser,
  url: string,
  keystrokes = 20,
): Promise<Section> {
  const { page, errors } = await openPage(browser, `${url}warm.html`);
  let form: TypingResult, rjsf: TypingResult, list: TypingResult;
  try {
    form = await inPage<TypingResult>(page, `sideBench.typeInForm(500, ${keystrokes}, 5)`, errors);
    rjsf = await inPage<TypingResult>(page, `sideBench.typeInRjsf(500, ${keystrokes}, 5)`, errors);
    list = await inPage<TypingResult>(page, `sideBench.typeInList(5000, ${keystrokes}, 5)`, errors);
  } finally {
    await page.close();
  }
  const row = (name: string, result: TypingResult) => [
    name,
    cell(totals(result.times)),
    ms(Math.max(...totals(result.times))),
    ms(median(scripts(result.times))),
    String(result.nodes),
  ];
  const cases = [
    { name: '500-field form', result: form, order: 9 },
    { name: '5,000-option list', result: list, order: 10 },
  ];
  return {
    key: 'typing',
    heading: `Key press to the rendered frame with the new value and error state (${keystrokes} keystrokes after 5)`,
    body: table(
      ['case', 'per keystroke', 'max', 'script', 'nodes'],
      [
        row('`<elicit-form>` 500 fields, errors shown, integer field', form),
        row('rjsf + React 500 fields, liveValidate, same field', rjsf),
        row('`<elicit-form>` 5,000-option list, filter input', list),
      ],
    ),
    verdicts: cases.map(({ name, result }) => {
      const value = median(totals(result.times));
      return {
        goal: `typing in the ${name} under 16 ms`,
        state: value < 16 ? 'ok' : 'MISSED',
        detail: `median ${ms(value)} ms, p90 ${ms(p90(totals(result.times)))} ms`,
      };
    }),
    targets: cases.map(({ name, result, order }) => {
      const value = median(totals(result.times));
      return {
        order,
        measure: `keystroke in a ${name}`,
        value,
        shown: `${ms(value)} ms`,
        limit: 16,
        direction: 'under',
        target: '< 16 ms',
      };
    }),
  };
}
