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
import {
  goalsOverRuns,
  targetMet,
  targetsOverRuns,
  targetsOverRunsTable,
  targetsTable,
  targetValue,
  type TargetRow,
  type Verdict,
} from '../../../scripts/bench/side/report.js';
import { SIDE_PARTS } from '../../../scripts/bench/side-by-side.bench.js';
import { slope } from '../../../scripts/bench/side/memory-section.js';
import { repoRoot } from '../support/artefacts.js';

const row = (
  order: number,
  value: number,
  limit: number,
  direction: TargetRow['direction'],
): TargetRow => ({
  order,
  measure: `measure ${order}`,
  value,
  shown: String(value),
  limit,
  direction,
  target: `${direction} ${limit}`,
});

const stamp = {
  date: '2026-12-02 04:00 UTC',
  machine: 'test CPU, 2 cores',
  samples: '3 samples per case',
};

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
    const lines = targetsTable([row(7, 3, 2.5, 'at most'), row(2, 1.6, 1.5, 'at least')]).split(
      '\n',
    );
    expect(lines).to.have.length(4);
    expect(lines[2]).to.equal('| measure 2 | 1.6 | at least 1.5 | met |');
    expect(lines[3]).to.equal('| measure 7 | 3 | at most 2.5 | missed |');
  });
});

describe('bench --runs (targets and goals over several runs)', () => {
  const ratio = (order: number, value: number): TargetRow => ({
    ...row(order, value, 1.5, 'at least'),
    target: '≥ 1.5×',
    shown: `${value}× (one run's detail)`,
  });

  it("should show a value in its target's unit, without one run's details", () => {
    expect(targetValue(ratio(1, 1), 1.234)).to.equal('1.23×');
    expect(targetValue({ ...row(9, 0, 16, 'under'), target: '< 16 ms' }, 7.281)).to.equal(
      '7.28 ms',
    );
    expect(targetValue({ ...row(6, 0, 18, 'at most'), target: '≤ 18' }, 17.84)).to.equal('17.8');
  });

  it("should judge each measure by its median run and list every run's value", () => {
    const rows = targetsOverRuns([
      [ratio(1, 1.4), ratio(2, 1.7)],
      [ratio(1, 1.6), ratio(2, 1.2)],
      [ratio(1, 1.55), ratio(2, 1.3)],
    ]);
    expect(rows.map((r) => [r.order, r.value, targetMet(r)])).to.deep.equal([
      [1, 1.55, true],
      [2, 1.3, false],
    ]);
    const lines = targetsOverRunsTable(rows, 3).split('\n');
    expect(lines[0]).to.contain('median of 3 runs');
    expect(lines[2]).to.equal(
      '| measure 1 | 1.55× | 1.40× · 1.60× · 1.55× | ≥ 1.5× | 2 of 3 | met |',
    );
    expect(lines[3]).to.equal(
      '| measure 2 | 1.30× | 1.70× · 1.20× · 1.30× | ≥ 1.5× | 1 of 3 | missed |',
    );
  });

  it('should meet a goal only when more than half the runs met it, with the last run as detail', () => {
    const goal = (state: Verdict['state'], detail: string): Verdict[] => [
      { goal: 'g', state, detail },
    ];
    const [twoOfThree] = goalsOverRuns([goal('ok', 'a'), goal('MISSED', 'b'), goal('ok', 'c')]);
    expect(twoOfThree).to.deep.equal({
      goal: 'g',
      state: 'ok',
      detail: 'met in 2 of 3 runs; last run c',
    });
    expect(goalsOverRuns([goal('ok', 'a'), goal('MISSED', 'b')])[0]!.state).to.equal('MISSED');
    expect(goalsOverRuns([goal('skipped', 'a'), goal('skipped', 'b')])[0]!.state).to.equal(
      'skipped',
    );
  });

  it('should take --runs only as a whole number, without --profile and with the side-by-side section', () => {
    for (const args of [
      ['--runs', '0'],
      ['--runs', 'two'],
      ['--profile', '--runs', '3'],
      ['--only', 'core', '--runs', '3'],
    ]) {
      const result = spawnSync(process.execPath, [join(repoRoot, 'scripts/bench.mjs'), ...args], {
        encoding: 'utf8',
      });
      expect(result.status, args.join(' ')).to.equal(2);
      expect(result.stderr, args.join(' ')).to.contain('[--runs N]');
    }
  });
});

