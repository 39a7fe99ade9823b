/**
 * In-page timing: work started inside a `requestAnimationFrame` callback and timed until that
 * frame has been rendered. A message task posted from the frame runs after its style, layout
 * and paint; starting inside the frame keeps the wait for vsync out of the number.
 */
import type { JsonObject } from '@elicit-kit/core';
import type { ElicitForm } from '@elicit-kit/elements';

/** Milliseconds of script (the work and its microtasks), and until its frame was rendered. */
export type FrameTime = { script: number; total: number };

/** Resolves in a task queued now: after the current frame has been rendered. */
const nextTask = (): Promise<void> =>
  new Promise((done) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => done();
    channel.port2.postMessage(undefined);
  });

/** Runs `work` (which may await microtasks only) at the start of the next frame. */
export function timeInFrame(work: () => unknown): Promise<FrameTime> {
  return new Promise((done, fail) =>
    requestAnimationFrame(() => {
      // Had this task run before the work finished, the frame rendered without the work.
      let taskRan = false;
      void nextTask().then(() => (taskRan = true));
      const start = performance.now();
      Promise.resolve()
        .then(work)
        .then(async () => {
          const script = performance.now() - start;
          if (taskRan) throw new Error('the work awaited a task: its frame rendered first');
          await nextTask();
          done({ script, total: performance.now() - start });
        })
        .catch(fail);
    }),
  );
}

export const afterFrame = (): Promise<void> =>
  new Promise((done) => requestAnimationFrame(() => void nextTask().then(done)));

/** Garbage collected (Chromium runs with `--expose-gc`) and two frames rendered. */
export async function settle(): Promise<void> {
  (globalThis as { gc?: () => void }).gc?.();
  await afterFrame();
  await afterFrame();
}

/** A connected, rendered `<elicit-form>`: the one way every case puts the kit on a page. */
export async function mountKit(requestedSchema: unknown): Promise<ElicitForm> {
  const form = document.createElement('elicit-form');
  form.serverName = 'Bench';
  form.request = { message: 'Benchmark', requestedSchema: requestedSchema as JsonObject };
  document.body.append(form);
  await form.updateComplete;
  return form;
}

/** Every node below `root`, shadow roots included (text and comment nodes too). */
export function countNodes(root: Node): number {
  let count = 0;
  const walk = (node: Node): void => {
    count++;
    if (node instanceof Element && node.shadowRoot) walk(node.shadowRoot);
    for (let child = node.firstChild; child; child = child.nextSibling) walk(child);
  };
  walk(root);
  return count - 1;
}
