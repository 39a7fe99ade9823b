// A stand-in for the relay's two routes, for connectRelay's tests: an EventSource the test
// drives (`FakeSource.last.emit(type, data)`, as the relay would send) and a `fetch` that
// records each posted answer and replies with the statuses queued in `replies`.

/** A stand-in EventSource the test drives. */
export class FakeSource extends EventTarget {
  static last: FakeSource | undefined;
  static readonly CLOSED = 2;
  readyState = 1;
  readonly url: string;
  constructor(url: string) {
    super();
    this.url = url;
    FakeSource.last = this;
  }
  emit(type: string, data: unknown): void {
    this.dispatchEvent(new MessageEvent(type, { data: JSON.stringify(data) }));
  }
  close(): void {
    this.readyState = 2;
  }
}

/** What the page posted, and the statuses the fake relay answers with (204 once they run out). */
export interface FakeRelay {
  readonly posts: { url: string; body: unknown }[];
  readonly replies: number[];
  restore(): void;
}

/** Installs the fake EventSource and `fetch` until `restore()`; a 422 carries one issue for the field `name`, a 413 the default limit. */
export function fakeRelay(): FakeRelay {
  const realSource = window.EventSource;
  const realFetch = window.fetch;
  const relay: FakeRelay = {
    posts: [],
    replies: [],
    restore() {
      window.EventSource = realSource;
      window.fetch = realFetch;
    },
  };
  (window as unknown as { EventSource: unknown }).EventSource = FakeSource;
  window.fetch = async (url, init) => {
    relay.posts.push({ url: String(url), body: JSON.parse(String(init?.body)) });
    const status = relay.replies.shift() ?? 204;
    const body =
      status === 422
        ? JSON.stringify({
            error: 'invalid',
            issues: [{ field: 'name', code: 'tooShort', params: { min: 2, length: 1 } }],
          })
        : status === 413
          ? JSON.stringify({ error: 'too-large', limit: 64 * 1024 })
          : null;
    return new Response(body, { status });
  };
  return relay;
}

/** Polls `find` each 10 ms until it returns something, for up to `tries` times. */
export async function until<T>(find: () => T | null | undefined | false, tries = 300): Promise<T> {
  for (let i = 0; i < tries; i++) {
    const found = find();
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error('not found in time');
}
