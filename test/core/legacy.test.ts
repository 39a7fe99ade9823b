import { expect } from 'chai';
import {
  URL_ELICITATION_REQUIRED,
  answerLegacyRequest,
  elicitationCompleteNotification,
  readElicitationComplete,
  readUrlElicitationRequired,
  type LegacyAnswer,
  type LegacyContext,
  InvalidAnswerError,
  RpcError,
  type ElicitRequestParams,
  type ElicitResult,
  type JsonObject,
} from '@elicit-kit/core';

// Spec reference §10.6 (SPEC docs/specification/2025-11-25/client/elicitation.mdx).
const formRequest = {
  jsonrpc: '2.0',
  id: 1,
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
const urlRequest = {
  jsonrpc: '2.0',
  id: 3,
  method: 'elicitation/create',
  params: {
    mode: 'url',
    elicitationId: '550e8400-e29b-41d4-a716-446655440000',
    url: 'https://mcp.example.com/ui/set_api_key',
    message: 'Please provide your API key to continue.',
  },
};

/** An answer that records what it was asked and replies with `result`. */
function person(result: ElicitResult | JsonObject): {
  answer: LegacyAnswer;
  asked: [ElicitRequestParams, LegacyContext][];
} {
  const asked: [ElicitRequestParams, LegacyContext][] = [];
  return {
    asked,
    answer: async (params, context) => (asked.push([params, context]), result as ElicitResult),
  };
}

const withId = (message: JsonObject, id: unknown) => ({ ...message, id });

describe('answerLegacyRequest', () => {
  it('should answer the spec form example with the spec response', async () => {
    const { answer, asked } = person({ action: 'accept', content: { name: 'octocat' } });
    expect(await answerLegacyRequest(formRequest, answer)).to.deep.equal({
      jsonrpc: '2.0',
      id: 1,
      result: { action: 'accept', content: { name: 'octocat' } },
    });
    expect(asked[0]![0]).to.deep.equal(formRequest.params);
    expect(asked[0]![1].mode).to.equal('form');
    expect(asked[0]![1].form!.fields.map((field) => field.name)).to.deep.equal(['name']);
  });

  it('should keep ids 0 and strings exactly', async () => {
    const { answer } = person({ action: 'decline' });
    expect(await answerLegacyRequest(withId(formRequest, 0), answer)).to.deep.equal({
      jsonrpc: '2.0',
      id: 0,
      result: { action: 'decline' },
    });
    expect(await answerLegacyRequest(withId(formRequest, 'req-é'), answer)).to.deep.equal({
      jsonrpc: '2.0',
      id: 'req-é',
      result: { action: 'decline' },
    });
  });

  it('should carry id 0 (not null) on every error response', async () => {
    const { answer, asked } = person({ action: 'accept' });
    const zero = (message: JsonObject) => withId(message, 0);
    const errors = [
      zero({ jsonrpc: '1.0', method: 'elicitation/create' }),
      zero({ jsonrpc: '2.0', method: 'roots/list' }),
      zero({ ...formRequest, params: 'x' }),
      zero({ ...formRequest, params: { ...formRequest.params, message: 5 } }),
      zero({
        ...formRequest,
        params: {
          ...formRequest.params,
          requestedSchema: { type: 'object', properties: { a: { type: 'object' } } },
        },
      }),
      zero({ ...urlRequest, params: { ...urlRequest.params, url: 'not a url' } }),
      zero({ ...urlRequest, params: { ...urlRequest.params, elicitationId: '' } }),
      zero({ ...urlRequest, params: { ...urlRequest.params, mode: 'telepathy' } }),
    ];
    for (const message of errors) {
      const response = await answerLegacyRequest(message, answer);
      expect(response, JSON.stringify(message)).to.have.property('error');
      expect(response, JSON.stringify(message)).to.have.property('id', 0);
    }
    expect(
      await answerLegacyRequest(zero(urlRequest), answer, {
        capabilities: { elicitation: { form: {} } },
      }),
    ).to.include({ id: 0 });
    expect(asked).to.have.length(0);
  });

  it('should treat a missing mode as form (2025-06-18)', async () => {
    const { answer, asked } = person({ action: 'cancel' });
    const { mode: _mode, ...params } = formRequest.params;
    expect(await answerLegacyRequest({ ...formRequest, id: 2, params }, answer)).to.deep.equal({
      jsonrpc: '2.0',
      id: 2,
      result: { action: 'cancel' },
    });
    expect(asked[0]![1].mode).to.equal('form');
  });

  it('should answer a URL request with elicitationId with a bare accept', async () => {
    const { answer, asked } = person({ action: 'accept', content: { leaked: 'x' } });
    expect(await answerLegacyRequest(urlRequest, answer)).to.deep.equal({
      jsonrpc: '2.0',
      id: 3,
      result: { action: 'accept' },
    });
    expect(asked[0]![1]).to.deep.equal({ id: 3, mode: 'url' });
  });

  it('should strip anything but action and form-accept content', async () => {
    const { answer } = person({
      action: 'accept',
      content: { name: 'octocat' },
      _meta: { a: 1 },
      extra: true,
    });
    expect(await answerLegacyRequest(formRequest, answer)).to.deep.equal({
      jsonrpc: '2.0',
      id: 1,
      result: { action: 'accept', content: { name: 'octocat' } },
    });
    const { answer: declined } = person({ action: 'decline', content: { name: 'octocat' } });
    expect(await answerLegacyRequest(formRequest, declined)).to.deep.equal({
      jsonrpc: '2.0',
      id: 1,
      result: { action: 'decline' },
    });
  });

  it('should send only the keys of the requested schema in form content', async () => {
    const { answer } = person({
      action: 'accept',
      content: { name: 'octocat', password: 'hunter2', __proto__: 'x' },
    });
    const response = await answerLegacyRequest(formRequest, answer);
    expect(JSON.stringify(response)).to.equal(
      '{"jsonrpc":"2.0","id":1,"result":{"action":"accept","content":{"name":"octocat"}}}',
    );
  });

  it('should refuse an undeclared URL mode with -32602 without asking', async () => {
    const { answer, asked } = person({ action: 'accept' });
    const response = await answerLegacyRequest(urlRequest, answer, {
      capabilities: { elicitation: { form: {} } },
    });
    expect(response).to.have.property('id', 3);
    expect(response).to.have.nested.property('error.code', -32602);
    expect(asked).to.have.length(0);
    const formOnly = await answerLegacyRequest(urlRequest, answer, {
      capabilities: { elicitation: {} },
    });
    expect(formOnly).to.have.nested.property('error.code', -32602);
    const unknown = await answerLegacyRequest(
      { ...urlRequest, params: { ...urlRequest.params, mode: 'telepathy' } },
      answer,
    );
    expect(unknown).to.have.nested.property('error.code', -32602);
  });

  it('should refuse an undeclared form mode with -32602', async () => {
    const { answer } = person({ action: 'accept' });
    const response = await answerLegacyRequest(formRequest, answer, {
      capabilities: { elicitation: { url: {} } },
    });
    expect(response).to.have.nested.property('error.code', -32602);
  });

  it('should refuse an unrenderable schema with -32602 and the issues, without asking', async () => {
    const { answer, asked } = person({ action: 'accept' });
    const nested = {
      ...formRequest,
      params: {
        ...formRequest.params,
        requestedSchema: {
          type: 'object',
          properties: { address: { type: 'object', properties: {} } },
        },
      },
    };
    const response = await answerLegacyRequest(nested, answer);
    expect(response).to.have.nested.property('error.code', -32602);
    const data = (response as { error: { data: { issues: { code: string; severity: string }[] } } })
      .error.data;
    expect(data.issues.length).to.be.greaterThan(0);
    expect(data.issues.every((issue) => issue.severity === 'error')).to.equal(true);
    expect(data.issues.map((issue) => issue.code)).to.include('nested-object');
    expect(asked).to.have.length(0);
  });

  it('should pass schema limits to compileSchema', async () => {
    const { answer } = person({ action: 'accept' });
    const response = await answerLegacyRequest(formRequest, answer, { limits: { maxFields: 0 } });
    expect(response).to.have.nested.property('error.code', -32602);
  });

  it('should refuse URL requests without a valid url or elicitationId', async () => {
    const { answer, asked } = person({ action: 'accept' });
    for (const params of [
      { ...urlRequest.params, url: 'not a url' },
      { ...urlRequest.params, url: undefined },
      { ...urlRequest.params, elicitationId: undefined },
      { ...urlRequest.params, elicitationId: '' },
      { ...urlRequest.params, message: 5 },
    ]) {
      expect(await answerLegacyRequest({ ...urlRequest, params }, answer)).to.have.nested.property(
        'error.code',
        -32602,
      );
    }
    expect(asked).to.have.length(0);
  });

  it('should answer other methods with -32601 and non-requests with -32600', async () => {
    const { answer, asked } = person({ action: 'accept' });
    expect(
      await answerLegacyRequest(
        { jsonrpc: '2.0', id: 4, method: 'sampling/createMessage', params: {} },
        answer,
      ),
    ).to.deep.include({
      id: 4,
      error: { code: -32601, message: 'The method "sampling/createMessage" is not handled here.' },
    });
    expect(
      await answerLegacyRequest({ jsonrpc: '2.0', id: 4, method: 'roots/list' }, answer),
    ).to.have.nested.property('error.code', -32601);
    for (const message of [
      null,
      'x',
      [],
      { jsonrpc: '2.0', method: 'elicitation/create', params: {} },
      { jsonrpc: '1.0', id: 1, method: 'elicitation/create' },
      { jsonrpc: '2.0', id: null, method: 'elicitation/create' },
      { jsonrpc: '2.0', id: 1 },
    ]) {
      const response = await answerLegacyRequest(message, answer);
      expect(response).to.have.nested.property('error.code', -32600);
    }
    expect(
      await answerLegacyRequest({ jsonrpc: '1.0', id: 9, method: 'x' }, answer),
    ).to.have.property('id', 9);
    expect(await answerLegacyRequest(null, answer)).to.have.property('id', null);
    expect(
      await answerLegacyRequest({ ...formRequest, params: 'x' }, answer),
    ).to.have.nested.property('error.code', -32602);
    expect(asked).to.have.length(0);
  });

  it('should reject when the host answers with something that is no ElicitResult', async () => {
    const { answer } = person({ action: 'sure' });
    let error: unknown;
    try {
      await answerLegacyRequest(formRequest, answer);
    } catch (caught) {
      error = caught;
    }
    expect(error).to.be.instanceOf(InvalidAnswerError);
  });

  it('should reject form content the schema does not allow, with the issues', async () => {
    for (const [content, codes] of [
      [{}, ['valueMissing']],
      [{ name: 7 }, ['typeMismatch']],
      [undefined, ['valueMissing']],
    ] as const) {
      const { answer } = person(
        content === undefined ? { action: 'accept' } : { action: 'accept', content },
      );
      let error: unknown;
      try {
        await answerLegacyRequest(formRequest, answer);
      } catch (caught) {
        error = caught;
      }
      expect(error, JSON.stringify(content)).to.be.instanceOf(InvalidAnswerError);
      expect((error as InvalidAnswerError).issues.map((issue) => issue.code)).to.deep.equal(codes);
    }
  });
});

describe('elicitation complete notifications', () => {
  it('should build the spec notification', () => {
    expect(elicitationCompleteNotification('550e8400-e29b-41d4-a716-446655440000')).to.deep.equal({
      jsonrpc: '2.0',
      method: 'notifications/elicitation/complete',
      params: { elicitationId: '550e8400-e29b-41d4-a716-446655440000' },
    });
  });

  it('should read the elicitationId back and nothing from other messages', () => {
    expect(readElicitationComplete(elicitationCompleteNotification('abc'))).to.equal('abc');
    expect(
      readElicitationComplete({
        jsonrpc: '2.0',
        method: 'notifications/progress',
        params: { elicitationId: 'abc' },
      }),
    ).to.equal(undefined);
    expect(
      readElicitationComplete({
        jsonrpc: '2.0',
        method: 'notifications/elicitation/complete',
        params: { elicitationId: 7 },
      }),
    ).to.equal(undefined);
    expect(readElicitationComplete(undefined)).to.equal(undefined);
  });
});

describe('readUrlElicitationRequired', () => {
  const ask = {
    mode: 'url',
    elicitationId: 'e1',
    url: 'https://mcp.example.com/connect?elicitationId=e1',
    message: 'Authorization is required.',
  };
  const response = {
    jsonrpc: '2.0',
    id: 2,
    error: {
      code: -32042,
      message: 'This request requires more information.',
      data: { elicitations: [ask] },
    },
  };

  it('should read the elicitations of a -32042 response, error or RpcError', () => {
    expect(URL_ELICITATION_REQUIRED).to.equal(-32042);
    expect(readUrlElicitationRequired(response)).to.deep.equal([ask]);
    expect(readUrlElicitationRequired(response.error)).to.deep.equal([ask]);
    expect(readUrlElicitationRequired(new RpcError(response.error))).to.deep.equal([ask]);
  });

  it('should return undefined for other errors and invalid entries', () => {
    expect(
      readUrlElicitationRequired({ ...response, error: { ...response.error, code: -32602 } }),
    ).to.equal(undefined);
    const withData = (elicitations: unknown) => ({
      code: -32042,
      message: 'm',
      data: { elicitations },
    });
    expect(readUrlElicitationRequired(withData([]))).to.equal(undefined);
    expect(readUrlElicitationRequired(withData('x'))).to.equal(undefined);
    expect(
      readUrlElicitationRequired(withData([ask, { ...ask, elicitationId: undefined }])),
    ).to.equal(undefined);
    expect(readUrlElicitationRequired(withData([{ ...ask, mode: 'form' }]))).to.equal(undefined);
    expect(readUrlElicitationRequired(withData([{ ...ask, url: 'nope' }]))).to.equal(undefined);
    expect(readUrlElicitationRequired(null)).to.equal(undefined);
  });

  it('should drop unknown fields of each entry', () => {
    expect(
      readUrlElicitationRequired({
        code: -32042,
        message: 'm',
        data: { elicitations: [{ ...ask, extra: 1 }] },
      }),
    ).to.deep.equal([ask]);
  });
});
