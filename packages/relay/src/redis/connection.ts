/**
 * What the Redis store needs of node-redis, for one node (`createClient`) and a cluster
 * (`createCluster`) alike: commands routed by their first key, each failing after a
 * timeout rather than waiting on a stalled or partitioned Redis; scripts by SHA
 * (`EVALSHA`, loaded by `EVAL` on a node that answers `NOSCRIPT`); and the connection that
 * carries sharded channels, with a `PING` that says whether it still answers.
 */
import { createHash } from 'node:crypto';
import { TIMEOUT, within } from '../within.js';

type Listener = (message: string, channel: string) => void;
type Pingable = { sendCommand(args: readonly string[]): Promise<unknown> };

/** A node-redis client (majors 5 and 6: a `createClient()` result has it all). */
export interface RedisClientLike {
  readonly isOpen: boolean;
  readonly isReady?: boolean;
  connect(): Promise<unknown>;
  duplicate(): RedisClientLike;
  sendCommand(args: readonly string[]): Promise<unknown>;
  sSubscribe(channels: string | string[], listener: Listener): Promise<void>;
  sUnsubscribe(channels: string | string[]): Promise<void>;
  on(event: string, listener: (...args: unknown[]) => void): unknown;
  close(): Promise<void>;
  destroy(): void;
}

/** A node-redis cluster (`createCluster()`): the same, its commands routed by a key. */
export interface RedisClusterLike extends Omit<
  RedisClientLike,
  'duplicate' | 'sendCommand' | 'isReady'
> {
  readonly masters: readonly {
    readonly client?: Pingable;
    readonly pubSub?: { readonly client: Pingable; readonly connectPromise?: Promise<unknown> };
  }[];
  duplicate(): RedisClusterLike;
  sendCommand(
    firstKey: string | undefined,
    isReadonly: boolean | undefined,
    args: readonly string[],
  ): Promise<unknown>;
}

const isCluster = (target: RedisClientLike | RedisClusterLike): target is RedisClusterLike =>
  'masters' in target;

/** `work` or, after `ms`, an error saying Redis did not answer. */
export async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  const result = await within(work, ms);
  if (result === TIMEOUT) throw new Error(`Redis did not answer within ${ms} ms.`);
  return result;
}

/** Runs commands and scripts on `target`, each given up after `timeoutMs`. */
export function commander(target: RedisClientLike | RedisClusterLike, timeoutMs: number) {
  const send = isCluster(target)
    ? (key: string, args: readonly string[]) => target.sendCommand(key, false, args)
    : (_key: string, args: readonly string[]) => target.sendCommand(args);
  const command = (key: string, args: readonly string[]) => withTimeout(send(key, args), timeoutMs);
  return {
    command,
    /** A script: `run(keys, argv)` sends its SHA, and its text only to a node that does not know it yet. */
    script(this: void, source: string) {
      const sha = createHash('sha1').update(source).digest('hex');
      return async (keys: readonly string[], argv: readonly string[]): Promise<unknown> => {
        const rest = [String(keys.length), ...keys, ...argv];
        try {
          return await command(keys[0]!, ['EVALSHA', sha, ...rest]);
        } catch (error) {
          if (!String((error as Error | undefined)?.message).startsWith('NOSCRIPT')) throw error;
          return command(keys[0]!, ['EVAL', source, ...rest]);
        }
      };
    },
  };
}

/** Whether `connection` answers a PING within `ms` (one still connecting gets that long to connect). */
async function ping(
  connection: Pingable,
  ms: number,
  connecting?: Promise<unknown>,
): Promise<void> {
  if (connecting) await withTimeout(connecting, ms);
  await withTimeout(connection.sendCommand(['PING']), ms);
}

/** Pings every connection that carries `target`'s channels. */
export async function pingChannels(
  target: RedisClientLike | RedisClusterLike,
  ms: number,
): Promise<void> {
  if (!isCluster(target)) return ping(target, ms);
  await Promise.all(
    target.masters.map(
      async (master) =>
        master.pubSub && ping(master.pubSub.client, ms, master.pubSub.connectPromise),
    ),
  );
}

/** Pings every connection that carries `target`'s commands. */
export async function pingCommands(
  target: RedisClientLike | RedisClusterLike,
  ms: number,
): Promise<void> {
  if (!isCluster(target)) return ping(target, ms);
  await Promise.all(target.masters.map(async (master) => master.client && ping(master.client, ms)));
}

/** Closes `connection`, or drops it when it cannot close (already closed, or down). */
export async function finish(
  connection: { close(): Promise<void>; destroy(): void },
  timeoutMs: number,
): Promise<void> {
  try {
    await withTimeout(connection.close(), timeoutMs);
  } catch {
    try {
      connection.destroy();
    } catch {
      // Already gone.
    }
  }
}
