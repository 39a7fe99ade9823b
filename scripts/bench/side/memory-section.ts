/**
 * The memory part of the side-by-side section: a 100-field `<elicit-form>` mounted and
 * removed 400 times on the warm page, with heap, DOM nodes, detached nodes and listeners
 * read over CDP after forced garbage collection before and after every 100 mounts.
 *
 * The heap is judged by its growth per 100 mounts, the least-squares slope over those five
 * readings, not by one difference: the heap read after 100 mounts lands anywhere within
 * about ±80 kB of the first reading whatever the kit does (the engine's own code, feedback
 * and caches come and go: +160, +74, +36 and +119 kB after 100, 200, 400 and 800 mounts in
 * one page), which flipped a single 100-mount difference across its allowance of a tenth
 * of a form in 3 of 5 runs. A form that stays reachable grows the heap with every mount.
 */
import type { Browser, CDPSession } from 'playwright';
import { inPage, openPage } from './harness.js';
import { table, type Section } from './report.js';

/** Mounts between readings, and readings after the first. */
const STEP = 100;
const STEPS = 4;
const WARM_MOUNTS = 20;

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
  const usage = (await send('Runtime.getHeapUsage')) as {
    usedSize: number;
    embedderHeapUsedSize?: number;
  };
  const counters = (await send('Memory.getDOMCounters')) as {
    nodes: number;
    jsEventListeners: number;
  };
  let detached: number | undefined;
  const names = new Map<string, number>();
  try {
    const { detachedNodes } = (await send('DOM.getDetachedDomNodes')) as {
      detachedNodes: { treeNode: { nodeName: string } }[];
    };
    detached = detachedNodes.length;
    for (const { treeNode } of detachedNodes)
      names.set(treeNode.nodeName, (names.get(treeNode.nodeName) ?? 0) + 1);
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

/** The least-squares slope of `ys` over `xs`. */
export function slope(xs: readonly number[], ys: readonly number[]): number {
  const mean = (values: readonly number[]) =>
    values.reduce((sum, value) => sum + value, 0) / values.length;
  const mx = mean(xs);
  const my = mean(ys);
  const covariance = xs.reduce((sum, x, i) => sum + (x - mx) * (ys[i]! - my), 0);
  const variance = xs.reduce((sum, x) => sum + (x - mx) ** 2, 0);
  return covariance / variance;
}

/** Whether mounting and removing forms leaves anything behind. */
export async function memorySection(browser: Browser, url: string): Promise<Section> {
  const { page, errors } = await openPage(browser, `${url}warm.html`);
  const readings: MemorySnapshot[] = [];
  let one: MemorySnapshot, formNodes: number;
  try {
    const cdp = await page.context().newCDPSession(page);
    // Warm first: optimised code, lit's prepared templates and the catalog settle in the
    // first ~20 mounts (5 left 0.4 MB that 100 more mounts never added to).
    await inPage(page, `sideBench.mountCycles(100, ${WARM_MOUNTS})`, errors);
    readings.push(await snapshot(cdp));
    for (let step = 1; step <= STEPS; step++) {
      await inPage(page, `sideBench.mountCycles(100, ${STEP})`, errors);
      readings.push(await snapshot(cdp));
    }
    formNodes = await inPage<number>(page, `sideBench.mountKept(100)`, errors);
    one = await snapshot(cdp);
    await inPage(page, `sideBench.unmountKept()`, errors);
  } finally {
    await page.close();
  }
  const before = readings[0]!;
  const after = readings[readings.length - 1]!;
  const mounts = STEP * STEPS;
  const footprint = one.heap - after.heap;
  const perStep = slope(
    readings.map((_, step) => step),
    readings.map((reading) => reading.heap),
  );
  const detached = (snap: MemorySnapshot) =>
    snap.detached === undefined
      ? 'n/a'
      : snap.detached
        ? `${snap.detached} (${snap.detachedNames})`
        : '0';
  const readingsTable = table(
    ['reading', 'heap (JS + DOM)', 'DOM nodes', 'detached nodes', 'listeners'],
    [
      [
        `before (after ${WARM_MOUNTS} warm-up mounts)`,
        mb(before.heap),
        String(before.nodes),
        detached(before),
        String(before.listeners),
      ],
      ...readings
        .slice(1)
        .map((reading, step) => [
          `after ${STEP * (step + 1)} mounts and removals`,
          mb(reading.heap),
          String(reading.nodes),
          detached(reading),
          String(reading.listeners),
        ]),
      [
        'one form kept mounted (for scale)',
        mb(one.heap),
        String(one.nodes),
        detached(one),
        String(one.listeners),
      ],
    ],
  );
  // Retained would mean something per form; allow a tenth of one form per 100 mounts for noise.
  const retainedNodes = after.nodes - before.nodes;
  const growth = `${perStep >= 0 ? '+' : ''}${kb(perStep)} per ${STEP} mounts (least squares over ${readings.length} readings, 0–${mounts} mounts)`;
  const problems = [
    perStep > footprint / 10 ? `heap grew ${growth}, one form is ${kb(footprint)}` : '',
    retainedNodes > formNodes / 10
      ? `${retainedNodes} more DOM nodes (one form has ${formNodes})`
      : '',
    after.detached !== undefined &&
    before.detached !== undefined &&
    after.detached > before.detached
      ? `${after.detached - before.detached} more detached nodes`
      : '',
    after.listeners > before.listeners
      ? `${after.listeners - before.listeners} more listeners`
      : '',
  ].filter(Boolean);
  return {
    key: 'memory',
    heading: `Memory: ${mounts} mounts and removals of a 100-field \`<elicit-form>\` (garbage collected through CDP before each reading)`,
    body: readingsTable,
    verdicts: [
      {
        goal: `nothing retained by ${mounts} mounts`,
        state: problems.length ? 'MISSED' : 'ok',
        detail: problems.length
          ? problems.join('; ')
          : `heap ${growth} (one form: ${kb(footprint)}), DOM nodes ${retainedNodes >= 0 ? '+' : ''}${retainedNodes} (one form: ${formNodes}), detached ${detached(before)} → ${detached(after)}`,
      },
    ],
    targets: [],
  };
}
