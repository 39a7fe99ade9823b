/**
 * End to end, protocol revision 2025-11-25: a server pushes `elicitation/create` on the
 * open connection and the kit's `answerLegacyRequest` builds the whole JSON-RPC
 * response, which goes back untouched. Server: `@modelcontextprotocol/sdk` 1.32
 * `McpServer` over an in-memory linked pair; the client side is raw JSON-RPC.
 */
import { expect } from 'chai';
import {
  answerLegacyRequest,
  readElicitationComplete,
  readUrlElicitationRequired,
  type LegacyContext,
  type LegacyOptions,
  accept,
  cancel,
  decline,
  compileSchema,
  validateContent,
  type ElicitRequestParams,
  type ElicitResult,
  type JsonObject,
} from '@elicit-kit/core';
import {
  BOOKING_SCHEMA,
  DASHBOARD_ASK,
  LINK_ELICITATION_ID,
  LINK_URL,
  startLegacyServer,
  type LegacyPeer,
  type WireMessage,
} from './servers/legacy-server.js';

const CAPABILITIES = { elicitation: { form: {}, url: {} } };
const BOOKING = { date: '2026-09-01', guests: 4, seating: 'terrace' } as const;

type Asked = { readonly params: JsonObject; readonly context: LegacyContext };
type Answer = (asked: Asked) => Promise<ElicitResult>;

function toolResult(response: WireMessage): JsonObject {
  expect(response, 'the tool call should get a result').to.have.property('result');
  return response['result'] as JsonObject;
}

function text(result: JsonObject): string {
  return (result['content'] as { text: string }[])[0]!.text;
}

function serverRequests(peer: LegacyPeer): WireMessage[] {
  return peer.received.filter((message) => message['method'] === 'elicitation/create');
}

