/**
 * The bench's judging (scripts/bench/measure.ts, scripts/bench/memory.ts) and its command line:
 * no browser, nothing timed.
 */
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { expect } from 'chai';
import { judge, median, quantile } from '../../../scripts/bench/measure.js';
import { slope } from '../../../scripts/bench/memory.js';
import { repoRoot } from '../support/artefacts.js';

describe('bench verdicts', () => {
  it('should meet "≤" and "≥" on the limit and "<" only below it', () => {
    expect(judge('g', 1.4, '≤ 1.4', '').state).to.equal('ok');
    expect(judge('g', 1.41, '≤ 1.4', '').state).to.equal('MISSED');
    expect(judge('g', 1.5, '≥ 1.5', '').state).to.equal('ok');
    expect(judge('g', 1.49, '≥ 1.5', '').state).to.equal('MISSED');
    expect(judge('g', 15.9, '< 16', '').state).to.equal('ok');
    expect(judge('g', 16, '< 16', '').state).to.equal('MISSED');
  });

  it('should miss a measure that measured nothing (NaN)', () => {
    expect(judge('g', median([]), '≤ 18', '').state).to.equal('MISSED');
  });

  it('should take the nearest-rank median and p90', () => {
    expect(median([5, 1, 3])).to.equal(3);
    expect(quantile([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.9)).to.equal(9);
  });
});

describe('bench memory: growth per 100 mounts', () => {
  it('should take the least-squares slope, so one noisy reading moves it by a fraction', () => {
    expect(slope([10, 20, 30, 40, 50])).to.equal(10);
    // One reading 160 kB off moves the slope by 16 to 32 kB per step, not 160.
    expect(slope([0, 160, 0, 0, 0])).to.be.closeTo(-16, 1e-9);
    expect(slope([0, 0, 0, 0, 160])).to.be.closeTo(32, 1e-9);
  });
});

describe('bench command line', () => {
  const bench = (...args: string[]) =>
    spawnSync(process.execPath, [join(repoRoot, 'scripts/bench.mjs'), ...args], {
      encoding: 'utf8',
    });

  it('should refuse an unknown part, option or sample count with the list of parts', () => {
    for (const args of [['--only', 'warm,nope'], ['--samples', '0'], ['--profile']]) {
      const result = bench(...args);
      expect(result.status, args.join(' ')).to.equal(2);
      expect(result.stderr, args.join(' ')).to.contain('compile, warm, typing, memory, cold');
    }
  });
});
