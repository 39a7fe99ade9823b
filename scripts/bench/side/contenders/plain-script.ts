/**
 * The plain hand-written DOM form (`plain.ts`) as a classic script defining
 * `window.plainBench`, for the cold case: what a fresh page pays for the form's native
 * controls (a date input's first use alone is some 10 ms of script) with no library at all.
 * Benchmark only.
 */
import { plainForm } from './plain.js';

declare global {
  interface Window {
    plainBench: { form: typeof plainForm };
  }
}
window.plainBench = { form: plainForm };
