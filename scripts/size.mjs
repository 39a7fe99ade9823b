// Size budgets (`npm run size`): builds the script-tag bundle (scripts/build.mjs), measures
// it and the whole of @elicit-kit/core minified and gzipped at level 9, prints where the
// bytes go (esbuild metafile, per module; then what each part of core adds, cumulatively),
// checks that nothing shipped contains `eval` or `new Function`, and exits non-zero when
// a budget is overrun. Byte counts are deterministic for a given lock file and source tree.
//
// Usage: node scripts/size.mjs [--no-build] [--ceilings] [--write-ceilings]
//   --ceilings        fail only on growth past scripts/size-ceilings.json (what CI checks
//                     while the budgets of issue 4 are not met), still print the budgets
//   --write-ceilings  record today's sizes, rounded up to 256 B, as the ceilings (a deliberate,
//                     reviewed change: commit the file with the change that needs it)
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { buildArtefacts } from './build.mjs';

const KB = 1024;
const SOURCE = 'elicit-kit-source';
const gzip = (bytes) => gzipSync(bytes, { level: 9 }).length;

if (!process.argv.includes('--no-build')) {
  const failures = await buildArtefacts(['bundle']);
  if (failures.length > 0) throw new Error(failures.join('; '));
}

/** Bundles `contents` with esbuild, minified ESM, and returns the bytes and the metafile. */
async function esbuildBundle(contents, external = []) {
  const result = await build({
    stdin: { contents, resolveDir: process.cwd(), loader: 'ts' },
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2022',
    write: false,
    metafile: true,
    conditions: [SOURCE],
    external,
    legalComments: 'none',
    logLevel: 'silent',
  });
  return { bytes: result.outputFiles[0].contents, metafile: result.metafile };
}

/** Minified bytes per source group (lit, a core or elements module, a dependency). */
function breakdown(metafile) {
  const groups = new Map();
  for (const output of Object.values(metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const group = input
        .replace(/^.*node_modules\/((@[^/]+\/)?[^/]+)\/.*$/, '$1')
        .replace(/^packages\/(\w+)\/src\/(.*)\.ts$/, '$1/$2');
      groups.set(group, (groups.get(group) ?? 0) + bytesInOutput);
    }
  }
  return [...groups].sort((a, b) => b[1] - a[1]);
}

function printBreakdown(title, rows, total) {
  console.log(`\n${title} (minified bytes by source; gzip shares are roughly proportional):`);
  for (const [group, bytes] of rows.filter(([, bytes]) => bytes > 0)) {
    console.log(`  ${String(bytes).padStart(7)}  ${((100 * bytes) / total).toFixed(1).padStart(5)} %  ${group}`);
  }
}

const dist = 'packages/elements/dist';
const coreAll = "export * from './packages/core/src/index.ts';";
const bundleEntry = `${coreAll} export * from './packages/elements/src/index.ts'; import './packages/elements/src/define.ts';`;
const core = await esbuildBundle(coreAll);
const elements = await esbuildBundle(
  "export * from './packages/elements/src/index.ts'; import './packages/elements/src/define.ts';",
  ['lit', 'lit/*', '@lit/*', '@elicit-kit/core'],
);
const bundleAnalysis = await esbuildBundle(bundleEntry);

const read = (file) => (existsSync(file) ? readFileSync(file) : undefined);
const measures = [
  { id: 'bundle', name: 'script-tag bundle elicit-kit.js (lit inlined)', bytes: read(join(dist, 'elicit-kit.js')), budget: 20 * KB, aim: 16 * KB },
  { id: 'core', name: '@elicit-kit/core, everything exported', bytes: core.bytes, budget: 6 * KB, aim: 4 * KB },
  { id: 'bundle-esm', name: 'ESM twin elicit-kit.mjs', bytes: read(join(dist, 'elicit-kit.mjs')) },
  { id: 'hindi', name: 'Hindi add-on elicit-kit.hi.js', bytes: read(join(dist, 'elicit-kit.hi.js')) },
  { id: 'elements', name: '@elicit-kit/elements + define (lit and core external)', bytes: elements.bytes },
];