describe('e2e: 2025-11-25 legacy push against @modelcontextprotocol/sdk 1.32', function () {
  this.timeout(10_000);
  let peer: LegacyPeer;
  /** What the person does for the next ask; each test sets it before calling a tool. */
  let person: Answer;
  /** The host's options for answerLegacyRequest; each test may change them. */
  let options: LegacyOptions;
  const asked: Asked[] = [];

  beforeEach(async () => {
    asked.length = 0;
    options = { capabilities: CAPABILITIES };
    // A fresh server per test: its request ids restart at 0, so every first ask has id 0.
    peer = await startLegacyServer((message) =>
      answerLegacyRequest(
        message,
        async (params: ElicitRequestParams, context: LegacyContext) => {
          const request: Asked = { params: params as unknown as JsonObject, context };
          asked.push(request);
          return person(request);
        },
        options,
      ),
    );
    const initialized = await peer.initialize(CAPABILITIES);
    expect(initialized).to.have.nested.property('result.protocolVersion', '2025-11-25');
  });
  afterEach(async () => {
    await peer.close();
  });

  it('should answer an accepted form so the tool sees the content (and echo id 0)', async () => {
    person = async ({ params, context }) => {
      expect(context.id).to.equal(0);
      expect(context.mode).to.equal('form');
      const form = context.form ?? expect.fail('a form ask should come with its compiled form');
      expect(form).to.deep.equal(compileSchema(params['requestedSchema']));
      expect(form.ok, JSON.stringify(form.issues)).to.equal(true);
      expect(form.fields.map((field) => field.name)).to.deep.equal([
        'date',
        'guests',
        'seating',
        'notes',
      ]);
      expect(validateContent(form, { ...BOOKING })).to.deep.equal([]);
      return accept({ ...BOOKING }, form);
    };

    const result = toolResult(
      await peer.request('tools/call', { name: 'book_table', arguments: {} }),
    );

    expect(result['isError'], text(result)).to.not.equal(true);
    expect(text(result)).to.equal('Booked a terrace table for 4 on 2026-09-01.');
    expect(result['structuredContent']).to.deep.equal({ action: 'accept', content: BOOKING });
    const [ask] = serverRequests(peer);
    expect(ask?.['id']).to.equal(0);
    expect(asked.map(({ params }) => params['requestedSchema'])).to.deep.equal([BOOKING_SCHEMA]);
    expect(asked.map(({ params }) => params['message'])).to.deep.equal(['Book a table']);
    expect(peer.answered).to.deep.equal([
      { jsonrpc: '2.0', id: 0, result: { action: 'accept', content: BOOKING } },
    ]);
  });

  it('should echo the id of every ask on one connection', async () => {
    person = async () => decline();
    await peer.request('tools/call', { name: 'book_table', arguments: {} });
    await peer.request('tools/call', { name: 'book_table', arguments: {} });
    person = async () => accept();
    await peer.request('tools/call', { name: 'link_account', arguments: {} });

    const ids = serverRequests(peer).map((message) => message['id']);
    expect(ids).to.deep.equal([0, 1, 2]);
    expect(peer.answered.map((response) => (response as { id: unknown }).id)).to.deep.equal(ids);
  });

  it('should answer a decline and a cancel so the tool sees the action', async () => {
    person = async () => decline();
    const declined = toolResult(
      await peer.request('tools/call', { name: 'book_table', arguments: {} }),
    );
    person = async () => cancel();
    const cancelled = toolResult(
      await peer.request('tools/call', { name: 'book_table', arguments: {} }),
    );

    expect(text(declined)).to.equal('Booking decline.');
    expect(declined['structuredContent']).to.deep.equal({ action: 'decline' });
    expect(text(cancelled)).to.equal('Booking cancel.');
    expect(peer.answered).to.deep.equal([
      { jsonrpc: '2.0', id: 0, result: { action: 'decline' } },
      { jsonrpc: '2.0', id: 1, result: { action: 'cancel' } },
    ]);
  });

  it('should answer a URL-mode ask with elicitationId with a bare accept', async () => {
    person = async ({ params, context }) => {
      expect(context.mode).to.equal('url');
      expect(params['mode']).to.equal('url');
      expect(params['url']).to.equal(LINK_URL);
      expect(params['elicitationId']).to.equal(LINK_ELICITATION_ID);
      return accept();
    };

    const result = toolResult(
      await peer.request('tools/call', { name: 'link_account', arguments: {} }),
    );

    expect(text(result)).to.equal('Link accept.');
    expect(asked).to.have.length(1);
    expect(peer.answered).to.deep.equal([{ jsonrpc: '2.0', id: 0, result: { action: 'accept' } }]);
    // The server then announced the out-of-band flow done; the kit reads its id back.
    const completed = peer.received.map(readElicitationComplete).filter((id) => id !== undefined);
    expect(completed).to.deep.equal([LINK_ELICITATION_ID]);
  });

  it('should refuse a URL ask with -32602, without asking, when the host declares forms only', async () => {
    options = { capabilities: { elicitation: { form: {} } } };
    person = async () => expect.fail('an undeclared mode must not reach the person');

    const result = toolResult(
      await peer.request('tools/call', { name: 'link_account', arguments: {} }),
    );

    expect(result['isError']).to.equal(true);
    expect(result['structuredContent']).to.deep.equal({ code: -32602 });
    expect(asked).to.have.length(0);
    const [response] = peer.answered as { id: unknown; error?: { code: number } }[];
    expect(response?.id).to.equal(0);
    expect(response?.error?.code).to.equal(-32602);
  });

  it('should read the URL asks of a -32042 URLElicitationRequiredError', async () => {
    const response = await peer.request('tools/call', { name: 'open_dashboard', arguments: {} });

    expect(response).to.have.nested.property('error.code', -32042);
    expect(readUrlElicitationRequired(response)).to.deep.equal([DASHBOARD_ASK]);
    expect(serverRequests(peer)).to.have.length(0);
  });

  it('should refuse a nested-object schema with -32602 without asking the person', async () => {
    person = async () => expect.fail('a schema the kit cannot render must not reach the person');

    const result = toolResult(
      await peer.request('tools/call', { name: 'nested_settings', arguments: {} }),
    );

    expect(result['isError']).to.equal(true);
    expect(result['structuredContent']).to.deep.equal({ code: -32602 });
    expect(asked).to.have.length(0);
    const [response] = peer.answered as {
      id: unknown;
      error?: { code: number; data?: { issues?: { code: string; path: string }[] } };
    }[];
    expect(response?.id).to.equal(0);
    expect(response?.error?.code).to.equal(-32602);
    expect(
      response?.error?.data?.issues?.map(({ code, path }) => ({ code, path })),
    ).to.deep.include({
      code: 'nested-object',
      path: '$.properties.address',
    });
  });
});
