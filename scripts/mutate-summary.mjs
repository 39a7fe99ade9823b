// Reads Stryker's JSON report and prints, per module of packages/core/src, the score and the
// mutants that survived (or ran under no test), with line and replacement, for reading.
// Usage: node scripts/mutate-summary.mjs [reports/mutation/mutation.json] [--list]
import { readFileSync } from 'node:fs';

const args = process.argv.slice(2);
const list = args.includes('--list');
const file = args.find((arg) => !arg.startsWith('--')) ?? 'reports/mutation/mutation.json';
const report = JSON.parse(readFileSync(file, 'utf8'));
const KILLED = new Set(['Killed', 'Timeout']);
const MISSED = new Set(['Survived', 'NoCoverage']);

const rows = [];
for (const [path, { source, mutants }] of Object.entries(report.files)) {
  const lines = source.split('\n');
  const killed = mutants.filter((mutant) => KILLED.has(mutant.status)).length;
  const missed = mutants.filter((mutant) => MISSED.has(mutant.status));
  const score = killed + missed.length === 0 ? 100 : (100 * killed) / (killed + missed.length);
  rows.push({ path: path.replace(/^.*packages\/core\/src\//, ''), killed, missed, score, lines });
}
rows.sort((a, b) => b.missed.length - a.missed.length);

const total = rows.reduce(
  (sum, row) => ({ killed: sum.killed + row.killed, missed: sum.missed + row.missed.length }),
  { killed: 0, missed: 0 },
);
console.log(
  `score ${((100 * total.killed) / (total.killed + total.missed)).toFixed(2)}%: ${total.killed} killed or timed out, ${total.missed} survived or not covered`,
);
for (const row of rows) {
  if (row.missed.length === 0) continue;
  const survived = row.missed.filter((mutant) => mutant.status === 'Survived').length;
  console.log(
    `${row.score.toFixed(1).padStart(6)}%  ${String(survived).padStart(3)} survived ${String(row.missed.length - survived).padStart(3)} no cover  ${row.path}`,
  );
  if (!list) continue;
  for (const mutant of row.missed.sort((a, b) => a.location.start.line - b.location.start.line)) {
    const line = row.lines[mutant.location.start.line - 1]?.trim().slice(0, 110);
    const replacement = (mutant.replacement ?? '').replace(/\s+/g, ' ').slice(0, 70);
    console.log(
      `    ${mutant.location.start.line}: ${mutant.mutatorName} ${mutant.status === 'NoCoverage' ? '(no test) ' : ''}-> ${replacement}\n        ${line}`,
    );
  }
}
