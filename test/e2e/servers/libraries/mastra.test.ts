/**
 * `@mastra/mcp` 2.0 (2026-07-28 rounds; tools suspend with a `resumeSchema`), its server
 * in mastra.server.ts on the pinned Node 22; the host is core's `callWithInput`. Mastra
 * validates the answer against the resume schema before the tool runs again, and ends a
 * declined or cancelled round with an error result naming the action: the echo says so.
 */
import { fileURLToPath } from 'node:url';
import type { Echo } from './support/echo.js';
import { FEATURES, idsOf } from './support/features.js';
import { installed } from './support/legacy-client.js';
import { roundHost, type RoundHost } from './support/mrtr-client.js';
import { startOnNode22, type ChildServer } from './support/node22.js';
import { libraryTests } from './support/suite.js';

const SCRIPT = fileURLToPath(new URL('./mastra.server.ts', import.meta.url));

/** Mastra's words for a round the person declined or cancelled ("Tool 'ask_email' was declined"). */
function seenAction(echo: Echo): Echo {
  const said = /^Tool '[^']+' was (declined|cancelled)$/.exec(echo.refused ?? '')?.[1];
  return said === undefined ? echo : { action: said === 'declined' ? 'decline' : 'cancel' };
}

describe(`library: ${installed('@mastra/mcp')} (suspend with a resumeSchema, zod 4, Node 22)`, function () {
  this.timeout(60_000);
  let server: ChildServer;
  let host: RoundHost;

  before(async () => {
    server = await startOnNode22(SCRIPT, { MASTRA_TELEMETRY_DISABLED: 'true' });
    host = roundHost(server.url);
  });
  after(async () => {
    await server?.close();
  });

  libraryTests(() => ({ ask: async (list, answer) => seenAction(await host.call(`ask_${idsOf(list)}`, {}, answer)) }), {
    library: installed('@mastra/mcp'),
    features: FEATURES,
    generated: true,
  });
});
