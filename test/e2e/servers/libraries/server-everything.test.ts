/**
 * `@modelcontextprotocol/server-everything` (the reference server, SDK 1.32), run as
 * shipped over stdio: its `trigger-elicitation-request` form (every primitive, formats,
 * defaults, untitled/titled/legacy enums, multi-selects), its `trigger-url-elicitation`
 * URL ask on both paths (pushed, and the `-32042` error then the retry). It validates
 * nothing itself, so "accepted" here means it echoes, line by line and in its raw
 * result, exactly the content the person meant. The host: core's `answerLegacyRequest` on
 * the SDK 1.32 stdio transport.
 */
import { fileURLToPath } from 'node:url';
import { StdioClientTransport } from '@modelcontextprotocol/sdk/client/stdio.js';
import { expect } from 'chai';
import {
  accept,
  decline,
  inspectUrl,
  readUrlElicitationRequired,
  validateContent,
  type ElicitResult,
  type JsonObject,
} from '@elicit-kit/core';
import { compileAsk, fill, type Answerer } from './support/person.js';
import { connectLegacyHost, installed, type LegacyHost } from './support/legacy-client.js';
import { tableRows } from './support/suite.js';

const LIBRARY = installed('@modelcontextprotocol/server-everything');
const SERVER = fileURLToPath(
  new URL(
    '../../../../node_modules/@modelcontextprotocol/server-everything/dist/index.js',
    import.meta.url,
  ),
);

/** What the person types into the form; everything else keeps the server's defaults. */
const TYPED = {
  name: 'Ada Lovelace',
  check: true,
  email: 'ada@example.com',
  homepage: 'https://example.com/ada',
  birthdate: '1815-12-10',
};

/** The text blocks of a tool result, joined. */
function text(result: unknown): string {
  return ((result as { content?: { text?: string }[] }).content ?? [])
    .map((block) => block.text ?? '')
    .join('\n');
}

/** The `Raw result:` JSON the server appends: the ElicitResult as it received it. */
function rawResult(result: unknown): unknown {
  const raw = /Raw result: ([\s\S]*)$/.exec(text(result));
  return raw ? JSON.parse(raw[1]!) : undefined;
}

/** Consents to a URL ask the kit finds nothing wrong with. */
const consent: Answerer = async (params) => {
  const inspection = inspectUrl(String(params['url']));
  expect(inspection.ok && inspection.warnings, JSON.stringify(inspection)).to.deep.equal([]);
  return accept();
};

describe(`library: ${LIBRARY} (stdio, as shipped)`, function () {
  this.timeout(30_000);
  let host: LegacyHost;
  const row = tableRows(LIBRARY);

  before(async () => {
    host = await connectLegacyHost(
      new StdioClientTransport({
        command: process.execPath,
        args: [SERVER, 'stdio'],
        stderr: 'ignore',
      }),
    );
  });
  after(async () => {
    await host?.close();
  });

  it('should have the server echo its whole form answered through the kit, defaults included', async () => {
    row('its own form (formats, defaults, every enum kind)');
    let sent: ElicitResult | undefined;
    const result = await host.callRaw(
      'trigger-elicitation-request',
      {},
      async (params: JsonObject) => {
        const form = compileAsk(params);
        const content = fill(form, TYPED);
        expect(validateContent(form, content)).to.deep.equal([]);
        sent = accept(content);
        return sent;
      },
    );
    expect(rawResult(result)).to.deep.equal(sent);
    expect(sent?.content).to.deep.include({
      ...TYPED,
      firstLine: 'It was a dark and stormy night.',
      integer: 42,
      number: 3.14,
      untitledSingleSelectEnum: 'Monica',
      untitledMultipleSelectEnum: ['Guitar'],
      titledSingleSelectEnum: 'hero-1',
      titledMultipleSelectEnum: ['fish-1'],
      legacyTitledEnum: 'pet-1',
    });
    for (const line of [
      '- Name: Ada Lovelace',
      '- Agreed to terms: true',
      '- Email: ada@example.com',
      '- Birthdate: 1815-12-10',
      '- Favorite Integer: 42',
    ]) {
      expect(text(result)).to.contain(line);
    }
  });

  for (const [action, words] of [
    ['decline', 'User declined'],
    ['cancel', 'User cancelled'],
  ] as const) {
    it(`should have the server see a ${action}`, async () => {
      row(action);
      const result = await host.callRaw('trigger-elicitation-request', {}, async (params) => {
        compileAsk(params);
        return action === 'decline' ? decline() : { action };
      });
      expect(text(result)).to.contain(words);
    });
  }

  it('should have the server see the consent to a pushed URL ask', async () => {
    row('URL ask (pushed)');
    const result = await host.callRaw(
      'trigger-url-elicitation',
      { url: 'https://example.com/authorize' },
      consent,
    );
    expect(text(result)).to.contain('User completed the URL elicitation flow');
  });

  it('should read its -32042 error with the kit, consent, and have the retry accepted', async () => {
    row('URL ask (-32042, then retry)');
    const args = { url: 'https://example.com/authorize', errorPath: true };
    const error = await host.callRaw('trigger-url-elicitation', args, consent).then(
      () => undefined,
      (thrown: unknown) => thrown,
    );
    const asks = readUrlElicitationRequired(error);
    expect(asks, String(error)).to.have.length(1);
    expect(await consent(asks![0] as unknown as JsonObject)).to.deep.equal({ action: 'accept' });
    const retried = await host.callRaw('trigger-url-elicitation', args, consent);
    expect(text(retried)).to.contain('User completed the URL elicitation flow');
  });
});
