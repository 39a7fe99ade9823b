// README's one line for the Vercel AI SDK's MCP client, in a module that gives it a client.
// IMPORTS
import { createMCPClient, ElicitationRequestSchema } from '@ai-sdk/mcp';
import type { ElicitRequestParams } from '@elicit-kit/core';
import { showElicitation } from '@elicit-kit/elements';

export const client = await createMCPClient({
  transport: { type: 'http', url: 'https://mcp.example.com/mcp' },
  capabilities: { elicitation: { form: {} } },
});
/* SNIPPET */
