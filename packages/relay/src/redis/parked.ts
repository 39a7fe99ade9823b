/**
 * The index of parked rounds (`relay.park`), the one thing the store keeps across
 * sessions: which round is due when (a sorted set by `sweepAt`) and whose it is (a hash of
 * id to session), both under one tag so a cluster keeps them on one node. A hint only:
 * ending a round is the session's take-once script.
 */
type Command = (key: string, args: readonly string[]) => Promise<unknown>;

/** The index under `base` (`<prefix>{parked}:`). */
export function parkedIndex(base: string, command: Command) {
  const due = `${base}due`;
  const where = `${base}where`;
  const remove = (ids: readonly string[]) =>
    ids.length === 0
      ? Promise.resolve()
      : Promise.all([
          command(due, ['ZREM', due, ...ids]),
          command(where, ['HDEL', where, ...ids]),
        ]).then(() => {});
  return {
    async add(session: string, id: string, sweepAt: number, ttlMs: number): Promise<void> {
      await Promise.all([
        command(due, ['ZADD', due, String(sweepAt), id]),
        command(where, ['HSET', where, id, session]),
      ]);
      // The index outlives every round in it, and no longer.
      await Promise.all(
        [due, where].map((key) =>
          command(key, ['PEXPIRE', key, String(Math.ceil(ttlMs)), 'GT']).then((set) =>
            set === 0 ? command(key, ['PEXPIRE', key, String(Math.ceil(ttlMs)), 'NX']) : set,
          ),
        ),
      );
    },
    remove: (id: string) => remove([id]),
    async find(id: string): Promise<string | undefined> {
      const session = await command(where, ['HGET', where, id]);
      return typeof session === 'string' ? session : undefined;
    },
    /** Rounds due by Redis's clock, at most `max`, oldest first; ones whose ask is gone leave the index. */
    async overdue(
      max: number,
      askKey: (session: string, id: string) => string,
    ): Promise<{ session: string; id: string }[]> {
      const [seconds, micros] = (await command(due, ['TIME'])) as [string, string];
      const now = Number(seconds) * 1000 + Math.floor(Number(micros) / 1000);
      const ids = (await command(due, [
        'ZRANGE',
        due,
        '-inf',
        String(now),
        'BYSCORE',
        'LIMIT',
        '0',
        String(Math.max(1, Math.floor(max))),
      ])) as string[];
      if (ids.length === 0) return [];
      const sessions = (await command(where, ['HMGET', where, ...ids])) as (string | null)[];
      const found = ids.map((id, index) => ({ id, session: sessions[index] ?? undefined }));
      const alive = await Promise.all(
        found.map(async ({ id, session }) =>
          session === undefined ? 0 : command(askKey(session, id), ['EXISTS', askKey(session, id)]),
        ),
      );
      await remove(found.filter((_, index) => alive[index] !== 1).map(({ id }) => id));
      return found.filter(
        (entry, index): entry is { id: string; session: string } => alive[index] === 1,
      );
    },
  };
}
