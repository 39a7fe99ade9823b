/**
 * Opt-in persistence (`persistKey`): a form's draft and a pending round, kept in
 * `sessionStorage` under `elicit-kit:<key>`. Session, not local, storage: a draft belongs
 * to the tab and the conversation it came from, survives a reload of that tab, is never
 * shared with another tab answering the same ask, and goes when the tab closes (nothing
 * lingers on a shared machine). Storage that is full, blocked or unavailable is ignored.
 */
const prefix = 'elicit-kit:';

/** What was saved under `key`, or undefined. */
export function readSaved(key: string): unknown {
  try {
    return JSON.parse(sessionStorage.getItem(prefix + key) ?? 'null') ?? undefined;
  } catch {
    return undefined;
  }
}

/** Saves `value` (plain JSON data) under `key`. */
export function save(key: string, value: unknown): void {
  try {
    sessionStorage.setItem(prefix + key, JSON.stringify(value));
  } catch {
    // Full or blocked storage: the draft simply is not kept.
  }
}

/** Forgets `key` and every key under it (`key/…`: a round's forms). */
export function forget(key: string): void {
  try {
    for (const name of Object.keys(sessionStorage))
      if (name === prefix + key || name.startsWith(`${prefix + key}/`))
        sessionStorage.removeItem(name);
  } catch {
    // Nothing stored.
  }
}
