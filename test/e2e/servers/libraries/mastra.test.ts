/**
 * `@mastra/mcp` 2.0 (2026-07-28 rounds; tools suspend with a `resumeSchema`), its server
 * in mastra.server.ts on the pinned Node 22; the host is core's `callWithInput`. Mastra
 * validates the answer against the resume schema before the tool runs again, and ends a
 * declined or cancelled round with an error result naming the action: the echo says so.
 */
import { fileURLToPath } from 'node:url';
import type { Echo } from './support/echo.js';
import { FEATURES, toolFor } from './support/features.js';
import { installed } from './support/legacy-client.js';
import { roundHost } from './support/mrtr-client.js';
import { startOnNode22 } from './support/node22.js';
import { describeLibrary } from './support/suite.js';

const SCRIPT = fileURLToPath(new URL('./mastra.server.ts', import.meta.url));

/** Mastra's words for a round the person declined or cancelled ("Tool 'ask_email' was declined"). */
function seenAction(echo: Echo): Echo {
  const said = /^Tool '[^']+' was (declined|cancelled)$/.exec(echo.refused ?? '')?.[1];
  return said === undefined ? echo : { action: said === 'declined' ? 'decline' : 'cancel' };
}

describeLibrary('suspend with a resumeSchema, zod 4, Node 22', {
  library: installed('@mastra/mcp'),
  // What mastra.server.ts could register (Mastra refuses nullable and union resume schemas).
  features: FEATURES.filter((item) => item.id !== 'note' && item.id !== 'size'),
  generated: true,
  browser: true,
  timeout: 60_000,
  async start() {
    const server = await startOnNode22(SCRIPT, { MASTRA_TELEMETRY_DISABLED: 'true' });
    const host = roundHost(server.url);
    return {
      ask: async (list, answer) => seenAction(await host.call(toolFor(list), {}, answer)),
      close: () => server.close(),
    };
  },
});
