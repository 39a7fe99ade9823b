// Packs the workspace packages as npm would publish them and installs the tarballs into
// fresh apps outside the repository, offline: each tarball is unpacked into the app's
// node_modules, and every other dependency (the tarballs' own, the app's vite, react,
// vue, typescript, …) is a symlink to what `npm ci` installed for the repository. An
// undeclared dependency of a package therefore fails to resolve, as it would for a user.
// Used by the packaging suite (test/e2e/packaging) and scripts/app-sizes.mjs.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, symlinkSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';

/** The repository root. */
export const repoRoot = resolve(import.meta.dirname, '..');

const readJson = (path) => JSON.parse(readFileSync(path, 'utf8'));

/** The workspace packages, as the root package.json lists them: `{ name, dir, manifest }`. */
export function workspacePackages(root = repoRoot) {
  return readJson(join(root, 'package.json')).workspaces.map((workspace) => {
    const dir = join(root, workspace);
    const manifest = readJson(join(dir, 'package.json'));
    return { name: manifest.name, dir, manifest };
  });
}

/**
 * `npm pack` of every workspace package into `destination` (no network: packing reads
 * only the package folder). Returns npm's own report per package (`name`, `version`,
 * `files` with each path, `size`, `unpackedSize`) plus `tarball`, the absolute path.
 */
export function packWorkspaces(destination, root = repoRoot) {
  mkdirSync(destination, { recursive: true });
  const output = execFileSync(
    'npm',
    ['pack', '--workspaces', '--json', '--pack-destination', destination, '--silent'],
    {
      cwd: root,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  return JSON.parse(output).map((report) => ({
    ...report,
    tarball: join(destination, report.filename),
  }));
}

/** Every declared dependency (and devDependency) of an app, by name. */
function appDependencies(appDir) {
  const manifest = readJson(join(appDir, 'package.json'));
  return [
    ...Object.keys(manifest.dependencies ?? {}),
    ...Object.keys(manifest.devDependencies ?? {}),
  ];
}

/** Links `node_modules/.bin/<name>` for each `bin` of an installed package, as npm does. */
function linkBins(nodeModules, name) {
  const manifest = readJson(join(nodeModules, name, 'package.json'));
  const bins =
    typeof manifest.bin === 'string'
      ? { [manifest.name.split('/').pop()]: manifest.bin }
      : (manifest.bin ?? {});
  for (const [bin, file] of Object.entries(bins)) {
    const link = join(nodeModules, '.bin', bin);
    if (existsSync(link)) continue;
    mkdirSync(dirname(link), { recursive: true });
    symlinkSync(join('..', name, file), link);
  }
}

/**
 * Installs an app's dependencies into `<appDir>/node_modules`: a workspace package from its
 * tarball (`tarballs`: name → .tgz path), with its own dependencies in turn; anything else
 * as a symlink into the repository's node_modules. Fails when a dependency is installed
 * nowhere or a tarball's peer dependency is not among the app's. Returns the installed names.
 */
export function installApp(appDir, tarballs, root = repoRoot) {
  const nodeModules = join(appDir, 'node_modules');
  const installed = new Set();
  const peers = [];
  const queue = appDependencies(appDir).map((name) => ({ name, by: 'the app' }));
  while (queue.length > 0) {
    const { name, by } = queue.shift();
    if (installed.has(name)) continue;
    installed.add(name);
    const target = join(nodeModules, name);
    mkdirSync(dirname(target), { recursive: true });
    const tarball = tarballs.get(name);
    if (tarball) {
      mkdirSync(target, { recursive: true });
      execFileSync('tar', ['-xzf', tarball, '-C', target, '--strip-components=1']);
      const manifest = readJson(join(target, 'package.json'));
      for (const dependency of Object.keys(manifest.dependencies ?? {}))
        queue.push({ name: dependency, by: name });
      for (const peer of Object.keys(manifest.peerDependencies ?? {})) {
        if (!manifest.peerDependenciesMeta?.[peer]?.optional) peers.push({ peer, by: name });
      }
    } else {
      const source = join(root, 'node_modules', name);
      if (!existsSync(source))
        throw new Error(
          `${name} (needed by ${by}) is not installed in the repository: add it to package.json`,
        );
      symlinkSync(source, target, 'dir');
    }
    linkBins(nodeModules, name);
  }
  const missing = peers.filter(({ peer }) => !installed.has(peer));
  if (missing.length > 0)
    throw new Error(
      `missing peer dependencies: ${missing.map(({ peer, by }) => `${peer} (of ${by})`).join(', ')}`,
    );
  return [...installed].sort();
}

/**
 * Runs one npm script of an app the way `npm run <script>` would, one `&&` step at a time,
 * with `node_modules/.bin` first on the PATH. Resolves with each step's command, exit code
 * and output (never rejects: a failing step is reported and ends the script).
 */
export async function runAppScript(appDir, script) {
  const command = readJson(join(appDir, 'package.json')).scripts?.[script];
  if (!command) throw new Error(`${appDir} has no "${script}" script`);
  const steps = [];
  for (const step of command.split('&&').map((part) => part.trim())) {
    const result = await run(step, appDir);
    steps.push(result);
    if (result.code !== 0) break;
  }
  return steps;
}

function run(command, cwd) {
  return new Promise((done) => {
    const started = Date.now();
    const child = spawn(command, {
      cwd,
      shell: true,
      env: {
        ...process.env,
        PATH: `${join(cwd, 'node_modules/.bin')}:${process.env.PATH}`,
        NODE_OPTIONS: '',
        FORCE_COLOR: '0',
        NO_COLOR: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) =>
      done({ command, code: code ?? 1, output, seconds: (Date.now() - started) / 1000 }),
    );
  });
}

/** Every file below `dir`, relative to it, with `/` separators. */
export function filesBelow(dir, prefix = '') {
  return readdirSync(join(dir, prefix), { withFileTypes: true }).flatMap((entry) => {
    const path = prefix ? `${prefix}/${entry.name}` : entry.name;
    return entry.isDirectory() ? filesBelow(dir, path) : [path];
  });
}
