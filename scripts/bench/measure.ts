/**
 * Timing and reporting shared by the benchmarks: warm-up, timed samples with
 * `performance.now()`, median and p90, and the one-line verdict per case.
 */

/** What one benchmark case measured. */
export interface CaseResult {
  readonly name: string;
  /** Milliseconds per sample (empty when the case failed before measuring). */
  readonly samples: readonly number[];
  /** The goal for the median, in ms; absent for numbers that are only reported. */
  readonly goal?: number;
  /** Why the case could not be measured or gave a wrong answer (counts as missed). */
  readonly error?: string;
  /** Extra facts to print under the line (DOM sizes, counts). */
  readonly notes?: readonly string[];
}

/** How many samples to take; `--samples N` overrides every case's default. */
export interface BenchOptions {
  readonly samples?: number;
}

/** The value below which `q` (0..1) of the samples fall (nearest rank). */
export function quantile(samples: readonly number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}

/** Frees garbage between samples when node runs with `--expose-gc`, so one sample does not pay for the last. */
const collect = (globalThis as { gc?: () => void }).gc ?? (() => {});

/**
 * Runs `run` `warmup` times, then `samples` timed times, and returns the case. `check`
 * sees the first result and returns a reason when the answer is wrong (then nothing is timed).
 */
export function measure<T>(
  name: string,
  run: () => T,
  options: {
    readonly samples: number;
    readonly warmup?: number;
    readonly goal?: number;
    readonly check?: (result: T) => string | undefined;
  },
): CaseResult {
  const goal = options.goal === undefined ? {} : { goal: options.goal };
  try {
    const wrong = options.check?.(run());
    if (wrong) return { name, samples: [], ...goal, error: wrong };
    for (let i = 0; i < (options.warmup ?? 5); i++) run();
    const samples: number[] = [];
    for (let i = 0; i < options.samples; i++) {
      collect();
      const start = performance.now();
      run();
      samples.push(performance.now() - start);
    }
    return { name, samples, ...goal };
  } catch (error) {
    return {
      name,
      samples: [],
      ...goal,
      error: error instanceof Error ? error.message : String(error),
    };
  }
}

const ms = (value: number): string =>
  value < 1 ? value.toFixed(3) : value < 10 ? value.toFixed(2) : value.toFixed(1);

/** Whether a case missed its goal (by the median) or failed. */
export function missed(result: CaseResult): boolean {
  return (
    result.error !== undefined ||
    (result.goal !== undefined && !(quantile(result.samples, 0.5) < result.goal))
  );
}

/** `ok|MISSED|info <case>: median X ms, p90 Y ms (goal < Z ms)`, plus any notes. */
export function formatResult(result: CaseResult): string {
  const verdict = missed(result) ? 'MISSED' : result.goal === undefined ? 'info' : 'ok';
  const goal = result.goal === undefined ? '' : ` (goal < ${result.goal} ms)`;
  const body = result.error
    ? `error: ${result.error}`
    : `median ${ms(quantile(result.samples, 0.5))} ms, p90 ${ms(quantile(result.samples, 0.9))} ms`;
  const notes = (result.notes ?? []).map((note) => `\n       ${note}`).join('');
  return `${verdict} ${result.name}: ${body}${goal}${notes}`;
}
