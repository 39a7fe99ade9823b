/**
 * What every library's server says back, whatever its API: the action it saw and, for an
 * accept, what its own validator made of the content (the parsed values, or why it
 * refused them). The tests compare this echo, so "accepted" always means the server's
 * validator ran on the answer and passed it.
 */

/** The server's account of one answer. */
export interface Echo {
  readonly action: string;
  /** The content as the server's validator returned it (accept only). */
  readonly parsed?: { readonly [key: string]: unknown };
  /** Why the server refused the answer: its validator's or its SDK's words. */
  readonly refused?: string;
}

/** The part of a zod 3 or zod 4 schema the servers use. */
export interface Parser {
  safeParse(value: unknown):
    | { success: true; data: unknown }
    | {
        success: false;
        error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] };
      };
}

/** Runs the server's validator on accepted content. */
export function parseAnswer(schema: Parser, action: string, content: unknown): Echo {
  if (action !== 'accept') return { action };
  const parsed = schema.safeParse(content ?? {});
  if (parsed.success) return { action, parsed: parsed.data as { [key: string]: unknown } };
  return {
    action,
    refused: parsed.error.issues
      .map((issue) => `${issue.path.map(String).join('.')}: ${issue.message}`)
      .join('; '),
  };
}

/** A tool result carrying the echo (as text and structured content). */
export function echoResult(echo: Echo): {
  content: { type: 'text'; text: string }[];
  structuredContent: { [key: string]: unknown };
} {
  return {
    content: [{ type: 'text', text: JSON.stringify(echo) }],
    structuredContent: { ...echo },
  };
}

/** A thrown error (an SDK refusing to send or to take the answer) as an echo. */
export function errorEcho(error: unknown): Echo {
  return { action: 'error', refused: error instanceof Error ? error.message : String(error) };
}

/**
 * Reads the echo back from a tool result as the client received it: structured content
 * when the library passed it through, else the text; an `isError` result becomes an
 * `error` echo with its text.
 */
export function readEcho(result: unknown): Echo {
  const object = (result ?? {}) as {
    structuredContent?: unknown;
    content?: { type?: string; text?: string }[];
    isError?: boolean;
  };
  const text = object.content?.find((block) => block.type === 'text')?.text ?? '';
  if (object.isError) return { action: 'error', refused: text };
  if (
    object.structuredContent &&
    typeof object.structuredContent === 'object' &&
    'action' in object.structuredContent
  ) {
    return object.structuredContent as Echo;
  }
  try {
    return JSON.parse(text) as Echo;
  } catch {
    return { action: 'error', refused: `not an echo: ${text}` };
  }
}
