// Benchmarks of the kit's speed goals (`npm run bench`): the core in Node (against src/),
// the elements in headless Chromium (against the built script-tag bundle), then the
// side-by-side section (issue 9: the kit against the browser's floor, a plain DOM form,
// react-jsonschema-form and lit alone; the core against ajv). Prints one line per case,
// `ok|MISSED|info <case>: median X ms, p90 Y ms (goal < Z ms)`, the side-by-side tables
// and one `ok|MISSED|skipped` line per goal, and exits non-zero only when a median misses
// its goal (or a case gives a wrong answer). Speed is checked here, never by timed tests;
// this is not part of `npm test` or CI. `--profile` instead takes a CPU profile and a
// trace of `<elicit-form>`'s first render at 100 fields and prints where the time goes.
//
// The relay section (`--only relay`) reports the relay's memory and latency with 1,000
// pending asks, on one process and on two behind a redis-server of its own.
//
// Usage: node scripts/bench.mjs [--only core|browser|side|relay] [--samples N] | --profile
import { spawnSync } from 'node:child_process';

// Workspace packages resolve to src/*.ts through this export condition; Node reads it only
// at start-up, so re-run with it (and with `gc()`, to collect garbage between samples).
const SOURCE_CONDITION = '--conditions=elicit-kit-source';
if (!process.execArgv.includes(SOURCE_CONDITION)) {
  const args = [SOURCE_CONDITION, '--expose-gc', ...process.execArgv, ...process.argv.slice(1)];
  const child = spawnSync(process.execPath, args, { stdio: 'inherit' });
  process.exit(child.status ?? 1);
}

const usage = 'usage: node scripts/bench.mjs [--only core|browser|side|relay] [--samples N] | --profile';
let only;
let samples;
let profile = false;
const argv = process.argv.slice(2);
for (let i = 0; i < argv.length; i++) {
  const [flag, inline] = argv[i].split('=', 2);
  const value = () => inline ?? argv[++i];
  if (flag === '--only') only = value();
  else if (flag === '--samples') samples = Number(value());
  else if (flag === '--profile') profile = true;
  else {
    console.error(`unknown argument ${argv[i]}\n${usage}`);
    process.exit(2);
  }
}
if ((only !== undefined && !['core', 'browser', 'side', 'relay'].includes(only)) || (samples !== undefined && !(Number.isInteger(samples) && samples > 0))) {
  console.error(usage);
  process.exit(2);
}

const { register } = await import('tsx/esm/api');
register();
const { formatResult, missed } = await import('./bench/measure.ts');

if (profile) {
  const { runProfile } = await import('./bench/side/profile.ts');
  console.log(await runProfile({ samples }));
  process.exit(0);
}

const groups = [
  ['core', `core (Node, src/): ${samples ?? 30} samples per case after 5 warm-ups`, async () => (await import('./bench/core.bench.ts')).runCoreBenches({ samples })],
  ['browser', `browser (Chromium, dist/elicit-kit.js): ${samples ?? 10} renders after 2 warm-ups, ${samples ?? 20} keystrokes after 5`, async () => (await import('./bench/browser.bench.ts')).runBrowserBenches({ samples })],
  ['side', 'side by side (issue 9): tables also written to .tmp-bench/side-by-side.md', async () => (await import('./bench/side-by-side.bench.ts')).runSideBySide({ samples })],
  ['relay', 'relay (issue 18): 1,000 pending asks over 100 sessions, one process, then two on one redis-server', async () => (await import('./bench/relay.bench.ts')).runRelayBenches()],
];
let met = 0;
let missing = 0;
for (const [name, title, run] of groups) {
  if (only && only !== name) continue;
  console.log(`\n${title}`);
  let results;
  try {
    results = await run();
  } catch (error) {
    console.log(`MISSED ${name} benchmarks: error: ${error instanceof Error ? error.message : error}`);
    missing++;
    continue;
  }
  if (!Array.isArray(results)) {
    // The side-by-side report: its tables, then one verdict per goal (ratios of medians).
    console.log(results.text);
    for (const verdict of results.verdicts) {
      if (verdict.state === 'ok') met++;
      else if (verdict.state === 'MISSED') missing++;
    }
    continue;
  }
  for (const result of results) {
    console.log(formatResult(result));
    if (missed(result)) missing++;
    else if (result.goal !== undefined) met++;
  }
}
console.log(`\n${met} goals met, ${missing} missed`);
process.exit(missing > 0 ? 1 : 0);