describe('bench memory: growth per 100 mounts', () => {
  it('should take the least-squares slope, so one noisy reading moves it by a fraction', () => {
    expect(slope([0, 1, 2, 3, 4], [10, 20, 30, 40, 50])).to.equal(10);
    // One reading 160 kB off moves the slope by 16 to 32 kB per step, not 160.
    expect(slope([0, 1, 2, 3, 4], [0, 160, 0, 0, 0])).to.be.closeTo(-16, 1e-9);
    expect(slope([0, 1, 2, 3, 4], [0, 0, 0, 0, 160])).to.be.closeTo(32, 1e-9);
  });
});

describe('bench --write-docs', () => {
  const doc = 'intro\n<!-- bench:cold -->\nold table\n<!-- /bench:cold -->\nprose after\n';

  it('should replace the block between its markers with the stamp and table, keeping the prose around it', () => {
    const written = replaceBlock(
      doc,
      { key: 'cold', heading: 'Cold start', body: '| a |\n| --- |\n| 1 |' },
      stamp,
    );
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
    expect(() => replaceBlock(doc, { key: 'warm', heading: 'Warm', body: 'x' }, stamp)).to.throw(
      /bench:warm/,
    );
  });

  it(`should find a marker pair in ${PERFORMANCE_DOC} for every part, the targets and the goals`, () => {
    const text = readFileSync(join(repoRoot, PERFORMANCE_DOC), 'utf8');
    for (const key of ['targets', ...SIDE_PARTS, 'goals']) {
      expect(text, key).to.contain(`<!-- bench:${key} -->`);
      expect(text.indexOf(`<!-- /bench:${key} -->`), key).to.be.greaterThan(
        text.indexOf(`<!-- bench:${key} -->`),
      );
    }
  });

  it('should refuse an unknown --only part with the list of parts', () => {
    const result = spawnSync(
      process.execPath,
      [join(repoRoot, 'scripts/bench.mjs'), '--only', 'warm,nope'],
      { encoding: 'utf8' },
    );
    expect(result.status).to.equal(2);
    expect(result.stderr).to.contain('compile, warm, typing, memory, cold');
  });

  it('should take --fields only with --profile, and only a whole number', () => {
    for (const args of [
      ['--fields', '3'],
      ['--profile', '--fields', '0'],
      ['--profile', '--fields', 'ten'],
    ]) {
      const result = spawnSync(process.execPath, [join(repoRoot, 'scripts/bench.mjs'), ...args], {
        encoding: 'utf8',
      });
      expect(result.status, args.join(' ')).to.equal(2);
      expect(result.stderr, args.join(' ')).to.contain('--profile [--fields N]');
    }
  });

  it('should refuse bench:ab without two existing builds, printing its usage', () => {
    const ab = (...args: string[]) =>
      spawnSync(
        process.execPath,
        [
          join(repoRoot, 'node_modules/tsx/dist/cli.mjs'),
          join(repoRoot, 'scripts/bench/side/ab.ts'),
          ...args,
        ],
        { encoding: 'utf8' },
      );
    const built = join(repoRoot, 'package.json'); // any existing file: the check comes before any browser starts
    for (const args of [
      [built],
      [built, join(repoRoot, 'no-such-build.js')],
      [built, built, '--rounds', '0'],
    ]) {
      const result = ab(...args);
      expect(result.status, args.join(' ')).to.equal(2);
      expect(result.stderr, args.join(' ')).to.contain(
        'usage: npm run bench:ab -- before.js after.js',
      );
    }
  });
});
