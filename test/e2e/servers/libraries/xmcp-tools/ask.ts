/**
 * xmcp 1.1 tool (file-system routed; built by `xmcp build` at test time, see xmcp.test.ts):
 * on a 2025-11-25 connection it asks with its documented `extra.elicit({ message,
 * requestedSchema })`, with raw JSON in the spec's subset (its types name that subset, and
 * it refuses zod's output: "Form elicitation schema includes unsupported key(s): $schema,
 * additionalProperties"), and parses the answer with the zod 4 object.
 */
import { z } from 'zod';
import type { InferSchema, ToolExtraArguments } from 'xmcp';
import { echoResult, errorEcho, parseAnswer } from '../support/echo.js';
import { featuresOf, message, jsonObject, v4Object } from '../support/features.js';

export const schema = { feature: z.string().describe('The feature to ask for') };

export const metadata = {
  name: 'ask',
  description: 'Asks for one feature and echoes what zod parsed.',
};

export default async function ask(
  { feature: id }: InferSchema<typeof schema>,
  extra: ToolExtraArguments,
) {
  const asked = featuresOf(id);
  try {
    const result = await extra.elicit({
      message: message(asked),
      requestedSchema: jsonObject(asked) as never,
    });
    return echoResult(parseAnswer(v4Object(asked), result.action, result.content));
  } catch (error) {
    return echoResult(errorEcho(error));
  }
}