const ceilingsOnly = process.argv.includes('--ceilings');
const ceilingsFile = new URL('./size-ceilings.json', import.meta.url);
const ceilings = existsSync(ceilingsFile) ? JSON.parse(readFileSync(ceilingsFile, 'utf8')) : {};
let failed = false;
console.log('Sizes (minified; gzip level 9):');
for (const { id, name, bytes, budget, aim } of measures) {
  if (!bytes) {
    console.log(`MISSING ${name}`);
    failed = true;
    continue;
  }
  const gz = gzip(bytes);
  const over = budget !== undefined && gz > budget;
  const ceiling = ceilings[id];
  const grown = ceiling !== undefined && gz > ceiling;
  failed ||= grown || (over && !ceilingsOnly);
  const limits = budget === undefined ? '' : ` / budget ${budget} B (aim ${aim} B)`;
  const cap = ceiling === undefined ? '' : `; ceiling ${ceiling} B${grown ? ' EXCEEDED' : ''}`;
  console.log(`${over || grown ? 'OVER' : budget === undefined ? 'info' : 'ok  '} ${name}: ${bytes.length} B minified, ${gz} B gzipped${limits}${cap}`);
}
if (process.argv.includes('--write-ceilings')) {
  // Rounded up to the next 256 B: another zlib build may differ by a few bytes; real growth shows.
  const today = Object.fromEntries(
    measures.filter((entry) => entry.bytes).map((entry) => [entry.id, Math.ceil(gzip(entry.bytes) / 256) * 256]),
  );
  writeFileSync(ceilingsFile, `${JSON.stringify(today, null, 2)}\n`);
  console.log(`wrote ${ceilingsFile.pathname}`);
}

printBreakdown('script-tag bundle', breakdown(bundleAnalysis.metafile), bundleAnalysis.bytes.length);
printBreakdown('@elicit-kit/core', breakdown(core.metafile), core.bytes.length);

// What each part of the core contract adds, in the order a minimal host needs them: the
// floor any budget for "core whole" has to fit (the catalog and traverse come with the first).
const coreParts = [
  ['compileSchema, validateContent, defaultContent, accept/decline/cancel', 'compileSchema, validateContent, defaultContent, accept, decline, cancel'],
  ['readInputRequired, retryRequest, requestMeta', 'readInputRequired, retryRequest, requestMeta'],
  ['callWithInput and its errors', 'callWithInput'],
  ['createHttpTransport (JSON and SSE)', 'createHttpTransport'],
  ['answerLegacyRequest', 'answerLegacyRequest'],
  ['inspectUrl', 'inspectUrl'],
  ['sensitiveFields', 'sensitiveFields'],
  ['date-time and number conversions', 'localDateTimeToWire, wireDateTimeToLocal, timeZoneLabel, parseLocaleNumber, formatLocaleNumber'],
];
console.log('\n@elicit-kit/core, cumulatively (gzipped bytes: total, added):');
let names = [];
let previous = 0;
for (const [label, exports] of coreParts) {
  names = [...names, exports];
  const total = gzip((await esbuildBundle(`export { ${names.join(', ')} } from './packages/core/src/index.ts';`)).bytes);
  console.log(`  ${String(total).padStart(7)}  +${String(total - previous).padStart(6)}  ${label}`);
  previous = total;
}
const whole = gzip(core.bytes);
console.log(`  ${String(whole).padStart(7)}  +${String(whole - previous).padStart(6)}  everything else exported (error classes, catalog helpers, small readers)`);
for (const [label, contents] of [
  ['of which the message catalog (formatMessage alone)', "export { formatMessage } from './packages/core/src/index.ts';"],
  ['of which @json-schema-tools/traverse alone', "export * from '@json-schema-tools/traverse';"],
  ['lit as the elements use it (not core; part of the script-tag bundle)', "export { LitElement, html, css, nothing } from 'lit'; export * from 'lit/decorators.js'; export * from 'lit/directives/live.js'; export * from 'lit/directives/keyed.js'; export * from 'lit/directives/if-defined.js';"],
]) {
  console.log(`  ${String(gzip((await esbuildBundle(contents)).bytes)).padStart(7)}           ${label}`);
}

// Nothing shipped may need 'unsafe-eval': every built file of every package.
const shipped = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true, recursive: true })
        .filter((entry) => entry.isFile() && /\.(m?js)$/.test(entry.name))
        .map((entry) => join(entry.parentPath ?? entry.path, entry.name))
    : [];
const files = ['core', 'elements', 'react'].flatMap((name) => shipped(`packages/${name}/dist`));
const evaluating = files.filter((file) => /\beval\s*\(|\bnew\s+Function\s*\(|\bFunction\s*\(\s*['"`]/.test(readFileSync(file, 'utf8')));
failed ||= evaluating.length > 0;
console.log(
  evaluating.length > 0
    ? `\nOVER eval / new Function found in: ${evaluating.join(', ')}`
    : `\nok   no eval / new Function in ${files.length} shipped files`,
);
process.exit(failed ? 1 : 0);
