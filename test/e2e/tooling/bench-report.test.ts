/**
 * The bench's report plumbing (scripts/bench/side/): issue 20's targets judged and tabled
 * from medians, and `--write-docs` replacing only what sits between the markers of
 * docs/PERFORMANCE.md. No browser, nothing timed.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { PERFORMANCE_DOC, replaceBlock } from '../../../scripts/bench/side/docs.js';
import { targetMet, targetsTable, type TargetRow } from '../../../scripts/bench/side/report.js';
import { SIDE_PARTS } from '../../../scripts/bench/side-by-side.bench.js';
import { repoRoot } from '../support/artefacts.js';

const row = (order: number, value: number, limit: number, direction: TargetRow['direction']): TargetRow => ({
  order,
  measure: `measure ${order}`,
  value,
  shown: String(value),
  limit,
  direction,
  target: `${direction} ${limit}`,
});

const stamp = { date: '2026-12-02 04:00 UTC', machine: 'test CPU, 2 cores', samples: '3 samples per case' };

describe('bench targets (issue 20)', () => {
  it('should meet "at least" and "at most" targets on the limit and "under" only below it', () => {
    expect(targetMet(row(1, 1.5, 1.5, 'at least'))).to.equal(true);
    expect(targetMet(row(1, 1.49, 1.5, 'at least'))).to.equal(false);
    expect(targetMet(row(1, 1.4, 1.4, 'at most'))).to.equal(true);
    expect(targetMet(row(1, 1.41, 1.4, 'at most'))).to.equal(false);
    expect(targetMet(row(1, 15.9, 16, 'under'))).to.equal(true);
    expect(targetMet(row(1, 16, 16, 'under'))).to.equal(false);
  });

  it('should count a row that measured nothing (NaN) as missed', () => {
    expect(targetMet(row(1, Number.NaN, 18, 'at most'))).to.equal(false);
  });

  it("should print only the rows given, in issue 20's order, each with its target and verdict", () => {
    const lines = targetsTable([row(7, 3, 2.5, 'at most'), row(2, 1.6, 1.5, 'at least')]).split('\n');
    expect(lines).to.have.length(4);
    expect(lines[2]).to.equal('| measure 2 | 1.6 | at least 1.5 | met |');
    expect(lines[3]).to.equal('| measure 7 | 3 | at most 2.5 | missed |');
  });
});

describe('bench --write-docs', () => {
  const doc = 'intro\n<!-- bench:cold -->\nold table\n<!-- /bench:cold -->\nprose after\n';

  it('should replace the block between its markers with the stamp and table, keeping the prose around it', () => {
    const written = replaceBlock(doc, { key: 'cold', heading: 'Cold start', body: '| a |\n| --- |\n| 1 |' }, stamp);
    expect(written.startsWith('intro\n<!-- bench:cold -->\n### Cold start\n')).to.equal(true);
    expect(written).to.contain('2026-12-02 04:00 UTC, test CPU, 2 cores; 3 samples per case');
    expect(written).to.contain('| 1 |\n<!-- /bench:cold -->\nprose after\n');
    expect(written).not.to.contain('old table');
  });

  it('should write the same text when run twice (nothing accumulates between the markers)', () => {
    const block = { key: 'cold', heading: 'Cold start', body: 'body' };
    const once = replaceBlock(doc, block, stamp);
    expect(replaceBlock(once, block, stamp)).to.equal(once);
  });

  it('should refuse a document without the markers of a block', () => {
    expect(() => replaceBlock(doc, { key: 'warm', heading: 'Warm', body: 'x' }, stamp)).to.throw(/bench:warm/);
  });

  it(`should find a marker pair in ${PERFORMANCE_DOC} for every part, the targets and the goals`, () => {
    const text = readFileSync(join(repoRoot, PERFORMANCE_DOC), 'utf8');
    for (const key of ['targets', ...SIDE_PARTS, 'goals']) {
      expect(text, key).to.contain(`<!-- bench:${key} -->`);
      expect(text.indexOf(`<!-- /bench:${key} -->`), key).to.be.greaterThan(text.indexOf(`<!-- bench:${key} -->`));
    }
  });

  it('should refuse an unknown --only part with the list of parts', () => {
    const result = spawnSync(process.execPath, [join(repoRoot, 'scripts/bench.mjs'), '--only', 'warm,nope'], { encoding: 'utf8' });
    expect(result.status).to.equal(2);
    expect(result.stderr).to.contain('compile, warm, typing, memory, cold');
  });

  it('should take --fields only with --profile, and only a whole number', () => {
    for (const args of [['--fields', '3'], ['--profile', '--fields', '0'], ['--profile', '--fields', 'ten']]) {
      const result = spawnSync(process.execPath, [join(repoRoot, 'scripts/bench.mjs'), ...args], { encoding: 'utf8' });
      expect(result.status, args.join(' ')).to.equal(2);
      expect(result.stderr, args.join(' ')).to.contain('--profile [--fields N]');
    }
  });

  it('should refuse bench:ab without two existing builds, printing its usage', () => {
    const ab = (...args: string[]) => spawnSync(process.execPath, [join(repoRoot, 'node_modules/tsx/dist/cli.mjs'), join(repoRoot, 'scripts/bench/side/ab.ts'), ...args], { encoding: 'utf8' });
    const built = join(repoRoot, 'package.json'); // any existing file: the check comes before any browser starts
    for (const args of [[built], [built, join(repoRoot, 'no-such-build.js')], [built, built, '--rounds', '0']]) {
      const result = ab(...args);
      expect(result.status, args.join(' ')).to.equal(2);
      expect(result.stderr, args.join(' ')).to.contain('usage: npm run bench:ab -- before.js after.js');
    }
  });
});
