// Files through the relay (SEP-2356): an answer carries each file as a `data:` URI inside one
// body, so the body limit must make room (`bodyBytesForFiles`), a body past it is a 413 that
// names the limit, and the relay's own check refuses a file of the wrong type, too large
// once decoded, or not a `data:` URI, before anything reaches the MCP client.
import { expect } from 'chai';
import {
  callWithInput,
  type ElicitRequestParams,
  type InputRequiredResult,
  type JsonObject,
  type JsonRpcRequest,
  type JsonRpcResponse,
} from '@elicit-kit/core';
import { bodyBytesForFiles, createRelay, type Relay, type RelayStore } from '@elicit-kit/relay';
import { redisStore } from '@elicit-kit/relay/redis';
import { openEvents, postAnswer } from './helpers/events.js';
import { startRedis, type RedisServer } from './helpers/redis-server.js';

const MAX_SIZE = 96 * 1024;
const FILE_ASK = {
  mode: 'form',
  message: 'Your scan?',
  requestedSchema: {
    type: 'object',
    properties: {
      scan: {
        type: 'string',
        format: 'uri',
        title: 'Scan',
        'x-mcp-file': { accept: ['image/png', '.pdf'], maxSize: MAX_SIZE },
      },
      note: { type: 'string' },
    },
    required: ['scan'],
  },
} as unknown as ElicitRequestParams;

/** `size` bytes of a pattern no two neighbouring bytes repeat in, so a shifted or cut file is told apart. */
const bytesOf = (size: number) => Uint8Array.from({ length: size }, (_, i) => (i * 7 + 3) % 251);
const dataUri = (type: string, bytes: Uint8Array) =>
  `data:${type};base64,${Buffer.from(bytes).toString('base64')}`;

/** Runs the file suite on relays over the stores `makeStore` makes. */
function describeFiles(name: string, makeStore: () => RelayStore | undefined) {
  describe(`files through the relay, ${name}`, () => {
    let relay: Relay;
    beforeEach(() => {
      const store = makeStore();
      relay = createRelay({
        ...(store && { store }),
        limits: { bodyBytes: bodyBytesForFiles(MAX_SIZE) },
      });
    });
    afterEach(() => relay.close());

    it('should carry a file answer of the largest size allowed to the MCP client byte for byte', async () => {
      const page = await openEvents(relay, 'alice');
      const call = relay.elicit('alice', FILE_ASK);
      const { data } = await page.next('ask');
      const bytes = bytesOf(MAX_SIZE);
      const result = {
        action: 'accept',
        content: { scan: dataUri('image/png', bytes), note: 'front' },
      };
      expect((await postAnswer(relay, 'alice', { id: data['id'], result })).status).to.equal(204);
      const answered = await call;
      expect(answered).to.deep.equal(result);
      const scan = (answered.content as { scan: string }).scan;
      expect(Buffer.from(scan.slice(scan.indexOf(',') + 1), 'base64').equals(Buffer.from(bytes))).to
        .be.true;
      await page.close();
    });

    it('should refuse a file of a type accept does not list, too large once decoded, or not a data: URI, with the issue', async () => {
      const page = await openEvents(relay, 'alice');
      const call = relay.elicit('alice', FILE_ASK);
      const { data } = await page.next('ask');
      const refused = async (scan: string) => {
        const reply = await postAnswer(relay, 'alice', {
          id: data['id'],
          result: { action: 'accept', content: { scan } },
        });
        expect(reply.status, scan.slice(0, 40)).to.equal(422);
        return (reply.body as { issues: { field: string; code: string; params: object }[] }).issues;
      };
      expect(await refused(dataUri('text/plain', bytesOf(10)))).to.deep.equal([
        { field: 'scan', code: 'fileTypeNotAccepted', params: { accept: 'image/png, .pdf' } },
      ]);
      const tooLarge = await refused(dataUri('application/pdf', bytesOf(MAX_SIZE + 1)));
      expect(tooLarge).to.have.length(1);
      expect(tooLarge[0]).to.include({ field: 'scan', code: 'fileTooLarge' });
      expect(tooLarge[0]!.params).to.include({ max: MAX_SIZE, size: MAX_SIZE + 1 });
      for (const scan of ['https://example.com/scan.png', 'file:///etc/passwd', 'data:image/png'])
        expect(await refused(scan)).to.deep.equal([
          { field: 'scan', code: 'fileUnreadable', params: {} },
        ]);
      // Refusals change nothing: the ask still takes a good answer.
      const result = {
        action: 'accept',
        content: { scan: dataUri('application/pdf', bytesOf(5)) },
      };
      expect((await postAnswer(relay, 'alice', { id: data['id'], result })).status).to.equal(204);
      expect(await call).to.deep.equal(result);
      await page.close();
    });

    it('should carry a file answer of a round to callWithInput', async () => {
      const page = await openEvents(relay, 'alice');
      const sent: JsonRpcRequest[] = [];
      const send = async (request: JsonRpcRequest): Promise<JsonRpcResponse> => {
        sent.push(request);
        return {
          jsonrpc: '2.0',
          id: request.id,
          result: request.params?.['inputResponses']
            ? { content: [] }
            : {
                resultType: 'input_required',
                inputRequests: { scan: { method: 'elicitation/create', params: FILE_ASK } },
              },
        };
      };
      const tool: JsonRpcRequest = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: {} };
      const call = callWithInput(send, tool, relay.answerer('alice'));
      const { data } = await page.next('ask');
      const inputResponses = {
        scan: { action: 'accept', content: { scan: dataUri('image/png', bytesOf(4096)) } },
      };
      expect(
        (await postAnswer(relay, 'alice', { id: data['id'], inputResponses })).status,
      ).to.equal(204);
      await call;
      expect(sent[1]!.params!['inputResponses']).to.deep.equal(inputResponses);
      await page.close();
    });
  });
}

