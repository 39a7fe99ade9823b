/**
 * The side-by-side section of `npm run bench` (issue 9): `<elicit-form>` against the
 * browser's floor for the same markup, a plain hand-written DOM form, react-jsonschema-form
 * on React 19 and lit alone, in one headless Chromium run on the same schemas; the
 * core against ajv in Node. Prints markdown tables (median and p90 in ms, ratios of
 * medians) and a verdict per goal, and writes the tables to `.tmp-bench/side-by-side.md`.
 *
 * The in-page halves live in `side/` (warm-page.ts, cold-page.ts, the contenders); they
 * are bundled here with esbuild into `.tmp-bench/` and served from 127.0.0.1.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import type { Browser, CDPSession, Page } from 'playwright';
import { ensureBuilt } from '../../test/e2e/support/artefacts.js';
import type { CaseResult } from './measure.js';
import type { ColdContender, ColdResult } from './side/cold-page.js';
import { runCompileCases } from './side/compile.js';
import type { FrameTime } from './side/frame.js';
import { bundle, launchChromium, repoRoot, scriptPage, serveTemp, tempDir, writeTemp } from './side/harness.js';
import { cell, formatVerdict, judge, median, ms, p90, ratio, table, times, type Verdict } from './side/report.js';
import type { Contender, TypingResult, WarmResult } from './side/warm-page.js';

const dist = `${repoRoot}packages/elements/dist/`;
const SIZES = [10, 100, 500] as const;

export interface SideBySideOptions {
  /** Samples per case (`--samples N`); defaults per case below. */
  readonly samples?: number;
}

export interface SideBySideReport {
  /** The tables, in markdown. */
  readonly text: string;
  readonly verdicts: readonly Verdict[];
}

/** Evaluates `expression` in the page; page errors fail it rather than pass unnoticed. */
async function inPage<T>(page: Page, expression: string, errors: string[]): Promise<T> {
  const value = (await page.evaluate(expression)) as T;
  if (errors.length > 0) throw new Error(`page error: ${errors.join('; ')}`);
  return value;
}

async function openPage(browser: Browser, url: string): Promise<{ page: Page; errors: string[] }> {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.goto(url);
  return { page, errors };
}

const totals = (frames: readonly FrameTime[]): number[] => frames.map((frame) => frame.total);
const scripts = (frames: readonly FrameTime[]): number[] => frames.map((frame) => frame.script);

/** Heap, DOM node and listener counts after forced garbage collection (CDP). */
interface MemorySnapshot {
  readonly heap: number;
  readonly nodes: number;
  readonly listeners: number;
  /** Detached DOM nodes Chromium reports (`DOM.getDetachedDomNodes`); undefined when unsupported. */
  readonly detached: number | undefined;
  /** Their node names and counts (`TEMPLATE ×18`: lit's prepared templates). */
  readonly detachedNames: string;
}

async function snapshot(cdp: CDPSession): Promise<MemorySnapshot> {
  const send = cdp.send.bind(cdp) as (method: string, params?: object) => Promise<unknown>;
  for (let i = 0; i < 3; i++) await send('HeapProfiler.collectGarbage');
  const usage = (await send('Runtime.getHeapUsage')) as { usedSize: number; embedderHeapUsedSize?: number };
  const counters = (await send('Memory.getDOMCounters')) as { nodes: number; jsEventListeners: number };
  let detached: number | undefined;
  const names = new Map<string, number>();
  try {
    const { detachedNodes } = (await send('DOM.getDetachedDomNodes')) as { detachedNodes: { treeNode: { nodeName: string } }[] };
    detached = detachedNodes.length;
    for (const { treeNode } of detachedNodes) names.set(treeNode.nodeName, (names.get(treeNode.nodeName) ?? 0) + 1);
  } catch {
    detached = undefined;
  }
  return {
    heap: usage.usedSize + (usage.embedderHeapUsedSize ?? 0),
    nodes: counters.nodes,
    listeners: counters.jsEventListeners,
    detached,
    detachedNames: [...names].map(([name, count]) => `${name.toLowerCase()} ×${count}`).join(', '),
  };
}

