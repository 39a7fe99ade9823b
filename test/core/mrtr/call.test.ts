import { expect } from 'chai';
import {
  callWithInput,
  type AnswerInput,
  type RetryContext,
  type RoundContext,
  type Send,
  DuplicateIdError,
  InvalidAnswerError,
  InvalidResultError,
  RoundTripError,
  RoundsExceededError,
  RpcError,
  UnansweredInputError,
  UndeclaredModeError,
  UnsupportedInputRequestError,
  requestMeta,
  type InputEntry,
  type InputResponses,
  type JsonObject,
  type JsonRpcRequest,
} from '@elicit-kit/core';
import { rejection, server } from '../helpers/fake-server.js';

// Spec reference §10.1, the interim result of tools.mdx.
const githubLogin = {
  method: 'elicitation/create',
  params: {
    mode: 'form',
    message: 'Please provide your GitHub username',
    requestedSchema: {
      type: 'object',
      properties: { name: { type: 'string' } },
      required: ['name'],
    },
  },
};
const urlAsk = {
  method: 'elicitation/create',
  params: {
    mode: 'url',
    url: 'https://mcp.example.com/ui/set_api_key',
    message: 'Please provide your API key to continue.',
  },
};
const complete = { content: [{ type: 'text', text: 'Sunny, 21°C' }], isError: false };

const original = (id: string | number = 2, name = 'get_weather'): JsonRpcRequest => ({
  jsonrpc: '2.0',
  id,
  method: 'tools/call',
  params: { name, arguments: { location: 'New York' } },
});

const acceptAll: AnswerInput = async (entries) =>
  Object.fromEntries(
    entries.map((entry) => [
      entry.key,
      entry.mode === 'url'
        ? { action: 'accept' }
        : { action: 'accept', content: { name: 'octocat' } },
    ]),
  );

