/**
 * `mcp-use` 2.5 (2026-07-28 rounds on SDK 2.0.0), its server in mcp-use.server.ts on the
 * pinned Node 22; the host is core's `callWithInput` over core's HTTP transport.
 */
import { fileURLToPath } from 'node:url';
import { FEATURES, idsOf } from './support/features.js';
import { installed } from './support/legacy-client.js';
import { roundHost, type RoundHost } from './support/mrtr-client.js';
import { startOnNode22, type ChildServer } from './support/node22.js';
import { libraryTests } from './support/suite.js';

const SCRIPT = fileURLToPath(new URL('./mcp-use.server.ts', import.meta.url));

describe(`library: ${installed('mcp-use')} (inputRequired.elicit on SDK 2.0.0, zod 4, Node 22)`, function () {
  this.timeout(60_000);
  let server: ChildServer;
  let host: RoundHost;

  before(async () => {
    // Its anonymous usage telemetry would try the network; the suite stays offline.
    server = await startOnNode22(SCRIPT, { MCP_USE_ANONYMIZED_TELEMETRY: 'false' });
    host = roundHost(server.url);
  });
  after(async () => {
    await server?.close();
  });

  libraryTests(() => ({ ask: (list, answer) => host.call('ask', { feature: idsOf(list) }, answer) }), {
    library: installed('mcp-use'),
    features: FEATURES,
    generated: true,
    browser: true,
  });
});
