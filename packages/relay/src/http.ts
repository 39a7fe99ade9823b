/**
 * `POST <base>/answer`, as a pure-ish step list over a store: size, JSON, shape, whose
 * ask, content, then the atomic take. Each refusal is a status and changes nothing.
 */
import { checkAnswer, readAnswerBody } from '@elicit-kit/core/relay-wire';
import type { RelayLimits } from './limits.js';
import type { EndReason, RelayStore, SettleResult, Settlement } from './store.js';

/** A random UUID's shape: ids that are not one were never handed out (404). */
const ID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** A JSON reply (or an empty 204). */
export function reply(status: number, body?: unknown): Response {
  if (body === undefined)
    return new Response(null, { status, headers: { 'cache-control': 'no-store' } });
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', 'cache-control': 'no-store' },
  });
}

/**
 * The chunks `next` pulls (until it gives `undefined`) joined into one array, or undefined
 * as soon as they pass `limit` bytes: nothing past the limit is read. The Node adapter reads
 * its request through this too.
 */
export async function readUpTo(
  next: () => Promise<Uint8Array | undefined>,
  limit: number,
): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (let chunk = await next(); chunk; chunk = await next()) {
    size += chunk.byteLength;
    if (size > limit) return undefined;
    chunks.push(chunk);
  }
  const bytes = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.byteLength;
  }
  return bytes;
}

/** The body as text, or undefined once it passes `limit` bytes (read no further). */
async function readLimited(request: Request, limit: number): Promise<string | undefined> {
  const declared = Number(request.headers.get('content-length') ?? 0);
  if (declared > limit) return undefined;
  if (!request.body) return '';
  const reader = request.body.getReader();
  const bytes = await readUpTo(async () => (await reader.read()).value, limit);
  if (!bytes) void reader.cancel();
  return bytes && new TextDecoder('utf-8', { fatal: false }).decode(bytes);
}

/** What the answer route needs of its relay besides the store. */
export interface AnswerRoute {
  readonly store: RelayStore;
  readonly limits: RelayLimits;
  /** Whether this relay can resume parked rounds (`createRelay({ resume })`); without it they are never taken here. */
  readonly resumes: boolean;
  /** Called when this request ended a parked round (the one process that runs its `resume`). */
  readonly parkedTaken: (settled: TakenResult) => void;
}

type TakenResult = Extract<SettleResult, { taken: true }>;

/** `application/json`, with or without parameters: a cross-site form cannot send it without a preflight. */
const isJson = (type: string | null) =>
  type !== null && /^application\/json\s*(;|$)/i.test(type.trim());

/** The status of a posted answer, after taking it when it is good. */
export async function postAnswer(
  request: Request,
  session: string,
  route: AnswerRoute,
): Promise<Response> {
  const { store, limits } = route;
  if (!isJson(request.headers.get('content-type'))) return reply(415, { error: 'content-type' });
  const text = await readLimited(request, limits.bodyBytes);
  // The limit goes with the refusal, so the page can say how large an answer may be (files: docs/relay.md).
  if (text === undefined) return reply(413, { error: 'too-large', limit: limits.bodyBytes });
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return reply(400, { error: 'malformed' });
  }
  const read = readAnswerBody(body);
  if (!read.ok) return reply(400, { error: read.problem });
  // Not an id the relay hands out: never looked up.
  if (!ID_PATTERN.test(read.id)) return reply(404, { error: 'unknown' });
  const found = await store.lookup(session, read.id);
  if (found.state === 'missing') return reply(404, { error: 'unknown' });
  if (found.state === 'ended') return ended(found.settlement.reason);
  const { ask } = found;
  // A process that cannot resume a parked round leaves it for one that can.
  if (ask.parked && !route.resumes) return reply(503, { error: 'unavailable' });
  const check = checkAnswer(ask, read.answer);
  if (check.status === 400) return reply(400, { error: check.problem });
  if (check.status === 422) return reply(422, { error: 'invalid', issues: check.issues });
  const settle = async (settlement: Settlement) => {
    const result = await store.settle(settlement, limits.settledTtlMs);
    if (result.taken && result.parked) route.parkedTaken(result);
    return result;
  };
  if (ask.deadline !== undefined && Date.now() >= ask.deadline) {
    // Never late: the ask ends as expired, whoever's timer was to do it.
    await settle({ id: ask.id, session, reason: 'expired' });
    return reply(410, { error: 'expired' });
  }
  const result = await settle({ id: ask.id, session, reason: 'answered', answer: read.answer });
  if (result.taken)
    return result.settlement.reason === 'answered'
      ? reply(204)
      : reply(410, { error: result.settlement.reason });
  return result.ended ? ended(result.ended.reason) : reply(404, { error: 'unknown' });
}

/** The status for an ask that had already ended. */
function ended(reason: EndReason): Response {
  return reason === 'answered' ? reply(409, { error: 'answered' }) : reply(410, { error: reason });
}
