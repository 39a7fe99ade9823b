/**
 * End to end: a React 19 app on `@elicit-kit/react` (test/e2e/hosts/react), built once with
 * Vite's JS API (JSX through Vite 8's built-in oxc transform), served from 127.0.0.1 and
 * driven in Chromium by clicks and keystrokes. Asserts the exact JSON the app received.
 */
import { fileURLToPath } from 'node:url';
import { hostSuite } from '../hosts/scenarios.js';

hostSuite(
  'React 19 host (@elicit-kit/react)',
  fileURLToPath(new URL('../hosts/react/', import.meta.url)),
  { oxc: { jsx: { runtime: 'automatic' } } },
  { response: 'onElicitResponse', urlDone: 'onElicitUrlDone', round: 'onElicitRound', dialog: 'useShowElicitation()' },
);
