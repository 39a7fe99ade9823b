/**
 * One small driver per client scenario of the official MCP conformance suite. Each acts as a
 * host would: only `@elicit-kit/core`'s public API (`createHttpTransport`, `callWithInput`,
 * `requestMeta`, the result builders), no protocol code of its own and no hand-written
 * headers; a scripted person answers where a scenario asks for input. The 2025-11-25
 * scenario needs the initialize handshake and sessions, which the kit leaves to an MCP SDK
 * (docs/core/round-trips.md): there the SDK 1.32 client carries the messages and the
 * kit's `answerLegacyRequest` answers the server's `elicitation/create`.
 */
import {
  accept,
  answerLegacyRequest,
  callWithInput,
  compileSchema,
  createHttpTransport,
  decline,
  defaultContent,
  requestMeta,
  type AnswerInput,
  type JsonObject,
} from '@elicit-kit/core';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ElicitRequestSchema, McpError } from '@modelcontextprotocol/sdk/types.js';

/** What a scenario may pass in `MCP_CONFORMANCE_CONTEXT`. */
export interface ScenarioContext {
  readonly toolCalls?: readonly { readonly name: string; readonly arguments: JsonObject }[];
}

type Driver = (url: string, context: ScenarioContext) => Promise<void>;
type Tool = { readonly name: string; readonly inputSchema?: JsonObject };

const clientInfo = { name: 'elicit-kit-conformance', version: '0.1.0' };
const capabilities = { elicitation: { form: {}, url: {} } };

/** The scripted person: accepts every form as shown (its defaults), declines URL asks. */
const person: AnswerInput = async (entries) =>
  Object.fromEntries(
    entries.map((entry) => {
      const form = compileSchema(entry.params.requestedSchema);
      return [entry.key, entry.mode === 'url' ? decline() : accept(defaultContent(form), form)];
    }),
  );

/** A host on the kit: every request through `callWithInput` over one `createHttpTransport`. */
function host(url: string, answer: AnswerInput = person) {
  const send = createHttpTransport({
    url,
    onExcludedTool: (tool) =>
      console.log(
        `excluded tool ${tool.name}: ${tool.issues.map((issue) => `${issue.code} at ${issue.path}`).join(', ')}`,
      ),
  });
  let id = 0;
  const request = (method: string, params: JsonObject = {}) =>
    callWithInput(send, { jsonrpc: '2.0', id: ++id, method, params }, answer, {
      meta: () => requestMeta({ clientInfo, capabilities }),
    });
  /** Every page of a list, following `nextCursor`. */
  const list = async (method: string, key: string): Promise<JsonObject[]> => {
    const items: JsonObject[] = [];
    let cursor: unknown;
    do {
      const page = await request(method, typeof cursor === 'string' ? { cursor } : {});
      items.push(...(page[key] as JsonObject[]));
      cursor = page.nextCursor;
    } while (typeof cursor === 'string');
    return items;
  };
  const tools = async () => (await list('tools/list', 'tools')) as unknown as Tool[];
  const call = (name: string, args: JsonObject = {}) =>
    request('tools/call', { name, arguments: args });
  return { request, list, tools, call };
}

/** Arguments a tool's schema requires, with a plain value of each type. */
function sampleArguments(tool: Tool): JsonObject {
  const properties = (tool.inputSchema?.properties ?? {}) as { [name: string]: { type?: unknown } };
  const required = (tool.inputSchema?.required ?? []) as string[];
  const sample: { [type: string]: unknown } = {
    string: 'us-west1',
    integer: 1,
    number: 1.5,
    boolean: true,
  };
  return Object.fromEntries(
    required.map((name) => [name, sample[String(properties[name]?.type)] ?? null]),
  );
}

/** Lists the tools and calls each one the kit kept, with sample arguments. */
const callEveryTool: Driver = async (url) => {
  const mcp = host(url);
  for (const tool of await mcp.tools()) await mcp.call(tool.name, sampleArguments(tool));
};

export const drivers: { readonly [scenario: string]: Driver } = {
  tools_call: callEveryTool,
  'request-metadata': callEveryTool,
  'http-invalid-tool-headers': callEveryTool,
  'json-schema-ref-no-deref': async (url) => {
    await host(url).tools();
  },

  'http-standard-headers': async (url) => {
    const mcp = host(url);
    for (const tool of await mcp.tools()) await mcp.call(tool.name);
    for (const resource of await mcp.list('resources/list', 'resources'))
      await mcp.request('resources/read', { uri: resource.uri as string });
    for (const prompt of await mcp.list('prompts/list', 'prompts'))
      await mcp.request('prompts/get', { name: prompt.name as string });
  },

  'http-custom-headers': async (url, context) => {
    const mcp = host(url);
    const listed = new Set((await mcp.tools()).map((tool) => tool.name));
    for (const { name, arguments: args } of context.toolCalls ?? []) {
      if (!listed.has(name))
        throw new Error(`the scenario asks to call ${name}, which tools/list did not keep`);
      await mcp.call(name, args);
    }
  },

  'json-schema-2020-12-preservation': async (url) => {
    const mcp = host(url);
    const tools = await mcp.tools();
    const focal = tools.find((tool) => tool.name === 'json_schema_2020_12_tool');
    if (!focal?.inputSchema) throw new Error('json_schema_2020_12_tool was not listed');
    await mcp.call('json_schema_echo', { schema: focal.inputSchema });
  },

  'sep-2322-client-request-state': async (url) => {
    // While the person answers the first call's round, another call runs on the same
    // transport: it must carry none of the first call's answers or state.
    let unrelated: Promise<JsonObject> | undefined;
    const mcp = host(url, async (entries, round) => {
      if (
        round.request.params &&
        (round.request.params as JsonObject).name === 'test_mrtr_echo_state'
      )
        unrelated ??= mcp.call('test_mrtr_unrelated');
      await unrelated;
      return person(entries, round);
    });
    await mcp.tools();
    await mcp.call('test_mrtr_echo_state');
    await mcp.call('test_mrtr_no_state');
    await mcp.call('test_mrtr_no_result_type');
    if (!unrelated) throw new Error('test_mrtr_echo_state asked for no input');
  },

  'elicitation-sep1034-client-defaults': async (url) => {
    const client = new Client(clientInfo, { capabilities });
    client.setRequestHandler(ElicitRequestSchema, async (request, extra) => {
      const response = await answerLegacyRequest(
        {
          jsonrpc: '2.0',
          id: extra.requestId,
          method: request.method,
          params: request.params as JsonObject,
        },
        async (_params, { form }) => (form ? accept(defaultContent(form), form) : decline()),
      );
      if ('error' in response)
        throw new McpError(response.error.code, response.error.message, response.error.data);
      return response.result;
    });
    await client.connect(new StreamableHTTPClientTransport(new URL(url)));
    try {
      const { tools } = await client.listTools();
      for (const tool of tools) await client.callTool({ name: tool.name, arguments: {} });
    } finally {
      await client.close();
    }
  },
};
