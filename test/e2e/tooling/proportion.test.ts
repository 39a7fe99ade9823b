/**
 * The machinery stays in proportion to the product (issue 34): the bench, the performance page
 * and the contributing guide each under a ceiling of lines. A file that outgrows its ceiling
 * is cut, not the ceiling raised: history lives in git.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';
import { repoRoot } from '../support/artefacts.js';

/** Lines of a file, or of every file under a folder. */
function lines(path: string): number {
  const full = join(repoRoot, path);
  if (statSync(full).isDirectory())
    return readdirSync(full).reduce((sum, name) => sum + lines(join(path, name)), 0);
  return readFileSync(full, 'utf8').split('\n').length - 1;
}

const CEILINGS: readonly (readonly [paths: readonly string[], ceiling: number])[] = [
  [['scripts/bench', 'scripts/bench.mjs'], 1200],
  [['docs/PERFORMANCE.md'], 250],
  [['CONTRIBUTING.md'], 150],
];

describe('proportion (line ceilings of the machinery and its docs)', () => {
  for (const [paths, ceiling] of CEILINGS) {
    it(`should keep ${paths.join(' + ')} within ${ceiling} lines`, () => {
      const total = paths.reduce((sum, path) => sum + lines(path), 0);
      expect(total, paths.join(' + ')).to.be.at.most(ceiling);
    });
  }

  it('should count every line of a folder, so the bench cannot hide a file from its ceiling', () => {
    const files = readdirSync(join(repoRoot, 'scripts/bench/page'));
    const each = files.reduce((sum, name) => sum + lines(`scripts/bench/page/${name}`), 0);
    expect(files.length).to.be.greaterThan(1);
    expect(each).to.be.greaterThan(0);
    expect(lines('scripts/bench/page')).to.equal(each);
  });
});
