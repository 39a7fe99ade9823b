/**
 * An instrumented page for the security suites: records what the page logs, stores and
 * sends, and anything a hostile string could make it execute or load. Install once per
 * test file (`watchPage()`); read with `report()`; the network log (server plugin
 * test/plugins/network-log.mjs) is read separately.
 */

/** What the page did since the watch was installed or last reset. */
export interface WatchReport {
  /** Every console call, as `method: args joined`. */
  readonly console: readonly string[];
  /** Every outgoing channel used in page: fetch, XHR, beacon, WebSocket, EventSource, window.open, form submit. */
  readonly sent: readonly string[];
  /** Blocked loads the Content-Security-Policy reported (`directive blocked-uri`). */
  readonly csp: readonly string[];
  /** Calls of alert / confirm / prompt / print, and dynamic code (eval, Function). */
  readonly dialogs: readonly string[];
  /** Elements added to the light DOM that can run or load something (script, iframe, img…). */
  readonly added: readonly string[];
  /** Set by payloads that manage to run (`__pwned`). */
  readonly pwned: unknown;
  /** Keys that appeared on Object.prototype. */
  readonly polluted: readonly string[];
}

interface Watch {
  console: string[];
  sent: string[];
  csp: string[];
  dialogs: string[];
  added: string[];
}

declare global {
  interface Window {
    __pwned?: unknown;
    __elicitWatch?: Watch;
  }
}

const text = (value: unknown): string => {
  if (typeof value === 'string') return value;
  try {
    return JSON.stringify(value) ?? String(value);
  } catch {
    return String(value);
  }
};

/** What may run or load when added to a page: the MutationObserver records these. */
const LOADING_TAGS = new Set([
  'script',
  'iframe',
  'frame',
  'object',
  'embed',
  'link',
  'img',
  'image',
  'video',
  'audio',
  'source',
  'track',
  'style',
  'base',
  'meta',
  'svg',
  'math',
  'form',
  'a',
  'area',
  'portal',
  'picture',
  'input',
]);

/**
 * A Content-Security-Policy that lets the test runner work (its scripts, styles and
 * socket) but blocks and reports any image, frame, object, font, media or manifest load:
 * nothing the kit renders loads any of them, so every report is a payload getting through.
 */
const POLICY =
  "img-src 'none'; frame-src 'none'; child-src 'none'; object-src 'none'; font-src 'none'; media-src 'none'; manifest-src 'none'; worker-src 'none'; form-action 'none'; base-uri 'none'";

