/**
 * Runs a server script on the pinned Node 22 (the `node` devDependency's binary), for
 * libraries that need it (mcp-use, @mastra/mcp): `node --import tsx <script>`, which
 * prints `LISTENING <url>` once it serves. One process per test file, stopped in `after`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';

const NODE_22 = join(
  'node_modules',
  'node',
  'bin',
  process.platform === 'win32' ? 'node.exe' : 'node',
);

export interface ChildServer {
  readonly url: string;
  /** What the server wrote to stderr so far (for failure messages). */
  readonly stderr: () => string;
  close(): Promise<void>;
}

/** Starts `script` on Node 22 with `env` added; rejects with its output when it exits or stays silent for 60 s. */
export function startOnNode22(
  script: string,
  env: Readonly<Record<string, string>> = {},
): Promise<ChildServer> {
  if (!existsSync(NODE_22)) throw new Error(`${NODE_22} is missing: run npm ci`);
  const child: ChildProcess = spawn(NODE_22, ['--import', 'tsx', script], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...env },
  });
  let stdout = '';
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString('utf8')));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`${script} did not start:\n${stdout}\n${stderr}`)),
      60_000,
    );
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`${script} exited (${code}):\n${stdout}\n${stderr}`));
    });
    child.stdout!.on('data', (chunk: Buffer) => {
      stdout += chunk.toString('utf8');
      const url = /^LISTENING (\S+)$/m.exec(stdout)?.[1];
      if (!url) return;
      clearTimeout(timer);
      resolve({
        url,
        stderr: () => stderr,
        async close() {
          if (child.exitCode === null) child.kill('SIGTERM');
          await exited;
        },
      });
    });
  });
}
