// A scripted JSON-RPC peer for the round-trip tests, and a way to read a rejection.
import type { Send, JsonObject, JsonRpcRequest } from '@elicit-kit/core';

/** A reply: a result object (wrapped as the response to the request), or a function returning the whole response. */
export type Reply = JsonObject | ((request: JsonRpcRequest) => unknown);

/** A fake server: answers each request with the next scripted reply and records what it got. */
export function server(replies: Reply[]): { send: Send; sent: JsonRpcRequest[] } {
  const sent: JsonRpcRequest[] = [];
  const send: Send = async (request) => {
    sent.push(structuredClone(request));
    const reply = replies.shift();
    if (reply === undefined) throw new Error('unexpected request');
    return typeof reply === 'function'
      ? reply(request)
      : { jsonrpc: '2.0', id: request.id, result: reply };
  };
  return { send, sent };
}

/** What `promise` rejects with; fails when it resolves. */
export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  try {
    await promise;
  } catch (error) {
    return error;
  }
  throw new Error('expected a rejection');
}
