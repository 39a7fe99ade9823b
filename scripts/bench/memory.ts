/**
 * The memory part: a 100-field `<elicit-form>` mounted and removed 400 times; heap, DOM nodes,
 * detached nodes and listeners read over CDP after forced garbage collection every 100 mounts.
 * The heap is judged by its least-squares growth per 100 mounts: one reading moves by some
 * ±80 kB whatever the kit does (the engine's code and caches come and go), which flipped a
 * single difference across its allowance in 3 of 5 runs.
 */
import type { Browser, CDPSession } from 'playwright';
import { inPage } from './browser.js';
import { table, type Section } from './measure.js';

async function snapshot(cdp: CDPSession) {
  const send = cdp.send.bind(cdp) as (method: string) => Promise<never>;
  for (let i = 0; i < 3; i++) await send('HeapProfiler.collectGarbage');
  const heap: { usedSize: number; embedderHeapUsedSize?: number } =
    await send('Runtime.getHeapUsage');
  const dom: { nodes: number; jsEventListeners: number } = await send('Memory.getDOMCounters');
  const { detachedNodes }: { detachedNodes: unknown[] } = await send('DOM.getDetachedDomNodes');
  return {
    heap: heap.usedSize + (heap.embedderHeapUsedSize ?? 0),
    nodes: dom.nodes,
    detached: detachedNodes.length,
    listeners: dom.jsEventListeners,
  };
}

/** The least-squares slope of `ys` over 0, 1, 2, … */
export function slope(ys: readonly number[]): number {
  const mean = (values: readonly number[]) => values.reduce((sum, v) => sum + v, 0) / values.length;
  const xs = ys.map((_, x) => x);
  const [mx, my] = [mean(xs), mean(ys)];
  const covariance = xs.reduce((sum, x) => sum + (x - mx) * (ys[x]! - my), 0);
  return covariance / xs.reduce((sum, x) => sum + (x - mx) ** 2, 0);
}

const kb = (bytes: number): string => `${(bytes / 1024).toFixed(1)} kB`;

export async function memorySection(browser: Browser, url: string): Promise<Section> {
  const { readings, kept, formNodes } = await inPage(
    browser,
    `${url}warm.html`,
    async (evaluate, page) => {
      const cdp = await page.context().newCDPSession(page);
      // Optimised code, lit's templates and the catalog settle in the first ~20 mounts.
      await evaluate('sideBench.mountCycles(100, 20)');
      const readings = [await snapshot(cdp)];
      for (let step = 1; step <= 4; step++) {
        await evaluate('sideBench.mountCycles(100, 100)');
        readings.push(await snapshot(cdp));
      }
      const formNodes = await evaluate<number>('sideBench.keepOne(100)');
      const kept = await snapshot(cdp);
      await evaluate('sideBench.keepOne(0)');
      return { readings, kept, formNodes };
    },
  );
  const [before, after] = [readings[0]!, readings[4]!];
  const footprint = kept.heap - after.heap;
  const growth = slope(readings.map((reading) => reading.heap));
  const retained = after.nodes - before.nodes;
  // Retained would mean something per form; a tenth of one form per 100 mounts is noise.
  const problems = [
    growth > footprint / 10
      ? `heap grew ${kb(growth)} per 100 mounts, one form is ${kb(footprint)}`
      : '',
    retained > formNodes / 10 ? `${retained} more DOM nodes (one form has ${formNodes})` : '',
    after.detached > before.detached
      ? `${after.detached - before.detached} more detached nodes`
      : '',
    after.listeners > before.listeners
      ? `${after.listeners - before.listeners} more listeners`
      : '',
  ].filter(Boolean);
  const row = (name: string, { heap, nodes, detached, listeners }: typeof before) => [
    name,
    `${(heap / 1024 / 1024).toFixed(2)} MB`,
    ...[nodes, detached, listeners].map(String),
  ];
  return {
    heading:
      'Memory: 400 mounts and removals of a 100-field `<elicit-form>` (garbage collected through CDP before each reading)',
    body: table(
      ['reading', 'heap (JS + DOM)', 'DOM nodes', 'detached nodes', 'listeners'],
      [
        ...readings.map((reading, step) =>
          row(
            step ? `after ${step * 100} mounts and removals` : 'after 20 warm-up mounts',
            reading,
          ),
        ),
        row('one form kept mounted (for scale)', kept),
      ],
    ),
    verdicts: [
      {
        goal: 'goal: nothing retained by 400 mounts',
        state: problems.length ? 'MISSED' : 'ok',
        detail:
          problems.join('; ') ||
          `heap ${kb(growth)} per 100 mounts (least squares; one form: ${kb(footprint)}), DOM nodes ${retained} (one form: ${formNodes}), detached ${before.detached} → ${after.detached}`,
      },
    ],
  };
}
