/**
 * The relay's numbers (`npm run bench -- --only relay`), like with like.
 *
 * 1. One process, in memory (no HTTP): a burst of 1,000 asks over 100 sessions to their
 *    open pages, from the first `elicit` to the last ask on its page, on the memory store,
 *    one Redis node and a 3-master cluster, side by side in each of several runs; and the
 *    floor: the same Redis commands issued directly (the add script by SHA, its sharded
 *    message to 100 subscribed channels) with no relay. Targets (issue 33, medians of the
 *    runs' ratios): Redis ÷ memory ≤ 1.5 and Redis ÷ floor ≤ 1.5.
 * 2. Through the same HTTP harness (test/e2e/relay/support/process-host.ts): the memory
 *    store in one process, then two processes on one node and on the cluster, 500 asks made
 *    on each, shown and answered through the other; lost / doubled / crossed / late must
 *    all be 0.
 */
import { createClient, createCluster } from 'redis';
import { createRelay, memoryStore, type RelayStore } from '@elicit-kit/relay';
import { redisStore } from '@elicit-kit/relay/redis';
import { ADD } from '../../packages/relay/src/redis/scripts.js';
import { openEvents, readEvents, type EventReader } from '../../test/relay/helpers/events.js';
import { startRedisCluster } from '../../test/relay/helpers/redis-cluster.js';
import { startRedis } from '../../test/relay/helpers/redis-server.js';
import { startHostProcess } from '../../test/e2e/relay/support/processes.js';
import type { CaseResult } from './measure.js';

const ASKS = 1000;
const SESSIONS = 100;
const RUNS = 5;
const FORM = {
  mode: 'form',
  message: 'Your name?',
  requestedSchema: {
    type: 'object',
    properties: { name: { type: 'string', title: 'Name' } },
    required: ['name'],
  },
} as const;
const sessions = Array.from({ length: SESSIONS }, (_, i) => `s${i}`);

/** Ms from the first ask of the burst to the last one on its page, one process, no HTTP. */
async function burst(store: RelayStore): Promise<number> {
  const relay = createRelay({ store, limits: { pendingPerSession: ASKS } });
  const pages = await Promise.all(sessions.map((session) => openEvents(relay, session)));
  const start = performance.now();
  const calls = Array.from({ length: ASKS }, (_, i) => relay.elicit(sessions[i % SESSIONS]!, FORM));
  await Promise.all(
    pages.map(async (page) => {
      for (let n = 0; n < ASKS / SESSIONS; n++) await page.next('ask', 60_000);
    }),
  );
  const elapsed = performance.now() - start;
  await Promise.all(pages.map((page) => page.close()));
  await relay.close();
  await Promise.allSettled(calls);
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
      return send(b, [
        'EVALSHA',
        sha,
        '3',
        `${b}ask:${ask.id}`,
        `${b}asks`,
        `${b}sequence`,
        b,
        ask.id,
        JSON.stringify(ask),
        '86400000',
        String(ASKS),
        '',
        '',
        `${b}events`,
        JSON.stringify({ type: 'ask', ask }),
      ]);
    }),
  );
  await all;
  const elapsed = performance.now() - start;
  await subscriber.close();
  await client.close();
  return elapsed;
}

/** 500 asks made on each host, shown and answered through the other: how many were lost, doubled, crossed or late, and the wall time. */
async function twoWays(
  url: string,
  processes: 1 | 2,
): Promise<{ counts: Record<'lost' | 'doubled' | 'crossed' | 'late', number>; ms: number }> {
  const hosts = await Promise.all(Array.from({ length: processes }, () => startHostProcess(url)));
  const counts = { lost: 0, doubled: 0, crossed: 0, late: 0 };
  try {
    const start = performance.now();
    await Promise.all(
      hosts.map(async (asker, index) => {
        const shower = hosts[(index + 1) % hosts.length]!;
        const own = sessions.slice(0, 10).map((session) => `${session}-${index}`);
        const pages: EventReader[] = await Promise.all(
          own.map(async (session) =>
            readEvents(
              await fetch(`${shower.origin}/elicit/events`, {
                headers: { cookie: `sid=${session}` },
              }),
            ),
          ),
        );
        const answered = pages.map(async (page, p) => {
          for (let n = 0; n < 50; n++) {
            const { data } = await page.next('ask', 60_000);
            const body = JSON.stringify({
              id: data['id'],
              result: {
                action: 'accept',
                content: { name: (data['params'] as { message: string }).message },
              },
            });
            // Posted twice, through both hosts: exactly one 204 each, or it was doubled (or lost).
            const statuses = await Promise.all(
              hosts.map((host) =>
                fetch(`${host.origin}/elicit/answer`, {
                  method: 'POST',
                  headers: { cookie: `sid=${own[p]}`, 'content-type': 'application/json' },
                  body,
                }).then((r) => r.arrayBuffer().then(() => r.status)),
              ),
            );
            if (statuses.filter((status) => status === 204).length > 1) counts.doubled++;
          }
        });
        const results = await Promise.all(
          Array.from({ length: 500 }, async (_, i) => {
            const message = `${index}#${i}`;
            const response = await fetch(`${asker.origin}/ask?session=${own[i % 10]}`, {
              method: 'POST',
              body: JSON.stringify({ ...FORM, message }),
            });
            return {
              message,
              result: (await response.json()) as { action?: string; content?: { name?: string } },
            };
          }),
        );
        await Promise.all(answered);
        for (const { message, result } of results) {
          if (result.action === 'cancel') counts.late++;
          else if (result.action !== 'accept') counts.lost++;
          else if (result.content?.name !== message) counts.crossed++;
        }
        await Promise.all(pages.map((page) => page.close()));
      }),
    );
    return { counts, ms: performance.now() - start };
  } finally {
    await Promise.all(hosts.map((host) => host.stop()));
  }
}

