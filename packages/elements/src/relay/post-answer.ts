/** Posting an answer to the relay (`<url>/answer`) and reading its reply. */
import { replyBody } from './relay-text.js';

/** The relay's reply to an answer (`status` 0: it never arrived). */
export interface Reply {
  readonly status: number;
  readonly body?: { readonly issues?: unknown; readonly limit?: unknown };
}

/** Posts `body` to `<base>/answer`; a network failure is status 0. */
export async function postAnswer(base: string, body: unknown): Promise<Reply> {
  try {
    const response = await fetch(`${base}/answer`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const text = await response.text();
    return {
      status: response.status,
      body: replyBody(text),
    };
  } catch {
    return { status: 0 };
  }
}
