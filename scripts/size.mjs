// Size budgets (`npm run size`): builds the script-tag bundle (scripts/build.mjs), measures
// it and the whole of @elicit-kit/core minified and gzipped at level 9, prints where the
// bytes go (esbuild metafile, per module), checks that nothing shipped contains `eval` or
// `new Function`, and exits non-zero when a budget is overrun. Byte counts are
// deterministic for a given lock file and source tree.
// Usage: node scripts/size.mjs [--no-build]
import { existsSync, readdirSync, readFileSync } from 'node:fs';
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
  { name: 'script-tag bundle elicit-kit.js (lit inlined)', bytes: read(join(dist, 'elicit-kit.js')), budget: 20 * KB, aim: 16 * KB },
  { name: '@elicit-kit/core, everything exported', bytes: core.bytes, budget: 6 * KB, aim: 4 * KB },
  { name: 'ESM twin elicit-kit.mjs', bytes: read(join(dist, 'elicit-kit.mjs')) },
  { name: 'Hindi add-on elicit-kit.hi.js', bytes: read(join(dist, 'elicit-kit.hi.js')) },
  { name: '@elicit-kit/elements + define (lit and core external)', bytes: elements.bytes },
];

let failed = false;
console.log('Sizes (minified; gzip level 9):');
for (const { name, bytes, budget, aim } of measures) {
  if (!bytes) {
    console.log(`MISSING ${name}`);
    failed ||= budget !== undefined;
    continue;
  }
  const gz = gzip(bytes);
  const over = budget !== undefined && gz > budget;
  failed ||= over;
  const limits = budget === undefined ? '' : ` / budget ${budget} B (aim ${aim} B)`;
  console.log(`${over ? 'OVER' : budget === undefined ? 'info' : 'ok  '} ${name}: ${bytes.length} B minified, ${gz} B gzipped${limits}`);
}

printBreakdown('script-tag bundle', breakdown(bundleAnalysis.metafile), bundleAnalysis.bytes.length);
printBreakdown('@elicit-kit/core', breakdown(core.metafile), core.bytes.length);

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
