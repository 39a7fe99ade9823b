// Loaded into each Stryker test process (stryker.config.mjs, testRunnerNodeArgs): TypeScript
// through tsx, and workspace packages read from the sandbox being mutated.
// node_modules/@elicit-kit/* are symlinks into the original checkout, so without this hook a
// test importing `@elicit-kit/core` would run the unmutated source and every mutant would survive.
import { realpathSync } from 'node:fs';
import { register } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { register as registerTypeScript } from 'tsx/esm/api';

registerTypeScript();

const sandboxPackages = join(process.cwd(), 'packages');
const linkedPackages = join(
  realpathSync(join(process.cwd(), 'node_modules/@elicit-kit/core')),
  '..',
);
if (linkedPackages !== sandboxPackages) {
  register(new URL('./mutate-resolve.mjs', import.meta.url), {
    data: { from: pathToFileURL(linkedPackages).href, to: pathToFileURL(sandboxPackages).href },
  });
}
