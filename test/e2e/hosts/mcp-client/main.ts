// A browser host on the official MCP TypeScript client 2.4 with elicit-kit plugged in by
// one call. `?era=legacy` talks 2025-11-25 (server pushes `elicitation/create`) to
// /legacy-mcp; otherwise 2026-07-28 (the client fulfils `input_required` rounds) to /mcp.
// `?tool=` and `?args=` (JSON) pick the call; its result is written into <pre id="out">.
import { Client, StreamableHTTPClientTransport } from '@modelcontextprotocol/client';
import { showElicitation } from '@elicit-kit/elements';

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

const status = document.querySelector('#status')!;
const button = document.querySelector<HTMLButtonElement>('#call')!;
const out = document.querySelector('#out')!;

button.addEventListener('click', async () => {
  const name = query.get('tool') ?? 'deploy';
  const args = JSON.parse(query.get('args') ?? '{"env":"prod"}') as Record<string, unknown>;
  try {
    out.textContent = JSON.stringify(await client.callTool({ name, arguments: args }));
  } catch (error) {
    out.textContent = JSON.stringify({ error: String(error) });
  }
});

await client.connect(new StreamableHTTPClientTransport(new URL(legacy ? '/legacy-mcp' : '/mcp', location.href)));
status.textContent = `connected ${client.getNegotiatedProtocolVersion() ?? ''}`;
button.disabled = false;
