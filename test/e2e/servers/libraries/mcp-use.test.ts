/**
 * `mcp-use` 2.5 (2026-07-28 rounds on SDK 2.0.0), its server in mcp-use.server.ts on the
 * pinned Node 22; the host is core's `callWithInput` over core's HTTP transport.
 */
import { fileURLToPath } from 'node:url';
import { FEATURES } from './support/features.js';
import { installed } from './support/legacy-client.js';
import { roundHost } from './support/mrtr-client.js';
import { startOnNode22 } from './support/node22.js';
import { askTool, describeLibrary } from './support/suite.js';

const SCRIPT = fileURLToPath(new URL('./mcp-use.server.ts', import.meta.url));

describeLibrary('inputRequired.elicit on SDK 2.0.0, zod 4, Node 22', {
  library: installed('mcp-use'),
  features: FEATURES,
  generated: true,
  browser: true,
  timeout: 60_000,
  async start() {
    // Its anonymous usage telemetry would try the network; the suite stays offline.
    const server = await startOnNode22(SCRIPT, { MCP_USE_ANONYMIZED_TELEMETRY: 'false' });
    return { ask: askTool(roundHost(server.url).call), close: () => server.close() };
  },
});
