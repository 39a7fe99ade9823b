// Round results for the <elicit-round> tests, built from the spec examples
// (reference §10.1, §10.4, §10.5) and the shared fixture schemas.
import fixtures from '../../fixtures/requested-schemas.json' with { type: 'json' };

/** A fixture's `requestedSchema`, found by a property it must have. */
function schemaWith(property: string, source?: string): Record<string, unknown> {
  const found = (
    fixtures as { source: string; requestedSchema?: { properties?: Record<string, unknown> } }[]
  ).find(
    (entry) =>
      entry.requestedSchema?.properties !== undefined &&
      Object.hasOwn(entry.requestedSchema.properties, property) &&
      (source === undefined || entry.source.includes(source)),
  );
  if (!found?.requestedSchema) throw new Error(`no fixture schema with property ${property}`);
  return found.requestedSchema;
}

/** An opaque state with characters a careless copy would mangle. */
export const oddState =
  ' eyJsb2NhdGlvbiI6Ik5ldyBZb3JrIn0...==\u00e9e\u0301\uFB01\u{1F600}\u2028 "q"\\ \u202Eabc \u0928\u092E\u0938\u094D\u0924\u0947 ';

/** §10.5: the URL-mode ask. */
export const urlAsk = {
  method: 'elicitation/create',
  params: {
    mode: 'url',
    url: 'https://mcp.example.com/ui/set_api_key',
    message: 'Please provide your API key to continue.',
  },
};

/** §10.4 multi-kind example: a sampling entry the host answers. */
export const samplingAsk = {
  method: 'sampling/createMessage',
  params: {
    messages: [{ role: 'user', content: { type: 'text', text: 'Summarise the forecast' } }],
    maxTokens: 100,
  },
};

/** The matching sampling response of `examples/InputResponses/elicitation-and-sampling-input-responses.json`. */
export const samplingAnswer = {
  role: 'assistant',
  content: { type: 'text', text: 'Sunny, 24 degrees.' },
  model: 'claude-3-sonnet-20240307',
  stopReason: 'endTurn',
};

/** §10.1: the GitHub login form (schema from the spec). */
export const githubAsk = {
  method: 'elicitation/create',
  params: {
    mode: 'form',
    message: 'Please provide your GitHub username',
    requestedSchema: {
      type: 'object',
      properties: { name: { type: 'string' } },
      required: ['name'],
    },
  },
};

/** A form with no `mode` (a missing mode means form) and a boolean from the fixtures. */
export const confirmAsk = {
  method: 'elicitation/create',
  params: {
    message: 'Proceed with the deployment?',
    requestedSchema: schemaWith('confirm', 'python-sdk'),
  },
};

/** A JSON round trip: the result exactly as a host gets it off the wire (keys like `__proto__` stay keys). */
export function wire<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}
