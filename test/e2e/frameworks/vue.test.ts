/**
 * End to end: a Vue 3 app using the elements directly (test/e2e/hosts/vue), built once with
 * Vite's JS API and `@vitejs/plugin-vue` (tags starting with `elicit-` compiled as custom
 * elements), served from 127.0.0.1 and driven in Chromium by clicks and keystrokes.
 * Asserts the exact JSON the app received.
 */
import { fileURLToPath } from 'node:url';
import vue from '@vitejs/plugin-vue';
import { hostSuite } from '../hosts/scenarios.js';

hostSuite(
  'Vue 3 host (elements directly)',
  fileURLToPath(new URL('../hosts/vue/', import.meta.url)),
  { plugins: [vue({ template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('elicit-') } } })] },
  { response: '@elicit-response', urlDone: '@elicit-url-done', round: '@elicit-round', dialog: 'showElicitation with an unmount signal' },
);
