/**
 * The before/after table: every library test records whether the server accepted what
 * the kit sent (or the first line of why not) under `library × feature`, and the run
 * writes them all to `.test-results/servers-libraries.json` (docs/core/e2e.md reads it).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const outcomes = new Map<string, Map<string, string>>();
const FILE = join('.test-results', 'servers-libraries.json');

/** Records one cell: `accepted`, or why not (on one line, shortened). */
export function recordOutcome(library: string, row: string, outcome: string): void {
  const column = outcomes.get(library) ?? new Map<string, string>();
  column.set(row, outcome.replace(/\s+/g, ' ').slice(0, 240));
  outcomes.set(library, column);
  writeTable();
}

/** Writes every outcome recorded so far (the file always holds the whole run). */
function writeTable(): void {
  mkdirSync('.test-results', { recursive: true });
  const json = Object.fromEntries(
    [...outcomes].map(([library, column]) => [library, Object.fromEntries(column)]),
  );
  writeFileSync(FILE, `${JSON.stringify(json, null, 2)}\n`);
}