describe('callWithInput', () => {
  describe('the loop', () => {
    it('should answer the spec example and resolve with the complete result', async () => {
      const { send, sent } = server([
        {
          resultType: 'input_required',
          inputRequests: { github_login: githubLogin },
          requestState: 'eyJsb2NhdGlvbiI6Ik5ldyBZb3JrIn0...',
        },
        { resultType: 'complete', ...complete },
      ]);
      const seen: InputEntry[][] = [];
      const result = await callWithInput(send, original(), async (entries, context) => {
        seen.push([...entries]);
        expect(context.round).to.equal(1);
        expect(context.requestState).to.equal('eyJsb2NhdGlvbiI6Ik5ldyBZb3JrIn0...');
        expect(context.request.id).to.equal(2);
        return { github_login: { action: 'accept', content: { name: 'octocat' } } };
      });
      expect(result).to.deep.equal({ resultType: 'complete', ...complete });
      expect(seen[0]!.map((entry) => entry.key)).to.deep.equal(['github_login']);
      expect(sent).to.have.length(2);
      expect(sent[1]).to.deep.equal({
        jsonrpc: '2.0',
        id: '2-r1',
        method: 'tools/call',
        params: {
          _meta: requestMeta(),
          name: 'get_weather',
          arguments: { location: 'New York' },
          inputResponses: { github_login: { action: 'accept', content: { name: 'octocat' } } },
          requestState: 'eyJsb2NhdGlvbiI6Ik5ldyBZb3JrIn0...',
        },
      });
    });

    it('should send the _meta envelope on the first request too', async () => {
      const { send, sent } = server([complete]);
      await callWithInput(send, original(), acceptAll);
      expect(sent[0]!.params!._meta).to.deep.equal(requestMeta());
      expect(sent[0]!.id).to.equal(2);
    });

    it('should resolve at once when the result has no resultType', async () => {
      const { send, sent } = server([complete]);
      let asked = false;
      expect(await callWithInput(send, original(), async () => ((asked = true), {}))).to.deep.equal(
        complete,
      );
      expect(asked).to.equal(false);
      expect(sent).to.have.length(1);
    });

    it('should give every request a new id that differs from the original', async () => {
      const state = { resultType: 'input_required', requestState: 's' };
      const { send, sent } = server([
        state,
        state,
        { resultType: 'input_required', inputRequests: { a: urlAsk } },
        complete,
      ]);
      await callWithInput(send, original(0), acceptAll, { statePause: 0 });
      const ids = sent.map((request) => request.id);
      expect(ids[0]).to.equal(0);
      expect(new Set(ids).size).to.equal(4);
    });

    it('should echo odd, unicode and very long requestState byte for byte', async () => {
      const states = ['a\u0000b\u202E\uD83D\uDE00é \t', '\uDC00', 'x'.repeat(200_000), ''];
      const { send, sent } = server([
        ...states.map((requestState) => ({ resultType: 'input_required', requestState })),
        complete,
      ]);
      await callWithInput(send, original(), acceptAll, { statePause: 0 });
      states.forEach((state, index) =>
        expect(sent[index + 1]!.params!.requestState === state).to.equal(true),
      );
    });

    it('should keep requestState absent when the server sent none', async () => {
      const { send, sent } = server([
        { resultType: 'input_required', inputRequests: { a: urlAsk } },
        complete,
      ]);
      await callWithInput(send, original(), acceptAll);
      expect('requestState' in sent[1]!.params!).to.equal(false);
      expect(JSON.stringify(sent[1])).to.not.contain('requestState');
    });

    it('should send only the current round answers and state', async () => {
      const { send, sent } = server([
        {
          resultType: 'input_required',
          inputRequests: { first: githubLogin },
          requestState: 'one',
        },
        { resultType: 'input_required', inputRequests: { second: urlAsk } },
        { resultType: 'input_required', requestState: 'three' },
        complete,
      ]);
      await callWithInput(send, original(), acceptAll, { statePause: 0 });
      expect(Object.keys(sent[1]!.params!.inputResponses as object)).to.deep.equal(['first']);
      expect(sent[2]!.params!.inputResponses).to.deep.equal({ second: { action: 'accept' } });
      expect('requestState' in sent[2]!.params!).to.equal(false);
      expect('inputResponses' in sent[3]!.params!).to.equal(false);
      expect(sent[3]!.params!.requestState).to.equal('three');
    });

    it('should keep the original params unchanged and never mutate the request', async () => {
      const request = {
        ...original(),
        params: { _meta: requestMeta(), uri: 'file:///x' },
        method: 'resources/read',
      };
      const before = structuredClone(request);
      const { send, sent } = server([
        { resultType: 'input_required', inputRequests: { a: urlAsk } },
        complete,
      ]);
      await callWithInput(send, request, acceptAll);
      expect(request).to.deep.equal(before);
      expect(sent[1]!.method).to.equal('resources/read');
      expect(sent[1]!.params!.uri).to.equal('file:///x');
    });

    it('should keep answer keys such as __proto__ as plain keys', async () => {
      const inputRequests = JSON.parse(`{"__proto__":${JSON.stringify(urlAsk)}}`) as JsonObject;
      const { send, sent } = server([{ resultType: 'input_required', inputRequests }, complete]);
      await callWithInput(
        send,
        original(),
        async () => JSON.parse('{"__proto__":{"action":"decline"}}') as InputResponses,
      );
      expect(JSON.stringify(sent[1]!.params!.inputResponses)).to.equal(
        '{"__proto__":{"action":"decline"}}',
      );
    });
  });

  describe('answers', () => {
    it('should refuse unanswered keys and drop extra ones', async () => {
      const inputRequests = { a: githubLogin, b: urlAsk };
      const error = await rejection(
        callWithInput(
          server([{ resultType: 'input_required', inputRequests }]).send,
          original(),
          async () => ({ a: { action: 'cancel' } }),
        ),
      );
      expect(error).to.be.instanceOf(UnansweredInputError);
      expect((error as UnansweredInputError).keys).to.deep.equal(['b']);
      expect((error as RoundTripError).code).to.equal('unanswered-input');

      const { send, sent } = server([{ resultType: 'input_required', inputRequests }, complete]);
      await callWithInput(send, original(), async () => ({
        a: { action: 'decline' },
        b: { action: 'cancel' },
        extra: { action: 'accept' },
      }));
      expect(sent[1]!.params!.inputResponses).to.deep.equal({
        a: { action: 'decline' },
        b: { action: 'cancel' },
      });
    });

    it('should strip content except for a form accept and drop unknown fields', async () => {
      const { send, sent } = server([
        {
          resultType: 'input_required',
          inputRequests: { f: githubLogin, u: urlAsk, d: githubLogin },
        },
        complete,
      ]);
      await callWithInput(send, original(), async () => ({
        f: { action: 'accept', content: { name: 'octocat' }, _meta: { x: 1 } },
        u: { action: 'accept', content: { leaked: 'secret' } },
        d: { action: 'decline', content: { name: 'no' } },
      }));
      expect(sent[1]!.params!.inputResponses).to.deep.equal({
        f: { action: 'accept', content: { name: 'octocat' } },
        u: { action: 'accept' },
        d: { action: 'decline' },
      });
    });

    it('should refuse an answer with a bad action or content', async () => {
      for (const bad of [
        { action: 'maybe' },
        'accept',
        { action: 'accept', content: { n: { nested: true } } },
        { action: 'accept', content: { n: NaN } },
      ]) {
        const error = await rejection(
          callWithInput(
            server([{ resultType: 'input_required', inputRequests: { f: githubLogin } }]).send,
            original(),
            async () => ({ f: bad as JsonObject }),
          ),
        );
        expect(error).to.be.instanceOf(InvalidAnswerError);
        expect((error as InvalidAnswerError).key).to.equal('f');
      }
    });

    it('should judge accepted form content against the schema of the ask before sending anything', async () => {
      const cases: [JsonObject, string[]][] = [
        [{ action: 'accept', content: {} }, ['valueMissing']],
        [{ action: 'accept' }, ['valueMissing']],
        [{ action: 'accept', content: { name: 42 } }, ['typeMismatch']],
      ];
      for (const [bad, codes] of cases) {
        const { send, sent } = server([
          { resultType: 'input_required', inputRequests: { f: githubLogin } },
        ]);
        const error = await rejection(callWithInput(send, original(), async () => ({ f: bad })));
        expect(error, JSON.stringify(bad)).to.be.instanceOf(InvalidAnswerError);
        expect((error as InvalidAnswerError).issues.map((issue) => issue.code)).to.deep.equal(
          codes,
        );
        expect(sent, 'no retry went out').to.have.length(1);
      }
    });

    it('should send only the keys the schema asks for, also when it cannot validate by it', async () => {
      const unrenderable = {
        method: 'elicitation/create',
        params: {
          message: 'Nested',
          requestedSchema: { type: 'object', properties: { o: { type: 'object' } } },
        },
      };
      const confirm = { method: 'elicitation/create', params: { message: 'Go?' } };
      const { send, sent } = server([
        {
          resultType: 'input_required',
          inputRequests: { f: githubLogin, n: unrenderable, c: confirm },
        },
        complete,
      ]);
      await callWithInput(send, original(), async () => ({
        f: { action: 'accept', content: { name: 'octocat', notAsked: 'x' } },
        n: { action: 'accept', content: { o: 'as the host read it', secret: 'x' } },
        c: { action: 'accept' },
      }));
      expect(sent[1]!.params!.inputResponses).to.deep.equal({
        f: { action: 'accept', content: { name: 'octocat' } },
        n: { action: 'accept', content: { o: 'as the host read it' } },
        c: { action: 'accept' },
      });
    });
  });

  describe('capabilities', () => {
    it('should refuse an undeclared mode without asking the person', async () => {
      const { send, sent } = server([
        { resultType: 'input_required', inputRequests: { f: githubLogin, u: urlAsk } },
      ]);
      let asked = false;
      const error = await rejection(
        callWithInput(send, original(), async () => ((asked = true), {}), {
          capabilities: { elicitation: { form: {} } },
        }),
      );
      expect(error).to.be.instanceOf(UndeclaredModeError);
      expect((error as UndeclaredModeError).code).to.equal('undeclared-mode');
      expect((error as UndeclaredModeError).rpcCode).to.equal(-32602);
      expect((error as UndeclaredModeError).entry.key).to.equal('u');
      expect(asked).to.equal(false);
      expect(sent).to.have.length(1);
      expect(sent[0]!.params!._meta).to.deep.equal(
        requestMeta({ capabilities: { elicitation: { form: {} } } }),
      );
    });

    it('should read the declared modes from the meta it sends', async () => {
      const meta = requestMeta({ capabilities: { elicitation: {} } });
      const error = await rejection(
        callWithInput(
          server([{ resultType: 'input_required', inputRequests: { u: urlAsk } }]).send,
          original(),
          acceptAll,
          { meta },
        ),
      );
      expect(error).to.be.instanceOf(UndeclaredModeError);
    });

    it('should refuse an unknown mode', async () => {
      const odd = { method: 'elicitation/create', params: { mode: 'telepathy', message: 'Think' } };
      const error = await rejection(
        callWithInput(
          server([{ resultType: 'input_required', inputRequests: { o: odd } }]).send,
          original(),
          acceptAll,
        ),
      );
      expect(error).to.be.instanceOf(UndeclaredModeError);
      expect((error as UndeclaredModeError).entry.mode).to.equal('telepathy');
    });
  });

  describe('sampling and roots', () => {
    // Spec reference §10.4: elicitation with no mode next to sampling, plus requestState.
    const mixed = {
      resultType: 'input_required',
      inputRequests: {
        user_name: {
          method: 'elicitation/create',
          params: {
            message: 'Your name?',
            requestedSchema: { type: 'object', properties: { name: { type: 'string' } } },
          },
        },
        summary: {
          method: 'sampling/createMessage',
          params: {
            messages: [{ role: 'user', content: { type: 'text', text: 'Sum up' } }],
            maxTokens: 50,
          },
        },
        roots: { method: 'roots/list', params: {} },
      },
      requestState: 'state',
    };
    const samplingResult = {
      role: 'assistant',
      content: { type: 'text', text: 'Done' },
      model: 'claude-3-sonnet-20240307',
      stopReason: 'endTurn',
    };

    it('should hand them to the host callbacks and the rest to answer', async () => {
      const { send, sent } = server([mixed, complete]);
      const calls: string[] = [];
      await callWithInput(
        send,
        original(),
        async (entries) => {
          calls.push(`answer:${entries.map((entry) => entry.key).join(',')}`);
          return { user_name: { action: 'accept', content: { name: 'Ada' } } };
        },
        {
          sampling: async (params, context) => {
            calls.push(`sampling:${context.key}:${(params.maxTokens as number).toString()}`);
            return samplingResult;
          },
          roots: async (_params, context) => (
            calls.push(`roots:${context.key}`),
            { roots: [{ uri: 'file:///home' }] }
          ),
        },
      );
      expect(calls.sort()).to.deep.equal([
        'answer:user_name',
        'roots:roots',
        'sampling:summary:50',
      ]);
      expect(sent[1]!.params!.inputResponses).to.deep.equal({
        user_name: { action: 'accept', content: { name: 'Ada' } },
        summary: samplingResult,
        roots: { roots: [{ uri: 'file:///home' }] },
      });
      expect(Object.keys(sent[1]!.params!.inputResponses as object)).to.deep.equal([
        'user_name',
        'summary',
        'roots',
      ]);
    });

    it('should fail clearly when a callback is missing, before asking anyone', async () => {
      let asked = false;
      const error = await rejection(
        callWithInput(server([mixed]).send, original(), async () => ((asked = true), {}), {
          roots: async () => ({ roots: [] }),
        }),
      );
      expect(error).to.be.instanceOf(UnsupportedInputRequestError);
      expect((error as UnsupportedInputRequestError).entry.method).to.equal(
        'sampling/createMessage',
      );
      expect(asked).to.equal(false);
      const rootsOnly = {
        resultType: 'input_required',
        inputRequests: { r: { method: 'roots/list' } },
      };
      const missingRoots = await rejection(
        callWithInput(server([rootsOnly]).send, original(), acceptAll),
      );
      expect((missingRoots as RoundTripError).code).to.equal('unsupported-input-request');
    });

    it('should give an answerer with hostEntries the host entries the options have no handler for', async () => {
      const { send, sent } = server([mixed, complete]);
      const seen: string[] = [];
      const answer: AnswerInput = Object.assign(
        async (entries: readonly InputEntry[]) => {
          seen.push(...entries.map((entry) => `${entry.method}:${entry.key}`));
          return { user_name: { action: 'decline' }, summary: samplingResult };
        },
        { hostEntries: true },
      );
      await callWithInput(send, original(), answer, { roots: async () => ({ roots: [] }) });
      // roots has a handler in the options: the loop answers it; sampling has none: the answerer does.
      expect(seen).to.deep.equal([
        'elicitation/create:user_name',
        'sampling/createMessage:summary',
      ]);
      expect(sent[1]!.params!.inputResponses).to.deep.equal({
        user_name: { action: 'decline' },
        summary: samplingResult,
        roots: { roots: [] },
      });
    });

    it('should hold an answerer with hostEntries to every key and to object results', async () => {
      const answer = (responses: InputResponses): AnswerInput =>
        Object.assign(async () => responses, { hostEntries: true });
      const left = await rejection(
        callWithInput(
          server([mixed]).send,
          original(),
          answer({ user_name: { action: 'decline' } }),
        ),
      );
      expect((left as UnansweredInputError).keys).to.deep.equal(['summary', 'roots']);
      const text = {
        user_name: { action: 'decline' },
        summary: 'x' as unknown as JsonObject,
        roots: { roots: [] },
      };
      expect(
        await rejection(callWithInput(server([mixed]).send, original(), answer(text))),
      ).to.be.instanceOf(InvalidAnswerError);
    });

    it('should refuse a host result that is not an object', async () => {
      const error = await rejection(
        callWithInput(
          server([mixed]).send,
          original(),
          async () => ({ user_name: { action: 'cancel' } }),
          {
            sampling: async () => 'text' as unknown as JsonObject,
            roots: async () => ({ roots: [] }),
          },
        ),
      );
      expect(error).to.be.instanceOf(InvalidAnswerError);
    });
  });

  describe('errors', () => {
    it('should reject a JSON-RPC error with its code, message and data', async () => {
      // Spec reference §8: missing-elicitation-capability.json.
      const failure = {
        code: -32021,
        message: 'Server requires the elicitation capability for this request',
        data: { requiredCapabilities: { elicitation: {} } },
      };
      const { send } = server([(request) => ({ jsonrpc: '2.0', id: request.id, error: failure })]);
      const error = await rejection(callWithInput(send, original(), acceptAll));
      expect(error).to.be.instanceOf(RpcError).and.instanceOf(RoundTripError).and.instanceOf(Error);
      expect((error as RpcError).code).to.equal('rpc-error');
      expect((error as RpcError).error).to.deep.equal(failure);
      expect((error as RpcError).message).to.contain('-32021');
    });

    it('should reject an unknown resultType as invalid', async () => {
      const error = await rejection(
        callWithInput(server([{ resultType: 'task', task: {} }]).send, original(), acceptAll),
      );
      expect(error).to.be.instanceOf(InvalidResultError);
      expect((error as InvalidResultError).issues.map((issue) => issue.code)).to.deep.equal([
        'unknown-result-type',
      ]);
    });

    it('should reject a response to another id or without a result', async () => {
      const other = await rejection(
        callWithInput(
          server([() => ({ jsonrpc: '2.0', id: 99, result: complete })]).send,
          original(),
          acceptAll,
        ),
      );
      expect((other as InvalidResultError).issues[0]!.code).to.equal('wrong-id');
      const empty = await rejection(
        callWithInput(server([() => ({ jsonrpc: '2.0', id: 2 })]).send, original(), acceptAll),
      );
      expect(empty).to.be.instanceOf(InvalidResultError);
    });

    it('should stop after exactly maxRounds retries', async () => {
      const again = {
        resultType: 'input_required',
        inputRequests: { a: urlAsk },
        requestState: 'again',
      };
      const { send, sent } = server(Array.from({ length: 10 }, () => again));
      let rounds = 0;
      const error = await rejection(
        callWithInput(
          send,
          original(),
          async (entries, context) => ((rounds = context.round), acceptAll(entries, context)),
          { maxRounds: 3 },
        ),
      );
      expect(error).to.be.instanceOf(RoundsExceededError);
      expect((error as RoundsExceededError).rounds).to.equal(3);
      expect((error as RoundsExceededError).last.requestState).to.equal('again');
      expect(rounds).to.equal(3);
      expect(sent).to.have.length(4);
    });

    it('should default to 10 rounds', async () => {
      const { send, sent } = server(
        Array.from({ length: 20 }, () => ({ resultType: 'input_required', requestState: 's' })),
      );
      const error = await rejection(callWithInput(send, original(), acceptAll, { statePause: 0 }));
      expect((error as RoundTripError).code).to.equal('rounds-exceeded');
      expect(sent).to.have.length(11);
    });

    it('should pass on a rejection of answer or send', async () => {
      const boom = new Error('boom');
      const fromAnswer = await rejection(
        callWithInput(
          server([{ resultType: 'input_required', inputRequests: { a: urlAsk } }]).send,
          original(),
          () => Promise.reject(boom),
        ),
      );
      expect(fromAnswer).to.equal(boom);
      expect(
        await rejection(callWithInput(() => Promise.reject(boom), original(), acceptAll)),
      ).to.equal(boom);
    });
  });

  describe('methods', () => {
    it('should refuse input_required for a method that cannot ask for input, without asking', async () => {
      for (const method of ['tools/list', 'initialize', 'prompts/list']) {
        const { send, sent } = server([
          { resultType: 'input_required', inputRequests: { f: githubLogin } },
        ]);
        let asked = false;
        const error = await rejection(
          callWithInput(send, { jsonrpc: '2.0', id: 1, method, params: {} }, async () => {
            asked = true;
            return { f: { action: 'decline' } };
          }),
        );
        expect(error, method).to.be.instanceOf(InvalidResultError);
        expect((error as InvalidResultError).issues.map((issue) => issue.code)).to.deep.equal([
          'input-not-allowed',
        ]);
        expect((error as InvalidResultError).issues[0]?.params).to.include({ method });
        expect(asked).to.equal(false);
        expect(sent).to.have.length(1);
      }
    });

    it('should let any method complete, and every input method ask', async () => {
      const list = server([{ tools: [] }]);
      expect(
        await callWithInput(
          list.send,
          { jsonrpc: '2.0', id: 1, method: 'tools/list', params: {} },
          acceptAll,
        ),
      ).to.deep.equal({ tools: [] });
      for (const method of ['tools/call', 'prompts/get', 'resources/read']) {
        const { send, sent } = server([
          { resultType: 'input_required', inputRequests: { f: githubLogin } },
          complete,
        ]);
        await callWithInput(send, { jsonrpc: '2.0', id: 1, method, params: {} }, acceptAll);
        expect(sent.map((request) => request.method)).to.deep.equal([method, method]);
      }
    });
  });

  describe('ids and meta', () => {
    it('should use nextId and refuse an id used before in the call', async () => {
      const state = { resultType: 'input_required', requestState: 's' };
      const ids = ['x', 'y'];
      const { send, sent } = server([state, state, complete]);
      await callWithInput(send, original(), acceptAll, {
        statePause: 0,
        nextId: () => ids.shift()!,
      });
      expect(sent.map((request) => request.id)).to.deep.equal([2, 'x', 'y']);

      const same = await rejection(
        callWithInput(server([state]).send, original(), acceptAll, {
          statePause: 0,
          nextId: () => 2,
        }),
      );
      expect(same).to.be.instanceOf(DuplicateIdError);
      const repeated = await rejection(
        callWithInput(server([state, state]).send, original(), acceptAll, {
          statePause: 0,
          nextId: () => 'z',
        }),
      );
      expect((repeated as RoundTripError).code).to.equal('duplicate-id');
    });

    it('should send a fresh _meta with every request', async () => {
      const state = { resultType: 'input_required', requestState: 's' };
      let made = 0;
      const { send, sent } = server([state, complete]);
      await callWithInput(send, original(), acceptAll, {
        statePause: 0,
        meta: () => ({ ...requestMeta(), progressToken: ++made }),
      });
      expect(
        sent.map((request) => (request.params!._meta as JsonObject).progressToken),
      ).to.deep.equal([1, 2]);
    });

    it('should fill in the required _meta keys the original lacks, keeping its own', async () => {
      const request = {
        ...original(),
        params: { ...original().params, _meta: { progressToken: 'p1' } },
      };
      const { send, sent } = server([
        { resultType: 'input_required', inputRequests: { u: urlAsk } },
        complete,
      ]);
      await callWithInput(send, request, acceptAll);
      for (const made of sent) {
        expect(made.params!._meta).to.deep.equal({ ...requestMeta(), progressToken: 'p1' });
      }
      expect(sent[1]!.params!.inputResponses, 'url mode counts as declared').to.deep.equal({
        u: { action: 'accept' },
      });
    });

    it('should keep the original _meta when no meta option is given', async () => {
      const meta = requestMeta({ clientInfo: { name: 'Host', version: '1' } });
      const request = { ...original(), params: { ...original().params, _meta: meta } };
      const { send, sent } = server([
        { resultType: 'input_required', requestState: 's' },
        complete,
      ]);
      await callWithInput(send, request, acceptAll, { statePause: 0 });
      expect(sent[1]!.params!._meta).to.deep.equal(meta);
      expect(sent[1]!.params!._meta).to.not.equal(sent[0]!.params!._meta);
    });
  });

  describe('pacing and abort', () => {
    it('should pause before a state-only retry', async () => {
      const order: string[] = [];
      const { send } = server([
        () => {
          setTimeout(() => order.push('timer'), 0);
          return {
            jsonrpc: '2.0',
            id: 2,
            result: { resultType: 'input_required', requestState: 's' },
          };
        },
        (request) => (order.push('retry'), { jsonrpc: '2.0', id: request.id, result: complete }),
      ]);
      await callWithInput(send, original(), acceptAll, { statePause: 40 });
      expect(order).to.deep.equal(['timer', 'retry']);
    });

    it('should reject at once with the reason when already aborted', async () => {
      const controller = new AbortController();
      const reason = new Error('stopped');
      controller.abort(reason);
      const { send, sent } = server([complete]);
      expect(
        await rejection(callWithInput(send, original(), acceptAll, { signal: controller.signal })),
      ).to.equal(reason);
      expect(sent).to.have.length(0);
    });

    it('should stop during the pause and send nothing more', async () => {
      const controller = new AbortController();
      const { send, sent } = server([
        () => (
          setTimeout(() => controller.abort('late'), 5),
          { jsonrpc: '2.0', id: 2, result: { resultType: 'input_required', requestState: 's' } }
        ),
        complete,
      ]);
      expect(
        await rejection(
          callWithInput(send, original(), acceptAll, {
            signal: controller.signal,
            statePause: 10_000,
          }),
        ),
      ).to.equal('late');
      expect(sent).to.have.length(1);
    });

    it('should stop while the person answers and abort the round signal', async () => {
      const controller = new AbortController();
      let roundSignal: AbortSignal | undefined;
      const { send, sent } = server([
        { resultType: 'input_required', inputRequests: { a: urlAsk } },
        complete,
      ]);
      const pending = callWithInput(
        send,
        original(),
        (_entries, context) => {
          roundSignal = context.signal;
          setTimeout(() => controller.abort('closed'), 0);
          return new Promise(() => undefined);
        },
        { signal: controller.signal },
      );
      expect(await rejection(pending)).to.equal('closed');
      expect(roundSignal!.aborted).to.equal(true);
      expect(sent).to.have.length(1);
    });

    it('should stop while a request is in flight and pass the signal to send', async () => {
      const controller = new AbortController();
      let given: AbortSignal | undefined;
      const send: Send = (_request, init) => {
        given = init.signal;
        setTimeout(() => controller.abort('gone'), 0);
        return new Promise(() => undefined);
      };
      expect(
        await rejection(callWithInput(send, original(), acceptAll, { signal: controller.signal })),
      ).to.equal('gone');
      expect(given).to.equal(controller.signal);
    });
  });

  describe('isolation', () => {
    it('should keep concurrent calls on one send apart', async () => {
      const sent: JsonRpcRequest[] = [];
      // One server, two tools: each asks once with its own key and state, then completes.
      const send: Send = async (request) => {
        sent.push(structuredClone(request));
        await new Promise((resolve) => setTimeout(resolve, 0));
        const name = request.params!.name as string;
        const result =
          'inputResponses' in request.params!
            ? { content: [{ type: 'text', text: `${name} done` }] }
            : {
                resultType: 'input_required',
                inputRequests: { [`${name}-key`]: urlAsk },
                requestState: `${name}-state`,
              };
        return { jsonrpc: '2.0', id: request.id, result };
      };
      const answer: AnswerInput = async (entries) => {
        await new Promise((resolve) => setTimeout(resolve, 0));
        return Object.fromEntries(entries.map((entry) => [entry.key, { action: 'accept' }]));
      };
      const [a, b] = await Promise.all([
        callWithInput(send, original('a', 'alpha'), answer),
        callWithInput(send, original('b', 'beta'), answer),
      ]);
      expect(a).to.deep.equal({ content: [{ type: 'text', text: 'alpha done' }] });
      expect(b).to.deep.equal({ content: [{ type: 'text', text: 'beta done' }] });
      const retries = sent.filter((request) => 'inputResponses' in request.params!);
      expect(retries).to.have.length(2);
      for (const retry of retries) {
        const name = retry.params!.name as string;
        expect(Object.keys(retry.params!.inputResponses as object)).to.deep.equal([`${name}-key`]);
        expect(retry.params!.requestState).to.equal(`${name}-state`);
      }
    });
  });
});

