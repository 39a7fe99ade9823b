// `npm run size`: the size budgets, and where the bytes go.
//
// size-limit (.size-limit.js, with @size-limit/preset-small-lib) measures every row and
// judges the budgets: it bundles tree-shaken imports from the built packages with esbuild
// (its `import` option), measures the script-tag files as downloaded, gzips at level 9.
// This script does what size-limit cannot:
// - builds first (`scripts/build.mjs`; size-limit measures dist), unless --no-build;
// - prints each row against its budget AND aim (size-limit knows one limit per row) and
//   against scripts/size-ceilings.json, the growth guard between budget rows' budgets and
//   today's sizes (and the only limit of the information rows);
// - where the bytes go, per row: esbuild's metafile, per module (size-limit prints totals);
// - that no shipped file uses eval or new Function.
// Exits non-zero when a budget is overrun (size-limit's verdict), a ceiling is passed, a
// built file is missing or a shipped file evaluates strings. With --ceilings (what CI runs
// while some budgets are not met yet, see docs/distribution.md) an overrun budget alone
// does not fail: the ceilings hold every row at its budget where it is met, and at today's
// size where it is not.
//
// Usage: node scripts/size.mjs [--no-build] [--ceilings] [--write-ceilings]
//   --write-ceilings  record today's sizes, rounded up to 256 B (but never above a met budget), as the ceilings: a deliberate,
//                     reviewed change, committed with the change that needs it (or that
//                     shrank the kit, to keep the gain)
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { dirname, isAbsolute, join, resolve } from 'node:path';
import { processImport } from 'size-limit';
import { buildArtefacts } from './build.mjs';
import { MAIN_FILES } from './script-tag-files.mjs';

const root = resolve(import.meta.dirname, '..');
let failed = false;

if (!process.argv.includes('--no-build')) {
  const failures = await buildArtefacts();
  if (failures.length > 0) {
    console.log(`\nFAIL build: ${failures.join('; ')} (measuring what was built)\n`);
    failed = true;
  }
}

// --- size-limit: every row's size and the budgets' verdict -------------------------------
const require = createRequire(import.meta.url);
const sizeLimitBin = join(dirname(require.resolve('size-limit/package.json')), 'bin.js');
const run = spawnSync(process.execPath, [sizeLimitBin, '--json'], {
  cwd: root,
  encoding: 'utf8',
  maxBuffer: 64 << 20,
});
let results;
try {
  results = JSON.parse(run.stdout);
} catch {
  results = undefined;
}
if (!Array.isArray(results)) {
  console.error(`size-limit failed (exit ${run.status}):\n${run.stdout}\n${run.stderr}`);
  process.exit(1);
}
const { default: rows, aims } = await import(new URL('../.size-limit.js', import.meta.url).href);

const ceilingsOnly = process.argv.includes('--ceilings');
const ceilingsFile = new URL('./size-ceilings.json', import.meta.url);
const ceilings = existsSync(ceilingsFile) ? JSON.parse(readFileSync(ceilingsFile, 'utf8')) : {};
const pad = (value, width) => String(value).padStart(width);

console.log('Sizes (size-limit: esbuild, minified, tree-shaken from dist; gzip -9), in bytes:');
console.log(
  `       ${'row'.padEnd(52)} ${pad('size', 6)} ${pad('budget', 6)} ${pad('aim', 6)} ${pad('ceiling', 7)}`,
);
for (const result of results) {
  const { name, size, sizeLimit, passed } = result;
  const aim = aims[name];
  const ceiling = ceilings[name];
  const missing = size === undefined || size <= 0;
  const grown = !missing && ceiling !== undefined && size > ceiling;
  failed ||= missing || (passed === false && !ceilingsOnly) || grown;
  const verdict = missing
    ? 'MISSING'
    : passed === false
      ? 'OVER'
      : grown
        ? 'GROWN'
        : sizeLimit === undefined
          ? 'info'
          : 'ok';
  const notes = [
    passed === false ? `${size - sizeLimit} B over budget` : '',
    aim !== undefined && !missing && passed !== false
      ? size <= aim
        ? 'aim met'
        : `${size - aim} B above aim`
      : '',
    grown ? `${size - ceiling} B past ceiling` : '',
  ].filter(Boolean);
  console.log(
    `${verdict.padEnd(7)}${name.padEnd(52)} ${pad(size ?? '-', 6)} ${pad(sizeLimit ?? '-', 6)} ${pad(aim ?? '-', 6)} ${pad(ceiling ?? '-', 7)}` +
      (notes.length > 0 ? `  ${notes.join('; ')}` : ''),
  );
}
if (run.stderr.includes('[WARNING]')) {
  console.log(
    `(esbuild warned ${run.stderr.split('[WARNING]').length - 1} times while size-limit bundled; \`npx size-limit\` shows them)`,
  );
}

if (process.argv.includes('--write-ceilings')) {
  // Rounded up to the next 256 B: another zlib build may differ by a few bytes; real growth shows.
  // A met budget is the ceiling where rounding up would pass it: a row that meets its budget keeps meeting it.
  const ceilingOf = ({ size, sizeLimit }) => {
    const rounded = Math.ceil(size / 256) * 256;
    return sizeLimit !== undefined && size <= sizeLimit ? Math.min(rounded, sizeLimit) : rounded;
  };
  const today = Object.fromEntries(
    results.filter((row) => row.size > 0).map((row) => [row.name, ceilingOf(row)]),
  );
  writeFileSync(ceilingsFile, `${JSON.stringify(today, null, 2)}\n`);
  console.log(`wrote ${ceilingsFile.pathname}`);
}

