/**
 * Prints the before/after table of docs/core/e2e.md from two runs' outcome files
 * (`.test-results/servers-libraries.json`, copied aside after each run):
 *   node --import tsx test/e2e/servers/libraries/print-table.ts before.json after.json
 * A row per feature, a column per library; ✓ accepted, ✗ not (then the reasons follow
 * the table), – not tried (not in that library's API).
 */
import { readFileSync } from 'node:fs';

type Outcomes = Record<string, Record<string, string>>;

const [beforeFile, afterFile] = process.argv.slice(2);
if (!beforeFile) throw new Error('usage: print-table.ts before.json [after.json]');
const before = JSON.parse(readFileSync(beforeFile, 'utf8')) as Outcomes;
const after = afterFile ? (JSON.parse(readFileSync(afterFile, 'utf8')) as Outcomes) : undefined;

const libraries = [...new Set([...Object.keys(before), ...Object.keys(after ?? {})])].sort();
const rows = [
  ...new Set(
    libraries.flatMap((library) => [
      ...Object.keys(before[library] ?? {}),
      ...Object.keys(after?.[library] ?? {}),
    ]),
  ),
];
const mark = (outcome: string | undefined): string =>
  outcome === undefined ? '–' : outcome === 'accepted' ? '✓' : '✗';

function cell(library: string, row: string): string {
  const was = mark(before[library]?.[row]);
  if (!after) return was;
  const now = mark(after[library]?.[row]);
  return was === now ? now : `${was} → ${now}`;
}

const short = (library: string): string =>
  library.replace(/^@modelcontextprotocol\//, '').replace(/^@mastra\//, 'mastra/');
console.log(`| feature | ${libraries.map(short).join(' | ')} |`);
console.log(`|---|${libraries.map(() => ':-:').join('|')}|`);
for (const row of rows)
  console.log(`| ${row} | ${libraries.map((library) => cell(library, row)).join(' | ')} |`);

// Why each ✗ that is left is a ✗, once per distinct reason.
const latest = after ?? before;
const reasons = new Map<string, string[]>();
for (const library of libraries) {
  for (const [row, outcome] of Object.entries(latest[library] ?? {})) {
    if (outcome === 'accepted') continue;
    const why = outcome.replace(/ \(sent .*$/, '').replace(/: expected .*$/, '');
    reasons.set(why, [...(reasons.get(why) ?? []), `${short(library)} / ${row}`]);
  }
}
if (reasons.size > 0) console.log(`\nStill ✗${after ? ' after' : ''}:\n`);
for (const [why, where] of reasons) console.log(`- ${where.join('; ')}: ${why}`);
