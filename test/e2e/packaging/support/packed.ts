/**
 * The packed tarballs of every workspace package, made once per test run: the npm build
 * is brought up to date (test/e2e/support/artefacts.ts), then `npm pack --workspaces`
 * writes the tarballs into a temporary folder, removed when the process exits.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  packWorkspaces,
  workspacePackages,
  type PackReport,
  type WorkspacePackage,
} from '../../../../scripts/packaging.mjs';
import { ensureBuilt } from '../../support/artefacts.js';

export interface Packed {
  /** The temporary folder everything of this run lives in. */
  readonly root: string;
  readonly packages: readonly WorkspacePackage[];
  /** npm's pack report per package name. */
  readonly reports: ReadonlyMap<string, PackReport>;
  /** Tarball path per package name. */
  readonly tarballs: ReadonlyMap<string, string>;
}

let packed: Promise<Packed> | undefined;

/** Builds what is stale and packs every workspace package, once. */
export function packedOnce(): Promise<Packed> {
  packed ??= (async () => {
    await ensureBuilt();
    const root = mkdtempSync(join(tmpdir(), 'elicit-packaging-'));
    // Both suites share it; whichever ends last, the folder goes when the run does.
    process.once('exit', () => rmSync(root, { recursive: true, force: true }));
    const reports = packWorkspaces(join(root, 'packs'));
    return {
      root,
      packages: workspacePackages(),
      reports: new Map(reports.map((report) => [report.name, report])),
      tarballs: new Map(reports.map((report) => [report.name, report.tarball])),
    };
  })();
  return packed;
}

/**
 * The files each `exports` entry maps to, every condition included but the in-repo
 * `elicit-kit-source`: `{ subpath, condition, target }`.
 */
export function exportTargets(
  pkg: WorkspacePackage,
): { subpath: string; condition: string; target: string }[] {
  const targets: { subpath: string; condition: string; target: string }[] = [];
  const walk = (subpath: string, value: unknown, condition: string): void => {
    if (typeof value === 'string') {
      if (condition !== 'elicit-kit-source') targets.push({ subpath, condition, target: value });
    } else if (value && typeof value === 'object') {
      for (const [key, inner] of Object.entries(value)) walk(subpath, inner, key);
    }
  };
  for (const [subpath, value] of Object.entries(pkg.manifest.exports ?? {}))
    walk(subpath, value, 'default');
  return targets;
}
