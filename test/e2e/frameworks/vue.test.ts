/**
 * End to end: a Vue 3 app using the elements directly (test/e2e/hosts/vue), built once with
 * Vite's JS API and `@vitejs/plugin-vue` (tags starting with `elicit-` compiled as custom
 * elements) against the packages' published `dist/` (rebuilt first if stale), served from
 * 127.0.0.1 and driven in Chromium by clicks and keystrokes. Asserts the exact JSON the app
 * received, and that the app was bundled from `dist/` only.
 */
import { fileURLToPath } from 'node:url';
import vue from '@vitejs/plugin-vue';
import { hostSuite } from '../hosts/scenarios.js';
import { ensurePackagesBuilt } from '../support/artefacts.js';
import { expectBuiltFromDist } from '../support/published-host.js';

const root = fileURLToPath(new URL('../hosts/vue/', import.meta.url));

describe('Vue 3 app built against the published packages', function () {
  before(async function () {
    this.timeout(300_000);
    await ensurePackagesBuilt();
  });

  hostSuite(
    'Vue 3 host (elements directly)',
    root,
    {
      plugins: [
        vue({
          template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('elicit-') } },
        }),
      ],
    },
    {
      response: '@elicit-response',
      urlDone: '@elicit-url-done',
      change: '@elicit-change',
      round: '@elicit-round',
      dialog: 'showElicitation with an unmount signal',
    },
  );

  // A sibling suite, so it runs after the host suite built the app.
  describe('its build', () => {
    it('should have bundled @elicit-kit/elements and core from their dist/ folders, never src/', () => {
      expectBuiltFromDist(root, {
        '@elicit-kit/core': 'packages/core/dist/index.js',
        // The element text goes through the core's message registry.
        '@elicit-kit/core/messages': 'packages/core/dist/messages/index.js',
        '@elicit-kit/core/relay-wire': 'packages/core/dist/relay-wire.js',
        '@elicit-kit/elements': 'packages/elements/dist/index.js',
        '@elicit-kit/elements/define': 'packages/elements/dist/define.js',
      });
    });
  });
});
