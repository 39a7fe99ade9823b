/**
 * Keeps the published build output (`packages/<name>/dist`, what npm users get) in step
 * with the sources for the end-to-end tests that run against it: builds through
 * `scripts/build.mjs` only what is missing or older than its sources, once, so `npm test`
 * works on a fresh clone and repeated runs do not rebuild.
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { scriptTagFiles } from '../../../scripts/script-tag-files.mjs';

/** The repository root. */
export const repoRoot = resolve(import.meta.dirname, '../../..');

/** A step of `scripts/build.mjs`: one package's npm build, or the script-tag files. */
export type Artefact = 'core' | 'elements' | 'react' | 'relay' | 'bundle';

/** Dependency order, the order `scripts/build.mjs` must run them in (declarations read their dependencies' dist). */
const ORDER: readonly Artefact[] = ['core', 'elements', 'react', 'relay', 'bundle'];

/** Files that change what every build emits. */
const SHARED_INPUTS = [
  'vite.config.ts',
  'scripts/build.mjs',
  'scripts/script-tag-files.mjs',
  'tsconfig.json',
];

/** What each step reads, and the files it writes that prove it ran to the end. */
const STEPS: Readonly<
  Record<Artefact, { readonly inputs: readonly string[]; readonly outputs: readonly string[] }>
> = {
  core: packageStep('core'),
  elements: packageStep('elements'),
  react: packageStep('react'),
  relay: packageStep('relay'),
  bundle: {
    inputs: ['packages/core/src', 'packages/elements/src', ...SHARED_INPUTS],
    // Both main files, their ESM twins and every locale add-on (one per locale file, discovered).
    outputs: scriptTagFiles().map((file) => `packages/elements/dist/${file}`),
  },
};

function packageStep(name: string): { inputs: string[]; outputs: string[] } {
  const dir = `packages/${name}`;
  return {
    inputs: [`${dir}/src`, `${dir}/package.json`, `${dir}/tsconfig.build.json`, ...SHARED_INPUTS],
    // Vite writes the JavaScript, then tsc the declarations.
    outputs: [`${dir}/dist/index.js`, `${dir}/dist/index.d.ts`],
  };
}

/** The newest modification time of a file, or of any file below a folder (0 when absent). */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce(
    (latest, entry) => Math.max(latest, newest(join(path, entry))),
    stat.mtimeMs,
  );
}

/** Whether a step's output is missing or older than any of its inputs. */
function isStale(artefact: Artefact): boolean {
  const { inputs, outputs } = STEPS[artefact];
  const paths = outputs.map((file) => join(repoRoot, file));
  if (!paths.every((path) => existsSync(path))) return true;
  const built = Math.min(...paths.map((path) => statSync(path).mtimeMs));
  return inputs.some((input) => newest(join(repoRoot, input)) > built);
}

/** Runs `node scripts/build.mjs <steps…>`; rejects with its output when it fails. */
function runBuild(steps: readonly Artefact[]): Promise<void> {
  return new Promise((done, fail) => {
    // Plain `node`: the build sets the source condition itself (vite.config.ts).
    const child = spawn(process.execPath, ['scripts/build.mjs', ...steps], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
    child.on('error', fail);
    child.on('close', (code) => {
      if (code === 0) done();
      else
        fail(
          new Error(`node scripts/build.mjs ${steps.join(' ')} failed (exit ${code}):\n${output}`),
        );
    });
  });
}

/** Builds run one at a time, even when suites ask concurrently. */
let queue: Promise<unknown> = Promise.resolve();

/**
 * Builds the given artefacts whose output is missing or stale (in one `scripts/build.mjs`
 * run, dependency order) and resolves with what it rebuilt; an empty list means all
 * were fresh. Rebuilding `elements` empties `packages/elements/dist`, which also holds
 * the script-tag files, so they are then rebuilt too if they were there before.
 */
export function ensureBuilt(artefacts: readonly Artefact[] = ORDER): Promise<readonly Artefact[]> {
  const run = queue.then(async () => {
    const stale = new Set(
      ORDER.filter((artefact) => artefacts.includes(artefact) && isStale(artefact)),
    );
    if (
      stale.has('elements') &&
      STEPS.bundle.outputs.some((file) => existsSync(join(repoRoot, file)))
    )
      stale.add('bundle');
    const steps = ORDER.filter((artefact) => stale.has(artefact));
    if (steps.length > 0) {
      // A pause of half a minute deserves a word in the test log.
      const started = Date.now();
      console.log(`      (building stale artefacts: node scripts/build.mjs ${steps.join(' ')})`);
      await runBuild(steps);
      console.log(`      (built in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
    }
    return steps;
  });
  queue = run.catch(() => undefined);
  return run;
}

/** The npm packages' `dist/` (core, elements, react), as `import '@elicit-kit/…'` resolves them for users. */
export function ensurePackagesBuilt(): Promise<readonly Artefact[]> {
  return ensureBuilt(['core', 'elements', 'react']);
}
