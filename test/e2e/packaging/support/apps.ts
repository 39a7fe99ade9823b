/**
 * The fresh apps of the packaging suite: each template of test/e2e/packaging/apps is
 * copied outside the repository, filled with the README's and docs' marked code blocks
 * (support/snippets.ts), given the packed tarballs (and, by symlink, what `npm ci`
 * installed for its other dependencies), then its own `npm run build` steps run, all
 * apps two at a time. Done once per test run.
 */
import { cpSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { installApp, runAppScript, type StepResult } from '../../../../scripts/packaging.mjs';
import { packedOnce } from './packed.js';
import { applySnippets } from './snippets.js';

const templates = join(import.meta.dirname, '../apps');

/** One prepared app. */
export interface App {
  readonly name: string;
  readonly dir: string;
  /** The docs files written into it. */
  readonly snippets: readonly string[];
  /** What was installed into its node_modules. */
  readonly installed: readonly string[];
  /** Each step of its `build` script (empty for an app without one), in order. */
  readonly build: readonly StepResult[];
  /** Where the build wrote the app (`dist/`), or the app folder itself when it has no build. */
  readonly served: string;
}

let apps: Promise<ReadonlyMap<string, App>> | undefined;

/** Prepares and builds every app, once. */
export function appsOnce(): Promise<ReadonlyMap<string, App>> {
  apps ??= (async () => {
    const packed = await packedOnce();
    const prepared = readdirSync(templates)
      .sort()
      .map((name) => {
        const dir = join(packed.root, 'apps', name);
        cpSync(join(templates, name), dir, { recursive: true });
        const snippets = applySnippets(name, dir);
        const installed = installApp(dir, packed.tarballs);
        return { name, dir, snippets, installed };
      });
    const built = new Map<string, App>();
    const queue = [...prepared];
    const worker = async (): Promise<void> => {
      for (let app = queue.shift(); app; app = queue.shift()) {
        const manifest = JSON.parse(readFileSync(join(app.dir, 'package.json'), 'utf8')) as {
          scripts?: Record<string, string>;
        };
        const hasBuild = manifest.scripts?.['build'] !== undefined;
        const build = hasBuild ? await runAppScript(app.dir, 'build') : [];
        built.set(app.name, { ...app, build, served: hasBuild ? join(app.dir, 'dist') : app.dir });
      }
    };
    // Two at a time: the machines have two cores.
    await Promise.all([worker(), worker()]);
    return new Map([...built].sort(([a], [b]) => a.localeCompare(b)));
  })();
  return apps;
}
