// The scripted language model: asked anything, it calls the MCP server's `book_table`;
// given the tool's result, it replies with that result's text.
import { simulateReadableStream } from 'ai';
import { MockLanguageModelV4 } from 'ai/test';

type StreamResult = Awaited<ReturnType<MockLanguageModelV4['doStream']>>;
type Prompt = Parameters<MockLanguageModelV4['doStream']>[0]['prompt'];
type StreamPart = StreamResult['stream'] extends ReadableStream<infer Part> ? Part : never;

const usage = {
  inputTokens: { total: 1, noCache: 1, cacheRead: undefined, cacheWrite: undefined },
  outputTokens: { total: 1, text: 1, reasoning: undefined },
};
let calls = 0;

/** The text of the last tool result in the prompt, if the prompt ends with one. */
function lastToolResult(prompt: Prompt): string | undefined {
  const last = prompt.at(-1);
  if (last?.role !== 'tool') return undefined;
  const part = last.content.find((content) => content.type === 'tool-result');
  return part ? JSON.stringify(part.output) : undefined;
}

function reply(prompt: Prompt): StreamPart[] {
  const result = lastToolResult(prompt);
  if (result !== undefined) {
    const text = `The booking tool answered: ${result}`;
    return [
      { type: 'text-start', id: 'reply' },
      { type: 'text-delta', id: 'reply', delta: text },
      { type: 'text-end', id: 'reply' },
      { type: 'finish', usage, finishReason: { unified: 'stop', raw: 'stop' } },
    ];
  }
  calls += 1;
  return [
    {
      type: 'tool-call',
      toolCallId: `call-${calls}-${Date.now().toString(36)}`,
      toolName: 'book_table',
      input: '{}',
    },
    { type: 'finish', usage, finishReason: { unified: 'tool-calls', raw: 'tool_calls' } },
  ];
}

export const model = new MockLanguageModelV4({
  doStream: async ({ prompt }) => ({ stream: simulateReadableStream({ chunks: reply(prompt) }) }),
});
