/**
 * In-page timing for the side-by-side cases: work started at the beginning of a frame
 * (inside a `requestAnimationFrame` callback) and timed until that same frame has been
 * rendered. A message task posted from the frame runs after the frame's style, layout
 * and paint, which Chromium does in the same task as the callbacks; starting inside the
 * frame keeps the wait for the next vsync (up to 16.7 ms) out of the number.
 */

/** One timed piece of work: until its script finished, and until its frame was rendered. */
export interface FrameTime {
  /** Milliseconds of script: the work, including lit's or React's update (microtasks). */
  readonly script: number;
  /** Milliseconds until the frame with the work's result was rendered (script + style + layout + paint). */
  readonly total: number;
}

/**
 * Runs `work` at the start of the next frame and resolves with its times. `work` may
 * await microtasks only (lit's `updateComplete`); awaiting a task would let the frame
 * render first, so that is reported as an error.
 */
export function timeInFrame(work: () => unknown): Promise<FrameTime> {
  return new Promise((done, fail) => {
    requestAnimationFrame(() => {
      // A task queued now runs only after this frame: if it ran before the work
      // finished, the work waited for a task and the frame rendered without it.
      let taskRan = false;
      const probe = new MessageChannel();
      probe.port1.onmessage = () => (taskRan = true);
      probe.port2.postMessage(undefined);
      const start = performance.now();
      Promise.resolve()
        .then(work)
        .then(() => {
          const script = performance.now() - start;
          if (taskRan)
            throw new Error('the work awaited a task: its frame rendered before it finished');
          const channel = new MessageChannel();
          channel.port1.onmessage = () => done({ script, total: performance.now() - start });
          channel.port2.postMessage(undefined);
        })
        .catch(fail);
    });
  });
}

/** Resolves after the next frame has been rendered. */
export function afterFrame(): Promise<void> {
  return new Promise((done) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => done();
      channel.port2.postMessage(undefined);
    }),
  );
}

/** Collects garbage when Chromium runs with `--js-flags=--expose-gc`, so one sample does not pay for the last. */
function collectGarbage(): void {
  (globalThis as { gc?: () => void }).gc?.();
}

/** Lets the page settle between samples: garbage collected, two frames rendered. */
export async function settle(): Promise<void> {
  collectGarbage();
  await afterFrame();
  await afterFrame();
}
