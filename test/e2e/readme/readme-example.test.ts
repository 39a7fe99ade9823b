/**
 * README's "Core in a minute" runs as written (only the URL differs), against the real
 * 2026-07-28 test server: the block is read from README.md (the one marked for
 * `typecheck/src/readme-core.ts`, which the packaging suite also type-checks against the
 * packed tarballs), so the snippet cannot drift from the API.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { expect } from 'chai';
import { repoRoot } from '../../../scripts/packaging.mjs';
import { codeBlocks } from '../packaging/support/snippets.js';
import { startMrtrServer, type MrtrServer } from '../servers/mrtr-server.js';

describe('README core example', () => {
  let server: MrtrServer;
  before(async () => {
    server = await startMrtrServer();
  });
  after(() => server.close());

  it('should run as written and complete the call', async () => {
    const block = codeBlocks('README.md').find(
      (candidate) => candidate.app === 'typecheck' && candidate.path === 'src/readme-core.ts',
    );
    expect(
      block,
      'README.md has no block marked <!-- test: typecheck/src/readme-core.ts -->',
    ).to.not.equal(undefined);
    const url = 'https://mcp.example.com/mcp';
    expect(block!.code).to.include(`'${url}'`);
    // Inside the repository, so '@elicit-kit/core' resolves like every other test's import.
    const dir = join(repoRoot, '.test-results', 'readme');
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `core-${process.pid}.ts`);
    writeFileSync(
      file,
      `${block!.code.replace(`'${url}'`, JSON.stringify(server.url)).replace(/^console\.log\(result\);$/m, '')}\nexport { result };\n`,
    );
    try {
      const { result } = (await import(pathToFileURL(file).href)) as {
        result: { structuredContent?: unknown };
      };
      // The deploy form requires an answer with no default, so the defaults decline it.
      expect(result.structuredContent).to.deep.equal({ outcome: 'declined' });
    } finally {
      rmSync(file, { force: true });
    }
  });
});
