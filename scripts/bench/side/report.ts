/**
 * The side-by-side report: markdown tables of medians (p90) and ratios, and one
 * verdict per goal of issue 9, judged by medians only.
 */
import { quantile } from '../measure.js';

/** A goal's verdict; `skipped` when its case could not run (a file not built yet). */
export interface Verdict {
  readonly goal: string;
  readonly state: 'ok' | 'MISSED' | 'skipped';
  readonly detail: string;
}

export const median = (samples: readonly number[]): number => quantile(samples, 0.5);
export const p90 = (samples: readonly number[]): number => quantile(samples, 0.9);

/** Milliseconds with sensible precision. */
export const ms = (value: number): string =>
  Number.isNaN(value)
    ? '–'
    : value < 1
      ? value.toFixed(3)
      : value < 10
        ? value.toFixed(2)
        : value.toFixed(1);

/** `median (p90)` of samples in ms. */
export const cell = (samples: readonly number[]): string =>
  samples.length ? `${ms(median(samples))} (${ms(p90(samples))})` : '–';

/** A ratio of medians, `1.85×`. */
export const ratio = (a: readonly number[], b: readonly number[]): number => median(a) / median(b);
export const times = (value: number): string =>
  Number.isFinite(value) ? `${value < 10 ? value.toFixed(2) : value.toFixed(1)}×` : '–';

/** A markdown table. */
export function table(head: readonly string[], rows: readonly (readonly string[])[]): string {
  const line = (cells: readonly string[]) => `| ${cells.join(' | ')} |`;
  return [line(head), line(head.map(() => '---')), ...rows.map(line)].join('\n');
}

/** `at most` / `at least` goals on a ratio of medians. */
export function judge(
  goal: string,
  value: number,
  limit: number,
  direction: 'at most' | 'at least',
  detail: string,
): Verdict {
  const met = direction === 'at most' ? value <= limit : value >= limit;
  return {
    goal,
    state: met ? 'ok' : 'MISSED',
    detail: `${times(value)} (${direction} ${times(limit)}); ${detail}`,
  };
}

/** `ok|MISSED|skipped <goal>: <detail>` */
export const formatVerdict = (verdict: Verdict): string =>
  `${verdict.state} ${verdict.goal}: ${verdict.detail}`;

/** One row of issue 20's targets: a median (or a ratio of medians) of this run beside its target. */
export interface TargetRow {
  /** Its place in issue 20's table, so rows print in that order whichever parts ran. */
  readonly order: number;
  readonly measure: string;
  readonly value: number;
  /** The value as the table shows it (`1.62×`, `4.43 ms`, `33.9`). */
  readonly shown: string;
  readonly limit: number;
  /** `at least` / `at most` include the limit; `under` does not. */
  readonly direction: 'at least' | 'at most' | 'under';
  /** What the target is written as (`≥ 1.5×`, `< 16 ms`). */
  readonly target: string;
}

/** Whether a target row's median is on the right side of its limit. */
export function targetMet(row: TargetRow): boolean {
  if (Number.isNaN(row.value)) return false;
  return row.direction === 'at least'
    ? row.value >= row.limit
    : row.direction === 'at most'
      ? row.value <= row.limit
      : row.value < row.limit;
}

/** The targets table, in issue 20's order, with only the rows whose parts ran. */
export function targetsTable(rows: readonly TargetRow[]): string {
  const sorted = [...rows].sort((a, b) => a.order - b.order);
  return table(
    ['measure', 'this run (median)', 'target', 'verdict'],
    sorted.map((row) => [row.measure, row.shown, row.target, targetMet(row) ? 'met' : 'missed']),
  );
}

/**
 * A target row's value as its table shows it, without one run's details: the unit is the
 * target's (`≥ 1.5×`: `1.62×`; `< 16 ms`: `7.28 ms`; `≤ 18`: `17.8`).
 */
export function targetValue(row: TargetRow, value: number): string {
  if (row.target.endsWith('×')) return times(value);
  if (row.target.endsWith(' ms')) return `${ms(value)} ms`;
  return Number.isNaN(value) ? '–' : value.toFixed(1);
}

/** One measure over several runs (`--runs N`): its median run's value, and every run's row. */
export interface TargetOverRuns extends TargetRow {
  readonly runs: readonly TargetRow[];
}

/**
 * The targets of several runs, one row per measure: its value is the median of the runs'
 * values (nearest rank, as every median here), judged as one run's would be.
 */
export function targetsOverRuns(runs: readonly (readonly TargetRow[])[]): TargetOverRuns[] {
  const byOrder = new Map<number, TargetRow[]>();
  for (const row of runs.flat()) byOrder.set(row.order, [...(byOrder.get(row.order) ?? []), row]);
  return [...byOrder.values()].map((measured) => {
    const value = median(measured.map((row) => row.value));
    return { ...measured[0]!, value, shown: targetValue(measured[0]!, value), runs: measured };
  });
}

/** The targets table of `--runs N`: the median, every run's value, in how many runs each was met. */
export function targetsOverRunsTable(rows: readonly TargetOverRuns[], runCount: number): string {
  return table(
    ['measure', `median of ${runCount} runs`, 'each run', 'target', 'met in', 'verdict'],
    [...rows]
      .sort((a, b) => a.order - b.order)
      .map((row) => [
        row.measure,
        row.shown,
        row.runs.map((run) => targetValue(run, run.value)).join(' · '),
        row.target,
        `${row.runs.filter(targetMet).length} of ${runCount}`,
        targetMet(row) ? 'met' : 'missed',
      ]),
  );
}

/**
 * Goals judged over several runs: met when met in more than half of them (with an odd
 * count, the verdict of the median run); the detail is the last run's.
 */
export function goalsOverRuns(runs: readonly (readonly Verdict[])[]): Verdict[] {
  const last = runs[runs.length - 1] ?? [];
  return last.map((verdict) => {
    const states = runs.map((run) => run.find((other) => other.goal === verdict.goal)?.state);
    const met = states.filter((state) => state === 'ok').length;
    const state = states.every((s) => s === 'skipped')
      ? 'skipped'
      : met * 2 > runs.length
        ? 'ok'
        : 'MISSED';
    return {
      goal: verdict.goal,
      state,
      detail: `met in ${met} of ${runs.length} runs; last run ${verdict.detail}`,
    };
  });
}

/** One part of the side-by-side section: its table (markdown), the goals it judged and the targets it measured. */
export interface Section {
  /** `--only` name of the part and its marker in docs/PERFORMANCE.md (`<!-- bench:cold -->`). */
  readonly key: string;
  readonly heading: string;
  readonly body: string;
  readonly verdicts: readonly Verdict[];
  readonly targets: readonly TargetRow[];
}
