/**
 * A real 3-master Redis Cluster for one test file: three Debian `redis-server`s with
 * `cluster-enabled yes` on free loopback ports, joined by `redis-cli --cluster create`
 * (Debian's redis-tools, which redis-server depends on), ready once every node reports
 * `cluster_state:ok`; killed by `stop()`.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { freePort, startRedis, type RedisServer } from './redis-server.js';

const run = promisify(execFile);
const cli = process.env['REDIS_CLI'] ?? 'redis-cli';

/** A running cluster: `rootNodes` for node-redis `createCluster`, and its three nodes. */
export interface RedisCluster {
  readonly rootNodes: readonly { readonly url: string }[];
  readonly nodes: readonly RedisServer[];
  /** Kills every node and removes their directories. */
  stop(): Promise<void>;
}

/** Runs redis-cli against one node and returns its output. */
export async function redisCli(port: number, ...args: string[]): Promise<string> {
  const { stdout } = await run(cli, ['-h', '127.0.0.1', '-p', String(port), ...args]);
  return stdout;
}

/** Starts three masters, joins them and waits until the cluster serves every slot. */
export async function startRedisCluster(): Promise<RedisCluster> {
  const dir = mkdtempSync(join(tmpdir(), 'elicit-kit-cluster-'));
  const nodes: RedisServer[] = [];
  const stop = async () => {
    await Promise.all(nodes.map((node) => node.stop()));
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    for (let n = 0; n < 3; n++) {
      // The bus port too is a free one (by default it is the port + 10000, which may be taken).
      const bus = await freePort();
      nodes.push(
        await startRedis(undefined, (port) => [
          '--cluster-enabled',
          'yes',
          '--cluster-port',
          String(bus),
          '--cluster-config-file',
          join(dir, `nodes-${port}.conf`),
        ]),
      );
    }
    const addresses = nodes.map((node) => `127.0.0.1:${node.port}`);
    await run(cli, [
      '--cluster',
      'create',
      ...addresses,
      '--cluster-replicas',
      '0',
      '--cluster-yes',
    ]);
    for (const node of nodes) {
      for (
        let tries = 0;
        !(await redisCli(node.port, 'CLUSTER', 'INFO')).includes('cluster_state:ok');
        tries++
      ) {
        if (tries > 200)
          throw new Error(`cluster node ${node.port} never reached cluster_state:ok`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    }
  } catch (error) {
    await stop();
    throw error;
  }
  return { rootNodes: nodes.map((node) => ({ url: node.url })), nodes, stop };
}
