import { expect } from 'chai';
import {
  answerLegacyRequest,
  readElicitationComplete,
  readUrlElicitationRequired,
  URL_ELICITATION_REQUIRED,
  type ElicitResult,
} from '@elicit-kit/core';

// Ids and URLs a hostile or broken server may send in the 2025-11-25 push flow.
let asked = 0;
const answer = async (): Promise<ElicitResult> => {
  asked += 1;
  return { action: 'decline' };
};
const urlAsk = (params: Record<string, unknown>) => ({
  jsonrpc: '2.0',
  id: 7,
  method: 'elicitation/create',
  params: {
    mode: 'url',
    message: 'Sign in',
    url: 'https://example.com/auth',
    elicitationId: 'e1',
    ...params,
  },
});

describe('answerLegacyRequest: ids and URLs at the edge', () => {
  beforeEach(() => {
    asked = 0;
  });

  for (const [why, id] of [
    ['true', true],
    ['an object', { n: 1 }],
    ['an array', [1]],
    ['Infinity', Infinity],
    ['NaN', NaN],
  ] as const) {
    it(`should refuse a request whose id is ${why} with -32600 and id null, without asking`, async () => {
      const response = await answerLegacyRequest(
        {
          jsonrpc: '2.0',
          id,
          method: 'elicitation/create',
          params: { message: 'x', requestedSchema: { type: 'object', properties: {} } },
        },
        answer,
      );
      expect(response).to.deep.include({ id: null });
      expect(response).to.have.nested.property('error.code', -32600);
      expect(asked).to.equal(0);
    });
  }

  for (const url of ['not a url', 'https://', '//example.com/path', '']) {
    it(`should refuse a URL request whose url is ${JSON.stringify(url)} with -32602, without asking`, async () => {
      const response = await answerLegacyRequest(urlAsk({ url }), answer);
      expect(response).to.have.nested.property('error.code', -32602);
      expect(response).to.deep.include({ id: 7 });
      expect(asked).to.equal(0);
    });
  }

  it('should send only the schema errors in data.issues, not the keywords it notes', async () => {
    // Two errors (an unknown format, an array of objects) and a keyword noted as ignored.
    const requestedSchema = {
      type: 'object',
      properties: {
        when: { type: 'string', format: 'weekday' },
        list: { type: 'array', items: { type: 'object' } },
      },
    };
    const response = await answerLegacyRequest(
      {
        jsonrpc: '2.0',
        id: 1,
        method: 'elicitation/create',
        params: { message: 'x', requestedSchema },
      },
      answer,
    );
    const issues =
      (response as { error?: { data?: { issues?: { severity: string; code: string }[] } } }).error
        ?.data?.issues ?? [];
    expect(issues.length).to.be.greaterThan(0);
    expect(issues.every((issue) => issue.severity === 'error')).to.equal(true);
    expect((response as { error: { message: string } }).error.message).to.include(issues[0]!.code);
  });
});

describe('the 2025-11-25 helpers: empty and wrongly typed fields', () => {
  it('should read no elicitationId from a completion notification whose id is empty or not a string', () => {
    for (const elicitationId of ['', 7, null]) {
      expect(
        readElicitationComplete({
          jsonrpc: '2.0',
          method: 'notifications/elicitation/complete',
          params: { elicitationId },
        }),
      ).to.equal(undefined);
    }
  });

  it('should read no URL list when any entry has no message, an invalid url or an empty elicitationId', () => {
    const good = {
      mode: 'url',
      message: 'Sign in',
      url: 'https://example.com/a',
      elicitationId: 'e1',
    };
    const read = (entry: Record<string, unknown>) =>
      readUrlElicitationRequired({
        code: URL_ELICITATION_REQUIRED,
        message: 'x',
        data: { elicitations: [good, entry] },
      });
    expect(read(good)).to.have.length(2);
    expect(read({ ...good, message: 5 })).to.equal(undefined);
    expect(read({ ...good, url: 'not a url' })).to.equal(undefined);
    expect(read({ ...good, elicitationId: '' })).to.equal(undefined);
    expect(read({ ...good, elicitationId: 3 })).to.equal(undefined);
  });
});
