/**
 * The memory part of the side-by-side section: a 100-field `<elicit-form>` mounted and
 * removed 100 times on the warm page, with heap, DOM nodes, detached nodes and listeners
 * read over CDP after forced garbage collection before and after.
 */
import type { Browser, CDPSession } from 'playwright';
import { inPage, openPage } from './harness.js';
import { table, type Section } from './report.js';

const MOUNTS = 100;
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

/** Whether 100 mounts and removals leave anything behind. */
export async function memorySection(browser: Browser, url: string): Promise<Section> {
  const { page, errors } = await openPage(browser, `${url}warm.html`);
  let before: MemorySnapshot, after: MemorySnapshot, one: MemorySnapshot, formNodes: number;
  try {
    const cdp = await page.context().newCDPSession(page);
    // Warm first: optimised code, lit's prepared templates and the catalog settle in the
    // first ~20 mounts (5 left 0.4 MB that 100 more mounts never added to).
    await inPage(page, `sideBench.mountCycles(100, ${WARM_MOUNTS})`, errors);
    before = await snapshot(cdp);
    await inPage(page, `sideBench.mountCycles(100, ${MOUNTS})`, errors);
    after = await snapshot(cdp);
    formNodes = await inPage<number>(page, `sideBench.mountKept(100)`, errors);
    one = await snapshot(cdp);
    await inPage(page, `sideBench.unmountKept()`, errors);
  } finally {
    await page.close();
  }
  const footprint = one.heap - before.heap;
  const grew = after.heap - before.heap;
  const detached = (snap: MemorySnapshot) => (snap.detached === undefined ? 'n/a' : snap.detached ? `${snap.detached} (${snap.detachedNames})` : '0');
  const readings = table(
    ['reading', 'heap (JS + DOM)', 'DOM nodes', 'detached nodes', 'listeners'],
    [
      [`before (after ${WARM_MOUNTS} warm-up mounts)`, mb(before.heap), String(before.nodes), detached(before), String(before.listeners)],
      [`after ${MOUNTS} mounts and removals`, mb(after.heap), String(after.nodes), detached(after), String(after.listeners)],
      ['one form kept mounted (for scale)', mb(one.heap), String(one.nodes), detached(one), String(one.listeners)],
    ],
  );
  // Retained would mean at least one form's worth of something; allow a tenth of one form for noise.
  const retainedNodes = after.nodes - before.nodes;
  const problems = [
    grew > footprint / 10 ? `heap grew ${kb(grew)} (one form is ${kb(footprint)})` : '',
    retainedNodes > formNodes / 10 ? `${retainedNodes} more DOM nodes (one form has ${formNodes})` : '',
    after.detached !== undefined && before.detached !== undefined && after.detached > before.detached ? `${after.detached - before.detached} more detached nodes` : '',
    after.listeners > before.listeners ? `${after.listeners - before.listeners} more listeners` : '',
  ].filter(Boolean);
  return {
    key: 'memory',
    heading: `Memory: ${MOUNTS} mounts and removals of a 100-field \`<elicit-form>\` (garbage collected through CDP before each reading)`,
    body: readings,
    verdicts: [
      {
        goal: `nothing retained after ${MOUNTS} mounts`,
        state: problems.length ? 'MISSED' : 'ok',
        detail: problems.length
          ? problems.join('; ')
          : `heap ${grew >= 0 ? '+' : ''}${kb(grew)} (one form: ${kb(footprint)}), DOM nodes ${retainedNodes >= 0 ? '+' : ''}${retainedNodes} (one form: ${formNodes}), detached ${detached(before)} → ${detached(after)}`,
      },
    ],
    targets: [],
  };
}
