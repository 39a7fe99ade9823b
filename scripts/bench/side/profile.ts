/**
 * `npm run bench -- --profile`: where `<elicit-form>`'s warm first render at 100 fields
 * spends its time. The elements are bundled unminified from `src/` so the profile names
 * the kit's functions; a CDP CPU profile gives self time per function and per module,
 * a Chromium trace gives style, layout and paint per render. Writes the raw profile and
 * trace to `.tmp-bench/` (open them in DevTools) and returns a plain-text summary.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import {
  bundle,
  launchChromium,
  minifyLitHtmlPlugin,
  scriptPage,
  serveTemp,
  tempDir,
  writeTemp,
} from './harness.js';
import { median, ms } from './report.js';
import type { FrameTime } from './frame.js';

export interface ProfileNode {
  readonly id: number;
  readonly children?: readonly number[];
  readonly callFrame: {
    readonly functionName: string;
    readonly scriptId: string;
    readonly url: string;
    readonly lineNumber: number;
  };
  /** Samples per source line (1-based) of this function's own code. */
  readonly positionTicks?: readonly { readonly line: number; readonly ticks: number }[];
}
export interface CpuProfile {
  readonly nodes: readonly ProfileNode[];
  readonly samples: readonly number[];
  readonly timeDeltas: readonly number[];
}
export interface TraceEvent {
  readonly name: string;
  readonly ph: string;
  readonly pid: number;
  readonly tid: number;
  readonly ts: number;
  readonly dur?: number;
  /** Thread time (CPU) of an `X` event: what the work took without waiting for a core. */
  readonly tdur?: number;
  readonly args?: { readonly [key: string]: unknown };
}

