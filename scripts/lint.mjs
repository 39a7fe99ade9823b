// The field's own checks, each must find nothing: ESLint (eslint.config.js), lit-analyzer over
// the elements' templates, Prettier in check mode, knip (knip.jsonc: unused files, exports,
// types and dependencies). `npm run lint` runs all four; scripts/test.mjs
// runs each as one check of `npm test`.
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

export const lintChecks = [
  { name: 'eslint', command: ['npx', 'eslint', '--max-warnings', '0', '.'] },
  {
    name: 'lit-analyzer',
    command: [
      'npx',
      'lit-analyzer',
      'packages/elements/src',
      '--strict',
      '--maxWarnings',
      '0',
      '--noColor',
      // lit accepts an object with handleEvent() as a listener (lit.dev, "Events"); the analyzer
      // wants a function (runem/lit-analyzer#332, open): the one rule off, for that reason alone.
      '--rules.no-noncallable-event-binding',
      'off',
    ],
  },
  { name: 'prettier', command: ['npx', 'prettier', '--check', '--log-level', 'warn', '.'] },
  { name: 'knip', command: ['npx', 'knip', '--no-progress'] },
];

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  let failed = 0;
  for (const check of lintChecks) {
    const started = performance.now();
    const run = spawnSync(check.command[0], check.command.slice(1), { stdio: 'inherit' });
    const seconds = ((performance.now() - started) / 1000).toFixed(1);
    console.log(`${check.name}: ${run.status === 0 ? 'clean' : 'findings'} (${seconds} s)`);
    if (run.status !== 0) failed += 1;
  }
  process.exit(failed > 0 ? 1 : 0);
}
