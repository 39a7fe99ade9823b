/**
 * `xmcp` 1.1 (file-system routed tools on the official SDK 2.x), built by its own CLI at
 * test time (support/xmcp-build.ts). Both of its ways to ask: `extra.elicit` on a
 * 2025-11-25 session over `dist/stdio.js` (host: core's `answerLegacyRequest`; its HTTP transport
 * is stateless, so there the push fails with "Client does not support form elicitation"),
 * and `inputRequired` rounds on 2026-07-28 over `dist/http.js` (host: core's `callWithInput`).
 */

/**
 * `extra.elicit` checks the schema against the spec subset its types name and refuses
 * the rest before sending ("Form elicitation field \"hours\" includes unsupported key(s):
 * multipleOf"; arrays: "uses unsupported type \"array\""): those rows are not its to try.
 */
const PUSHED = features(
  'nickname',
  'seats',
  'email',
  'homepage',
  'starts_at',
  'day',
  'seating',
  'area',
  'guests',
  'newsletter',
);
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { FEATURES, features, idsOf } from './support/features.js';
import { connectLegacyHost, installed, type LegacyHost } from './support/legacy-client.js';
import { roundHost } from './support/mrtr-client.js';
import { libraryTests } from './support/suite.js';
import { startXmcpApp, type XmcpApp } from './support/xmcp-build.js';

describe(`library: ${installed('xmcp')} (built with xmcp build)`, function () {
  this.timeout(60_000);
  let app: XmcpApp;
  let host: LegacyHost;

  before(async () => {
    app = await startXmcpApp();
    host = await connectLegacyHost(new StdioClientTransport({ ...app.stdio, stderr: 'ignore' }));
  });
  after(async () => {
    await host?.close();
    await app?.close();
  });

  describe('extra.elicit (2025-11-25 push)', () => {
    libraryTests(
      () => ({ ask: (list, answer) => host.call('ask', { feature: idsOf(list) }, answer) }),
      {
        library: `${installed('xmcp')} push`,
        features: PUSHED,
      },
    );
  });

  describe('inputRequired (2026-07-28 rounds)', () => {
    libraryTests(
      () => ({
        ask: (list, answer) =>
          roundHost(app.url).call('ask_round', { feature: idsOf(list) }, answer),
      }),
      {
        library: `${installed('xmcp')} rounds`,
        features: FEATURES,
        generated: true,
        browser: true,
      },
    );
  });
});
