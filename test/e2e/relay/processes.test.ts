/**
 * Two host processes behind one real redis-server, then behind a 3-master Redis Cluster:
 * asks made on A are answered through B, 500 times over ten sessions, none lost, doubled,
 * crossed or late; 100 rounds parked on a third process that is killed, each resumed exactly
 * once through the other two; then Redis is killed mid-ask.
 */
import { expect } from 'chai';
import { readEvents, type EventReader } from '../../relay/helpers/events.js';
import { startRedisCluster } from '../../relay/helpers/redis-cluster.js';
import { startRedis } from '../../relay/helpers/redis-server.js';
import type { ResumeInput } from '@elicit-kit/relay';
import { startHostProcess, type HostProcess } from './support/processes.js';

const FORM = {
  type: 'object',
  properties: { name: { type: 'string', title: 'Name' } },
  required: ['name'],
} as const;

/** Opens the event stream of `session` on a host process, as the page would. */
async function events(host: HostProcess, session: string): Promise<EventReader> {
  return readEvents(
    await fetch(`${host.origin}/elicit/events`, { headers: { cookie: `sid=${session}` } }),
  );
}

/** Posts an answer to a host process's relay for `session`. */
async function answer(host: HostProcess, session: string, body: unknown): Promise<number> {
  const response = await fetch(`${host.origin}/elicit/answer`, {
    method: 'POST',
    headers: { cookie: `sid=${session}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  return response.status;
}

/** Asks on a host process (its MCP client's handler) and waits for the result. */
async function ask(
  host: HostProcess,
  session: string,
  message: string,
): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${host.origin}/ask?session=${session}`, {
    method: 'POST',
    body: JSON.stringify({ mode: 'form', message, requestedSchema: FORM }),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

/** Where the two processes keep their asks: a URL for process-host.ts (a cluster's is its nodes' URLs, comma-separated). */
const DEPLOYMENTS = [
  {
    name: 'one Redis',
    async start() {
      const redis = await startRedis();
      return { url: redis.url, stop: () => redis.stop() };
    },
  },
  {
    name: 'a Redis Cluster',
    async start() {
      const cluster = await startRedisCluster();
      return {
        url: cluster.rootNodes.map((node) => node.url).join(','),
        stop: () => cluster.stop(),
      };
    },
  },
];

for (const deployment of DEPLOYMENTS) {
  describe(`relay across two host processes on ${deployment.name}`, function () {
    this.timeout(120_000);
    let redis: { url: string; stop(): Promise<void> };
    let a: HostProcess;
    let b: HostProcess;

    before(async () => {
      redis = await deployment.start();
      [a, b] = await Promise.all([startHostProcess(redis.url), startHostProcess(redis.url)]);
    });
    after(async () => {
      await Promise.all([a?.stop(), b?.stop()]);
      await redis?.stop();
    });

    it('should resolve 500 asks made on A with the answers posted to B, none lost, doubled or crossed', async () => {
      const sessions = Array.from({ length: 10 }, (_, index) => `p${index}`);
      const pages = new Map<string, EventReader>();
      for (const session of sessions) pages.set(session, await events(b, session));
      const statuses: number[] = [];
      // The page side: every ask B shows is answered through B with a reply naming its message.
      const answered = sessions.map(async (session) => {
        const page = pages.get(session)!;
        for (let n = 0; n < 50; n++) {
          const { data } = await page.next('ask', 30_000);
          const message = (data['params'] as { message: string }).message;
          statuses.push(
            await answer(b, session, {
              id: data['id'],
              result: { action: 'accept', content: { name: `answer to ${message}` } },
            }),
          );
        }
      });
      const calls = Array.from({ length: 500 }, (_, index) =>
        ask(a, sessions[index % 10]!, `${sessions[index % 10]} #${index}`),
      );
      const results = await Promise.all(calls);
      await Promise.all(answered);
      expect(statuses.filter((status) => status !== 204)).to.deep.equal([]);
      results.forEach((result, index) => {
        expect(result, `ask ${index}`).to.deep.equal({
          status: 200,
          body: {
            action: 'accept',
            content: { name: `answer to ${sessions[index % 10]} #${index}` },
          },
        });
      });
      // Every page heard each of its asks withdrawn as answered (the last ones may still be on their way).
      for (const page of pages.values()) {
        for (let n = 0; n < 50; n++)
          expect((await page.next('withdraw', 10_000)).data['reason']).to.equal('answered');
        await page.close();
      }
    });

    it('should resume each of 100 rounds parked on a process killed with SIGKILL exactly once, answered through both others', async () => {
      const doomed = await startHostProcess(redis.url);
      const parked = (await (
        await fetch(`${doomed.origin}/park?session=parked&count=100`, { method: 'POST' })
      ).json()) as string[];
      const killed = new Promise((done) => doomed.child.once('exit', done));
      doomed.child.kill('SIGKILL');
      await killed;
      // The page comes back on A: the parked rounds are still pending, and each answer goes to A and B at once.
      const page = await events(a, 'parked');
      const statuses = new Map<string, number[]>();
      const posts: Promise<void>[] = [];
      for (let n = 0; n < 100; n++) {
        const { data } = await page.next('ask', 30_000);
        const id = data['id'] as string;
        const message = (data['entries'] as { params: { message: string } }[])[0]!.params.message;
        const body = {
          id,
          inputResponses: { who: { action: 'accept', content: { name: `answer to ${message}` } } },
        };
        posts.push(
          Promise.all([answer(a, 'parked', body), answer(b, 'parked', body)]).then(
            (both) =>
              void statuses.set(
                id,
                both.sort((x, y) => x - y),
              ),
          ),
        );
      }
      await Promise.all(posts);
      await page.close();
      expect([...statuses.keys()].sort()).to.deep.equal([...parked].sort());
      // One of the two posts took each answer; the other found it ended.
      for (const [id, both] of statuses) {
        expect(both[0], id).to.equal(204);
        expect(both[1], id).to.be.oneOf([409, 410]);
      }
      const resumed = [
        ...((await (await fetch(`${a.origin}/resumed`)).json()) as ResumeInput[]),
        ...((await (await fetch(`${b.origin}/resumed`)).json()) as ResumeInput[]),
      ];
      expect(resumed.map((round) => round.id).sort()).to.deep.equal([...parked].sort());
      for (const round of resumed) {
        const n = (round.request.params as { arguments: { n: number } }).arguments.n;
        expect(round.requestState).to.equal(`state-${n}`);
        expect(round.inputResponses).to.deep.equal({
          who: { action: 'accept', content: { name: `answer to round ${n}` } },
        });
      }
    });

    it('should fail the call on A with store-unavailable, tell the page on B and take nothing when Redis is killed mid-ask', async () => {
      const page = await events(b, 'killed');
      const call = ask(a, 'killed', 'before the crash');
      const { data } = await page.next('ask', 10_000);
      await redis.stop();
      expect(await call).to.deep.equal({ status: 503, body: { error: 'store-unavailable' } });
      await page.next('unavailable', 10_000);
      expect(
        await answer(b, 'killed', {
          id: data['id'],
          result: { action: 'accept', content: { name: 'late' } },
        }),
      ).to.equal(503);
      await page.close();
    });
  });
}
