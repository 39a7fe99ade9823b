/**
 * A real `redis-server` (Debian's package; `.ci/run` installs it) for one test file: a
 * free loopback port, a temporary directory, no persistence; killed by `stop()`.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A running redis-server. */
export interface RedisServer {
  readonly url: string;
  readonly port: number;
  /** Kills it (SIGKILL: the way a crash looks to the clients) and removes its directory. */
  stop(): Promise<void>;
}

/** A port nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address
          ? resolve(address.port)
          : reject(new Error('no port')),
      );
    });
  });
}

/** Starts redis-server (REDIS_SERVER or /usr/bin/redis-server) and waits until it accepts connections; `extra` adds arguments for its port. */
export async function startRedis(
  port?: number,
  extra: (port: number) => string[] = () => [],
): Promise<RedisServer> {
  const chosen = port ?? (await freePort());
  const dir = mkdtempSync(join(tmpdir(), 'elicit-kit-redis-'));
  const binary = process.env['REDIS_SERVER'] ?? 'redis-server';
  const child: ChildProcess = spawn(
    binary,
    [
      '--port',
      String(chosen),
      '--bind',
      '127.0.0.1',
      '--save',
      '',
      '--appendonly',
      'no',
      '--enable-debug-command',
      'local',
      '--dir',
      dir,
      ...extra(chosen),
    ],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`redis-server did not start:\n${output}`)),
      10_000,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready to accept connections')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('error', (error) => {
      clearTimeout(timer);
      reject(
        new Error(
          `cannot run ${binary} (install Debian's redis-server, or set REDIS_SERVER): ${error.message}`,
        ),
      );
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`redis-server exited with ${code}:\n${output}`));
    });
  });
  return {
    url: `redis://127.0.0.1:${chosen}`,
    port: chosen,
    async stop() {
      if (child.exitCode === null && child.signalCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGKILL');
        await exited;
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
