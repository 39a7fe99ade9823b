// The person's languages through the relay (SEP-2792): the page names them when it opens the
// event stream, the relay keeps them per session for the host's MCP client; a server's
// contentLanguage travels to the page inside the ask, as a local card would read it.
import { expect } from 'chai';
import {
  ACCEPT_LANGUAGE_META_KEY,
  CONTENT_LANGUAGE_META_KEY,
  callWithInput,
  type JsonObject,
  type JsonRpcRequest,
  type JsonRpcResponse,
} from '@elicit-kit/core';
import {
  createRelay,
  memoryStore,
  RelayError,
  type Relay,
  type RelayStore,
} from '@elicit-kit/relay';
import { NAME_ASK, openEvents, readEvents } from './helpers/events.js';

/** Opens the event stream of `session` with `query` (`?languages=…`); returns the response. */
const openWith = (relay: Relay, session: string, query: string) =>
  relay.handle(new Request(`http://host.test/relay/events${query}`), session);

const tool: JsonRpcRequest = {
  jsonrpc: '2.0',
  id: 1,
  method: 'tools/call',
  params: { name: 't', arguments: {} },
};

describe('relay.languages', () => {
  let relay: Relay;
  beforeEach(() => {
    relay = createRelay();
  });
  afterEach(() => relay.close());

  it("should keep the languages a page names for its session, and give the host's MCP client them to send", async () => {
    const page = readEvents(await openWith(relay, 'alice', '?languages=hi-IN,hi,en'));
    expect(page.status).to.equal(200);
    expect(await relay.languages('alice')).to.deep.equal(['hi-IN', 'hi', 'en']);
    expect(await relay.languages('bob')).to.deep.equal([]);
    const seen: JsonRpcRequest[] = [];
    const send = async (request: JsonRpcRequest): Promise<JsonRpcResponse> => (
      seen.push(request),
      { jsonrpc: '2.0', id: request.id, result: {} }
    );
    await callWithInput(send, tool, relay.answerer('alice'), {
      languages: await relay.languages('alice'),
    });
    expect(
      ((seen[0]!.params as JsonObject)['_meta'] as JsonObject)[ACCEPT_LANGUAGE_META_KEY],
    ).to.equal('hi-IN, hi;q=0.9, en;q=0.8');
    await page.close();
  });

  it('should replace the languages on a new stream that names others, and keep them on one that names none', async () => {
    await (await openEvents(relay, 'alice')).close();
    expect(await relay.languages('alice')).to.deep.equal([]);
    await readEvents(await openWith(relay, 'alice', '?languages=hi')).close();
    await readEvents(await openWith(relay, 'alice', '?languages=ta-IN%2Cen')).close();
    expect(await relay.languages('alice')).to.deep.equal(['ta-IN', 'en']);
    await (await openEvents(relay, 'alice')).close();
    expect(await relay.languages('alice')).to.deep.equal(['ta-IN', 'en']);
  });

  it('should refuse a languages parameter that is not one to ten tags with 400 bad-languages, keeping what it had', async () => {
    await readEvents(await openWith(relay, 'alice', '?languages=hi')).close();
    const hostile = [
      '?languages=',
      '?languages=*',
      '?languages=hi,not%20a%20tag',
      '?languages=hi%22%3E%3Cscript%3E',
      `?languages=${Array.from({ length: 11 }, (_, i) => `l${String.fromCharCode(97 + i)}`).join(',')}`,
      `?languages=${'a'.repeat(8)}${'-abcdefgh'.repeat(40)}`,
    ];
    for (const query of hostile) {
      const response = await openWith(relay, 'alice', query);
      expect(response.status, query).to.equal(400);
      expect(await response.json(), query).to.deep.equal({ error: 'bad-languages' });
    }
    expect(await relay.languages('alice')).to.deep.equal(['hi']);
  });

  it('should refuse a session that is not a non-empty string with RelayError bad-input', async () => {
    for (const session of ['', undefined, 7]) {
      const error: unknown = await relay.languages(session as string).catch((e: unknown) => e);
      expect(error).to.be.instanceOf(RelayError);
      expect((error as RelayError).code).to.equal('bad-input');
    }
  });

  it('should give [] with a store that keeps no languages or cannot be reached, and still open the stream', async () => {
    const { keepLanguages: _keep, languages: _read, ...plain } = memoryStore();
    const bare = createRelay({ store: plain as RelayStore });
    const page = readEvents(await openWith(bare, 'alice', '?languages=hi'));
    expect(page.status).to.equal(200);
    expect(await bare.languages('alice')).to.deep.equal([]);
    await page.close();
    await bare.close();
    const failing = createRelay({
      store: { ...memoryStore(), languages: () => Promise.reject(new Error('down')) },
    });
    expect(await failing.languages('alice')).to.deep.equal([]);
    await failing.close();
  });
});

describe('contentLanguage through the relay', () => {
  let relay: Relay;
  beforeEach(() => {
    relay = createRelay();
  });
  afterEach(() => relay.close());

  it("should carry a push ask's contentLanguage to the page in the ask's own _meta", async () => {
    const page = await openEvents(relay, 'alice');
    const params = {
      ...NAME_ASK,
      message: 'आपका नाम?',
      _meta: { [CONTENT_LANGUAGE_META_KEY]: 'hi' },
    };
    void relay.elicit('alice', params);
    const { data } = await page.next('ask');
    expect((data['params'] as JsonObject)['_meta']).to.deep.equal({
      [CONTENT_LANGUAGE_META_KEY]: 'hi',
    });
    await page.close();
  });

  it("should carry an input_required result's contentLanguage to each ask of the round, and of a parked round", async () => {
    const page = await openEvents(relay, 'alice');
    const asking = {
      resultType: 'input_required',
      _meta: { [CONTENT_LANGUAGE_META_KEY]: 'ur' },
      inputRequests: { name: { method: 'elicitation/create', params: NAME_ASK } },
    };
    const send = async (request: JsonRpcRequest): Promise<JsonRpcResponse> => ({
      jsonrpc: '2.0',
      id: request.id,
      result: request.params?.['inputResponses'] ? {} : asking,
    });
    void callWithInput(send, tool, relay.answerer('alice'));
    const round = await page.next('ask');
    const entries = round.data['entries'] as { params: JsonObject }[];
    expect(entries[0]!.params['_meta']).to.deep.equal({ [CONTENT_LANGUAGE_META_KEY]: 'ur' });

    const parking = createRelay({ resume: () => {} });
    const parkedPage = await openEvents(parking, 'alice');
    await parking.park('alice', tool, asking as never);
    const parked = await parkedPage.next('ask');
    const parkedEntries = parked.data['entries'] as { params: JsonObject }[];
    expect(parkedEntries[0]!.params['_meta']).to.deep.equal({ [CONTENT_LANGUAGE_META_KEY]: 'ur' });
    await Promise.all([page.close(), parkedPage.close()]);
    await parking.close();
  });
});