/** The module each line of an unminified esbuild bundle came from (esbuild's `// path` comments). */
export function moduleLines(source: string): (line: number) => string {
  const starts: { line: number; module: string }[] = [];
  source.split('\n').forEach((text, line) => {
    const match = /^\s*\/\/ ((?:node_modules|packages|scripts)\/\S+\.(?:ts|js|mjs))$/.exec(text);
    if (match) starts.push({ line, module: match[1]!.replace(/^node_modules\//, '') });
  });
  return (line) => {
    let module = '(page)';
    for (const start of starts) {
      if (start.line > line) break;
      module = start.module;
    }
    return module;
  };
}

/** Self time per key, in ms, from a CPU profile. */
export function selfTimes(
  profile: CpuProfile,
  key: (node: ProfileNode) => string,
): Map<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const node = byId.get(id)!;
    const name = key(node);
    totals.set(name, (totals.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  return totals;
}

/** Inclusive time per key (each key counted once per sample), in ms, for nodes `keep` accepts. */
function inclusiveTimes(
  profile: CpuProfile,
  key: (node: ProfileNode) => string,
  keep: (node: ProfileNode) => boolean,
): Map<string, number> {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parent = new Map<number, number>();
  for (const node of profile.nodes)
    for (const child of node.children ?? []) parent.set(child, node.id);
  const totals = new Map<string, number>();
  profile.samples.forEach((id, i) => {
    const seen = new Set<string>();
    for (let at: number | undefined = id; at !== undefined; at = parent.get(at)) {
      const node = byId.get(at)!;
      if (!keep(node)) continue;
      const name = key(node);
      if (seen.has(name)) continue;
      seen.add(name);
      totals.set(name, (totals.get(name) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
    }
  });
  return totals;
}

export const top = (totals: Map<string, number>, count: number) =>
  [...totals].sort((a, b) => b[1] - a[1]).slice(0, count);

const TRACE_EVENTS = [
  'FunctionCall',
  'RunMicrotasks',
  'UpdateLayoutTree',
  'Layout',
  'PrePaint',
  'Paint',
  'Layerize',
  'Commit',
  'ParseHTML',
  'MajorGC',
  'MinorGC',
  'HitTest',
];

/** Milliseconds per run of the main phases on the renderer main thread (the one with the most style recalculations). */
export function summariseTrace(
  events: readonly TraceEvent[],
  runs: number,
  names: readonly string[] = TRACE_EVENTS,
): {
  onMain: TraceEvent[];
  lines: string[];
  wall: Map<string, number>;
  thread: Map<string, number>;
} {
  const threads = new Map<string, number>();
  for (const event of events)
    if (event.name === 'UpdateLayoutTree')
      threads.set(`${event.pid}:${event.tid}`, (threads.get(`${event.pid}:${event.tid}`) ?? 0) + 1);
  const main = top(threads, 1)[0]?.[0];
  const onMain = events.filter((event) => `${event.pid}:${event.tid}` === main);
  const durations = new Map<string, number>();
  const counts = new Map<string, number>();
  const threadTimes = new Map<string, number>();
  const open = new Map<string, number>();
  for (const event of onMain) {
    let dur: number | undefined;
    if (event.ph === 'X') dur = event.dur;
    if (event.ph === 'X' && event.tdur !== undefined)
      threadTimes.set(event.name, (threadTimes.get(event.name) ?? 0) + event.tdur / 1000);
    else if (event.ph === 'B') open.set(event.name, event.ts);
    else if (event.ph === 'E' && open.has(event.name)) dur = event.ts - open.get(event.name)!;
    if (dur === undefined) continue;
    durations.set(event.name, (durations.get(event.name) ?? 0) + dur / 1000);
    counts.set(event.name, (counts.get(event.name) ?? 0) + 1);
  }
  const lines = names
    .filter((name) => durations.has(name))
    .map(
      // Thread time beside wall time: on a loaded machine the wall time includes waiting for a core.
      (name) =>
        `  ${`${ms(durations.get(name)! / runs)} ms`.padStart(9)}  ${name} (${counts.get(name)} events${threadTimes.has(name) ? `; thread ${ms(threadTimes.get(name)! / runs)} ms` : ''})`,
    );
  return { onMain, lines, wall: durations, thread: threadTimes };
}

export async function runProfile(
  options: { readonly samples?: number; readonly fields?: number } = {},
): Promise<string> {
  const runs = options.samples ?? 20;
  // `--fields N`: the size profiled (100 by default; issue 20's small forms are 3 and 10).
  const profiledFields = options.fields ?? 100;
  const pageFile = await bundle('./profile-page.ts', 'profile-page.js', {
    minify: false,
    plugins: [minifyLitHtmlPlugin],
  }); // templates as the build ships them
  writeTemp('profile.html', scriptPage('elicit-kit profile', [pageFile]));
  const moduleOf = moduleLines(readFileSync(`${tempDir}${pageFile}`, 'utf8'));
  const { url, close } = await serveTemp({});
  const browser = await launchChromium();
  const out: string[] = [];
  try {
    const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(`${url}profile.html`);
    await page.evaluate(`profileBench.renders(${profiledFields}, 5)`); // warm-up
    const plain = (await page.evaluate(
      `profileBench.renders(${profiledFields}, ${runs})`,
    )) as FrameTime[];

    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 50 });
    await cdp.send('Profiler.start');
    const profiled = (await page.evaluate(
      `profileBench.renders(${profiledFields}, ${runs})`,
    )) as FrameTime[];
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: CpuProfile };
    writeFileSync(`${tempDir}profile-${profiledFields}.cpuprofile`, JSON.stringify(profile));

    // Two traces: the timeline alone for durations, then with selector statistics, which slow style down.
    await browser.startTracing(page, { categories: ['devtools.timeline', 'v8'] });
    const traced = (await page.evaluate(
      `profileBench.renders(${profiledFields}, ${runs})`,
    )) as FrameTime[];
    const trace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
      traceEvents: TraceEvent[];
    };
    writeFileSync(`${tempDir}trace-${profiledFields}.json`, JSON.stringify(trace));
    await browser.startTracing(page, {
      categories: ['devtools.timeline', 'disabled-by-default-blink.debug'],
    });
    await page.evaluate(`profileBench.renders(${profiledFields}, ${runs})`);
    const selectorTrace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
      traceEvents: TraceEvent[];
    };
    const anatomy = (await page.evaluate(`profileBench.anatomy(${profiledFields})`)) as {
      elements: number;
      blankText: number;
      text: number;
      comments: number;
      byTag: Record<string, number>;
    };
    if (errors.length) throw new Error(`page error: ${errors.join('; ')}`);

    const sampled = profile.timeDeltas.reduce((sum, delta) => sum + delta, 0) / 1000;
    out.push(
      `<elicit-form> warm first render, ${profiledFields} side-by-side fields, elements from src/ unminified (${runs} renders each)`,
    );
    out.push(
      `to rendered frame: median ${ms(median(plain.map((t) => t.total)))} ms (script ${ms(median(plain.map((t) => t.script)))} ms) unprofiled; ` +
        `${ms(median(profiled.map((t) => t.total)))} ms profiled; ${ms(median(traced.map((t) => t.total)))} ms traced`,
    );
    out.push(
      `\nCPU profile (${ms(sampled)} ms sampled over ${runs} renders and the pauses between them), self time per render:`,
    );
    const perRender = (value: number) => `${ms(value / runs)} ms`;
    const fn = (node: ProfileNode) => {
      const frame = node.callFrame;
      const where = frame.url.endsWith(pageFile)
        ? moduleOf(frame.lineNumber)
        : frame.url
          ? frame.url.split('/').pop()!
          : '';
      return `${frame.functionName || '(anonymous)'}${where ? `  [${where}]` : ''}`;
    };
    for (const [name, time] of top(selfTimes(profile, fn), 18))
      out.push(
        `  ${perRender(time).padStart(9)}  ${name}${name === 'remove' ? '  (the bench removing the form after each render, untimed)' : ''}`,
      );
    out.push('\nby module (self time per render):');
    const mod = (node: ProfileNode) => {
      const frame = node.callFrame;
      if (!frame.url) return frame.functionName.startsWith('(') ? frame.functionName : '(native)';
      return frame.url.endsWith(pageFile) ? moduleOf(frame.lineNumber) : frame.url;
    };
    for (const [name, time] of top(selfTimes(profile, mod), 14))
      out.push(`  ${perRender(time).padStart(9)}  ${name}`);
    out.push("\nthe kit's own functions, inclusive time per render (callees included):");
    const kitCode = (node: ProfileNode) =>
      node.callFrame.url.endsWith(pageFile) &&
      moduleOf(node.callFrame.lineNumber).startsWith('packages/');
    for (const [name, time] of top(inclusiveTimes(profile, fn, kitCode), 16))
      out.push(`  ${perRender(time).padStart(9)}  ${name}`);

    const { onMain, lines } = summariseTrace(trace.traceEvents, runs);
    out.push(
      `\ntrace, main thread, per render (events nest: FunctionCall and RunMicrotasks hold the script; UpdateLayoutTree is style):`,
    );
    out.push(...lines);
    const styles = onMain.filter(
      (event) => event.name === 'UpdateLayoutTree' && (event.dur ?? 0) > 1000,
    );
    const elementCounts = styles.map((event) =>
      Number(
        (event.args?.['elementCount'] as number | undefined) ??
          (event.args?.['data'] as { elementCount?: number } | undefined)?.elementCount ??
          NaN,
      ),
    );
    if (styles.length)
      out.push(
        `  style recalculations over 1 ms: ${styles.length}, elements styled each: ${[...new Set(elementCounts)].join(', ')}`,
      );
    const selectorStats = selectorTrace.traceEvents.filter(
      (event) => event.name === 'SelectorStats',
    );
    if (selectorStats.length) {
      const bySelector = new Map<string, number>();
      for (const event of selectorStats) {
        const stats =
          (
            event.args?.['selector_stats'] as
              { selector_timings?: { selector: string; 'elapsed (us)': number }[] } | undefined
          )?.selector_timings ?? [];
        for (const entry of stats)
          bySelector.set(
            entry.selector,
            (bySelector.get(entry.selector) ?? 0) + entry['elapsed (us)'] / 1000,
          );
      }
      const all = [...bySelector.values()].reduce((sum, time) => sum + time, 0);
      out.push(
        `  selector matching, every selector together: ${perRender(all)} (with statistics on, which slow style down); costliest:`,
      );
      for (const [selector, time] of top(bySelector, 8))
        out.push(`    ${perRender(time).padStart(9)}  ${selector}`);
    }
    out.push(
      `\nshadow root of one ${profiledFields}-field form: ${anatomy.elements} elements, ${anatomy.text} text nodes, ${anatomy.blankText} whitespace-only text nodes, ${anatomy.comments} comments (lit markers)`,
    );
    out.push(
      `  elements by tag: ${top(new Map(Object.entries(anatomy.byTag)), 14)
        .map(([tag, count]) => `${tag} ${count}`)
        .join(', ')}`,
    );
    out.push(
      `\nwhat-if variants of the floor (the same markup parsed, same sheets), to the rendered frame, median (script):`,
    );
    for (const fields of [profiledFields, 500]) {
      const variants = (await page.evaluate(`profileBench.variants(${fields}, ${runs})`)) as {
        [name: string]: FrameTime[];
      };
      const base = median(Object.values(variants)[0]!.map((t) => t.total));
      out.push(`  ${fields} fields:`);
      for (const [name, times] of Object.entries(variants)) {
        const total = median(times.map((t) => t.total));
        out.push(
          `    ${ms(total).padStart(6)} ms (${ms(median(times.map((t) => t.script)))})  ${(total / base).toFixed(2)}×  ${name}`,
        );
      }
    }
    // Typing in a 500-field form: where a keystroke's frame goes, and the grid of fields as a what-if.
    await browser.startTracing(page, { categories: ['devtools.timeline', 'v8'] });
    const typed = (await page.evaluate(`profileBench.typing(500, ${runs})`)) as FrameTime[];
    const typingTrace = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
      traceEvents: TraceEvent[];
    };
    out.push(
      `\nkeystroke in a 500-field form (errors shown), traced: median ${ms(median(typed.map((t) => t.total)))} ms (script ${ms(median(typed.map((t) => t.script)))}); per keystroke:`,
    );
    out.push(...summariseTrace(typingTrace.traceEvents, runs).lines);
    const typingVariants: { readonly [name: string]: string } = {
      'as is': '',
      '.fields { display: block } (flow, not grid)':
        '.fields { display: block } .fields > * + * { margin-block-start: 0.75rem }',
      'fields with content-visibility: auto':
        '[part~="field"] { content-visibility: auto; contain-intrinsic-size: auto 4.5rem; }',
    };
    const typedBy = new Map<string, number[]>(
      Object.keys(typingVariants).map((name) => [name, []]),
    );
    for (let round = 0; round < 3; round++) {
      for (const [name, css] of Object.entries(typingVariants)) {
        const frames = (await page.evaluate(
          `profileBench.typing(500, ${runs}, ${JSON.stringify(css)})`,
        )) as FrameTime[];
        typedBy.get(name)!.push(...frames.map((t) => t.total));
      }
    }
    out.push(`  what-if, untraced, 3 × ${runs} keystrokes each, median per keystroke:`);
    for (const [name, samples] of typedBy)
      out.push(`    ${ms(median(samples)).padStart(6)} ms  ${name}`);
    if (errors.length) throw new Error(`page error: ${errors.join('; ')}`);
    out.push(
      `\nraw: .tmp-bench/profile-${profiledFields}.cpuprofile and .tmp-bench/trace-${profiledFields}.json (load in DevTools)`,
    );
  } finally {
    await browser.close();
    await close();
  }
  return out.join('\n');
}
