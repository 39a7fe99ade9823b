/**
 * A web chat host whose MCP clients run on its server, as the relay is meant for: the
 * shared static server on 127.0.0.1 serving the page (the cards file and `connectRelay`),
 * the built script-tag file, a React page on `useRelay` (`/react.html`), and the relay
 * under `/elicit` for the session in the `sid` cookie. Tests drive the MCP side in Node and the person in Chromium.
 */
import type { IncomingMessage } from 'node:http';
import { join } from 'node:path';
import { createRelay, type Relay, type RelayOptions } from '@elicit-kit/relay';
import { toNodeHandler } from '@elicit-kit/relay/node';
import { repoRoot } from '../../support/artefacts.js';
import { serveStatic } from '../../support/static-server.js';

/** A running host. */
export interface RelayHost {
  readonly origin: string;
  readonly relay: Relay;
  close(): Promise<void>;
}

/** The session of a request: the `sid` cookie (the host's own login, in a real app). */
export function sessionOf(req: IncomingMessage): string | undefined {
  return /(?:^|;\s*)sid=([\w-]+)/.exec(req.headers.cookie ?? '')?.[1];
}

/** The chat page: a transcript the asks are shown in, inline, with drafts kept per ask. */
const PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>chat</title></head>
<body><main id="chat"></main>
<script src="/elicit-kit.cards.js"></script>
<script>
  window.connection = ElicitKit.connectRelay({ url: '/elicit', container: document.querySelector('#chat'), inline: true, persistKey: 'chat' });
</script></body></html>`;

/** The React page (test/e2e/relay/react/main.tsx), bundled by esbuild from the sources. */
async function reactBundle(): Promise<string> {
  const { build } = await import('esbuild');
  const result = await build({
    entryPoints: [join(repoRoot, 'test/e2e/relay/react/main.tsx')],
    bundle: true,
    write: false,
    format: 'esm',
    jsx: 'automatic',
    conditions: ['elicit-kit-source', 'browser'],
    define: { 'process.env.NODE_ENV': '"production"' },
    logLevel: 'silent',
  });
  return result.outputFiles[0]!.text;
}

const REACT_PAGE =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>react</title></head><body><div id="root"></div><script type="module" src="/react.js"></script></body></html>';

/** Starts the host (the script-tag files must be built: `ensureBuilt(['core', 'elements', 'bundle'])`). */
export async function startRelayHost(options: RelayOptions = {}): Promise<RelayHost> {
  const relay = createRelay(options);
  const handler = toNodeHandler(relay, sessionOf);
  let react: Promise<string> | undefined;
  const server = await serveStatic({
    files: {
      '/': () => PAGE,
      '/elicit-kit.cards.js': join(repoRoot, 'packages/elements/dist/elicit-kit.cards.js'),
      '/react.html': () => REACT_PAGE,
      '/react.js': () => (react ??= reactBundle()),
    },
    route: (req, res) => {
      if (!new URL(req.url ?? '/', 'http://127.0.0.1').pathname.startsWith('/elicit/'))
        return false;
      void handler(req, res);
      return true;
    },
  });
  return {
    origin: server.origin,
    relay,
    async close() {
      await relay.close();
      await server.close();
    },
  };
}
