// The chat turn: the scripted model may call the MCP server's tools; every form the server
// asks for goes to the person's page through the relay, tagged with the tool call that
// asked, and is withdrawn when the turn ends (finished, stopped or failed).
import { createMCPClient, ElicitationRequestSchema } from '@ai-sdk/mcp';
import type { ElicitRequestParams } from '@elicit-kit/core';
import { convertToModelMessages, isStepCount, streamText, type ToolSet, type UIMessage } from 'ai';
import { model } from '../../../lib/model';
import { relay } from '../../../lib/relay';
import { sessionOf } from '../../../lib/session';

/** How long the person has to answer one ask. */
const ASK_DEADLINE_MS = 120_000;

export async function POST(request: Request): Promise<Response> {
  const session = sessionOf(request);
  if (!session) return new Response(null, { status: 401 });
  const { messages } = (await request.json()) as { messages: UIMessage[] };

  // One per turn: aborted when the turn ends, so a card still open is withdrawn.
  const turn = new AbortController();
  const mcp = await createMCPClient({
    transport: { type: 'http', url: process.env.MCP_URL ?? 'http://127.0.0.1:1/legacy-mcp' },
    capabilities: { elicitation: { form: {} } },
    protocolVersionDiscovery: false,
  });
  // The tool call running now: its id tags the ask, so the page shows the card beside it.
  let toolCallId: string | undefined;
  mcp.onElicitationRequest(ElicitationRequestSchema, (ask) => {
    return relay.elicit(session, ask.params as ElicitRequestParams, {
      serverName: mcp.serverInfo.name,
      signal: turn.signal,
      deadline: Date.now() + ASK_DEADLINE_MS,
      tag: toolCallId,
    });
  });
  const endTurn = async () => {
    turn.abort();
    await mcp.close();
  };

  const tools: ToolSet = {};
  for (const [name, tool] of Object.entries(await mcp.tools())) {
    tools[name] = {
      ...tool,
      execute: (input: unknown, options: { toolCallId: string }) => (
        (toolCallId = options.toolCallId),
        tool.execute!(input as never, options as never)
      ),
    } as typeof tool;
  }

  const result = streamText({
    model,
    messages: await convertToModelMessages(messages),
    tools,
    stopWhen: isStepCount(3),
    abortSignal: request.signal,
    onFinish: endTurn,
    onAbort: endTurn,
    onError: endTurn,
  });
  return result.toUIMessageStreamResponse();
}