describe('callWithInput: a failed send of the answers', () => {
  const ask = {
    resultType: 'input_required',
    inputRequests: { github_login: githubLogin },
    requestState: 'st\u00e9\u2028"',
  };
  const answers = { github_login: { action: 'accept', content: { name: 'octocat' } } };

  it("should send the same answers and requestState again, with a fresh id, when the answerer's retrySend says so", async () => {
    let failures = 1;
    const { send, sent } = server([
      ask,
      () => {
        if (failures-- > 0) throw new TypeError('connection reset');
        return undefined;
      },
      complete,
    ]);
    const offered: unknown[] = [];
    const contexts: RoundContext[] = [];
    const answer: AnswerInput = Object.assign(
      async (_entries: unknown, context: RoundContext) => (contexts.push(context), answers),
      {
        retrySend: async (error: unknown, { asked }: RetryContext) => (
          offered.push((error as Error).message, asked === contexts[0]!.request),
          true
        ),
      },
    );
    expect(await callWithInput(send, original(), answer)).to.deep.equal(complete);
    // `asked` names the round the answers came from (the answerer's round context's request).
    expect(offered).to.deep.equal(['connection reset', true]);
    expect(sent).to.have.length(3);
    expect(sent[2]!.params!['inputResponses']).to.deep.equal(sent[1]!.params!['inputResponses']);
    expect(sent[2]!.params!['requestState']).to.equal(ask.requestState);
    expect(sent[2]!.id).to.not.equal(sent[1]!.id);
  });

  it('should reject with the failure when retrySend declines, and never offer a request without answers', async () => {
    const failing = server([ask, () => Promise.reject(new TypeError('gone'))]);
    const declineRetry: AnswerInput = Object.assign(async () => answers, {
      retrySend: async () => false,
    });
    expect(
      ((await rejection(callWithInput(failing.send, original(), declineRetry))) as Error).message,
    ).to.equal('gone');
    let asked = 0;
    const first = server([() => Promise.reject(new TypeError('down'))]);
    const counting: AnswerInput = Object.assign(async () => answers, {
      retrySend: async () => (asked++, true),
    });
    expect(
      ((await rejection(callWithInput(first.send, original(), counting))) as Error).message,
    ).to.equal('down');
    expect(asked, 'the first request carries no answers').to.equal(0);
  });
});
