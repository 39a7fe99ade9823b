// Size budgets: bundles each entry with esbuild (minified, ESM), gzips it at level 9 and
// fails when a budget is overrun. Byte counts are deterministic for a given lock file.
import { build } from 'esbuild';
import { gzipSync } from 'node:zlib';

const entries = [
  {
    name: '@elicit-kit/core (everything exported)',
    stdin: "export * from './packages/core/src/index.ts';",
    external: [],
    budget: 6 * 1024,
  },
  {
    name: '@elicit-kit/elements define (lit external)',
    stdin: "export * from './packages/elements/src/index.ts'; import './packages/elements/src/define.ts';",
    external: ['lit', 'lit/*', '@lit/*'],
    budget: undefined,
    optional: true,
  },
];

let failed = false;
for (const entry of entries) {
  let output;
  try {
    const result = await build({
      stdin: { contents: entry.stdin, resolveDir: process.cwd(), loader: 'ts' },
      bundle: true,
      minify: true,
      format: 'esm',
      target: 'es2022',
      write: false,
      external: entry.external,
      legalComments: 'none',
      logLevel: 'silent',
    });
    output = result.outputFiles[0].contents;
  } catch (error) {
    if (entry.optional) {
      console.log(`${entry.name}: not measured (${error.message.split('\n')[0]})`);
      continue;
    }
    throw error;
  }
  const gzip = gzipSync(output, { level: 9 }).length;
  const budget = entry.budget ? ` / budget ${entry.budget} B` : '';
  const over = entry.budget !== undefined && gzip > entry.budget;
  failed ||= over;
  const text = new TextDecoder().decode(output);
  const forbidden = /\beval\s*\(|new\s+Function\s*\(/.test(text);
  failed ||= forbidden;
  console.log(
    `${over ? 'OVER' : 'ok  '} ${entry.name}: ${output.length} B minified, ${gzip} B gzipped${budget}` +
      (forbidden ? ' — contains eval or new Function' : ''),
  );
}
process.exit(failed ? 1 : 0);
