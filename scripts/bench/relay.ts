/**
 * The relay's stores like with like (issue 33): in one process, no HTTP, a burst of 1,000
 * asks over 100 sessions to their open pages on the memory store, one Redis node and a
 * 3-master cluster, beside the floor (the same Redis commands with no relay). Targets: Redis ÷
 * memory ≤ 1.5 and Redis ÷ floor ≤ 1.5. That asks across processes are never lost, doubled
 * or crossed is a test's business (test/e2e/relay/processes.test.ts), not the bench's.
 */
import { createClient, createCluster } from 'redis';
import { createRelay, memoryStore, type RelayStore } from '@elicit-kit/relay';
import { redisStore } from '@elicit-kit/relay/redis';
import { ADD } from '../../packages/relay/src/redis/scripts.js';
import { openEvents } from '../../test/relay/helpers/events.js';
import { startRedisCluster } from '../../test/relay/helpers/redis-cluster.js';
import { startRedis } from '../../test/relay/helpers/redis-server.js';
import { judge, median, ms, times, type Verdict } from './measure.js';

const ASKS = 1000;
const SESSIONS = 100;
const RUNS = 5;
const NAME = { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] };
const FORM = { mode: 'form', message: 'Your name?', requestedSchema: NAME } as const;
const sessions = Array.from({ length: SESSIONS }, (_, i) => `s${i}`);

/** Ms from the first ask of the burst to the last one on its page, one process, no HTTP. */
async function burst(store: RelayStore): Promise<number> {
  const relay = createRelay({ store, limits: { pendingPerSession: ASKS } });
  const pages = await Promise.all(sessions.map((session) => openEvents(relay, session)));
  const start = performance.now();
  // Settled from the start: a call the store fails under load must not end the process.
  const calls = Promise.allSettled(
    Array.from({ length: ASKS }, (_, i) => relay.elicit(sessions[i % SESSIONS]!, FORM)),
  );
  await Promise.all(
    pages.map(async (page) => {
      for (let n = 0; n < ASKS / SESSIONS; n++) await page.next('ask', 60_000);
    }),
  );
  const elapsed = performance.now() - start;
  await Promise.all(pages.map((page) => page.close()));
  await relay.close();
  await calls;
  return elapsed;
}

/** The same burst's Redis commands without the relay: the add script by SHA, its message to subscribed channels. */
async function floor(target: { url: string } | { rootNodes: { url: string }[] }): Promise<number> {
  const client =
    'url' in target
      ? createClient({ url: target.url })
      : createCluster({ rootNodes: target.rootNodes });
  await client.connect();
  const subscriber = client.duplicate();
  await subscriber.connect();
  const prefix = `floor${Date.now()}:`;
  const base = (session: string) => `${prefix}{${session}}:`;
  let received = 0;
  let done = () => {};
  const all = new Promise<void>((resolve) => (done = resolve));
  for (const session of sessions)
    await subscriber.sSubscribe(`${base(session)}events`, () => ++received === ASKS && done());
  const raw = client as unknown as { sendCommand(...args: unknown[]): Promise<unknown> };
  const send = (key: string, args: string[]) =>
    'url' in target ? raw.sendCommand(args) : raw.sendCommand(key, false, args);
  const sha = String(await send(base('s0'), ['SCRIPT', 'LOAD', ADD]));
  if ('rootNodes' in target)
    for (const session of sessions) await send(base(session), ['SCRIPT', 'LOAD', ADD]);
  const start = performance.now();
  await Promise.all(
    Array.from({ length: ASKS }, (_, i) => {
      const session = sessions[i % SESSIONS]!;
      const ask = { id: crypto.randomUUID(), session, serverName: '', params: FORM };
      const b = base(session);
      const keys = [`${b}ask:${ask.id}`, `${b}asks`, `${b}sequence`];
      const args = [b, ask.id, JSON.stringify(ask), '86400000', String(ASKS), '', ''];
      const message = JSON.stringify({ type: 'ask', ask });
      return send(b, ['EVALSHA', sha, '3', ...keys, ...args, `${b}events`, message]);
    }),
  );
  await all;
  const elapsed = performance.now() - start;
  await subscriber.close();
  await client.close();
  return elapsed;
}

/** Each store's burst times over the runs (run 0 warms every path up and is not counted). */
type Stores = Record<'memory' | 'node' | 'cluster' | 'floorNode' | 'floorCluster', number[]>;

export async function runRelayBenches(): Promise<{ verdicts: Verdict[] }> {
  const node = await startRedis();
  const cluster = await startRedisCluster();
  const rootNodes = cluster.rootNodes.map(({ url }) => ({ url }));
  try {
    const bursts: Stores = { memory: [], node: [], cluster: [], floorNode: [], floorCluster: [] };
    for (let run = 0; run <= RUNS; run++) {
      const sample: Record<keyof Stores, number> = {
        memory: await burst(memoryStore()),
        node: await burst(redisStore({ url: node.url, prefix: `b${run}:` })),
        cluster: await burst(redisStore({ cluster: { rootNodes }, prefix: `b${run}:` })),
        floorNode: await floor({ url: node.url }),
        floorCluster: await floor({ rootNodes }),
      };
      for (const key of Object.keys(bursts) as (keyof Stores)[])
        if (run > 0) bursts[key].push(sample[key]);
    }
    const runs = (values: readonly number[]) => values.map((v) => v.toFixed(2)).join(', ');
    const burstTime = (store: string, samples: number[]): Verdict => ({
      goal: `burst of ${ASKS} asks over ${SESSIONS} sessions to their pages: ${store}`,
      state: 'info',
      detail: `median ${ms(median(samples))} ms (runs: ${runs(samples)})`,
    });
    const target = (name: string, over: number[], under: number[]) => {
      const ratios = over.map((value, i) => value / under[i]!);
      return judge(
        `target: ${name}`,
        median(ratios),
        '≤ 1.5',
        `median ${times(median(ratios))} (runs: ${runs(ratios)})`,
      );
    };
    const verdicts = [
      burstTime('memory store', bursts.memory),
      burstTime('one Redis node', bursts.node),
      burstTime('Redis Cluster (3 masters)', bursts.cluster),
      burstTime('floor on one node (the Redis commands alone)', bursts.floorNode),
      burstTime('floor on the cluster', bursts.floorCluster),
      target('one node ÷ memory', bursts.node, bursts.memory),
      target('one node ÷ its floor', bursts.node, bursts.floorNode),
      target('cluster ÷ memory', bursts.cluster, bursts.memory),
      target('cluster ÷ its floor', bursts.cluster, bursts.floorCluster),
    ];
    return { verdicts };
  } finally {
    await Promise.all([node.stop(), cluster.stop()]);
  }
}
