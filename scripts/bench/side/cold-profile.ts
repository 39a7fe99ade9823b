/**
 * `npm run bench -- --profile --only cold`: what a fresh page pays to evaluate the cards
 * file and draw its first 10-field card. The file is bundled unminified from `src/` (the
 * cards entry of scripts/script-tag-files.mjs, templates minified as the build does), so
 * the CPU profile can name each module's top-level code and functions; a trace gives
 * compile, style and layout; counters say how many stylesheets, definitions, `Intl`
 * formatters and templates each phase creates. Raw files go to `.tmp-bench/`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { build } from 'esbuild';
import { MAIN_FILES } from '../../script-tag-files.mjs';
import type { ColdCounts, ColdProfileRun } from './cold-profile-page.js';
import {
  bundle,
  launchChromium,
  minifyLitHtmlPlugin,
  repoRoot,
  scriptPage,
  serveTemp,
  tempDir,
  writeTemp,
} from './harness.js';
import {
  moduleLines,
  selfTimes,
  summariseTrace,
  top,
  type CpuProfile,
  type ProfileNode,
  type TraceEvent,
} from './profile.js';
import { median, ms } from './report.js';

/** Counters installed before any script of the page runs (a Playwright init script). */
const COUNTERS = `(() => {
  const counts = { sheetsParsed: 0, adoptions: 0, sheetsAdopted: 0, defined: 0, intl: 0, intlMs: 0, templates: 0 };
  const wrap = (target, name, count) => {
    const original = target[name];
    target[name] = function (...args) { count(...args); return original.apply(this, args); };
  };
  wrap(CSSStyleSheet.prototype, 'replaceSync', () => counts.sheetsParsed++);
  wrap(CustomElementRegistry.prototype, 'define', () => counts.defined++);
  wrap(Document.prototype, 'createElement', (tag) => { if (tag === 'template') counts.templates++; });
  const adopted = Object.getOwnPropertyDescriptor(ShadowRoot.prototype, 'adoptedStyleSheets');
  Object.defineProperty(ShadowRoot.prototype, 'adoptedStyleSheets', {
    ...adopted,
    set(sheets) { counts.adoptions++; counts.sheetsAdopted += sheets.length; adopted.set.call(this, sheets); },
  });
  for (const name of ['NumberFormat', 'DateTimeFormat', 'ListFormat', 'PluralRules', 'Collator', 'Segmenter', 'DisplayNames', 'RelativeTimeFormat', 'Locale']) {
    const Original = Intl[name];
    if (!Original) continue;
    Intl[name] = new Proxy(Original, { construct(target, args) { counts.intl++; const start = performance.now(); try { return Reflect.construct(target, args); } finally { counts.intlMs += performance.now() - start; } } });
  }
  window.coldCounts = () => ({ ...counts });
})();`;

/** The cards file bundled unminified as an IIFE (`window.ElicitKit`), templates minified as the build does. */
async function bundleCards(): Promise<string> {
  const cards = MAIN_FILES.find((file) => file.name === 'elicit-kit.cards')!;
  const out = 'cards-unminified.js';
  await build({
    stdin: { contents: cards.entry, resolveDir: repoRoot, loader: 'js' },
    outfile: `${tempDir}${out}`,
    bundle: true,
    format: 'iife',
    globalName: 'ElicitKit',
    target: 'es2022',
    conditions: ['elicit-kit-source'],
    legalComments: 'none',
    logLevel: 'silent',
    plugins: [minifyLitHtmlPlugin],
  });
  return out;
}

/**
 * Self time per key, in ms, with each function's time split over the lines it was sampled
 * on (`positionTicks`): the bundle's modules share one top-level function, so only lines
 * tell whose top-level code ran.
 */
function lineSelfTimes(
  profile: CpuProfile,
  key: (node: ProfileNode, line: number) => string,
): Map<string, number> {
  const byNode = selfTimes(profile, (node) => String(node.id));
  const totals = new Map<string, number>();
  for (const node of profile.nodes) {
    const time = byNode.get(String(node.id)) ?? 0;
    if (time === 0) continue;
    const ticks = node.positionTicks?.length
      ? node.positionTicks
      : [{ line: node.callFrame.lineNumber + 1, ticks: 1 }];
    const all = ticks.reduce((sum, tick) => sum + tick.ticks, 0);
    for (const tick of ticks) {
      const name = key(node, tick.line - 1);
      totals.set(name, (totals.get(name) ?? 0) + (time * tick.ticks) / all);
    }
  }
  return totals;
}

