// A browser host on the official MCP TypeScript client 2.4 with elicit-kit plugged in by
// one call. `?era=legacy` talks 2025-11-25 (server pushes `elicitation/create`) to
// /legacy-mcp; otherwise 2026-07-28 (the client fulfils `input_required` rounds) to /mcp.
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { showElicitation } from '@elicit-kit/elements';
import { toolPage } from '../tool-page.js';

const query = new URLSearchParams(location.search);
const legacy = query.get('era') === 'legacy';

const client = new Client(
  { name: 'elicit-kit-host', version: '1.0.0' },
  {
    capabilities: { elicitation: { form: {}, url: {} } },
    ...(legacy ? {} : { versionNegotiation: { mode: { pin: '2026-07-28' } } }),
  },
);

// The one call: every ask, pushed (2025-11-25) or embedded in a round (2026-07-28), opens the dialog.
client.setRequestHandler('elicitation/create', (request) =>
  showElicitation(request.params, { serverName: client.getServerVersion()?.name ?? '' }),
);

await client.connect(
  new StreamableHTTPClientTransport(new URL(legacy ? '/legacy-mcp' : '/mcp', location.href)),
);
toolPage(
  (name, args) => client.callTool({ name, arguments: args }),
  client.getNegotiatedProtocolVersion() ?? '',
);
