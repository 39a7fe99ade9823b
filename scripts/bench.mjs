// Benchmarks of the kit's speed goals (`npm run bench`): the core in Node (against src/),
// the elements in headless Chromium (against the built script-tag bundle), then the
// side-by-side section (issue 9: the kit against the browser's floor, a plain DOM form,
// react-jsonschema-form and lit alone; the core against ajv). Prints one line per case,
// `ok|MISSED|info <case>: median X ms, p90 Y ms (goal < Z ms)`, the side-by-side tables
// and one `ok|MISSED|skipped` line per goal, and exits non-zero only when a median misses
// its goal (or a case gives a wrong answer). Speed is checked here, never by timed tests;
// this is not part of `npm test` or CI. `--profile` instead takes a CPU profile and a
// trace of `<elicit-form>`'s first render at 100 fields (`--fields N` for another size) and
// prints where the time goes;
// `--profile --only cold` profiles the cards file's cold start and first card instead.
//
// The relay section (`--only relay`) compares the relay's stores like with like: a burst of
// 1,000 asks in one process on memory, one Redis node and a Redis Cluster beside the floor
// (the same Redis commands without the relay), then lost/doubled/crossed/late through the
// same HTTP harness on one process and two (issue 33's targets).
//
// The side-by-side section also prints issue 20's targets: each row's median of this run,
// its target and met/missed. Targets are judged like goals (a median on the wrong side
// fails the run); with `--only` only the rows of the parts that ran are printed.
// `--write-docs` rewrites the generated tables of docs/PERFORMANCE.md (between its
// `<!-- bench:<part> -->` markers) from this run.
//
// `--runs N` runs the side-by-side section N times in a row (an odd N is best): each target is
// then judged by its median over the runs, each goal by whether more than half the runs met
// it, and the targets table lists every run's value; the other tables are the last run's.
// One run's ratio can land on either side of a target on machines that drift by a third
// within the hour.
//
// BENCH_JS_FLAGS adds V8 flags to the bench's Chromium (`--log-deopt --log-code
// --logfile=/tmp/v8.log`: which functions deoptimise or are compiled again). Two builds
// side by side: `npm run bench:ab -- before.js after.js` (scripts/bench/side/ab.ts).
//
// Usage: node scripts/bench.mjs [--only PART[,PART…]] [--samples N] [--runs N] [--write-docs] | --profile [--fields N]
//   PART: core, browser, side (= compile, warm, typing, memory, cold), relay, or one part of side
import { spawnSync } from 'node:child_process';

// Workspace packages resolve to src/*.ts through this export condition; Node reads it only
// at start-up, so re-run with it (and with `gc()`, to collect garbage between samples).
const SOURCE_CONDITION = '--conditions=elicit-kit-source';
if (!process.execArgv.includes(SOURCE_CONDITION)) {
  const args = [SOURCE_CONDITION, '--expose-gc', ...process.execArgv, ...process.argv.slice(1)];
  const child = spawnSync(process.execPath, args, { stdio: 'inherit' });
  process.exit(child.status ?? 1);
}

const GROUPS = ['core', 'browser', 'side', 'relay'];
const SIDE_PARTS = ['compile', 'warm', 'typing', 'memory', 'cold'];
const usage = `usage: node scripts/bench.mjs [--only PART[,PART…]] [--samples N] [--runs N] [--write-docs] | --profile [--fields N]\n  PART: ${[...GROUPS, ...SIDE_PARTS].join(', ')}`;
let only;
let samples;
let profile = false;
let fields;
let sideRuns;
let writeDocs = false;
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i++) {
  const [flag, inline] = argv[i].split('=', 2);
  const value = () => inline ?? argv[++i];
  if (flag === '--only') only = value().split(',');
  else if (flag === '--samples') samples = Number(value());
  else if (flag === '--profile') profile = true;
  else if (flag === '--fields') fields = Number(value());
  else if (flag === '--runs') sideRuns = Number(value());
  else if (flag === '--write-docs') writeDocs = true;
  else {
    console.error(`unknown argument ${argv[i]}\n${usage}`);
    process.exit(2);
  }
}
if (
  (only !== undefined &&
    !only.every((part) => GROUPS.includes(part) || SIDE_PARTS.includes(part))) ||
  (samples !== undefined && !(Number.isInteger(samples) && samples > 0)) ||
  (fields !== undefined && !(profile && Number.isInteger(fields) && fields > 0)) ||
  // Several runs are of the side-by-side section only.
  (sideRuns !== undefined &&
    !(
      !profile &&
      Number.isInteger(sideRuns) &&
      sideRuns > 0 &&
      (only === undefined || only.some((part) => part === 'side' || SIDE_PARTS.includes(part)))
    ))
) {
  console.error(usage);
  process.exit(2);
}

