/**
 * Builds a host app with Vite's JS API into a temporary folder and serves it from a
 * the shared static server (test/e2e/support/static-server.ts), for the framework e2e tests.
 *
 * The apps are built against the packages' published output, `packages/<name>/dist`
 * (what `npm install @elicit-kit/…` gives users), never their `src/`: the build does not
 * set the `elicit-kit-source` condition, and a spy plugin fails the build if any module of
 * ours is read from anywhere but a `dist/` folder. Call `ensurePackagesBuilt()`
 * (`test/e2e/support/artefacts.ts`) first; it rebuilds `dist/` only when it is stale.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, normalize, relative, sep } from 'node:path';
import { build, type InlineConfig, type Plugin } from 'vite';
import { repoRoot } from '../support/artefacts.js';
import { serveStatic, type Route, type StaticServer } from '../support/static-server.js';

/** What one host build used and emitted, for asserting it ran against `dist/`. */
export interface HostBuild {
  /** The folder the app was written to (deleted by the server's `close()`). */
  readonly outDir: string;
  /** Every `@elicit-kit/*` import specifier and the file it resolved to, relative to the repository root. */
  readonly resolutions: ReadonlyMap<string, string>;
  /** Every module of `packages/` in the bundle, relative to the repository root. */
  readonly packageModules: readonly string[];
  /** The emitted JavaScript, all chunks joined. */
  readonly code: string;
}

/** The last build of each host root, so a test can inspect it after the suite served it. */
const builds = new Map<string, HostBuild>();

/** The last `buildHost` result for `root`, if it was built in this process. */
export function lastHostBuild(root: string): HostBuild | undefined {
  return builds.get(normalize(root));
}

/**
 * Whether a repository path is a module of ours that npm users never get: anything under
 * `packages/<name>/` outside its `dist/` (its installed dependencies aside).
 */
function isUnpublishedModule(repoPath: string): boolean {
  return /^packages\/[^/]+\/(?!dist\/|node_modules\/)/.test(repoPath);
}

/** Records how `@elicit-kit/*` resolved, which package modules were bundled, and the output. */
function publishedOutputSpy(record: {
  resolutions: Map<string, string>;
  packageModules: string[];
  chunks: string[];
}): Plugin {
  const repoPath = (id: string): string =>
    relative(repoRoot, id.split('?')[0]!).split(sep).join('/');
  return {
    name: 'elicit-kit-e2e-published-output-spy',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!source.startsWith('@elicit-kit/')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (resolved) record.resolutions.set(source, repoPath(resolved.id));
      return resolved;
    },
    buildEnd() {
      for (const id of this.getModuleIds()) {
        const path = repoPath(id);
        if (path.startsWith('packages/')) record.packageModules.push(path);
      }
      const unpublished = record.packageModules.filter(isUnpublishedModule);
      if (unpublished.length > 0)
        this.error(`the host bundled package sources instead of dist/: ${unpublished.join(', ')}`);
    },
    generateBundle(_, bundle) {
      for (const output of Object.values(bundle))
        if (output.type === 'chunk') record.chunks.push(output.code);
    },
  };
}

/**
 * Builds `root` (its `index.html`) into a fresh temp folder and returns the folder.
 * `@elicit-kit/*` resolve as for npm users, to `packages/<name>/dist` (build them first
 * with `ensurePackagesBuilt()`); the build fails if any package module comes from elsewhere.
 */
export async function buildHost(root: string, config: InlineConfig = {}): Promise<string> {
  const outDir = await mkdtemp(join(tmpdir(), 'elicit-host-'));
  const record = {
    resolutions: new Map<string, string>(),
    packageModules: [] as string[],
    chunks: [] as string[],
  };
  try {
    await build({
      root,
      configFile: false,
      logLevel: 'silent',
      ...config,
      plugins: [publishedOutputSpy(record), ...(config.plugins ?? [])],
      build: { outDir, emptyOutDir: true, target: 'es2022', minify: false, ...config.build },
    });
  } catch (error) {
    await rm(outDir, { recursive: true, force: true });
    throw error;
  }
  builds.set(normalize(root), {
    outDir,
    resolutions: record.resolutions,
    packageModules: [...new Set(record.packageModules)].sort(),
    code: record.chunks.join('\n'),
  });
  return outDir;
}

/** Serves a built host folder with the shared static server; `close()` deletes the folder. */
export function serveBuilt(dir: string, route?: Route): Promise<StaticServer> {
  return serveStatic({ dir, route, removeDirOnClose: true });
}
