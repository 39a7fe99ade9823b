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
  let buffer = '';
  let event = '';
  let data: string[] = [];
  const line = (text: string) => {
    if (text === '') {
      if (data.length > 0) onEvent({ event: event || 'message', data: data.join('\n') });
      event = '';
      data = [];
      return;
    }
    const colon = text.indexOf(':');
    if (colon === 0) return;
    const field = colon < 0 ? text : text.slice(0, colon);
    let value = colon < 0 ? '' : text.slice(colon + 1);
    if (value.startsWith(' ')) value = value.slice(1);
    if (field === 'data') data.push(value);
    else if (field === 'event') event = value;
  };
  const drain = (final: boolean) => {
    for (;;) {
      const end = buffer.search(/[\r\n]/);
      // A CR at the very end may be the first half of a CRLF split across chunks.
      if (end < 0 || (!final && end === buffer.length - 1 && buffer[end] === '\r')) return;
      line(buffer.slice(0, end));
      buffer = buffer.slice(end + (buffer.startsWith('\r\n', end) ? 2 : 1));
    }
  };
  return {
    push(chunk) {
      buffer += chunk;
      drain(false);
    },
    end() {
      drain(true);
      buffer = '';
    },
  };
}
