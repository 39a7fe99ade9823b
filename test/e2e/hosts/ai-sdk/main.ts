// A browser host on the Vercel AI SDK's MCP client (`@ai-sdk/mcp` 2.0) with elicit-kit
// plugged in by one call. `?era=legacy` talks 2025-11-25 (the server pushes
// `elicitation/create`) to /legacy-mcp with `protocolVersionDiscovery: false`; otherwise
// the client discovers 2026-07-28 at /mcp and fulfils form rounds through the same handler.
// It declares form mode only, as the docs advise (the AI SDK refuses URL asks itself);
// `?declare=url` declares URL mode too, to show what happens then.
import { createMCPClient, ElicitationRequestSchema } from '@ai-sdk/mcp';
import type { ElicitRequestParams } from '@elicit-kit/core';
import { showElicitation } from '@elicit-kit/elements';
import { toolPage } from '../tool-page.js';

const query = new URLSearchParams(location.search);
const legacy = query.get('era') === 'legacy';

const client = await createMCPClient({
  transport: { type: 'http', url: new URL(legacy ? '/legacy-mcp' : '/mcp', location.href).href },
  // Form mode only: the AI SDK answers URL asks with an error before any handler runs.
  capabilities: {
    elicitation: query.get('declare') === 'url' ? { form: {}, url: {} } : { form: {} },
  },
  ...(legacy ? { protocolVersionDiscovery: false } : {}),
});

// The one call. The AI SDK types `params` loosely (`requestedSchema: unknown`, no `mode`):
// the kit checks the shape itself and shows why when it cannot render an ask.
client.onElicitationRequest(ElicitationRequestSchema, (request) =>
  showElicitation(request.params as ElicitRequestParams, { serverName: client.serverInfo.name }),
);

// `?prompt=<name>` gets that prompt instead of calling a tool.
const prompt = query.get('prompt');
toolPage(
  (name, args) =>
    prompt
      ? client.getPrompt({ name: prompt, arguments: args })
      : client.callTool({ name, arguments: args }),
  client.initializeResult.protocolVersion,
);