// --- where the bytes go: esbuild's metafile per row (size-limit's own esbuild) ------------
const esbuild = await import(
  require.resolve('esbuild', { paths: [dirname(require.resolve('@size-limit/esbuild'))] })
);
const scratch = mkdtempSync(join(tmpdir(), 'elicit-size-'));

/** Bundles as @size-limit/esbuild does (same options), returning the metafile. */
async function metafileOf(entryPoints, external = [], extra = {}) {
  const result = await esbuild.build({
    entryPoints,
    bundle: true,
    minifyIdentifiers: true,
    minifySyntax: true,
    minifyWhitespace: true,
    treeShaking: true,
    metafile: true,
    write: false,
    outdir: join(scratch, 'out'),
    external,
    logLevel: 'silent',
    ...extra,
  });
  return result.metafile;
}

/** The bundle behind a row: its size-limit import, or a main script-tag file's entry built from dist. */
async function analyse(row) {
  if (row.import) {
    const imports = typeof row.import === 'string' ? { [row.path]: row.import } : row.import;
    const check = {
      import: Object.fromEntries(
        Object.entries(imports).map(([file, what]) => [
          isAbsolute(file) ? file : join(root, file),
          what,
        ]),
      ),
    };
    const dir = mkdtempSync(join(scratch, 'import-'));
    await processImport(check, dir);
    return { metafile: await metafileOf([check.files], row.ignore ?? []), note: '' };
  }
  const main = MAIN_FILES.find((file) => row.name === `${file.name}.js`);
  if (!main) return undefined;
  const entry = join(scratch, `${main.name}.entry.js`);
  writeFileSync(entry, main.entry);
  const metafile = await metafileOf([entry], [], {
    nodePaths: [join(root, 'node_modules')],
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  return {
    metafile,
    note: ' (the same entry bundled from dist by esbuild; the file itself is built by Vite)',
  };
}

/** Minified bytes per source: a module of ours (`core/schema/compile`) or a dependency (`lit-html`). */
function breakdown(metafile) {
  const groups = new Map();
  for (const output of Object.values(metafile.outputs)) {
    for (const [input, { bytesInOutput }] of Object.entries(output.inputs)) {
      const group = input.includes('node_modules/')
        ? input.replace(/^.*node_modules\/((@[^/]+\/)?[^/]+)\/.*$/, '$1')
        : /^packages\/\w+\/dist\//.test(input)
          ? input.replace(/^packages\/(\w+)\/dist\/(.*)\.m?js$/, '$1/$2')
          : '(entry)';
      groups.set(group, (groups.get(group) ?? 0) + bytesInOutput);
    }
  }
  return [...groups].filter(([, bytes]) => bytes > 0).sort((a, b) => b[1] - a[1]);
}

const SHOWN = 14;
for (const result of results) {
  const row = rows.find((candidate) => candidate.name === result.name);
  if (!row || !(result.size > 0)) continue;
  const analysis = await analyse(row);
  if (!analysis) continue;
  const groups = breakdown(analysis.metafile);
  const total = groups.reduce((sum, [, bytes]) => sum + bytes, 0);
  console.log(`\n${result.name}: where the bytes go${analysis.note}`);
  console.log(`  ${pad('minified', 8)} ${pad('share', 6)} ${pad('≈ gzip', 7)}  module`);
  const line = (label, bytes) =>
    console.log(
      `  ${pad(bytes, 8)} ${pad(((100 * bytes) / total).toFixed(1), 5)}% ${pad(Math.round((result.size * bytes) / total), 7)}  ${label}`,
    );
  for (const [group, bytes] of groups.slice(0, SHOWN)) line(group, bytes);
  const rest = groups.slice(SHOWN);
  if (rest.length > 0)
    line(
      `${rest.length} more modules`,
      rest.reduce((sum, [, bytes]) => sum + bytes, 0),
    );
}
rmSync(scratch, { recursive: true, force: true });

// --- nothing shipped may need 'unsafe-eval': every built file of every package ------------
const shipped = (dir) =>
  existsSync(dir)
    ? readdirSync(dir, { withFileTypes: true, recursive: true })
        .filter((entry) => entry.isFile() && /\.m?js$/.test(entry.name))
        .map((entry) => join(entry.parentPath ?? entry.path, entry.name))
    : [];
const files = ['core', 'elements', 'react'].flatMap((name) =>
  shipped(join(root, `packages/${name}/dist`)),
);
const evaluating = files.filter((file) =>
  /\beval\s*\(|\bnew\s+Function\s*\(|\bFunction\s*\(\s*['"`]/.test(readFileSync(file, 'utf8')),
);
failed ||= evaluating.length > 0 || files.length === 0;
console.log(
  evaluating.length > 0
    ? `\nFAIL eval / new Function found in: ${evaluating.join(', ')}`
    : `\nok   no eval / new Function in ${files.length} shipped files`,
);
process.exit(failed ? 1 : 0);
