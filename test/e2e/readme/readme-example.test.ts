/**
 * README's "Core in a minute" runs as written (only the URL differs), against the real
 * 2026-07-28 test server, so the snippet cannot drift from the API.
 */
import { expect } from 'chai';
import { callWithInput, createHttpTransport, requestMeta, compileSchema, defaultContent,
  validateContent, accept, decline } from '@elicit-kit/core';
import { startMrtrServer, type MrtrServer } from '../servers/mrtr-server.js';

describe('README core example', () => {
  let server: MrtrServer;
  before(async () => {
    server = await startMrtrServer();
  });
  after(() => server.close());

  it('should run as written and complete the call', async () => {
    // ---- from README.md ----
    const send = createHttpTransport({ url: server.url });
    const request = {
      jsonrpc: '2.0' as const, id: 1, method: 'tools/call',
      params: { _meta: requestMeta({ clientInfo: { name: 'my-host', version: '1.0.0' } }),
                name: 'deploy', arguments: { env: 'prod' } },
    };

    // Retries with fresh ids, echoes requestState byte for byte, caps rounds.
    const result = await callWithInput(send, request, async (entries) => {
      const responses: Record<string, ReturnType<typeof accept>> = {};
      for (const entry of entries) {
        if (entry.mode === 'url') { responses[entry.key] = decline(); continue; }
        const form = compileSchema(entry.params['requestedSchema']);
        const content = defaultContent(form);          // ask the person here instead
        responses[entry.key] = form.ok && validateContent(form, content).length === 0 ? accept(content, form) : decline();
      }
      return responses;
    });
    // ---- end ----

    // The deploy form requires an answer with no default, so the defaults decline it.
    expect(result['structuredContent']).to.deep.equal({ outcome: 'declined' });
  });
});
