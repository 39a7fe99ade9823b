/**
 * fast-check for the property and fuzz tests: a fixed seed by default, so a CI run is
 * reproducible and cannot fail on a value no earlier run tried; set FAST_CHECK_SEED
 * (a number) to explore other values, and FUZZ_RUNS for more runs.
 */
import fc from 'fast-check';

const env =
  (globalThis as { process?: { env?: Record<string, string | undefined> } }).process?.env ?? {};

fc.configureGlobal({ seed: Number(env['FAST_CHECK_SEED'] ?? 20261130) });

export { fc };