/** Installs the watch on this page (idempotent). */
export function watchPage(): void {
  if (window.__elicitWatch) return;
  const watch: Watch = { console: [], sent: [], csp: [], dialogs: [], added: [] };
  window.__elicitWatch = watch;

  const meta = document.createElement('meta');
  meta.httpEquiv = 'Content-Security-Policy';
  meta.content = POLICY;
  document.head.prepend(meta);
  document.addEventListener('securitypolicyviolation', (event) =>
    watch.csp.push(`${event.effectiveDirective} ${event.blockedURI}`),
  );

  for (const method of [
    'log',
    'info',
    'warn',
    'error',
    'debug',
    'trace',
    'dir',
    'table',
  ] as const) {
    const original = console[method] as (...args: unknown[]) => void;
    console[method] = (...args: unknown[]) => {
      watch.console.push(`${method}: ${args.map(text).join(' ')}`);
      original.apply(console, args);
    };
  }

  const originalFetch = window.fetch;
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    watch.sent.push(
      `fetch ${input instanceof Request ? input.url : String(input)} ${text(init?.body ?? '')}`,
    );
    return originalFetch(input, init);
  };
  const open = XMLHttpRequest.prototype.open;
  const send = XMLHttpRequest.prototype.send;
  XMLHttpRequest.prototype.open = function (this: XMLHttpRequest, ...args: unknown[]) {
    watch.sent.push(`xhr ${text(args[1])}`);
    return (open as (...a: unknown[]) => void).apply(this, args);
  } as typeof open;
  XMLHttpRequest.prototype.send = function (
    this: XMLHttpRequest,
    body?: Document | XMLHttpRequestBodyInit | null,
  ) {
    watch.sent.push(`xhr-body ${text(body ?? '')}`);
    return send.call(this, body);
  };
  const beacon = navigator.sendBeacon?.bind(navigator);
  if (beacon)
    navigator.sendBeacon = (url: string | URL, data?: BodyInit | null) => {
      watch.sent.push(`beacon ${String(url)} ${text(data ?? '')}`);
      return beacon(url, data);
    };
  const socketSend = WebSocket.prototype.send;
  WebSocket.prototype.send = function (
    this: WebSocket,
    data: string | ArrayBufferLike | Blob | ArrayBufferView,
  ) {
    // The test runner talks to its server over a WebSocket: record, but tell it apart by URL.
    watch.sent.push(`websocket ${this.url} ${text(data)}`);
    return socketSend.call(this, data);
  };
  const windowOpen = window.open;
  window.open = (...args: Parameters<typeof window.open>) => {
    watch.sent.push(`open ${args.map(text).join(' ')}`);
    // Never a real tab from these suites.
    void windowOpen;
    return null;
  };
  const submit = HTMLFormElement.prototype.submit;
  HTMLFormElement.prototype.submit = function (this: HTMLFormElement) {
    watch.sent.push(`form-submit ${this.action}`);
    return submit.call(this);
  };
  document.addEventListener(
    'submit',
    (event) => {
      // A submit event that would navigate (the kit's forms always prevent it).
      setTimeout(() => {
        if (!event.defaultPrevented) watch.sent.push('form-submit (not prevented)');
      });
    },
    true,
  );

  for (const name of ['alert', 'confirm', 'prompt', 'print'] as const) {
    (window as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
      watch.dialogs.push(`${name}(${args.map(text).join(', ')})`);
      return null;
    };
  }
  const originalEval = window.eval;
  window.eval = (code: string) => {
    watch.dialogs.push(`eval(${text(code).slice(0, 80)})`);
    return originalEval(code);
  };

  new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) {
        if (!(node instanceof Element)) continue;
        for (const element of [node, ...node.querySelectorAll('*')]) {
          if (LOADING_TAGS.has(element.localName))
            watch.added.push(`<${element.localName}> in ${record.target.nodeName}`);
        }
      }
    }
  }).observe(document, { childList: true, subtree: true });
}

/** The keys a fresh page has on Object.prototype. */
const prototypeKeys = new Set(Object.getOwnPropertyNames(Object.prototype));

/** What the page did since `watchPage()`; WebSocket frames of the test runner left out. */
export function report(): WatchReport {
  const watch = window.__elicitWatch;
  if (!watch) throw new Error('watchPage() first');
  const runner = new URL(location.href).host;
  return {
    console: [...watch.console],
    sent: watch.sent.filter((entry) => !entry.startsWith(`websocket ws://${runner}`)),
    csp: [...watch.csp],
    dialogs: [...watch.dialogs],
    added: [...watch.added],
    pwned: window.__pwned ?? (globalThis as { __pwned?: unknown }).__pwned,
    polluted: Object.getOwnPropertyNames(Object.prototype).filter((key) => !prototypeKeys.has(key)),
  };
}

/** Every element under `root`, through open shadow roots (and the dialog's host). */
export function deepElements(root: ParentNode): Element[] {
  const found: Element[] = [];
  const walk = (node: ParentNode) => {
    for (const element of node.querySelectorAll('*')) {
      found.push(element);
      if (element.shadowRoot) walk(element.shadowRoot);
    }
  };
  walk(root);
  // A kit element: its own shadow root too (its cards are its children, walked above).
  if (root instanceof Element && root.shadowRoot) walk(root.shadowRoot);
  return found;
}

/** What the page stores: web storage, cookies, IndexedDB databases, Cache Storage, history state, window name. */
export async function storedEverywhere(): Promise<string[]> {
  const stored: string[] = [];
  for (const [name, storage] of [
    ['localStorage', localStorage],
    ['sessionStorage', sessionStorage],
  ] as const) {
    for (let index = 0; index < storage.length; index += 1) {
      const key = storage.key(index) ?? '';
      stored.push(`${name} ${key}=${storage.getItem(key)}`);
    }
  }
  if (document.cookie) stored.push(`cookie ${document.cookie}`);
  for (const database of (await indexedDB.databases?.()) ?? [])
    stored.push(`indexedDB ${database.name}`);
  if ('caches' in window) for (const cache of await caches.keys()) stored.push(`cache ${cache}`);
  if (history.state !== null) stored.push(`history ${text(history.state)}`);
  if (window.name) stored.push(`window.name ${window.name}`);
  if (location.hash) stored.push(`hash ${location.hash}`);
  return stored;
}
