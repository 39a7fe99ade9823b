/**
 * End to end: a React 19 app on `@elicit-kit/react` (test/e2e/hosts/react), built once with
 * Vite's JS API (JSX through Vite 8's built-in oxc transform) against the packages'
 * published `dist/` (rebuilt first if stale), served from 127.0.0.1 and driven in Chromium
 * by clicks and keystrokes. Asserts the exact JSON the app received, and that the app was
 * bundled from `dist/` only.
 */
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import { defaultClientConditions, type InlineConfig } from 'vite';
import { hostSuite } from '../hosts/scenarios.js';
import { buildHost } from '../hosts/serve.js';
import { ensurePackagesBuilt } from '../support/artefacts.js';
import { expectBuiltFromDist } from '../support/published-host.js';

const root = fileURLToPath(new URL('../hosts/react/', import.meta.url));
const config: InlineConfig = { oxc: { jsx: { runtime: 'automatic' } } };

describe('React 19 app built against the published packages', function () {
  before(async function () {
    this.timeout(300_000);
    await ensurePackagesBuilt();
  });

  hostSuite('React 19 host (@elicit-kit/react)', root, config, {
    response: 'onElicitResponse',
    urlDone: 'onElicitUrlDone',
    change: 'onElicitChange',
    round: 'onElicitRound',
    dialog: 'useShowElicitation()',
  });

  // A sibling suite, so it runs after the host suite built the app (mocha runs a suite's
  // own tests before its nested suites).
  describe('its build', () => {
    it('should have bundled @elicit-kit/react, elements and core from their dist/ folders, never src/', () => {
      expectBuiltFromDist(root, {
        '@elicit-kit/core': 'packages/core/dist/index.js',
        // The element text goes through the core's message registry.
        '@elicit-kit/core/messages': 'packages/core/dist/messages/index.js',
        '@elicit-kit/elements': 'packages/elements/dist/index.js',
        '@elicit-kit/react': 'packages/react/dist/index.js',
      });
    });

    it('should refuse to build the app when a package resolves to its src/ (the source condition)', async function () {
      this.timeout(60_000);
      const failure = await buildHost(root, { ...config, resolve: { conditions: ['elicit-kit-source', ...defaultClientConditions] } }).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(String(failure)).to.match(/bundled package sources instead of dist\/: .*packages\/react\/src\/index\.ts/);
    });
  });
});
