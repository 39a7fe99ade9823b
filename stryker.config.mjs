// Mutation testing over @elicit-kit/core (`npm run mutate`; docs/testing-mutation.md).
// Not part of `npm test` or CI: the full run took 75 minutes on a busy two-core machine.
// MUTATE_REPORTS names another report folder (a subset run beside a full one).
const reports = process.env.MUTATE_REPORTS ?? 'reports/mutation';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  mutate: [
    'packages/core/src/**/*.ts',
    '!packages/core/src/**/index.ts',
    '!packages/core/src/types.ts',
  ],
  testRunner: 'mocha',
  mochaOptions: {
    spec: ['test/core/**/*.test.ts'],
    'no-config': true,
    'no-package': true,
    // Timing tests (a limit in milliseconds) measure the instrumented code, which counts every
    // branch it passes: they fail in the first run for that reason alone, so they are left out.
    grep: "/^(?!.*within mocha's default timeout)/",
  },
  // The same start-up as scripts/run-mocha.mjs: the source export condition, TypeScript by tsx.
  testRunnerNodeArgs: [
    '--conditions=elicit-kit-source',
    '--import',
    './scripts/mutate-sandbox.mjs',
  ],
  coverageAnalysis: 'perTest',
  // A static mutant (module-level code: word lists, tables, regular expressions built at load)
  // needs a fresh process per mutant: 15% of the mutants, two thirds of the time. Left out by
  // default; `npm run mutate -- --ignoreStatic false` includes them (about two hours).
  ignoreStatic: true,
  // The machine is shared: two cores, several people.
  concurrency: 2,
  timeoutMS: 10000,
  reporters: ['html', 'json', 'clear-text', 'progress-append-only'],
  htmlReporter: { fileName: `${reports}/index.html` },
  jsonReporter: { fileName: `${reports}/mutation.json` },
  clearTextReporter: { allowColor: false, reportTests: false, logTests: false },
  // The sandbox needs only core, its tests and what they import.
  ignorePatterns: [
    'docs',
    'demo',
    'test/e2e',
    'test/elements',
    'packages/*/dist',
    '.test-results',
    'reports',
    '.tmp-*',
    '.stryker-tmp*',
  ],
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
