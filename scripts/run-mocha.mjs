// Runs TypeScript mocha tests in Node (through tsx) and writes the totals as JSON.
// Usage: node scripts/run-mocha.mjs <folder or file> <results.json>
import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

// Workspace packages resolve to src/*.ts through this export condition (dist/ is for
// published consumers). Node reads conditions only at start-up, so re-run with it.
const SOURCE_CONDITION = '--conditions=elicit-kit-source';
if (!process.execArgv.includes(SOURCE_CONDITION)) {
  const child = spawnSync(
    process.execPath,
    [SOURCE_CONDITION, ...process.execArgv, ...process.argv.slice(1)],
    { stdio: 'inherit' },
  );
  process.exit(child.status ?? 1);
}

const { register } = await import('tsx/esm/api');
const { default: Mocha } = await import('mocha');
const [folder, output] = process.argv.slice(2);
register();

function testFiles(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return testFiles(path);
    return entry.name.endsWith('.test.ts') ? [resolve(path)] : [];
  });
}

const mocha = new Mocha({ timeout: 30000, reporter: 'spec' });
// A single test file runs alone (a folder runs every *.test.ts under it).
const files = statSync(folder).isFile() ? [resolve(folder)] : testFiles(folder).sort();
for (const file of files) mocha.addFile(file);

const totals = { passed: 0, failed: 0, skipped: 0, failures: [] };
const write = () => {
  mkdirSync('.test-results', { recursive: true });
  writeFileSync(output, JSON.stringify(totals, null, 2));
};
try {
  await mocha.loadFilesAsync();
  const runner = mocha.run((failures) => {
    totals.passed = runner.stats?.passes ?? 0;
    totals.failed = Math.max(failures, runner.stats?.failures ?? 0);
    totals.skipped = runner.stats?.pending ?? 0;
    write();
    process.exit(totals.failed > 0 ? 1 : 0);
  });
  runner.on('fail', (test, error) =>
    totals.failures.push(`${test.fullTitle()}: ${error?.message}`),
  );
} catch (error) {
  // A test file that fails to load is a failure, never a silent skip.
  totals.failed += 1;
  totals.failures.push(`loading ${folder}: ${error?.stack ?? error}`);
  console.error(error);
  write();
  process.exit(1);
}
