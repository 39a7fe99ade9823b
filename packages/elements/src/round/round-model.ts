/**
 * The data side of `<elicit-round>`: what a round asks (read through core
 * `readInputRequired`) and the exact `elicit-round` detail it answers with.
 * No DOM here, so every rule about keys and `requestState` is testable as data.
 */
import {
  cancel,
  readInputRequired,
  type ElicitResult,
  type InputEntry,
  type JsonObject,
  type ResultIssue,
} from '@elicit-kit/core';
import type { ElicitRoundDetail } from '../events/elicit-round.js';
import { plainText } from '../internal/text.js';
import { ownValue, setOwn } from '../internal/own.js';

/**
 * How the kit treats one ask: a form card, a URL card, an entry the host answers
 * (`sampling/createMessage`, `roots/list`), or an elicitation in a mode the kit
 * cannot render (always answered with decline).
 */
type RoundItemKind = 'form' | 'url' | 'host' | 'unsupported';

/** One ask of a round, in server order. */
export interface RoundItem {
  /** The server's key; answers go under it. Never shown to people. */
  readonly key: string;
  readonly kind: RoundItemKind;
  readonly method: string;
  /** For elicitations: the mode as sent (`form` when missing). */
  readonly mode?: string;
  /** The embedded request's params, passed unchanged to the card. */
  readonly params: JsonObject;
  /** The server's `params.message` with bidi controls removed ('' when none). */
  readonly message: string;
}

/** What `<elicit-round>` shows for its `result`. */
export type RoundModel =
  | { readonly kind: 'empty' }
  | { readonly kind: 'invalid'; readonly issues: readonly ResultIssue[] }
  | {
      readonly kind: 'round';
      readonly items: readonly RoundItem[];
      readonly requestState?: string;
    };

function kindOf(method: string, mode: string | undefined): RoundItemKind {
  if (method !== 'elicitation/create') return 'host';
  return mode === 'form' || mode === 'url' ? mode : 'unsupported';
}

/**
 * Reads a result into what the round shows. `undefined` and complete results are
 * `empty`; an invalid result keeps core's issues; an `input_required` result lists
 * its asks (none for a state-only round) and the `requestState` when there was one.
 */
export function readRound(result: unknown): RoundModel {
  if (result === undefined || result === null) return { kind: 'empty' };
  const read = readInputRequired(result);
  if (read.kind === 'complete') return { kind: 'empty' };
  if (read.kind === 'invalid') return { kind: 'invalid', issues: read.issues };
  return roundOf(read.entries, read.requestState);
}

/**
 * What the round shows for what `callWithInput` hands its answerer: the entries (already
 * read by core `readInputRequired`) and the round's `requestState`, if it had one.
 */
export function roundOf(
  entries: readonly InputEntry[],
  requestState: string | undefined,
): RoundModel {
  const items = entries.map((entry): RoundItem => ({
    key: entry.key,
    kind: kindOf(entry.method, entry.mode),
    method: entry.method,
    ...(entry.mode !== undefined && { mode: entry.mode }),
    params: entry.params,
    message: plainText(entry.params['message']),
  }));
  return { kind: 'round', items, ...(requestState !== undefined && { requestState }) };
}

/**
 * Builds the `elicit-round` detail: one answer per key from `answerOf` (keys it
 * answers `undefined` for are left out), and `requestState` only when the round had
 * one, byte for byte. Keys are defined as own data properties, never assigned.
 */
export function roundDetail(
  model: RoundModel,
  answerOf: (item: RoundItem) => ElicitResult | JsonObject | undefined,
  cancelled = false,
): ElicitRoundDetail {
  const inputResponses: { [key: string]: JsonObject } = {};
  const items = model.kind === 'round' ? model.items : [];
  for (const item of items) {
    const answer = answerOf(item);
    if (answer === undefined) continue;
    setOwn(inputResponses, item.key, answer);
  }
  return {
    inputResponses,
    ...(model.kind === 'round' &&
      model.requestState !== undefined && { requestState: model.requestState }),
    ...(cancelled && { cancelled: true }),
  };
}

/**
 * The detail of Cancel: `{ action: 'cancel' }` for every elicitation key, the host's
 * own answers for host keys when it gave them (left out otherwise), and `cancelled: true`
 * so the host can tell it from a send (a state-only round has no keys either way).
 */
export function cancelDetail(
  model: RoundModel,
  hostResponses: { readonly [key: string]: JsonObject } | undefined,
): ElicitRoundDetail {
  return roundDetail(
    model,
    (item) => (item.kind === 'host' ? ownValue(hostResponses, item.key) : cancel()),
    true,
  );
}

/** `keys` with `key` added, or taken out when it was there (an ask's Decline toggle). */
export function toggled(keys: ReadonlySet<string>, key: string): ReadonlySet<string> {
  const next = new Set(keys);
  if (!next.delete(key)) next.add(key);
  return next;
}
