/**
 * The side-by-side section of `npm run bench` (issues 9 and 20): `<elicit-form>` against
 * the browser's floor for the same markup, a plain hand-written DOM form,
 * react-jsonschema-form on React 19 and lit alone, in one headless Chromium run on the
 * same schemas; the core against ajv in Node. Prints markdown tables (median and p90 in
 * ms, ratios of medians), issue 20's targets beside this run's medians, and a verdict per
 * goal of issue 9; writes it all to `.tmp-bench/side-by-side.md`.
 *
 * Its parts (`--only compile,warm,typing,memory,cold`) live in `side/`, the in-page halves
 * beside them (warm-page.ts, cold-page.ts, the contenders), bundled here with esbuild
 * into `.tmp-bench/` and served from 127.0.0.1.
 */
import { availableParallelism, cpus, loadavg } from 'node:os';
import type { Browser } from 'playwright';
import { ensureBuilt } from '../../test/e2e/support/artefacts.js';
import { coldFiles, coldSection } from './side/cold-section.js';
import { compileSection } from './side/compile.js';
import type { DocBlock } from './side/docs.js';
import { bundle, launchChromium, scriptPage, serveTemp, writeTemp } from './side/harness.js';
import { memorySection } from './side/memory-section.js';
import {
  formatVerdict,
  goalsOverRuns,
  targetMet,
  targetsOverRuns,
  targetsOverRunsTable,
  targetsTable,
  type Section,
  type TargetRow,
  type Verdict,
} from './side/report.js';
import { typingSection, warmSection } from './side/warm-section.js';

/** The parts, in the order they run (compile first, before Chromium competes for the cores). */
export const SIDE_PARTS = ['compile', 'warm', 'typing', 'memory', 'cold'] as const;
export type SidePart = (typeof SIDE_PARTS)[number];

export interface SideBySideOptions {
  /** Samples per case (`--samples N`); defaults per case. */
  readonly samples?: number;
  /** The parts to run; all by default. */
  readonly parts?: readonly SidePart[];
  /**
   * Runs of the whole section (`--runs N`, default 1): the targets are then judged by each
   * measure's median over the runs, the goals by whether more than half of the runs met
   * them; the other tables are the last run's.
   */
  readonly runs?: number;
}

/** Where and when the run happened, for the docs' generated tables. */
export interface RunStamp {
  readonly date: string;
  readonly machine: string;
  readonly samples: string;
}

export interface SideBySideReport {
  /** The tables, in markdown. */
  readonly text: string;
  /** What `--write-docs` writes into docs/PERFORMANCE.md. */
  readonly blocks: readonly DocBlock[];
  /** Issue 9's goals. */
  readonly verdicts: readonly Verdict[];
  /** Issue 20's targets, as verdicts (judged by the same medians as the rows). */
  readonly targets: readonly Verdict[];
  readonly targetRows: readonly TargetRow[];
  readonly stamp: RunStamp;
}

/**
 * The section, once or `options.runs` times in a row. The machines this runs on drift by a
 * third within the hour (docs/PERFORMANCE.md, seventh stop), so one run's ratio can land on
 * either side of a target; several runs give each target the median of their values.
 */
export async function runSideBySide(options: SideBySideOptions = {}): Promise<SideBySideReport> {
  const count = options.runs ?? 1;
  const reports: SideBySideReport[] = [];
  for (let run = 1; run <= count; run++) {
    const report = await runOnce(options);
    reports.push(report);
    if (count > 1)
      console.log(
        `run ${run} of ${count} (${report.stamp.date}): ${report.targets.filter((target) => target.state === 'ok').length} of ${report.targets.length} targets met`,
      );
  }
  return count === 1 ? reports[0]! : overRuns(reports);
}

/** Several runs' reports as one: the last run's tables, the targets and goals over every run. */
function overRuns(reports: readonly SideBySideReport[]): SideBySideReport {
  const last = reports[reports.length - 1]!;
  const rows = targetsOverRuns(reports.map((report) => report.targetRows));
  const verdicts = goalsOverRuns(reports.map((report) => report.verdicts));
  const targets = rows.map(targetVerdict);
  const stamp: RunStamp = {
    date: `${reports[0]!.stamp.date} to ${last.stamp.date.slice(11)}`,
    machine: reports[0]!.stamp.machine,
    samples: `${last.stamp.samples}; ${reports.length} runs: the targets are each measure's median run, the goals met in more than half the runs, the other tables the last run's`,
  };
  const targetsBlock: DocBlock = {
    key: 'targets',
    heading: `Targets (issue 20), medians of ${reports.length} runs`,
    body: rows.length ? targetsOverRunsTable(rows, reports.length) : 'No part with a target ran.',
  };
  const goalsBlock: DocBlock = {
    key: 'goals',
    heading: `Goals (issue 9), over ${reports.length} runs`,
    body: goalsList(verdicts),
  };
  const text = [last.text, blockText(targetsBlock), blockText(goalsBlock)].join('\n\n');
  writeTemp('side-by-side.md', `${text}\n`);
  const complete = last.blocks.some((block) => block.key === 'targets');
  const blocks = complete
    ? [
        targetsBlock,
        ...last.blocks.filter((block) => block.key !== 'targets' && block.key !== 'goals'),
        goalsBlock,
      ]
    : last.blocks;
  return { text, blocks, verdicts, targets, targetRows: rows, stamp };
}