describeFiles('memory store', () => undefined);

describe('files through the relay, one Redis node', function () {
  this.timeout(30_000);
  let redis: RedisServer;
  before(async () => {
    redis = await startRedis();
  });
  after(async () => redis?.stop());
  describeFiles('redisStore', () => redisStore({ url: redis.url, prefix: 'files:' }));
});

describe('the body limit and files', () => {
  it('should refuse an answer past limits.bodyBytes with 413, naming the limit, and keep the ask', async () => {
    const relay = createRelay();
    const page = await openEvents(relay, 'alice');
    // Files of 40 KiB fit the default 64 KiB (no warning); a body past it is refused unread.
    const smallFiles = JSON.parse(
      JSON.stringify(FILE_ASK).replace(`"maxSize":${MAX_SIZE}`, `"maxSize":${40 * 1024}`),
    ) as ElicitRequestParams;
    const call = relay.elicit('alice', smallFiles);
    const { data } = await page.next('ask');
    const large = {
      id: data['id'],
      result: { action: 'accept', content: { scan: dataUri('image/png', bytesOf(60 * 1024)) } },
    };
    const reply = await postAnswer(relay, 'alice', large);
    expect(reply).to.deep.equal({ status: 413, body: { error: 'too-large', limit: 64 * 1024 } });
    const result = { action: 'accept', content: { scan: dataUri('image/png', bytesOf(1024)) } };
    expect((await postAnswer(relay, 'alice', { id: data['id'], result })).status).to.equal(204);
    expect(await call).to.deep.equal(result);
    await page.close();
    await relay.close();
  });

  it('should size the limit for files: base64 of the bytes plus room for the rest', () => {
    expect(bodyBytesForFiles(0)).to.equal(8 * 1024);
    expect(bodyBytesForFiles(3)).to.equal(4 + 8 * 1024);
    expect(bodyBytesForFiles(2 * 1024 * 1024)).to.equal(
      Math.ceil((2 * 1024 * 1024) / 3) * 4 + 8192,
    );
    // What the limit allows carries a file of that size (the round trip above sends MAX_SIZE).
    const body = JSON.stringify({
      id: crypto.randomUUID(),
      result: {
        action: 'accept',
        content: { scan: dataUri('application/pdf', bytesOf(MAX_SIZE)) },
      },
    });
    expect(Buffer.byteLength(body)).to.be.below(bodyBytesForFiles(MAX_SIZE));
  });

  it('should warn the host once when an ask takes files its body limit cannot carry', async () => {
    const warnings: unknown[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
    const relay = createRelay();
    try {
      const first = relay.elicit('alice', FILE_ASK, { deadline: Date.now() + 60_000 });
      const second = relay.elicit('alice', FILE_ASK, { deadline: Date.now() + 60_000 });
      expect(warnings).to.have.length(1);
      expect(warnings[0]).to.contain(`bodyBytesForFiles(${MAX_SIZE})`);
      await relay.close();
      await Promise.all([first, second]);
      const roomy = createRelay({ limits: { bodyBytes: bodyBytesForFiles(MAX_SIZE) } });
      void roomy.elicit('alice', FILE_ASK);
      await roomy.close();
      expect(warnings).to.have.length(1);
    } finally {
      console.warn = warn;
    }
  });

  it('should warn the host, once, when a parked round takes files its body limit cannot carry', async () => {
    const warnings: unknown[] = [];
    const warn = console.warn;
    console.warn = (...args: unknown[]) => void warnings.push(args.join(' '));
    const relay = createRelay({ resume: () => {} });
    const request: JsonRpcRequest = { jsonrpc: '2.0', id: 1, method: 'tools/call', params: {} };
    const params = FILE_ASK as unknown as JsonObject;
    const round: InputRequiredResult = {
      resultType: 'input_required',
      inputRequests: {
        scan: { method: 'elicitation/create', params },
        back: { method: 'elicitation/create', params },
      },
    };
    try {
      await relay.park('alice', request, round);
      await relay.park('alice', request, round);
      expect(warnings).to.have.length(1);
      // Two file fields of MAX_SIZE each: the room named is for both.
      expect(warnings[0]).to.contain(`bodyBytesForFiles(${2 * MAX_SIZE})`);
    } finally {
      console.warn = warn;
      await relay.close();
    }
  });
});
