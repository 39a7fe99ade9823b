// A browser host on the official MCP TypeScript SDK 1.x (`@modelcontextprotocol/sdk` 1.32,
// 2025-11-25: the server pushes `elicitation/create`) with elicit-kit plugged in by one
// call, talking to /legacy-mcp. The handler passes the request's `extra.signal`, so the
// dialog closes when the server withdraws the ask (`notifications/cancelled`).
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { showElicitation } from '@elicit-kit/elements';
import { toolPage } from '../tool-page.js';

const client = new Client(
  { name: 'elicit-kit-host', version: '1.0.0' },
  { capabilities: { elicitation: { form: {}, url: {} } } },
);

// The one call: every pushed ask opens the dialog; the server's cancellation closes it.
client.setRequestHandler(ElicitRequestSchema, (request, extra) =>
  showElicitation(request.params, {
    serverName: client.getServerVersion()?.name ?? '',
    signal: extra.signal,
  }),
);

const transport = new StreamableHTTPClientTransport(new URL('/legacy-mcp', location.href));
await client.connect(transport);
toolPage(
  (name, args) => client.callTool({ name, arguments: args }),
  transport.protocolVersion ?? '',
);
