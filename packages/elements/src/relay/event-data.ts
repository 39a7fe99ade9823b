/**
 * An event's data as the relay's event stream sends it: JSON from the network, so anything
 * that does not parse to an object reads as `{}`. What an ask in it means is core's
 * (`readPageAsk` of `@elicit-kit/core/relay-wire`).
 */

/** An event's JSON data; `{}` when it is none. */
export const parse = (event: Event): Record<string, unknown> => {
  try {
    const value: unknown = JSON.parse((event as MessageEvent<string>).data);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
  } catch {
    return {};
  }
};
