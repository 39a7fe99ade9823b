/**
 * Builds and starts an xmcp 1.1 app as its users do (`xmcp build`, then `node dist/http.js`;
 * `dist/stdio.js` is built too):
 * the app is this folder's `xmcp-tools/`, built offline into a fresh `.tmp-xmcp-<pid>/`
 * (git-ignored) at the repository root, where `zod`, `xmcp` and its compiler resolve from
 * the repository's node_modules. The port is fixed at build time, so it is chosen first.
 */
import { spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { freePort } from './legacy-client.js';

const ROOT = resolve(import.meta.dirname, '../../../../..');
const TOOLS = resolve(import.meta.dirname, '../xmcp-tools');

export interface XmcpApp {
  /** The HTTP endpoint of `dist/http.js` (stateless: 2026-07-28 rounds). */
  readonly url: string;
  /** `dist/stdio.js`, for a 2025-11-25 session (its HTTP transport keeps no session, so pushes fail there). */
  readonly stdio: { readonly command: string; readonly args: string[]; readonly cwd: string };
  close(): Promise<void>;
}

/** The app's config: its tools from xmcp-tools/, HTTP on `port`, `.js` specifiers resolved to `.ts` (the repository's style). */
function config(port: number): string {
  return `export default {
  http: { port: ${port}, host: '127.0.0.1' },
  stdio: true,
  paths: { tools: ${JSON.stringify(TOOLS)}, prompts: false, resources: false },
  typescript: { skipTypeCheck: true },
  bundler: (rspack: { resolve?: object }) => ({ ...rspack, resolve: { ...rspack.resolve, extensionAlias: { '.js': ['.ts', '.js'] } } }),
};
`;
}

export async function startXmcpApp(): Promise<XmcpApp> {
  const dir = join(ROOT, `.tmp-xmcp-${process.pid}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir);
  const port = await freePort();
  writeFileSync(
    join(dir, 'package.json'),
    '{ "name": "xmcp-library", "private": true, "type": "module" }\n',
  );
  writeFileSync(
    join(dir, 'tsconfig.json'),
    '{ "compilerOptions": { "target": "ES2022", "module": "ESNext", "moduleResolution": "bundler", "strict": true, "skipLibCheck": true } }\n',
  );
  writeFileSync(join(dir, 'xmcp.config.ts'), config(port));
  const built = spawnSync(
    process.execPath,
    [join(ROOT, 'node_modules/xmcp/dist/cli.js'), 'build'],
    { cwd: dir, encoding: 'utf8', env: { ...process.env, NO_COLOR: '1' } },
  );
  if (built.status !== 0) {
    rmSync(dir, { recursive: true, force: true });
    throw new Error(`xmcp build failed (${built.status}):\n${built.stdout}\n${built.stderr}`);
  }
  const child = spawn(process.execPath, ['dist/http.js'], {
    cwd: dir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString('utf8')));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  const url = `http://127.0.0.1:${port}/mcp`;
  for (let attempt = 0; ; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`xmcp's dist/http.js exited:\n${output}`);
    if (
      await fetch(url, { method: 'GET' }).then(
        () => true,
        () => false,
      )
    )
      break;
    if (attempt > 200) {
      child.kill('SIGTERM');
      throw new Error(`xmcp's dist/http.js did not listen:\n${output}`);
    }
    await new Promise((done) => setTimeout(done, 50));
  }
  return {
    url,
    stdio: { command: process.execPath, args: ['dist/stdio.js'], cwd: dir },
    async close() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
