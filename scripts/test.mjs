// The one test command: type check, the lint checks (scripts/lint.mjs), core tests in Node,
// the relay's tests in Node (with a redis-server of their own), core and element tests in
// Chromium, end-to-end tests in Node against real MCP servers. Ends with one plain line "N passed, N failed" and exits
// non-zero on any failure.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { findChromium } from '../test/chromium.mjs';
import { lintChecks } from './lint.mjs';

const only = process.argv.includes('--only')
  ? process.argv[process.argv.indexOf('--only') + 1]
  : undefined;
const stages = [
  { name: 'typecheck', command: ['npx', 'tsc', '-p', 'tsconfig.json', '--noEmit'] },
  // Each tool one check: passed when it finds nothing.
  ...lintChecks.map((check) => ({ ...check, name: 'lint', tool: check.name })),
  {
    name: 'node',
    command: ['node', 'scripts/run-mocha.mjs', 'test/core', '.test-results/node.json'],
    results: '.test-results/node.json',
  },
  {
    name: 'relay',
    command: ['node', 'scripts/run-mocha.mjs', 'test/relay', '.test-results/relay.json'],
    results: '.test-results/relay.json',
  },
  {
    name: 'browser',
    command: ['npx', 'web-test-runner', '--config', 'web-test-runner.config.mjs'],
    results: '.test-results/browser.json',
  },
  // The date and date-time tests again, in a zone of each sign far from UTC (a few seconds each).
  ...['Asia/Kolkata', 'America/Los_Angeles'].map((zone) => ({
    name: 'browser',
    zone,
    command: ['npx', 'web-test-runner', '--config', 'web-test-runner.config.mjs'],
    env: { WTR_TIMEZONE: zone },
    results: `.test-results/browser-${zone.replace('/', '-')}.json`,
  })),
  {
    name: 'e2e',
    command: ['node', 'scripts/run-mocha.mjs', 'test/e2e', '.test-results/e2e.json'],
    results: '.test-results/e2e.json',
  },
].filter((stage) => !only || stage.name === only);

// The browser first: without one, one line saying what to install, not a cascade of failures.
if (stages.some((stage) => stage.name === 'browser' || stage.name === 'e2e')) {
  const browser = findChromium();
  if (browser.problem) {
    console.error(browser.problem);
    process.exit(1);
  }
}

rmSync('.test-results', { recursive: true, force: true });
let passed = 0;
let failed = 0;
let skipped = 0;
const problems = [];

for (const stage of stages) {
  if (stage.name === 'e2e' && !existsSync('test/e2e')) continue;
  const detail = stage.zone ?? stage.tool;
  console.log(`\n=== ${stage.name}${detail ? ` (${detail})` : ''}: ${stage.command.join(' ')}`);
  const run = spawnSync(stage.command[0], stage.command.slice(1), {
    stdio: 'inherit',
    env: { ...process.env, FORCE_COLOR: '0', ...stage.env },
  });
  const exitCode = run.status ?? 1;
  if (!stage.results) {
    if (stage.tool && exitCode === 0) passed += 1;
    if (exitCode !== 0) {
      failed += 1;
      problems.push(`${stage.tool ?? stage.name} failed (exit ${exitCode})`);
    }
    continue;
  }
  const totals = existsSync(stage.results)
    ? JSON.parse(readFileSync(stage.results, 'utf8'))
    : undefined;
  if (!totals) {
    failed += 1;
    problems.push(`${stage.name}: the runner wrote no results (exit ${exitCode})`);
    continue;
  }
  passed += totals.passed;
  failed += totals.failed;
  skipped += totals.skipped;
  problems.push(...totals.failures.map((failure) => `${stage.name}: ${failure}`));
  if (exitCode !== 0 && totals.failed === 0) {
    failed += 1;
    problems.push(`${stage.name}: the runner exited with ${exitCode} though no test failed`);
  }
}

if (problems.length > 0) {
  console.log('\nFailures:');
  for (const problem of problems) console.log(`- ${problem}`);
}
console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
