/**
 * xmcp 1.1 tool for 2026-07-28 connections: it asks by returning `inputRequired(...)` with
 * `inputRequired.elicit({ message, requestedSchema })` (re-exported by xmcp from the
 * official SDK), reads the retry's `extra.inputResponses` with `inputResponse`, and parses
 * the content with the zod 4 object. The schema goes as JSON, as for `ask`.
 */
import { z } from 'zod';
import { inputRequired, inputResponse, type InferSchema, type ToolExtraArguments } from 'xmcp';
import { echoResult, parseAnswer } from '../support/echo.js';
import { featuresOf, message, v4Json, v4Object } from '../support/features.js';

export const schema = { feature: z.string().describe('The feature to ask for') };

export const metadata = {
  name: 'ask_round',
  description: 'Asks for one feature in a round and echoes what zod parsed.',
};

export default async function askRound(
  { feature: id }: InferSchema<typeof schema>,
  extra: ToolExtraArguments,
) {
  const asked = featuresOf(id);
  const response = inputResponse(extra.inputResponses, 'answer');
  if (response.kind === 'missing') {
    return inputRequired({
      inputRequests: {
        answer: inputRequired.elicit({
          message: message(asked),
          requestedSchema: v4Json(asked) as never,
        }),
      },
    });
  }
  if (response.kind !== 'elicit')
    return echoResult({ action: 'error', refused: `unexpected response ${response.kind}` });
  return echoResult(parseAnswer(v4Object(asked), response.action, response.content));
}
