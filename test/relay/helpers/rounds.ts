/** What the durable-round tests share: one parked call, its round, its answers, and a `resume` that records. */
import type { JsonRpcRequest } from '@elicit-kit/core';
import type { ResumeInput } from '@elicit-kit/relay';
import { NAME_ASK } from './events.js';

export const REQUEST: JsonRpcRequest = {
  jsonrpc: '2.0',
  id: 1,
  method: 'tools/call',
  params: { name: 'book', arguments: { city: 'Pune' } },
};
export const ASKING = {
  resultType: 'input_required',
  requestState: 'SECRET-STATE',
  inputRequests: {
    who: { method: 'elicitation/create', params: NAME_ASK },
    again: { method: 'elicitation/create', params: NAME_ASK },
  },
} as const;
export const ANSWERS = {
  who: { action: 'accept', content: { name: 'Ada' } },
  again: { action: 'decline' },
};

/** A `resume` that records its calls and lets a test wait for the next, by count. */
export function recorder() {
  const calls: ResumeInput[] = [];
  let wake = () => {};
  return {
    calls,
    resume: (input: ResumeInput) => {
      calls.push(input);
      wake();
    },
    next: (count: number) =>
      new Promise<ResumeInput>((resolve) => {
        const look = () => (calls.length >= count ? resolve(calls[count - 1]!) : (wake = look));
        look();
      }),
  };
}
