/**
 * The Next.js chat host (test/e2e/hosts/next-chat) for the end-to-end tests: built with
 * `next build` once and kept until a source of it or a package's `dist/` changes (the
 * build's folder is gitignored), served by `next start` on a free loopback port, talking to
 * a real MCP server (the demo's SDK 1.32 server, 2025-11-25 pushes) on another.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createLegacyHandler } from '../../../demo/server/legacy-demo-server.js';
import { readBody } from '../../../demo/server/node-bridge.js';
import { ensureBuilt, repoRoot } from '../support/artefacts.js';

const hostRoot = join(repoRoot, 'test/e2e/hosts/next-chat');
const nextBin = join(repoRoot, 'node_modules/next/dist/bin/next');
/** What the last build was made from, next to it. */
const stampFile = join(hostRoot, '.next/elicit-kit-stamp.json');

/** The host's look: the kit's shadcn preset or none (see the host's next.config.ts). */
export type Look = 'shadcn' | 'none';

/** What Next.js itself writes into the host's folder. */
const WRITTEN_BY_NEXT = new Set(['.next', 'cache', 'next-env.d.ts', 'node_modules']);

/** The newest modification time below `path`, what Next.js writes aside. */
function newest(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path)
    .filter((entry) => !WRITTEN_BY_NEXT.has(entry))
    .reduce((latest, entry) => Math.max(latest, newest(join(path, entry))), stat.mtimeMs);
}

/** The host's look when none is asked for: the preset once the elements package ships it (as its next.config.ts decides). */
function defaultLook(): Look {
  try {
    createRequire(join(hostRoot, 'next.config.ts')).resolve(
      '@elicit-kit/elements/themes/shadcn.css',
    );
    return 'shadcn';
  } catch {
    return 'none';
  }
}

/** What a build depends on: the host's files, the packages' output, the lockfile, the look. */
function inputs(look: Look): string {
  const paths = [
    hostRoot,
    ...['core', 'elements', 'react', 'relay'].map((name) =>
      join(repoRoot, 'packages', name, 'dist'),
    ),
    join(repoRoot, 'package-lock.json'),
  ];
  return JSON.stringify({ look, newest: Math.max(...paths.map(newest)) });
}

function run(command: string, args: readonly string[], env: NodeJS.ProcessEnv): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: hostRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(new Error(`${args.join(' ')} failed (exit ${code}):\n${output}`)),
    );
  });
}

/** Builds the packages' `dist/` and the host unless the last build is of the same inputs. */
export async function ensureHostBuilt(look: Look = defaultLook()): Promise<void> {
  await ensureBuilt(['core', 'elements', 'react', 'relay']);
  const stamp = inputs(look);
  if (existsSync(stampFile) && readFileSync(stampFile, 'utf8') === stamp) return;
  console.log('      (building the Next.js chat host: next build)');
  await run(process.execPath, [nextBin, 'build'], {
    NEXT_TELEMETRY_DISABLED: '1',
    NEXT_CHAT_LOOK: look,
  });
  writeFileSync(stampFile, stamp);
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/** The MCP server the host's MCP client talks to, and every answer it received. */
export interface McpSite {
  readonly url: string;
  /** The JSON-RPC responses (answers to its `elicitation/create` pushes) it received. */
  readonly answers: unknown[];
  close(): Promise<void>;
}

/** The demo's 2025-11-25 server (`book_table` asks a form) on a free loopback port. */
export async function startMcpServer(): Promise<McpSite> {
  const legacy = createLegacyHandler();
  const answers: unknown[] = [];
  const server: Server = createServer((req, res) => {
    void (async () => {
      const raw = req.method === 'POST' ? (await readBody(req)).toString('utf8') : '';
      const body = raw ? (JSON.parse(raw) as unknown) : undefined;
      if (typeof body === 'object' && body !== null && 'result' in body) answers.push(body);
      await legacy.handle(req, res, body);
    })().catch(() => {
      if (!res.headersSent) res.writeHead(500);
      res.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/legacy-mcp`,
    answers,
    async close() {
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      await legacy.close();
      await closed;
    },
  };
}

/** A running `next start` of the host. */
export interface NextHost {
  readonly url: string;
  /** What the server printed so far (for failure messages). */
  output(): string;
  close(): Promise<void>;
}

/** Starts the built host on a free loopback port, its MCP client pointed at `mcpUrl`. */
export async function startNextHost(mcpUrl: string): Promise<NextHost> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [nextBin, 'start', '-H', '127.0.0.1', '-p', String(port)],
    {
      cwd: hostRoot,
      env: { ...process.env, MCP_URL: mcpUrl, NEXT_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  // Never outlive the test process, even when a hook failed before close().
  const stop = () => child.kill('SIGKILL');
  process.once('exit', stop);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const url = `http://127.0.0.1:${port}`;
  const exited = new Promise<never>((_, reject) =>
    child.once('exit', (code) => reject(new Error(`next start exited (${code}):\n${output}`))),
  );
  let exitedYet = false;
  child.once('exit', () => (exitedYet = true));
  const ready = (async () => {
    while (!exitedYet) {
      const response = await fetch(url, { method: 'HEAD' }).catch(() => undefined);
      if (response) return;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  })();
  await Promise.race([ready, exited]);
  exited.catch(() => {});
  return {
    url,
    output: () => output,
    async close() {
      process.off('exit', stop);
      if (child.exitCode !== null) return;
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await gone;
    },
  };
}
