/**
 * @elicit-kit/react's types against both React majors it supports: the host of
 * react-types/host.tsx (every hook and component, refs on elements as hosts write them)
 * type-checks on the published declarations (dist/, rebuilt when stale) against
 * @types/react 18 (the alias @types/react-18) and 19. The control shows
 * the 18 mapping is real: it refuses a `RefObject<HTMLDivElement | null>` as a `ref` prop.
 */
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { expect } from 'chai';
import { ensurePackagesBuilt, repoRoot } from '../support/artefacts.js';

/** `tsc -p` on one of the folder's configs: its exit code and what it printed. */
function typecheck(config: string): Promise<{ code: number; output: string }> {
  const tsc = join(repoRoot, 'node_modules/typescript/bin/tsc');
  return new Promise((resolve) => {
    execFile(
      process.execPath,
      [tsc, '-p', join(repoRoot, 'test/e2e/frameworks/react-types', config)],
      { cwd: repoRoot },
      (error, stdout, stderr) => {
        resolve({ code: error ? Number(error.code ?? 1) : 0, output: `${stdout}${stderr}` });
      },
    );
  });
}

describe('@elicit-kit/react types under @types/react 18 and 19', function () {
  this.timeout(120_000);
  before(async function () {
    this.timeout(600_000);
    await ensurePackagesBuilt();
  });

  for (const major of ['18', '19']) {
    it(`should type-check a host on every hook and component against @types/react ${major}`, async () => {
      const { code, output } = await typecheck(`tsconfig.react${major}.json`);
      expect(output).to.equal('');
      expect(code).to.equal(0);
    });
  }

  it('should refuse, against @types/react 18, a RefObject<HTMLDivElement | null> as a ref prop (the control)', async () => {
    const { code, output } = await typecheck('tsconfig.legacy-ref.json');
    expect(code).to.not.equal(0);
    expect(output).to.contain(
      "Type 'RefObject<HTMLDivElement | null>' is not assignable to type 'LegacyRef<HTMLDivElement> | undefined'",
    );
  });
});
