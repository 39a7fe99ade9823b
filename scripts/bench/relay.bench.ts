/**
 * The relay's numbers (`npm run bench -- --only relay`): 1,000 pending asks over 100
 * sessions, each session's page on an open event stream; on one process (memory store)
 * and on two host processes behind one redis-server (asked on A, answered through B).
 * Memory per pending ask; then, with the 1,000 still pending, ask-to-page and
 * answer-to-resolve latency of 200 asks one at a time (p50, p99), and the same for the
 * burst of 1,000 that filled it. Reported only (`info`): no goal yet.
 */
import { createRelay } from '@elicit-kit/relay';
import { readEvents, openEvents, postAnswer, type EventReader } from '../../test/relay/helpers/events.js';
import { startRedis } from '../../test/relay/helpers/redis-server.js';
import { startHostProcess } from '../../test/e2e/relay/support/processes.js';
import { quantile, type CaseResult } from './measure.js';

const ASKS = 1000;
const SESSIONS = 100;
const FORM = { type: 'object', properties: { name: { type: 'string', title: 'Name' } }, required: ['name'] } as const;
const collect = (globalThis as { gc?: () => void }).gc ?? (() => {});

/** Waits for the ask events of `count` asks across `pages`; returns when each arrived, by message. */
async function arrivals(pages: readonly EventReader[], perPage: number): Promise<Map<string, { at: number; id: string; page: number }>> {
  const seen = new Map<string, { at: number; id: string; page: number }>();
  await Promise.all(
    pages.map(async (page, index) => {
      for (let n = 0; n < perPage; n++) {
        const { data } = await page.next('ask', 60_000);
        seen.set((data['params'] as { message: string }).message, { at: performance.now(), id: data['id'] as string, page: index });
      }
    }),
  );
  return seen;
}

const line = (samples: readonly number[]) => `p50 ${quantile(samples, 0.5).toFixed(2)} ms, p99 ${quantile(samples, 0.99).toFixed(2)} ms`;

/** How one setup asks, shows and answers. */
interface Setup {
  /** Starts one ask of `session`; resolves when the call has its result. */
  ask(session: string, message: string): Promise<unknown>;
  answer(session: string, id: string, message: string): Promise<unknown>;
}

/** 200 asks one at a time on top of what is pending: each timed to its page, then its answer to the call's result. */
async function oneAtATime(setup: Setup, sessions: readonly string[], pages: readonly EventReader[]): Promise<{ toPage: number[]; toResolve: number[] }> {
  const toPage: number[] = [];
  const toResolve: number[] = [];
  for (let i = 0; i < 200; i++) {
    const index = i % sessions.length;
    const message = `single ${i}`;
    const start = performance.now();
    const call = setup.ask(sessions[index]!, message);
    const { data } = await pages[index]!.next('ask', 30_000);
    toPage.push(performance.now() - start);
    const answered = performance.now();
    await setup.answer(sessions[index]!, data['id'] as string, message);
    await call;
    toResolve.push(performance.now() - answered);
  }
  return { toPage, toResolve };
}

/** The two result lines of a setup. */
function report(label: string, perAsk: number, extra: string, single: { toPage: number[]; toResolve: number[] }, burst: { toPage: number[]; toResolve: number[] }): CaseResult[] {
  return [
    {
      name: `relay, ${label}: ask to page, ${ASKS} pending over ${SESSIONS} sessions`,
      samples: single.toPage,
      notes: [`one at a time ${line(single.toPage)}; the burst of ${ASKS} ${line(burst.toPage)}`, `${Math.round(perAsk)} bytes of heap per pending ask${extra}`],
    },
    {
      name: `relay, ${label}: answer to resolve, ${ASKS} pending`,
      samples: single.toResolve,
      notes: [`one at a time ${line(single.toResolve)}; ${ASKS} answered 50 at a time ${line(burst.toResolve)}`],
    },
  ];
}

/** Answers every ask of the burst, 50 in flight at a time (many people answering at once); each timed to its call's result. */
async function answerAll(setup: Setup, seen: Map<string, { id: string; page: number }>, sessions: readonly string[], calls: Map<string, Promise<unknown>>): Promise<number[]> {
  const toResolve: number[] = [];
  const queue = [...seen];
  await Promise.all(
    Array.from({ length: 50 }, async () => {
      for (let next = queue.shift(); next; next = queue.shift()) {
        const [message, { id, page }] = next;
        const start = performance.now();
        await setup.answer(sessions[page]!, id, message);
        await calls.get(message);
        toResolve.push(performance.now() - start);
      }
    }),
  );
  return toResolve;
}