const { register } = await import('tsx/esm/api');
register();
const { formatResult, missed } = await import('./bench/measure.ts');

if (profile) {
  // `--profile --only cold`: the cold start of the cards file; otherwise the warm 100-field render.
  const { runProfile } = only?.includes('cold')
    ? { runProfile: (await import('./bench/side/cold-profile.ts')).runColdProfile }
    : await import('./bench/side/profile.ts');
  console.log(await runProfile({ samples, fields }));
  process.exit(0);
}

// `--only cold` runs that part of the side-by-side section; `--only side` (or no --only) all of it.
const sideParts =
  only === undefined || only.includes('side')
    ? SIDE_PARTS
    : SIDE_PARTS.filter((part) => only.includes(part));
const runs = (name) =>
  only === undefined || only.includes(name) || (name === 'side' && sideParts.length > 0);

const groups = [
  [
    'core',
    `core (Node, src/): ${samples ?? 30} samples per case after 5 warm-ups`,
    async () => (await import('./bench/core.bench.ts')).runCoreBenches({ samples }),
  ],
  [
    'browser',
    `browser (Chromium, dist/elicit-kit.js): ${samples ?? 10} renders after 2 warm-ups, ${samples ?? 20} keystrokes after 5`,
    async () => (await import('./bench/browser.bench.ts')).runBrowserBenches({ samples }),
  ],
  [
    'side',
    `side by side (issues 9 and 20: ${sideParts.join(', ')}${sideRuns > 1 ? `; ${sideRuns} runs` : ''}): tables also written to .tmp-bench/side-by-side.md`,
    async () =>
      (await import('./bench/side-by-side.bench.ts')).runSideBySide({
        samples,
        parts: sideParts,
        runs: sideRuns,
      }),
  ],
  [
    'relay',
    'relay (issue 33): a burst of 1,000 asks over 100 sessions on memory, one Redis node, a cluster and the floor; then 2 × 500 asks through HTTP',
    async () => (await import('./bench/relay.bench.ts')).runRelayBenches(),
  ],
];
let met = 0;
let missing = 0;
for (const [name, title, run] of groups) {
  if (!runs(name)) continue;
  console.log(`\n${title}`);
  let results;
  try {
    results = await run();
  } catch (error) {
    console.log(
      `MISSED ${name} benchmarks: error: ${error instanceof Error ? error.message : error}`,
    );
    missing++;
    continue;
  }
  if (!Array.isArray(results)) {
    // The side-by-side report: its tables, then issue 20's targets and one verdict per
    // goal of issue 9 (ratios of medians); a target counts as a goal.
    console.log(results.text);
    for (const verdict of [...results.targets, ...results.verdicts]) {
      if (verdict.state === 'ok') met++;
      else if (verdict.state === 'MISSED') missing++;
    }
    if (writeDocs) {
      const { writeDocs: write, PERFORMANCE_DOC } = await import('./bench/side/docs.ts');
      console.log(
        `\n${PERFORMANCE_DOC}: rewrote ${write(results.blocks, results.stamp).join(', ')} from this run`,
      );
    }
    continue;
  }
  for (const result of results) {
    console.log(formatResult(result));
    if (missed(result)) missing++;
    else if (result.goal !== undefined) met++;
  }
}
if (writeDocs && !runs('side'))
  console.log(
    '\n--write-docs: the side-by-side section did not run, so docs/PERFORMANCE.md was left alone',
  );
console.log(`\n${met} goals and targets met, ${missing} missed`);
process.exit(missing > 0 ? 1 : 0);
