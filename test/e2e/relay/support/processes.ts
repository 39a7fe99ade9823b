/** Starts and stops host processes (support/process-host.ts), each its own `node`. */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { repoRoot } from '../../support/artefacts.js';

/** A running host process. */
export interface HostProcess {
  readonly origin: string;
  readonly child: ChildProcess;
  stop(): Promise<void>;
}

/** Spawns one host process on `redisUrl` and waits for its port. */
export function startHostProcess(redisUrl: string): Promise<HostProcess> {
  const child = spawn(
    process.execPath,
    [
      '--conditions=elicit-kit-source',
      '--expose-gc',
      '--import',
      'tsx',
      join(repoRoot, 'test/e2e/relay/support/process-host.ts'),
      redisUrl,
    ],
    {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`host process did not start:\n${output}`)),
      30_000,
    );
    child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const port = /listening (\d+)/.exec(output)?.[1];
      if (!port) return;
      clearTimeout(timer);
      resolve({
        origin: `http://127.0.0.1:${port}`,
        child,
        async stop() {
          if (child.exitCode !== null || child.signalCode !== null) return;
          const exited = new Promise((done) => child.once('exit', done));
          child.kill('SIGTERM');
          const timeout = setTimeout(() => child.kill('SIGKILL'), 5000);
          await exited;
          clearTimeout(timeout);
        },
      });
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`host process exited with ${code}:\n${output}`));
    });
  });
}
