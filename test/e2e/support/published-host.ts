/**
 * Checks that a host app was built against the packages' published output: how every
 * `@elicit-kit/*` import resolved, which package modules went into the bundle, and that
 * the emitted JavaScript names no package source path.
 */
import { expect } from 'chai';
import { lastHostBuild } from '../hosts/serve.js';

/**
 * Asserts the last `buildHost(root)` of this process resolved `@elicit-kit/*` exactly as
 * `resolutions` says (specifier → file relative to the repository root) and bundled
 * modules of `packages/<name>/dist` only, and that its code names those and no
 * `packages/<name>/src/` path.
 */
export function expectBuiltFromDist(
  root: string,
  resolutions: Readonly<Record<string, string>>,
): void {
  const build = lastHostBuild(root);
  expect(build, `no build of ${root} in this run`).to.not.equal(undefined);
  expect(Object.fromEntries(build!.resolutions)).to.deep.equal(resolutions);
  expect(build!.packageModules).to.not.deep.equal([]);
  expect(
    build!.packageModules.filter((path) => !/^packages\/(core|elements|react)\/dist\//.test(path)),
  ).to.deep.equal([]);
  // Unminified output names each bundled module in a comment (`// packages/core/dist/…`):
  // there must be such names, and none of a source file.
  expect(build!.code).to.match(/packages\/core\/dist\//);
  expect(build!.code.match(/packages\/(core|elements|react)\/src\/[\w./-]*/g) ?? []).to.deep.equal(
    [],
  );
}
