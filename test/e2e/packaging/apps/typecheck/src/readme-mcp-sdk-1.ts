// README's one line for the official MCP TypeScript SDK 1.x, in a module that gives it a client.
// IMPORTS
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { ElicitRequestSchema } from '@modelcontextprotocol/sdk/types.js';
import { showElicitation } from '@elicit-kit/elements';

export const client = new Client({ name: 'readme-host', version: '1.0.0' }, { capabilities: { elicitation: { form: {}, url: {} } } });
/* SNIPPET */
