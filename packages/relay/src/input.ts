/**
 * The checks of what a host passes to the relay's calls: each wrong value is a
 * `RelayError` `bad-input` with a sentence saying which, never a `TypeError` from deeper in.
 */
import type { InputEntry } from '@elicit-kit/core';
import { RelayError } from './errors.js';

const bad = (message: string) => new RelayError('bad-input', message);

/** How far ahead a deadline may be (a year). */
const MAX_DEADLINE_AHEAD_MS = 366 * 24 * 60 * 60_000;

/** The deadline as epoch ms, or undefined for none; anything else is a `RelayError` `bad-input`. */
export function readDeadline(value: unknown, now = Date.now()): number | undefined {
  if (value === undefined) return undefined;
  const at = value instanceof Date ? value.getTime() : value;
  if (typeof at !== 'number' || !Number.isFinite(at))
    throw bad('deadline must be a valid Date or a finite epoch ms.');
  if (at > now + MAX_DEADLINE_AHEAD_MS) throw bad('deadline must be at most a year ahead.');
  return at;
}

/** A plain object (`{}` or null-prototype), not an array, a class instance or null. */
export function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/** The options object of a call (`undefined` is `{}`). */
export function readOptions(value: unknown, call: string): Record<string, unknown> {
  if (value === undefined) return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw bad(`${call}: options must be an object.`);
  return value as Record<string, unknown>;
}

export function checkSession(session: unknown): string {
  if (typeof session !== 'string' || session === '')
    throw bad('The session id must be a non-empty string.');
  return session;
}

/** Longest `tag` and `serverName`: labels, not payloads. */
const LABEL_LENGTH = 1024;

/** An optional string option (`tag`, `serverName`). */
export function optionalLabel(value: unknown, name: string): string | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || value.length > LABEL_LENGTH)
    throw bad(`${name} must be a string of at most ${LABEL_LENGTH} characters.`);
  return value;
}

export function optionalSignal(value: unknown): AbortSignal | undefined {
  if (value === undefined) return undefined;
  if (!(value instanceof AbortSignal)) throw bad('signal must be an AbortSignal.');
  return value;
}

/** A round's entries: an array of entries with distinct string keys (one key twice could never be answered). */
export function checkEntries(entries: unknown): readonly InputEntry[] {
  if (!Array.isArray(entries) || entries.length === 0)
    throw bad('A round needs a non-empty array of entries.');
  const keys = new Set<string>();
  for (const entry of entries as unknown[]) {
    if (
      !isPlainObject(entry) ||
      typeof entry['key'] !== 'string' ||
      typeof entry['method'] !== 'string' ||
      !isPlainObject(entry['params'])
    ) {
      throw bad('Each entry of a round needs a string key and method and an object of params.');
    }
    if (keys.has(entry['key']))
      throw bad(`The round repeats the key ${JSON.stringify(entry['key'])}.`);
    keys.add(entry['key']);
  }
  return entries as readonly InputEntry[];
}
