// Runs knip (knip.jsonc: unused files, exports, types and dependencies) for scripts/test.mjs
// and writes its verdict as one test: passed when knip finds nothing, else failed with its report.
// Usage: node scripts/knip.mjs <results.json>
import { spawnSync } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

const [output] = process.argv.slice(2);
const run = spawnSync('npx', ['knip', '--no-progress'], { encoding: 'utf8' });
const report = `${run.stdout ?? ''}${run.stderr ?? ''}`.trim();
if (report) console.log(report);
const clean = run.status === 0;
console.log(clean ? 'knip: no findings' : `knip: findings (exit ${run.status})`);
mkdirSync(dirname(output), { recursive: true });
writeFileSync(
  output,
  JSON.stringify(
    {
      passed: clean ? 1 : 0,
      failed: clean ? 0 : 1,
      skipped: 0,
      failures: clean ? [] : [`knip:\n${report}`],
    },
    null,
    2,
  ),
);
process.exit(clean ? 0 : 1);
