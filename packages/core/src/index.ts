/**
 * @elicit-kit/core — framework-free MCP elicitation: compile `requestedSchema`s,
 * validate answers, shape `ElicitResult`s and drive Multi Round-Trip Requests.
 */
export type * from './types.js';
export { messages, addMessages, formatMessage } from './messages/catalog.js';
export type { Message, MessageCode, MessageParams, Messages } from './messages/catalog.js';
