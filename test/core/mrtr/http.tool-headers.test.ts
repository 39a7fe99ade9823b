import { expect } from 'chai';
import {
  createHttpTransport,
  type ExcludedTool,
  requestMeta,
  type JsonObject,
  type JsonRpcRequest,
  type JsonRpcResultResponse,
} from '@elicit-kit/core';

// SEP-2243 custom headers through createHttpTransport: learnt from tools/list, mirrored on tools/call.

/** The spec's example tool, and tools whose annotations break the rules. */
const sql = {
  name: 'execute_sql',
  inputSchema: {
    type: 'object',
    properties: { region: { type: 'string', 'x-mcp-header': 'Region' }, query: { type: 'string' } },
    required: ['region', 'query'],
  },
};
const flags = {
  name: 'flags',
  inputSchema: {
    type: 'object',
    properties: { debug: { type: 'boolean', 'x-mcp-header': 'Debug' } },
  },
};
const plain = {
  name: 'plain',
  inputSchema: { type: 'object', properties: { region: { type: 'string' } } },
};
const broken = {
  name: 'broken',
  inputSchema: {
    type: 'object',
    properties: { score: { type: 'number', 'x-mcp-header': 'Score' } },
  },
};
const twice = {
  name: 'twice',
  inputSchema: {
    type: 'object',
    properties: {
      a: { type: 'string', 'x-mcp-header': 'MyField' },
      b: { type: 'string', 'x-mcp-header': 'myfield' },
    },
  },
};

interface Made {
  headers: { [name: string]: string };
  body: JsonRpcRequest;
}

/** A fake server: `tools/list` answers with the page its cursor names, anything else with an empty result. */
function server(pages: { [cursor: string]: JsonObject }, sse = false) {
  const made: Made[] = [];
  const fetch = (async (_input: RequestInfo | URL, init?: RequestInit) => {
    const headers: { [name: string]: string } = {};
    new Headers(init?.headers).forEach((value, name) => (headers[name] = value));
    const body = JSON.parse(String(init?.body)) as JsonRpcRequest;
    made.push({ headers, body });
    const cursor = String((body.params as JsonObject | undefined)?.cursor ?? '');
    const result = body.method === 'tools/list' ? pages[cursor] : { content: [] };
    const text = JSON.stringify({ jsonrpc: '2.0', id: body.id, result });
    return sse
      ? new Response(`event: message\ndata: ${text}\n\n`, {
          headers: { 'Content-Type': 'text/event-stream' },
        })
      : new Response(text, { headers: { 'Content-Type': 'application/json' } });
  }) as typeof globalThis.fetch;
  return { fetch, made };
}

const list = (cursor?: string): JsonRpcRequest => ({
  jsonrpc: '2.0',
  id: `list-${cursor ?? 0}`,
  method: 'tools/list',
  params: { _meta: requestMeta(), ...(cursor && { cursor }) },
});
const call = (name: string, args: unknown): JsonRpcRequest => ({
  jsonrpc: '2.0',
  id: 9,
  method: 'tools/call',
  params: { _meta: requestMeta(), name, arguments: args },
});
/** The Mcp-Param-* headers of one request. */
const params = (made: Made | undefined) =>
  Object.fromEntries(
    Object.entries(made?.headers ?? {}).filter(([name]) => name.startsWith('mcp-param-')),
  );
const tools = (response: unknown) =>
  ((response as JsonRpcResultResponse).result.tools as { name: string }[]).map((tool) => tool.name);