/**
 * Time spent evaluating the file, per module: samples under its top-level function, each
 * given to the module of its innermost frame in the file (a module's top-level line, or a
 * function it calls while it evaluates, like a table built at load).
 */
function evaluationTimes(
  profile: CpuProfile,
  ours: (node: ProfileNode) => boolean,
  moduleOf: (line: number) => string,
): Map<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const isTopLevel = (node: ProfileNode) => ours(node) && node.callFrame.lineNumber === 0;
  const topLines = selfTimes(profile, (node) => String(node.id));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const stack: ProfileNode[] = [];
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at))
      stack.push(byId.get(at)!);
    if (!stack.some(isTopLevel)) return;
    const inner = stack.find((node) => ours(node) && !isTopLevel(node));
    // In the top-level code itself, only positionTicks tell which module's line ran: spread below.
    if (!inner) return;
    const name = moduleOf(inner.callFrame.lineNumber);
    totals.set(name, (totals.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  for (const node of profile.nodes.filter(isTopLevel)) {
    const time = topLines.get(String(node.id)) ?? 0;
    const ticks = node.positionTicks ?? [];
    const all = ticks.reduce((sum, tick) => sum + tick.ticks, 0);
    for (const tick of ticks) {
      const name = moduleOf(tick.line - 1);
      totals.set(name, (totals.get(name) ?? 0) + (time * tick.ticks) / all);
    }
  }
  return totals;
}

/** Trace events that tell compile, evaluation, style and layout apart. */
/** Runs traced after the profiled ones (tracing and profiling together would distort both). */
const TRACED = 3;

const COLD_EVENTS = [
  'EvaluateScript',
  'v8.compile',
  'v8.compileModule',
  'V8.CompileCode',
  'v8.parseOnBackground',
  'FunctionCall',
  'RunMicrotasks',
  'ParseAuthorStyleSheet',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'MinorGC',
  'MajorGC',
];

const phase = (counts: ColdCounts, before?: ColdCounts): string => {
  const d = (key: keyof ColdCounts) => counts[key] - (before?.[key] ?? 0);
  return `${d('sheetsParsed')} stylesheets parsed, ${d('adoptions')} adoptions (${d('sheetsAdopted')} sheets), ${d('defined')} elements defined, ${d('intl')} Intl objects (${ms(d('intlMs'))} ms to construct), ${d('templates')} <template>s`;
};

export async function runColdProfile(options: { readonly samples?: number } = {}): Promise<string> {
  const runs = options.samples ?? 10;
  const cardsFile = await bundleCards();
  const moduleOf = moduleLines(readFileSync(`${tempDir}${cardsFile}`, 'utf8'));
  const pageFile = await bundle('./cold-profile-page.ts', 'cold-profile-page.js');
  writeTemp('cold-profile.html', scriptPage('elicit-kit cold profile', [pageFile]));
  const { url, close } = await serveTemp({});
  const browser = await launchChromium();
  const out: string[] = [];
  const results: ColdProfileRun[] = [];
  const self = new Map<string, number>();
  const byModule = new Map<string, number>();
  const topLevel = new Map<string, number>();
  const traceEvents: TraceEvent[][] = [];
  try {
    for (let i = 0; i < runs + 1 + TRACED; i++) {
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
      try {
        await context.addInitScript(COUNTERS);
        const page = await context.newPage();
        const errors: string[] = [];
        page.on('pageerror', (error) => errors.push(error.message));
        await page.goto(`${url}cold-profile.html`);
        const cdp = await context.newCDPSession(page);
        const traced = i > runs; // the last runs traced, the others profiled
        if (traced)
          await browser.startTracing(page, {
            categories: [
              'devtools.timeline',
              'v8',
              'blink.user_timing',
              'disabled-by-default-v8.compile',
            ],
          });
        else {
          await cdp.send('Profiler.enable');
          await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
          await cdp.send('Profiler.start');
        }
        const result = (await page.evaluate(
          `coldProfile.run(${JSON.stringify(`/${cardsFile}`)})`,
        )) as ColdProfileRun;
        if (errors.length) throw new Error(`page error: ${errors.join('; ')}`);
        if (traced) {
          const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
            traceEvents: TraceEvent[];
          };
          if (i === runs + 1) writeFileSync(`${tempDir}trace-cold.json`, JSON.stringify(trace));
          traceEvents.push(trace.traceEvents);
          continue;
        }
        const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
        if (i === 0) continue; // the first context warms the browser's own caches
        results.push(result);
        if (i === 1) writeFileSync(`${tempDir}profile-cold.cpuprofile`, JSON.stringify(profile));
        // The cards file runs as an inline script (as the cold case inserts it), which has no
        // URL in the profile: it is the script that defines the tags.
        const cardsScript = profile.nodes.find(
          (node) => node.callFrame.functionName === 'defineTags',
        )?.callFrame.scriptId;
        const ours = (node: ProfileNode) => node.callFrame.scriptId === cardsScript;
        const fn = (node: ProfileNode, line: number) =>
          ours(node)
            ? `${node.callFrame.functionName || (node.callFrame.lineNumber === 0 ? '(top level)' : '(anonymous)')}  [${moduleOf(line)}]`
            : node.callFrame.functionName || '(anonymous)';
        for (const [name, time] of lineSelfTimes(profile, fn))
          self.set(name, (self.get(name) ?? 0) + time);
        const module = (node: ProfileNode, line: number) =>
          ours(node)
            ? moduleOf(line)
            : node.callFrame.url
              ? '(the bench page)'
              : node.callFrame.functionName || '(native)';
        for (const [name, time] of evaluationTimes(profile, ours, moduleOf))
          topLevel.set(name, (topLevel.get(name) ?? 0) + time);
        for (const [name, time] of lineSelfTimes(profile, module)) {
          byModule.set(name, (byModule.get(name) ?? 0) + time);
        }
      } finally {
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await close();
  }
  const per = (value: number) => `${ms(value / results.length)} ms`.padStart(9);
  out.push(
    `cold start of the cards file (unminified from src/) and its first 10-field card, ${results.length} fresh contexts, profiled (50 µs sampling)`,
  );
  out.push(
    `evaluate median ${ms(median(results.map((r) => r.evaluate)))} ms; to the rendered frame ${ms(median(results.map((r) => r.time.total)))} ms (script ${ms(median(results.map((r) => r.time.script)))} ms)`,
  );
  out.push(`evaluate created: ${phase(results[0]!.atEvaluate)}`);
  out.push(`first card created: ${phase(results[0]!.atFrame, results[0]!.atEvaluate)}`);
  out.push(
    '\nself time per run, by function (the kit\'s own code names its module; "(top level)" is module evaluation):',
  );
  for (const [name, time] of top(self, 24)) out.push(`  ${per(time)}  ${name}`);
  out.push('\nself time per run, by module:');
  for (const [name, time] of top(byModule, 16)) out.push(`  ${per(time)}  ${name}`);
  out.push('\nmodule evaluation (the top-level code of each module, self time per run):');
  for (const [name, time] of top(topLevel, 12)) out.push(`  ${per(time)}  ${name}`);
  out.push(
    `\n${traceEvents.length} traced runs (each its own renderer), main thread, median per run; events nest:`,
  );
  const summaries = traceEvents.map((events) => summariseTrace(events, 1, COLD_EVENTS));
  for (const name of COLD_EVENTS) {
    const wall = summaries
      .map((summary) => summary.wall.get(name))
      .filter((time) => time !== undefined);
    if (!wall.length) continue;
    const thread = summaries
      .map((summary) => summary.thread.get(name))
      .filter((time) => time !== undefined);
    out.push(
      `  ${`${ms(median(wall))} ms`.padStart(9)}  ${name}${thread.length ? ` (thread ${ms(median(thread))} ms)` : ''}`,
    );
  }
  out.push(
    '\nraw: .tmp-bench/profile-cold.cpuprofile and .tmp-bench/trace-cold.json (load in DevTools)',
  );
  return out.join('\n');
}
