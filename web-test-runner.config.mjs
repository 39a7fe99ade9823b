// @web/test-runner: core and element tests in headless Chromium (Debian's build or
// CHROME_PATH; Playwright's own download is not available everywhere).
import { mkdirSync, writeFileSync } from 'node:fs';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { fromRollup } from '@web/dev-server-rollup';
import rollupCommonjs from '@rollup/plugin-commonjs';
import { playwrightLauncher } from '@web/test-runner-playwright';
import { defaultReporter } from '@web/test-runner';
import { networkLogPlugin } from './test/plugins/network-log.mjs';
import { axTreePlugin } from './test/plugins/ax-tree.mjs';
import { chromiumArgs, chromiumPath } from './test/chromium.mjs';
import { minifyLitHtml } from './scripts/minify-lit-html.mjs';

const commonjs = fromRollup(rollupCommonjs);

/** Counts every test result and writes the totals for scripts/test.mjs. */
function countingReporter(file) {
  return {
    onTestRunFinished({ sessions }) {
      let passed = 0;
      let failed = 0;
      let skipped = 0;
      const failures = [];
      const walk = (suite, trail) => {
        for (const test of suite.tests ?? []) {
          if (test.skipped) skipped += 1;
          else if (test.passed) passed += 1;
          else {
            failed += 1;
            failures.push([...trail, test.name].join(' › '));
          }
        }
        for (const child of suite.suites ?? []) walk(child, [...trail, child.name]);
      };
      for (const session of sessions) {
        if (session.testResults) walk(session.testResults, [session.testFile]);
        // A file that fails to load, or errors outside a test, counts as a failure.
        if (!session.passed && (session.errors?.length ?? 0) > 0) {
          failed += 1;
          failures.push(`${session.testFile}: ${session.errors.map((e) => e.message).join('; ')}`);
        }
      }
      mkdirSync('.test-results', { recursive: true });
      writeFileSync(file, JSON.stringify({ passed, failed, skipped, failures }, null, 2));
    },
  };
}

const groups = process.env.WTR_GROUPS ? process.env.WTR_GROUPS.split(',') : ['core', 'elements'];

/**
 * WTR_TIMEZONE (an IANA zone): only the date and date-time tests, in a page whose clock is in
 * that zone. The default run is in the machine's zone (UTC on CI), where a date read as local
 * midnight and written back through toISOString() looks right; scripts/test.mjs runs these
 * again in Asia/Kolkata (UTC+05:30) and America/Los_Angeles (UTC−08:00), one zone of each sign.
 */
const zone = process.env.WTR_TIMEZONE;
const zoneFiles = [
  'test/elements/far-zone.check.ts',
  'test/core/convert.test.ts',
  'test/core/validate/formats.test.ts',
  'test/elements/elicit-form.fields.test.ts',
];

export default {
  files: zone
    ? zoneFiles
    : [
        ...groups.map((group) => `test/${group}/**/*.test.ts`),
        // The ajv comparison runs in Node only: ajv is CommonJS with JSON requires that the
        // browser runner cannot load, and the comparison's verdicts do not depend on the runtime.
        '!test/core/property.test.ts',
        // The folder-cycle check reads packages/core/src from disk.
        '!test/core/folders.test.ts',
        // The import-cycle check reads packages/*/src from disk.
        '!test/core/import-cycles.test.ts',
        // JSON-Schema-Test-Suite's cases are a fixture file read from disk; the checks they run are the same code in both.
        '!test/core/validate/json-schema-test-suite.test.ts',
      ],
  nodeResolve: { exportConditions: ['elicit-kit-source', 'browser', 'development'] },
  rootDir: '.',
  concurrency: 2,
  testFramework: { config: { timeout: 10000 } },
  testsFinishTimeout: 300000,
  browserStartTimeout: 60000,
  plugins: [
    commonjs({ include: ['**/node_modules/@json-schema-tools/**'] }),
    // The elements' html templates as the build ships them (no indentation between tags).
    {
      name: 'elicit-kit-minify-lit-html',
      transform(context) {
        if (!/\/packages\/elements\/src\/.*\.ts$/.test(context.path)) return undefined;
        return { body: minifyLitHtml(context.body, context.path) };
      },
    },
    esbuildPlugin({ ts: true, json: true, target: 'es2022', tsconfig: 'tsconfig.json' }),
    // Records the page's requests and opened pages (URL consent: nothing fetched before consent).
    networkLogPlugin(),
    // Chromium's own accessibility tree (names as a screen reader gets them).
    axTreePlugin(),
  ],
  browsers: [
    playwrightLauncher({
      product: 'chromium',
      launchOptions: {
        executablePath: chromiumPath(),
        args: [...chromiumArgs],
      },
      ...(zone && {
        createBrowserContext: ({ browser }) => browser.newContext({ timezoneId: zone }),
      }),
    }),
  ],
  reporters: [
    // The default reporter for people; the counting one for the closing line.
    defaultReporter(),
    countingReporter(
      zone ? `.test-results/browser-${zone.replace('/', '-')}.json` : '.test-results/browser.json',
    ),
  ],
};