/** One process, memory store: in-process streams and posts (relay.handle). */
async function oneProcess(): Promise<CaseResult[]> {
  const relay = createRelay({ limits: { pendingPerSession: ASKS } });
  const sessions = Array.from({ length: SESSIONS }, (_, i) => `s${i}`);
  const pages = await Promise.all(sessions.map((session) => openEvents(relay, session)));
  collect();
  const before = process.memoryUsage().heapUsed;
  const started = new Map<string, number>();
  const calls = new Map<string, Promise<unknown>>();
  for (let i = 0; i < ASKS; i++) {
    const message = `ask ${i}`;
    started.set(message, performance.now());
    calls.set(message, relay.elicit(sessions[i % SESSIONS]!, { mode: 'form', message, requestedSchema: FORM }));
  }
  const seen = await arrivals(pages, ASKS / SESSIONS);
  collect();
  const perAsk = (process.memoryUsage().heapUsed - before) / ASKS;
  const toPage = [...seen].map(([message, { at }]) => at - started.get(message)!);
  const setup: Setup = {
    ask: (session, message) => relay.elicit(session, { mode: 'form', message, requestedSchema: FORM }),
    answer: (session, id, message) => postAnswer(relay, session, { id, result: { action: 'accept', content: { name: message } } }),
  };
  const single = await oneAtATime(setup, sessions, pages);
  const toResolve = await answerAll(setup, seen, sessions, calls);
  await Promise.all(pages.map((page) => page.close()));
  await relay.close();
  return report('one process (memory store)', perAsk, '', single, { toPage, toResolve });
}

/** Two host processes on one Redis: asked on A over HTTP, streamed and answered through B. */
async function twoProcesses(): Promise<CaseResult[]> {
  const redis = await startRedis();
  const [a, b] = await Promise.all([startHostProcess(redis.url), startHostProcess(redis.url)]);
  try {
    const sessions = Array.from({ length: SESSIONS }, (_, i) => `s${i}`);
    const pages = await Promise.all(sessions.map(async (session) => readEvents(await fetch(`${b.origin}/elicit/events`, { headers: { cookie: `sid=${session}` } }))));
    const memory = async () => Number(await (await fetch(`${a.origin}/memory`)).json());
    const { createClient } = await import('redis');
    const client = createClient({ url: redis.url });
    await client.connect();
    const usedMemory = async () => Number(/used_memory:(\d+)/.exec(String(await client.sendCommand(['INFO', 'memory'])))?.[1] ?? Number.NaN);
    const redisBefore = await usedMemory();
    const before = await memory();
    const started = new Map<string, number>();
    const calls = new Map<string, Promise<unknown>>();
    for (let i = 0; i < ASKS; i++) {
      const message = `ask ${i}`;
      started.set(message, performance.now());
      calls.set(message, fetch(`${a.origin}/ask?session=${sessions[i % SESSIONS]}`, { method: 'POST', body: JSON.stringify({ mode: 'form', message, requestedSchema: FORM }) }).then((r) => r.json()));
    }
    const seen = await arrivals(pages, ASKS / SESSIONS);
    const perAsk = ((await memory()) - before) / ASKS;
    const redisPerAsk = ((await usedMemory()) - redisBefore) / ASKS;
    await client.close();
    const toPage = [...seen].map(([message, { at }]) => at - started.get(message)!);
    const setup: Setup = {
      ask: (session, message) => fetch(`${a.origin}/ask?session=${session}`, { method: 'POST', body: JSON.stringify({ mode: 'form', message, requestedSchema: FORM }) }).then((r) => r.json()),
      answer: (session, id, message) =>
        fetch(`${b.origin}/elicit/answer`, { method: 'POST', headers: { cookie: `sid=${session}`, 'content-type': 'application/json' }, body: JSON.stringify({ id, result: { action: 'accept', content: { name: message } } }) }).then((r) => r.arrayBuffer()),
    };
    const single = await oneAtATime(setup, sessions, pages);
    const toResolve = await answerAll(setup, seen, sessions, calls);
    await Promise.all(pages.map((page) => page.close()));
    // A's heap also holds each waiting call's HTTP request (this harness's stand-in for an MCP client).
    const redisNote = ` (with its held HTTP request); ${Math.round(redisPerAsk)} bytes of Redis used_memory per pending ask`;
    return report('two processes on one Redis (asked on A, answered through B)', perAsk, ` on A${redisNote}`, single, { toPage, toResolve });
  } finally {
    await Promise.all([a.stop(), b.stop()]);
    await redis.stop();
  }
}

/** Both setups, one after the other. */
export async function runRelayBenches(): Promise<CaseResult[]> {
  return [...(await oneProcess()), ...(await twoProcesses())];
}
