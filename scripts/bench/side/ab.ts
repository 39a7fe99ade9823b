/**
 * `npm run bench:ab -- before.js after.js`: two builds of the script-tag bundle
 * (`packages/elements/dist/elicit-kit.js`, copied aside before a change) side by side in one
 * Chromium. Each build has a page of its own; the rounds alternate which renders first, each
 * round `--per` first renders per build, garbage collected before each. Prints per field count
 * the medians of script and of the time to the rendered frame, and in how many rounds the
 * second build's median was lower: same-run pairs say more than two bench runs on a machine
 * whose speed drifts by a third within an hour. `--others` renders react-jsonschema-form and
 * lit alone between the kit's renders, as on the bench's page (where the kit's script is
 * 1.4–1.7× its own page's at 3 fields: docs/PERFORMANCE.md, seventh stop).
 *
 * Options: --fields 3,10,100  --rounds 12  --per 9  --others
 */
import { copyFileSync, existsSync } from 'node:fs';
import {
  bundle,
  launchChromium,
  openPage,
  scriptPage,
  serveTemp,
  tempDir,
  writeTemp,
} from './harness.js';
import { median } from './report.js';
import type { FrameTime } from './frame.js';

const usage =
  'usage: npm run bench:ab -- before.js after.js [--fields 3,10,100] [--rounds 12] [--per 9] [--others]';
const args = process.argv.slice(2);
/** Takes `--name value` out of the arguments. */
function option(name: string, fallback: string): string {
  const at = args.indexOf(name);
  return at >= 0 ? (args.splice(at, 2)[1] ?? '') : fallback;
}
const fieldCounts = option('--fields', '3,10,100').split(',').map(Number);
const rounds = Number(option('--rounds', '12'));
const per = Number(option('--per', '9'));
const others = args.includes('--others');
const [before, after, ...rest] = args.filter((arg) => arg !== '--others');
const whole = (n: number) => Number.isInteger(n) && n > 0;
if (
  !before ||
  !after ||
  rest.length ||
  !existsSync(before) ||
  !existsSync(after) ||
  !fieldCounts.every(whole) ||
  !whole(rounds) ||
  !whole(per)
) {
  console.error(usage);
  process.exit(2);
}

await Promise.all([
  bundle('./ab-page.ts', 'ab-page.js'),
  ...(others
    ? [
        bundle('./contenders/rjsf.ts', 'rjsf.js', { minify: true }),
        bundle('./contenders/lit-alone.ts', 'lit-alone.js', { minify: true }),
      ]
    : []),
]);
copyFileSync(before, `${tempDir}ab-a-kit.js`);
copyFileSync(after, `${tempDir}ab-b-kit.js`);
const contenders = others ? ['rjsf.js', 'lit-alone.js'] : [];
writeTemp('ab-a.html', scriptPage('A', ['ab-a-kit.js', ...contenders, 'ab-page.js']));
writeTemp('ab-b.html', scriptPage('B', ['ab-b-kit.js', ...contenders, 'ab-page.js']));
const { url, close } = await serveTemp({});
const browser = await launchChromium();
try {
  const pages = [
    await openPage(browser, `${url}ab-a.html`),
    await openPage(browser, `${url}ab-b.html`),
  ];
  console.log(
    `A ${before}\nB ${after}\n${rounds} rounds of ${per} first renders each${others ? ', rjsf and lit alone rendering between them' : ''}; medians in ms`,
  );
  for (const fields of fieldCounts) {
    const all: FrameTime[][] = [[], []];
    let scriptWins = 0;
    let frameWins = 0;
    // Round -1 warms both pages up and is not counted.
    for (let round = -1; round < rounds; round++) {
      const script = [0, 0];
      const frame = [0, 0];
      for (const side of round % 2 === 0 ? [0, 1] : [1, 0]) {
        const { page, errors } = pages[side]!;
        const times = (await page.evaluate(
          ([f, n]) => window.abBench.renders(f!, n!),
          [fields, per],
        )) as FrameTime[];
        if (errors.length) throw new Error(`page error: ${errors.join('; ')}`);
        all[side]!.push(...(round < 0 ? [] : times));
        script[side] = median(times.map((time) => time.script));
        frame[side] = median(times.map((time) => time.total));
      }
      if (round < 0) continue;
      if (script[1]! < script[0]!) scriptWins++;
      if (frame[1]! < frame[0]!) frameWins++;
    }
    const [a, b] = all.map((times) => ({
      script: median(times.map((t) => t.script)),
      frame: median(times.map((t) => t.total)),
    }));
    const change = (x: number, y: number) =>
      `${y < x ? '' : '+'}${(((y - x) / x) * 100).toFixed(1)}%`;
    console.log(
      `${fields} fields: script ${a!.script.toFixed(3)} → ${b!.script.toFixed(3)} (${change(a!.script, b!.script)}, B lower in ${scriptWins} of ${rounds} rounds); ` +
        `to frame ${a!.frame.toFixed(2)} → ${b!.frame.toFixed(2)} (${change(a!.frame, b!.frame)}, ${frameWins} of ${rounds})`,
    );
  }
} finally {
  await browser.close();
  await close();
}
