import { expect } from 'chai';
import {
  checkAnswer,
  pageAsk,
  readAnswerBody,
  readPageAsk,
  type ServerAsk,
} from '@elicit-kit/core/relay-wire';
import type { ElicitRequestParams, InputEntry } from '@elicit-kit/core';

const params = {
  mode: 'form',
  message: 'Your name?',
  requestedSchema: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] },
} as ElicitRequestParams;
const entries: readonly InputEntry[] = [
  { key: 'who', method: 'elicitation/create', params: params as never, mode: 'form' },
];

describe('relay wire: the page ask', () => {
  it('should read back what the server writes, deadline as ISO text and a round without params', () => {
    const push: ServerAsk = { id: 'a', serverName: 'Weather', params, deadline: 0, tag: 't1' };
    const round: ServerAsk = { id: 'b', serverName: '', entries };
    const sent = [pageAsk(push), pageAsk(round)].map((ask) => JSON.parse(JSON.stringify(ask)));
    expect(sent[0]).to.deep.equal({
      id: 'a',
      serverName: 'Weather',
      tag: 't1',
      params,
      deadline: '1970-01-01T00:00:00.000Z',
    });
    expect(sent.map(readPageAsk)).to.deep.equal([sent[0], { id: 'b', serverName: '', entries }]);
  });

  it('should refuse data that is no ask and drop fields of the wrong type', () => {
    for (const data of [
      null,
      'ask',
      [],
      { params },
      { id: 1, params },
      { id: 'x' },
      { id: 'x', params: 'p' },
      { id: 'x', entries: {} },
    ])
      expect(readPageAsk(data), JSON.stringify(data)).to.equal(undefined);
    expect(
      readPageAsk({ id: 'x', params, entries: 5, serverName: 7, tag: {}, deadline: 3 }),
    ).to.deep.equal({ id: 'x', params });
    expect(readPageAsk({ id: 'x', params, entries }), 'entries make a round').to.deep.equal({
      id: 'x',
      entries,
    });
  });
});

describe('relay wire: the answer check', () => {
  it('should read an answer body only as an id with one of result or inputResponses', () => {
    expect(readAnswerBody({ id: 'a', result: { action: 'decline' } })).to.deep.equal({
      ok: true,
      id: 'a',
      answer: { result: { action: 'decline' } },
    });
    expect(
      [[], 'x', { result: {} }, { id: 'a' }, { id: 'a', result: {}, inputResponses: {} }].map(
        (body) => (readAnswerBody(body) as { problem?: string }).problem,
      ),
    ).to.deep.equal(['not-object', 'not-object', 'bad-id', 'bad-fields', 'bad-fields']);
  });

  it('should take a valid answer and refuse a malformed one (400) or content the schema refuses (422)', () => {
    const push = { params };
    expect(checkAnswer(push, { result: { action: 'accept', content: { name: 'Ada' } } })).to.eql({
      status: 204,
    });
    expect(checkAnswer(push, { result: { action: 'decline', extra: 1 } as never })).to.eql({
      status: 400,
      problem: 'result-fields',
    });
    expect(checkAnswer(push, { result: { action: 'decline', content: {} } })).to.eql({
      status: 400,
      problem: 'unexpected-content',
    });
    const missing = checkAnswer(push, { result: { action: 'accept', content: {} } });
    expect(missing.status).to.equal(422);
    expect(checkAnswer({ entries }, { result: { action: 'cancel' } })).to.eql({
      status: 400,
      problem: 'round-needs-input-responses',
    });
    expect(checkAnswer({ entries }, { inputResponses: { who: { action: 'cancel' } } })).to.eql({
      status: 204,
    });
    expect(checkAnswer({ entries }, { inputResponses: { other: { action: 'cancel' } } })).to.eql({
      status: 400,
      problem: 'input-responses-keys',
    });
  });
});