/** A generated block as the printed report shows it. */
const blockText = (block: DocBlock): string => `### ${block.heading}\n\n${block.body}`;

/** The goals as the report and the docs list them, one verdict line each. */
const goalsList = (verdicts: readonly Verdict[]): string =>
  verdicts.map((verdict) => `- ${formatVerdict(verdict)}`).join('\n');

/** A target row as a verdict line (`ok|MISSED target: …`). */
const targetVerdict = (row: TargetRow): Verdict => ({
  goal: `target: ${row.measure}`,
  state: targetMet(row) ? 'ok' : 'MISSED',
  detail: `${row.shown} (target ${row.target})`,
});

async function runOnce(options: SideBySideOptions): Promise<SideBySideReport> {
  const parts = new Set(options.parts ?? SIDE_PARTS);
  const { samples } = options;
  const started = new Date();
  const [load] = loadavg();
  const sections: Section[] = [];
  if (parts.has('compile')) sections.push(await compileSection(samples));

  let chromium = '';
  const inBrowser = SIDE_PARTS.filter(
    (part): part is Exclude<SidePart, 'compile'> => part !== 'compile' && parts.has(part),
  );
  if (inBrowser.length) {
    await ensureBuilt(['bundle']); // rebuilds packages/elements/dist/elicit-kit*.js when stale
    await Promise.all([
      bundle('./warm-page.ts', 'warm-page.js'),
      bundle('./cold-page.ts', 'cold-page.js'),
      bundle('./contenders/rjsf.ts', 'rjsf.js', { minify: true }),
      bundle('./contenders/lit-alone.ts', 'lit-alone.js', { minify: true }),
      bundle('./contenders/lit-paragraph.ts', 'lit-paragraph.js', { minify: true }),
      bundle('./contenders/plain-script.ts', 'plain.js', { minify: true }),
    ]);
    writeTemp(
      'warm.html',
      scriptPage('side by side: warm', [
        'elicit-kit.js',
        'rjsf.js',
        'lit-alone.js',
        'warm-page.js',
      ]),
    );
    writeTemp('cold.html', scriptPage('side by side: cold', ['cold-page.js']));
    const { url, close } = await serveTemp(coldFiles());
    let browser: Browser | undefined;
    try {
      browser = await launchChromium();
      chromium = `Chromium ${browser.version()} headless`;
      const run: Record<Exclude<SidePart, 'compile'>, (browser: Browser) => Promise<Section>> = {
        warm: (b) => warmSection(b, url, samples),
        typing: (b) => typingSection(b, url, samples),
        memory: (b) => memorySection(b, url),
        cold: (b) => coldSection(b, url, samples),
      };
      for (const part of inBrowser) sections.push(await run[part](browser));
    } finally {
      await browser?.close();
      await close();
    }
  }

  const stamp: RunStamp = {
    date: `${started.toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    machine: `${cpus()[0]?.model.trim() ?? 'unknown CPU'}, ${availableParallelism()} cores, load average ${load!.toFixed(1)} at the start; Node ${process.version}${chromium ? `, ${chromium}` : ''}`,
    samples:
      samples === undefined
        ? 'default samples per case (in each heading)'
        : `${samples} samples per case`,
  };
  const targetRows = sections.flatMap((section) => section.targets);
  const verdicts = sections.flatMap((section) => section.verdicts);
  const targets = targetRows.map(targetVerdict);
  const targetsBlock: DocBlock = {
    key: 'targets',
    heading: "Targets (issue 20), this run's medians",
    body: targetRows.length ? targetsTable(targetRows) : 'No part with a target ran.',
  };
  const goalsBlock: DocBlock = {
    key: 'goals',
    heading: 'Goals (issue 9), judged by medians',
    body: goalsList(verdicts),
  };
  const out = [
    `Run ${stamp.date} on ${stamp.machine} (numbers are noisy above a load of about 1 per core); times in ms as median (p90); ratios are of medians.`,
    ...[...sections, targetsBlock, goalsBlock].map((block) => `\n${blockText(block)}`),
  ];
  // The targets and goals come from every part: written to the docs only when all of them ran.
  const complete = SIDE_PARTS.every((part) => parts.has(part));
  const blocks = complete ? [targetsBlock, ...sections, goalsBlock] : sections;
  const text = out.join('\n');
  writeTemp('side-by-side.md', `${text}\n`);
  return { text, blocks, verdicts, targets, targetRows, stamp };
}
