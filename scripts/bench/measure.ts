/** Timing and reporting shared by the benchmarks: samples, medians, tables and verdicts. */

/** What one Node case measured; `error` says why it could not be measured or gave a wrong answer. */
type CaseResult = { name: string; samples: number[]; error?: string };

/** One printed line, `ok|MISSED|info <goal>: <detail>`; only medians are judged. */
export type Verdict = { goal: string; state: 'ok' | 'MISSED' | 'info'; detail: string };

/** One part of the side-by-side section: its table and what it judged. */
export type Section = { heading: string; body: string; verdicts: readonly Verdict[] };

/** The value below which `q` (0..1) of the samples fall (nearest rank). */
export function quantile(samples: readonly number[], q: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))]!;
}
export const median = (samples: readonly number[]): number => quantile(samples, 0.5);

/** Frees garbage between samples (Node runs with `--expose-gc`), so no sample pays for the last. */
const collect = (globalThis as { gc?: () => void }).gc ?? (() => {});

/** Runs `run` once for `check` (a reason when the answer is wrong), 5 times untimed, then `samples` timed. */
export function measure<T>(
  name: string,
  run: () => T,
  options: { samples: number; check: (result: T) => string | undefined },
): CaseResult {
  try {
    const wrong = options.check(run());
    if (wrong) return { name, samples: [], error: wrong };
    for (let i = 0; i < 5; i++) run();
    const samples: number[] = [];
    for (let i = 0; i < options.samples; i++) {
      collect();
      const start = performance.now();
      run();
      samples.push(performance.now() - start);
    }
    return { name, samples };
  } catch (error) {
    return { name, samples: [], error: String(error) };
  }
}

/** Milliseconds with sensible precision. */
export const ms = (value: number): string =>
  Number.isNaN(value) ? '–' : value.toFixed(value < 1 ? 3 : value < 10 ? 2 : 1);

/** `median (p90)` of samples in ms. */
export const cell = (samples: readonly number[]): string =>
  samples.length ? `${ms(median(samples))} (${ms(quantile(samples, 0.9))})` : '–';

/** A ratio of medians, and how it prints (`1.85×`). */
export const ratio = (a: readonly number[], b: readonly number[]): number => median(a) / median(b);
export const times = (value: number): string =>
  Number.isFinite(value) ? `${value.toFixed(value < 10 ? 2 : 1)}×` : '–';

export function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

/** A goal or target: `limit` is `≤ 1.4`, `≥ 2` or `< 16`. */
export function judge(goal: string, value: number, limit: string, detail: string): Verdict {
  const [operator, bound] = [limit.slice(0, 1), Number(limit.slice(2))];
  const met = operator === '≤' ? value <= bound : operator === '≥' ? value >= bound : value < bound;
  return { goal, state: met ? 'ok' : 'MISSED', detail: `${detail} (${limit})` };
}