describe('createHttpTransport: custom headers from tool parameters', () => {
  it('should mirror the designated arguments of a listed tool, as the spec example shows', async () => {
    const { fetch, made } = server({ '': { tools: [sql, plain] } });
    const send = createHttpTransport({ url: 'https://x.test/', fetch });
    await send(list());
    await send(call('execute_sql', { region: 'us-west1', query: 'SELECT * FROM users' }));
    expect(made[1]!.headers).to.deep.include({
      'mcp-name': 'execute_sql',
      'mcp-param-region': 'us-west1',
    });
    expect(params(made[1])).to.deep.equal({ 'mcp-param-region': 'us-west1' });
    await send(call('plain', { region: 'us-west1' }));
    expect(params(made[2])).to.deep.equal({});
  });

  it('should send no Mcp-Param header for a tool it has not seen listed', async () => {
    const { fetch, made } = server({});
    await createHttpTransport({ url: 'https://x.test/', fetch })(
      call('execute_sql', { region: 'us-west1' }),
    );
    expect(params(made[0])).to.deep.equal({});
  });

  it('should learn from every page the caller follows, JSON or SSE', async () => {
    for (const sse of [false, true]) {
      const { fetch, made } = server(
        { '': { tools: [sql], nextCursor: 'p2' }, p2: { tools: [flags] } },
        sse,
      );
      const send = createHttpTransport({ url: 'https://x.test/', fetch });
      expect(tools(await send(list()))).to.deep.equal(['execute_sql']);
      expect(tools(await send(list('p2')))).to.deep.equal(['flags']);
      await send(call('execute_sql', { region: 'eu', query: 'q' }));
      await send(call('flags', { debug: true }));
      expect(params(made[2])).to.deep.equal({ 'mcp-param-region': 'eu' });
      expect(params(made[3])).to.deep.equal({ 'mcp-param-debug': 'true' });
    }
  });

  it('should follow a changed definition of a tool listed again', async () => {
    const renamed = {
      ...sql,
      inputSchema: {
        type: 'object',
        properties: { region: { type: 'string', 'x-mcp-header': 'Zone' } },
      },
    };
    const pages: { [cursor: string]: JsonObject } = { '': { tools: [sql] } };
    const { fetch, made } = server(pages);
    const send = createHttpTransport({ url: 'https://x.test/', fetch });
    await send(list());
    pages[''] = { tools: [renamed] };
    await send(list());
    await send(call('execute_sql', { region: 'eu' }));
    expect(params(made[2])).to.deep.equal({ 'mcp-param-zone': 'eu' });
  });

  it('should leave tools with broken annotations out of the result and report each one', async () => {
    const { fetch, made } = server({
      '': { tools: [broken, sql, twice, 'odd', { inputSchema: {} }], nextCursor: 'n' },
    });
    const excluded: ExcludedTool[] = [];
    const send = createHttpTransport({
      url: 'https://x.test/',
      fetch,
      onExcludedTool: (tool) => excluded.push(tool),
    });
    const response = (await send(list())) as JsonRpcResultResponse;
    // Entries it cannot judge (no name) stay: they are not the kit's to drop; so do the other result fields.
    expect(response.result).to.deep.equal({
      tools: [sql, 'odd', { inputSchema: {} }],
      nextCursor: 'n',
    });
    expect(response.id).to.equal('list-0');
    expect(excluded).to.deep.equal([
      {
        name: 'broken',
        issues: [{ code: 'not-primitive', path: '$.properties.score', params: {} }],
      },
      { name: 'twice', issues: [{ code: 'duplicate', path: '$.properties.b', params: {} }] },
    ]);
    expect(made).to.have.length(1);
  });

  it('should warn on the console when the host gives no onExcludedTool', async () => {
    const { fetch } = server({ '': { tools: [broken] } });
    const warnings: unknown[][] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args);
    try {
      expect(
        tools(await createHttpTransport({ url: 'https://x.test/', fetch })(list())),
      ).to.deep.equal([]);
    } finally {
      console.warn = warn;
    }
    expect(warnings).to.have.length(1);
    expect(warnings[0]![0]).to.be.a('string').and.include('x-mcp-header');
    expect(warnings[0]![1]).to.deep.equal({
      name: 'broken',
      issues: [{ code: 'not-primitive', path: '$.properties.score', params: {} }],
    });
  });

  it('should take tool definitions the host hands over, and report the broken ones', async () => {
    const { fetch, made } = server({});
    const excluded: string[] = [];
    const send = createHttpTransport({
      url: 'https://x.test/',
      fetch,
      tools: [sql, broken],
      onExcludedTool: (tool) => excluded.push(tool.name),
    });
    await send(call('execute_sql', { region: 'Région' }));
    expect(params(made[0])).to.deep.equal({ 'mcp-param-region': '=?base64?UsOpZ2lvbg==?=' });
    expect(excluded).to.deep.equal(['broken']);
  });

  it('should drop Mcp-Param headers of the host: they mirror designated arguments or are absent', async () => {
    const { fetch, made } = server({ '': { tools: [sql] } });
    const send = createHttpTransport({
      url: 'https://x.test/',
      fetch,
      headers: { 'Mcp-Param-Region': 'spoofed', 'MCP-PARAM-Query': 'x', Authorization: 'Bearer t' },
    });
    await send(list());
    await send(call('execute_sql', { region: null, query: 'q' }));
    await send(call('execute_sql', { region: 'us', query: 'q' }));
    expect(made.map(params)).to.deep.equal([{}, {}, { 'mcp-param-region': 'us' }]);
    expect(made[2]!.headers.authorization).to.equal('Bearer t');
  });

  it('should leave every other response as it came', async () => {
    const { fetch } = server({ '': { tools: 'not a list' }, null: null as unknown as JsonObject });
    const send = createHttpTransport({ url: 'https://x.test/', fetch });
    expect(await send(list())).to.deep.equal({
      jsonrpc: '2.0',
      id: 'list-0',
      result: { tools: 'not a list' },
    });
    expect(await send(list('null'))).to.deep.equal({
      jsonrpc: '2.0',
      id: 'list-null',
      result: null,
    });
    expect(await send(call('x', {}))).to.deep.equal({
      jsonrpc: '2.0',
      id: 9,
      result: { content: [] },
    });
  });
});