const mb = (bytes: number): string => `${(bytes / 1024 / 1024).toFixed(2)} MB`;
const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`;

export async function runSideBySide(options: SideBySideOptions = {}): Promise<SideBySideReport> {
  const renders = options.samples ?? 15;
  const colds = options.samples ?? 11;
  const keystrokes = options.samples ?? 20;
  const compiles = options.samples ?? 30;
  const MOUNTS = 100;
  const WARM_MOUNTS = 20;

  await ensureBuilt(['bundle']); // rebuilds packages/elements/dist/elicit-kit.js when stale
  await Promise.all([
    bundle('./warm-page.ts', 'warm-page.js'),
    bundle('./cold-page.ts', 'cold-page.js'),
    bundle('./contenders/rjsf.ts', 'rjsf.js', { minify: true }),
    bundle('./contenders/lit-alone.ts', 'lit-alone.js', { minify: true }),
  ]);
  writeTemp('warm.html', scriptPage('side by side: warm', ['elicit-kit.js', 'rjsf.js', 'warm-page.js']));
  writeTemp('cold.html', scriptPage('side by side: cold', ['cold-page.js']));
  const cardsFile = `${dist}elicit-kit.cards.js`;
  const hasCards = existsSync(cardsFile);
  const { url, close } = await serveTemp({
    '/elicit-kit.js': `${dist}elicit-kit.js`,
    ...(hasCards ? { '/elicit-kit.cards.js': cardsFile } : {}),
  });

  const out: string[] = [];
  const verdicts: Verdict[] = [];
  const say = (text: string) => out.push(text);
  const [load] = loadavg();
  say(`Load average when starting: ${load!.toFixed(1)} on ${availableParallelism()} cores (numbers are noisy above about 1 per core).`);

  // Compile + validate, in Node, first: before Chromium's processes compete for the cores.
  const compile = runCompileCases(100, compiles);
  const failed = Object.values(compile).filter((result: CaseResult) => result.error);
  say(`\n### Compile + validate a newly arrived 100-field schema (Node ${process.version}, src/, ${compiles} samples after 5, garbage collected before each)\n`);
  if (failed.length) say(failed.map((result) => `error in ${result.name}: ${result.error}`).join('\n'));
  say(
    table(
      ['case', 'time', '÷ core'],
      [compile.core, compile.ajvCompile, compile.ajvValidate, compile.traverse].map((result) => [result.name, cell(result.samples), times(ratio(result.samples, compile.core.samples))]),
    ),
  );
  verdicts.push(
    judge('new-schema compile + validate at least 100× faster than ajv', ratio(compile.ajvCompile.samples, compile.core.samples), 100, 'at least', `ajv ${ms(median(compile.ajvCompile.samples))} vs core ${ms(median(compile.core.samples))} ms; traverse alone ${ms(median(compile.traverse.samples))} ms`),
  );

  let browser: Browser | undefined;
  try {
    browser = await launchChromium();
    say(`\nChromium ${browser.version()}, headless, one run; times in ms as median (p90); ratios are of medians.`);

    // Warm first render, four contenders interleaved.
    const { page, errors } = await openPage(browser, `${url}warm.html`);
    const warm = new Map<number, WarmResult>();
    for (const fields of SIZES) warm.set(fields, await inPage<WarmResult>(page, `sideBench.warm(${fields}, ${renders}, 2)`, errors));
    const get = (fields: number, contender: Contender) => warm.get(fields)!.times[contender];
    say(`\n### Warm first render, to the rendered frame (${renders} samples after 2 warm-up rounds)\n`);
    say(
      table(
        ['fields', '`<elicit-form>`', 'same markup, parsed (floor)', 'plain DOM form', 'rjsf + React', 'kit ÷ floor', 'kit ÷ plain', 'kit ÷ rjsf'],
        SIZES.map((fields) => [
          String(fields),
          cell(totals(get(fields, 'kit'))),
          cell(totals(get(fields, 'floor'))),
          cell(totals(get(fields, 'plain'))),
          cell(totals(get(fields, 'rjsf'))),
          times(ratio(totals(get(fields, 'kit')), totals(get(fields, 'floor')))),
          times(ratio(totals(get(fields, 'kit')), totals(get(fields, 'plain')))),
          times(ratio(totals(get(fields, 'kit')), totals(get(fields, 'rjsf')))),
        ]),
      ),
    );
    say(`\nOf which script (before style, layout and paint), medians; nodes rendered (elements, text, comments):\n`);
    say(
      table(
        ['fields', '`<elicit-form>`', 'floor', 'plain', 'rjsf + React'],
        SIZES.map((fields) => [
          String(fields),
          ...(['kit', 'floor', 'plain', 'rjsf'] as const).map(
            (contender) => `${ms(median(scripts(get(fields, contender))))} · ${warm.get(fields)!.nodes[contender]} nodes`,
          ),
        ]),
      ),
    );
    for (const fields of [10, 100]) {
      const kit = totals(get(fields, 'kit'));
      verdicts.push(judge(`warm render ${fields} fields within 1.2× of the floor`, ratio(kit, totals(get(fields, 'floor'))), 1.2, 'at most', `${ms(median(kit))} vs ${ms(median(totals(get(fields, 'floor'))))} ms`));
      verdicts.push(judge(`warm render ${fields} fields at least 2× faster than rjsf`, ratio(totals(get(fields, 'rjsf')), kit), 2, 'at least', `rjsf ${ms(median(totals(get(fields, 'rjsf'))))} vs ${ms(median(kit))} ms`));
    }
    {
      const kit = totals(get(500, 'kit'));
      verdicts.push(judge('warm render 500 fields never slower than rjsf', ratio(kit, totals(get(500, 'rjsf'))), 1, 'at most', `${ms(median(kit))} vs ${ms(median(totals(get(500, 'rjsf'))))} ms`));
    }

    // Typing.
    const form = await inPage<TypingResult>(page, `sideBench.typeInForm(500, ${keystrokes}, 5)`, errors);
    const rjsfTyping = await inPage<TypingResult>(page, `sideBench.typeInRjsf(500, ${keystrokes}, 5)`, errors);
    const list = await inPage<TypingResult>(page, `sideBench.typeInList(5000, ${keystrokes}, 5)`, errors);
    say(`\n### Key press to the rendered frame with the new value and error state (${keystrokes} keystrokes after 5)\n`);
    const typingRow = (name: string, result: TypingResult) => [
      name,
      cell(totals(result.times)),
      ms(Math.max(...totals(result.times))),
      ms(median(scripts(result.times))),
      String(result.nodes),
    ];
    say(
      table(
        ['case', 'per keystroke', 'max', 'script', 'nodes'],
        [
          typingRow('`<elicit-form>` 500 fields, errors shown, integer field', form),
          typingRow('rjsf + React 500 fields, liveValidate, same field', rjsfTyping),
          typingRow('`<elicit-form>` 5,000-option list, filter input', list),
        ],
      ),
    );
    for (const [name, result] of [['500-field form', form], ['5,000-option list', list]] as const) {
      const value = median(totals(result.times));
      verdicts.push({ goal: `typing in the ${name} under 16 ms`, state: value < 16 ? 'ok' : 'MISSED', detail: `median ${ms(value)} ms, p90 ${ms(p90(totals(result.times)))} ms` });
    }
    await page.close();

    // Memory: 100 mounts and removals, garbage collected before and after.
    {
      const { page: memoryPage, errors: memoryErrors } = await openPage(browser, `${url}warm.html`);
      const cdp = await memoryPage.context().newCDPSession(memoryPage);
      // Warm first: optimised code, lit's prepared templates and the catalog settle in the
      // first ~20 mounts (5 left 0.4 MB that 100 more mounts never added to).
      await inPage(memoryPage, `sideBench.mountCycles(100, ${WARM_MOUNTS})`, memoryErrors);
      const before = await snapshot(cdp);
      await inPage(memoryPage, `sideBench.mountCycles(100, ${MOUNTS})`, memoryErrors);
      const after = await snapshot(cdp);
      const formNodes = await inPage<number>(memoryPage, `sideBench.mountKept(100)`, memoryErrors);
      const one = await snapshot(cdp);
      await inPage(memoryPage, `sideBench.unmountKept()`, memoryErrors);
      await memoryPage.close();
      const footprint = one.heap - before.heap;
      const grew = after.heap - before.heap;
      say(`\n### Memory: ${MOUNTS} mounts and removals of a 100-field \`<elicit-form>\` (garbage collected through CDP before each reading)\n`);
      const detached = (snap: MemorySnapshot) => (snap.detached === undefined ? 'n/a' : snap.detached ? `${snap.detached} (${snap.detachedNames})` : '0');
      say(
        table(
          ['reading', 'heap (JS + DOM)', 'DOM nodes', 'detached nodes', 'listeners'],
          [
            [`before (after ${WARM_MOUNTS} warm-up mounts)`, mb(before.heap), String(before.nodes), detached(before), String(before.listeners)],
            [`after ${MOUNTS} mounts and removals`, mb(after.heap), String(after.nodes), detached(after), String(after.listeners)],
            ['one form kept mounted (for scale)', mb(one.heap), String(one.nodes), detached(one), String(one.listeners)],
          ],
        ),
      );
      // Retained would mean at least one form's worth of something; allow a tenth of one form for noise.
      const retainedNodes = after.nodes - before.nodes;
      const problems = [
        grew > footprint / 10 ? `heap grew ${kb(grew)} (one form is ${kb(footprint)})` : '',
        retainedNodes > formNodes / 10 ? `${retainedNodes} more DOM nodes (one form has ${formNodes})` : '',
        after.detached !== undefined && before.detached !== undefined && after.detached > before.detached ? `${after.detached - before.detached} more detached nodes` : '',
        after.listeners > before.listeners ? `${after.listeners - before.listeners} more listeners` : '',
      ].filter(Boolean);
      verdicts.push({
        goal: `nothing retained after ${MOUNTS} mounts`,
        state: problems.length ? 'MISSED' : 'ok',
        detail: problems.length
          ? problems.join('; ')
          : `heap ${grew >= 0 ? '+' : ''}${kb(grew)} (one form: ${kb(footprint)}), DOM nodes ${retainedNodes >= 0 ? '+' : ''}${retainedNodes} (one form: ${formNodes}), detached ${detached(before)} → ${detached(after)}`,
      });
    }

    // Cold start: a fresh browser context per sample (no code cache), contenders interleaved.
    const contenders: { name: string; file: string; kind: ColdContender; path: string }[] = [
      { name: '`elicit-kit.js` (everything)', file: `${dist}elicit-kit.js`, kind: 'kit', path: '/elicit-kit.js' },
      ...(hasCards ? [{ name: '`elicit-kit.cards.js`', file: cardsFile, kind: 'kit' as const, path: '/elicit-kit.cards.js' }] : []),
      { name: 'lit alone, equivalent markup', file: `${tempDir}lit-alone.js`, kind: 'lit', path: '/lit-alone.js' },
      { name: 'rjsf + React (production, minified)', file: `${tempDir}rjsf.js`, kind: 'rjsf', path: '/rjsf.js' },
    ];
    const cold = new Map(contenders.map((contender) => [contender.name, [] as ColdResult[]]));
    for (let round = 0; round < colds + 1; round++) {
      for (let i = 0; i < contenders.length; i++) {
        const contender = contenders[(round + i) % contenders.length]!;
        const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
        try {
          const coldPage = await context.newPage();
          const coldErrors: string[] = [];
          coldPage.on('pageerror', (error) => coldErrors.push(error.message));
          await coldPage.goto(`${url}cold.html`);
          const result = await inPage<ColdResult>(coldPage, `coldBench.cold(${JSON.stringify(contender.path)}, ${JSON.stringify(contender.kind)}, 10)`, coldErrors);
          if (round > 0) cold.get(contender.name)!.push(result);
        } finally {
          await context.close();
        }
      }
    }
    const coldTotals = (name: string) => cold.get(name)!.map((result) => result.total);
    const lit = contenders.find((contender) => contender.kind === 'lit')!.name;
    say(`\n### Cold start: a fresh page evaluates the file, then renders a 10-field form to the rendered frame (${colds} fresh contexts each)\n`);
    say(
      table(
        ['file', 'size (gzip)', 'evaluate + render to frame', 'of which evaluate', 'script in all', '÷ lit alone'],
        contenders.map((contender) => {
          const bytes = readFileSync(contender.file);
          const results = cold.get(contender.name)!;
          return [
            contender.name,
            `${kb(bytes.length)} (${kb(gzipSync(bytes, { level: 9 }).length)})`,
            cell(coldTotals(contender.name)),
            ms(median(results.map((result) => result.evaluate))),
            ms(median(results.map((result) => result.script))),
            times(ratio(coldTotals(contender.name), coldTotals(lit))),
          ];
        }),
      ),
    );
    if (!hasCards) say('\n`elicit-kit.cards.js` is not built yet (packages/elements/dist has no such file): its row and goal are skipped.');
    const cardsName = '`elicit-kit.cards.js`';
    verdicts.push(
      hasCards
        ? judge('cold start of the cards file within 2× of lit alone', ratio(coldTotals(cardsName), coldTotals(lit)), 2, 'at most', `${ms(median(coldTotals(cardsName)))} vs ${ms(median(coldTotals(lit)))} ms`)
        : { goal: 'cold start of the cards file within 2× of lit alone', state: 'skipped', detail: `no ${cardsFile.slice(repoRoot.length)}; elicit-kit.js (everything) is ${times(ratio(coldTotals(contenders[0]!.name), coldTotals(lit)))} of lit alone` },
    );
  } finally {
    await browser?.close();
    await close();
  }

  say(`\n### Goals (issue 9), judged by medians\n`);
  say(verdicts.map((verdict) => `- ${formatVerdict(verdict)}`).join('\n'));
  const text = out.join('\n');
  writeFileSync(`${tempDir}side-by-side.md`, `${text}\n`);
  return { text, verdicts };
}
