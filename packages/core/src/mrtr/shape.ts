/**
 * Checks an `ElicitResult` a host produced before it goes on the wire.
 */
import type { ElicitContent, ElicitResult } from '../types.js';
import { isContentValue, isObject, own, setOwn } from '../internal/json.js';

const actions: readonly unknown[] = ['accept', 'decline', 'cancel'];

/**
 * Returns the wire `ElicitResult` for `value`, or `undefined` when it is not one.
 * The `action` must be `accept`, `decline` or `cancel`; `content` is kept only for
 * `accept` in form mode and must hold only strings, finite numbers, booleans and string
 * arrays; every other field is dropped.
 */
export function toElicitResult(value: unknown, mode: string): ElicitResult | undefined {
  const action = isObject(value) ? own(value, 'action') : undefined;
  if (!isObject(value) || !actions.includes(action)) return undefined;
  const content = own(value, 'content');
  if (action !== 'accept' || mode !== 'form' || content === undefined) return { action: action as ElicitResult['action'] };
  if (!isObject(content) || !Object.values(content).every(isContentValue)) return undefined;
  const copy: ElicitContent = {};
  for (const [key, item] of Object.entries(content)) setOwn(copy, key, Array.isArray(item) ? [...item] : item);
  return { action: 'accept', content: copy };
}
