/**
 * One relay per process. Dev servers and bundlers may evaluate a module more than once
 * (Next.js's `next dev` keeps two or three copies, and every hot reload makes another): a
 * module-level `createRelay()` then gives each copy its own relay, and an ask handed to one
 * never reaches the page reading another. Keyed on `globalThis`, every copy gets the first.
 */
import type { Relay } from './relay.js';

/**
 * The process's relay under `key`: the one an earlier call made, else `create()`'s, kept on
 * `globalThis` under `Symbol.for('@elicit-kit/relay:<key>')` so every copy of every module
 * finds it. Use a `key` of your own only for a second relay in the same process.
 */
export function relayForProcess(create: () => Relay, key = 'default'): Relay {
  const slots = globalThis as typeof globalThis & Record<symbol, Relay | undefined>;
  const slot = Symbol.for(`@elicit-kit/relay:${key}`);
  return (slots[slot] ??= create());
}
