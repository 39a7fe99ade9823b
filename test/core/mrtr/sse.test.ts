import { expect } from 'chai';
import { createSseParser, type SseEvent } from '@elicit-kit/core';

function parse(chunks: readonly string[]): SseEvent[] {
  const events: SseEvent[] = [];
  const parser = createSseParser((event) => events.push(event));
  for (const chunk of chunks) parser.push(chunk);
  parser.end();
  return events;
}

describe('createSseParser', () => {
  // Relies on the runner's timeout: rescanning from the start was quadratic (30 s at 16 MB; this is 24 MB).
  it('should read one long line pushed in many chunks in linear time', () => {
    const chunk = 'x'.repeat(16_384);
    const events: SseEvent[] = [];
    const parser = createSseParser((event) => events.push(event));
    parser.push('data: ');
    for (let index = 0; index < 1536; index++) parser.push(chunk);
    parser.push('\r');
    parser.push('\n\n');
    parser.end();
    expect(events.map((event) => event.data.length)).to.deep.equal([16_384 * 1536]);
  });

  it('should read events with LF, CRLF and CR line ends', () => {
    expect(parse(['data: a\n\nevent: x\r\ndata: b\r\n\r\ndata: c\r\r'])).to.deep.equal([
      { event: 'message', data: 'a' },
      { event: 'x', data: 'b' },
      { event: 'message', data: 'c' },
    ]);
  });

  it('should join multi-line data with newlines and strip one leading space', () => {
    expect(parse(['data:{"a":\ndata:  1}\n\n'])).to.deep.equal([
      { event: 'message', data: '{"a":\n 1}' },
    ]);
  });

  it('should handle lines and CRLF split across chunks', () => {
    const text = 'id: 1\r\nevent: message\r\ndata: {"x":\r\ndata: 2}\r\n\r\n';
    for (let cut = 1; cut < text.length; cut += 1) {
      expect(parse([text.slice(0, cut), text.slice(cut)])).to.deep.equal([
        { event: 'message', data: '{"x":\n2}' },
      ]);
    }
    expect(parse(text.split(''))).to.deep.equal([{ event: 'message', data: '{"x":\n2}' }]);
  });

  it('should ignore comments, unknown fields and events without data', () => {
    expect(parse([': ping\n\nretry: 10\nevent: endpoint\n\nfoo: bar\ndata\n\n'])).to.deep.equal([
      { event: 'message', data: '' },
    ]);
  });

  it('should drop an unterminated last event', () => {
    expect(parse(['data: done\n\ndata: half\n'])).to.deep.equal([
      { event: 'message', data: 'done' },
    ]);
  });
});
