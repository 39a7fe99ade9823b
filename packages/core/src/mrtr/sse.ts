/**
 * A small Server-Sent Events parser (WHATWG HTML §"Parsing an event stream"):
 * enough for Streamable HTTP response streams, fed with text chunks split anywhere.
 */

/** One dispatched event: its type (default `message`) and its data lines joined by `\n`. */
export interface SseEvent {
  readonly event: string;
  readonly data: string;
}

/** Feeds text chunks to `onEvent`; call `end()` when the stream ends. */
export interface SseParser {
  push(chunk: string): void;
  end(): void;
}

/**
 * Creates a parser that calls `onEvent` for every complete event.
 * Lines end in CRLF, LF or CR (also split across chunks); `data:` lines of one event
 * are joined with `\n`; comments and unknown fields are ignored; an event with no data
 * is not dispatched; an unterminated last event is dropped, as the standard says.
 */
export function createSseParser(onEvent: (event: SseEvent) => void): SseParser {
  let event = '';
  let data: string[] = [];
  const line = (text: string) => {
    if (!text) {
      if (data.length > 0) onEvent({ event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    const colon = text.indexOf(':');
    if (colon === 0) return; // a comment
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
  };
  // Each chunk is split once and on its own; only the unfinished last line is carried
  // over. (Appending to one buffer and scanning it again made a long line quadratic.)
  let pending = '';
  // The last chunk ended with a CR: an LF starting the next is its pair.
  let skipLf = false;
  return {
    push(chunk) {
      if (!chunk) return;
      const lines = (skipLf && chunk[0] === '\n' ? chunk.slice(1) : chunk).split(/\r\n?|\n/);
      skipLf = chunk.endsWith('\r');
      lines[0] = pending + lines[0];
      pending = lines.pop()!;
      lines.forEach(line);
    },
    end() {
      // An unterminated last line, and an event without its blank line, are dropped.
      pending = '';
      skipLf = false;
    },
  };
}
