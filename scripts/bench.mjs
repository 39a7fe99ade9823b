// `npm run bench`: issue 9's goals and issue 20's and 33's targets. Two groups: side (the kit
// side by side with the browser's floor, a plain DOM form, react-jsonschema-form, lit and ajv;
// its parts compile, warm, typing, memory, cold) and relay (its stores). Prints the tables and
// an `ok|MISSED|info` line per goal and target; exits non-zero only when a median misses.
// Speed is checked here, never by timed tests; not part of `npm test`.
import { spawnSync } from 'node:child_process';
import { parseArgs } from 'node:util';

// Workspace packages resolve to src/*.ts through this condition, which Node reads only at
// start-up: re-run with it (and with `gc()`, to collect garbage between samples).
const SOURCE_CONDITION = '--conditions=elicit-kit-source';
if (!process.execArgv.includes(SOURCE_CONDITION)) {
  const args = [SOURCE_CONDITION, '--expose-gc', ...process.execArgv, ...process.argv.slice(1)];
  process.exit(spawnSync(process.execPath, args, { stdio: 'inherit' }).status ?? 1);
}

const GROUPS = ['side', 'relay'];
const SIDE_PARTS = ['compile', 'warm', 'typing', 'memory', 'cold'];
const USAGE = `usage: node scripts/bench.mjs [--only PART[,PART…]] [--samples N]
  PART: ${[...GROUPS, ...SIDE_PARTS].join(', ')}`;
let only;
let samples;
try {
  const options = {
    only: { type: 'string', default: GROUPS.join(',') },
    samples: { type: 'string' },
  };
  const { values } = parseArgs({ options });
  only = values.only.split(',');
  samples = values.samples === undefined ? undefined : Number(values.samples);
  if (!only.every((part) => GROUPS.includes(part) || SIDE_PARTS.includes(part))) throw only;
  if (samples !== undefined && !(Number.isInteger(samples) && samples > 0)) throw samples;
} catch {
  console.error(USAGE);
  process.exit(2);
}

const { register } = await import('tsx/esm/api');
register();
const sideParts = only.includes('side') ? SIDE_PARTS : SIDE_PARTS.filter((p) => only.includes(p));
const groups = {
  side: async () => (await import('./bench/side.ts')).runSideBySide(sideParts, samples),
  relay: async () => (await import('./bench/relay.ts')).runRelayBenches(),
};
let met = 0;
let missing = 0;
for (const [name, run] of Object.entries(groups)) {
  if (name === 'side' ? sideParts.length === 0 : !only.includes(name)) continue;
  console.log(`\n${name === 'side' ? `side by side: ${sideParts.join(', ')}` : name}`);
  try {
    const { text, verdicts } = await run();
    if (text) console.log(text);
    for (const { state, goal, detail } of verdicts) {
      console.log(`${state} ${goal}: ${detail}`);
      if (state === 'MISSED') missing++;
      else if (state === 'ok') met++;
    }
  } catch (error) {
    console.log(`MISSED ${name} benchmarks: ${error instanceof Error ? error.message : error}`);
    missing++;
  }
}
console.log(`\n${met} goals and targets met, ${missing} missed`);
process.exit(missing > 0 ? 1 : 0);