export async function runRelayBenches(): Promise<CaseResult[]> {
  const node = await startRedis();
  const cluster = await startRedisCluster();
  const rootNodes = cluster.rootNodes.map(({ url }) => ({ url }));
  try {
    const times = {
      memory: [] as number[],
      node: [] as number[],
      cluster: [] as number[],
      floorNode: [] as number[],
      floorCluster: [] as number[],
    };
    for (let run = 0; run <= RUNS; run++) {
      // Run 0 warms every path up and is not counted.
      const sample = {
        memory: await burst(memoryStore()),
        node: await burst(redisStore({ url: node.url, prefix: `b${run}:` })),
        cluster: await burst(redisStore({ cluster: { rootNodes }, prefix: `b${run}:` })),
        floorNode: await floor({ url: node.url }),
        floorCluster: await floor({ rootNodes }),
      };
      if (run > 0)
        for (const key of Object.keys(times) as (keyof typeof times)[])
          times[key].push(sample[key]);
    }
    const ratios = (over: readonly number[], under: readonly number[]) =>
      over.map((value, i) => value / under[i]!);
    const line = (values: readonly number[]) => values.map((value) => value.toFixed(2)).join(', ');
    const burstCase = (name: string, samples: number[]): CaseResult => ({
      name: `relay burst of ${ASKS} asks over ${SESSIONS} sessions to their pages, one process: ${name}`,
      samples,
      notes: [`runs: ${line(samples)} ms`],
    });
    const target = (name: string, samples: number[]): CaseResult => ({
      name: `relay target: ${name} (a ratio of times, not ms; target ≤ 1.5)`,
      samples,
      goal: 1.5,
      notes: [`runs: ${line(samples)}`],
    });
    const results: CaseResult[] = [
      burstCase('memory store', times.memory),
      burstCase('one Redis node', times.node),
      burstCase('Redis Cluster (3 masters)', times.cluster),
      burstCase('floor on one node (the Redis commands alone)', times.floorNode),
      burstCase('floor on the cluster', times.floorCluster),
      target('one node ÷ memory', ratios(times.node, times.memory)),
      target('one node ÷ its floor', ratios(times.node, times.floorNode)),
      target('cluster ÷ memory', ratios(times.cluster, times.memory)),
      target('cluster ÷ its floor', ratios(times.cluster, times.floorCluster)),
    ];
    for (const [name, url, processes] of [
      ['memory store, one process', 'memory', 1],
      ['one Redis node, two processes', node.url, 2],
      ['Redis Cluster, two processes', cluster.rootNodes.map(({ url }) => url).join(','), 2],
    ] as const) {
      const { counts, ms } = await twoWays(url, processes);
      const wrong = counts.lost + counts.doubled + counts.crossed + counts.late;
      results.push({
        name: `relay through HTTP, ${name}: ${processes === 2 ? '2 × 500' : '2 × 500 in one'} asks, lost + doubled + crossed + late (a count, not ms; target 0)`,
        samples: [wrong],
        goal: 0.5,
        notes: [
          `lost ${counts.lost}, doubled ${counts.doubled}, crossed ${counts.crossed}, late ${counts.late}; ${Math.round(ms)} ms for all 1,000 asked, shown, answered twice and resolved`,
        ],
      });
    }
    return results;
  } finally {
    await Promise.all([node.stop(), cluster.stop()]);
  }
}
