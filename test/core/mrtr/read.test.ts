import { expect } from 'chai';
import { readInputRequired } from '@elicit-kit/core';
import { formatIssue } from '@elicit-kit/core/messages';

// Spec reference §10.1 (SPEC docs/specification/2026-07-28/server/tools.mdx).
const toolsExample = {
  resultType: 'input_required',
  inputRequests: {
    github_login: {
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
    },
  },
  requestState: 'eyJsb2NhdGlvbiI6Ik5ldyBZb3JrIn0...',
};

// Spec reference §10.4 (examples/InputRequiredResult/input-required-result-with-request-state-only.json).
const stateOnly = {
  resultType: 'input_required',
  requestState: 'eyJwcm9ncmVzcyI6IjUwJSIsInN0YXRlIjoicHJvY2Vzc2luZyJ9',
};

// Spec reference §10.5: URL mode embedded request.
const urlRequest = {
  method: 'elicitation/create',
  params: {
    mode: 'url',
    url: 'https://mcp.example.com/ui/set_api_key',
    message: 'Please provide your API key to continue.',
  },
};

const codes = (result: ReturnType<typeof readInputRequired>) =>
  result.kind === 'invalid' ? result.issues.map((issue) => issue.code) : [];

describe('readInputRequired', () => {
  it('should read the spec example as one form entry with its requestState', () => {
    const read = readInputRequired(toolsExample);
    expect(read).to.deep.equal({
      kind: 'input_required',
      entries: [
        {
          key: 'github_login',
          method: 'elicitation/create',
          params: toolsExample.inputRequests.github_login.params,
          mode: 'form',
        },
      ],
      requestState: 'eyJsb2NhdGlvbiI6Ik5ldyBZb3JrIn0...',
    });
  });

  it('should treat a missing resultType as complete', () => {
    const result = { content: [{ type: 'text', text: 'Sunny' }] };
    expect(readInputRequired(result)).to.deep.equal({ kind: 'complete', result });
  });

  it('should treat resultType complete as complete', () => {
    const result = { resultType: 'complete', content: [] };
    expect(readInputRequired(result)).to.deep.equal({ kind: 'complete', result });
  });

  it('should refuse an unknown resultType', () => {
    const read = readInputRequired({ resultType: 'task' });
    expect(codes(read)).to.deep.equal(['unknown-result-type']);
    expect(read.kind === 'invalid' && formatIssue(read.issues[0]!)).to.contain('"task"');
    expect(codes(readInputRequired({ resultType: 7 }))).to.deep.equal(['unknown-result-type']);
  });

  it('should refuse a result that is not an object', () => {
    for (const value of [null, 'x', 3, [], undefined])
      expect(codes(readInputRequired(value))).to.deep.equal(['not-object']);
  });

  it('should read a state-only round with no entries', () => {
    expect(readInputRequired(stateOnly)).to.deep.equal({
      kind: 'input_required',
      entries: [],
      requestState: stateOnly.requestState,
    });
  });

  it('should leave requestState absent when it was absent', () => {
    const read = readInputRequired({
      resultType: 'input_required',
      inputRequests: { u: urlRequest },
    });
    expect(read.kind).to.equal('input_required');
    expect('requestState' in read).to.equal(false);
  });

  it('should refuse input_required with neither inputRequests nor requestState', () => {
    expect(codes(readInputRequired({ resultType: 'input_required' }))).to.deep.equal(['no-input']);
    expect(
      codes(readInputRequired({ resultType: 'input_required', inputRequests: {} })),
    ).to.deep.equal(['no-input']);
  });

  it('should refuse a requestState that is not a string', () => {
    expect(
      codes(readInputRequired({ resultType: 'input_required', requestState: 12 })),
    ).to.deep.equal(['bad-request-state']);
    expect(
      codes(
        readInputRequired({
          resultType: 'input_required',
          requestState: null,
          inputRequests: { u: urlRequest },
        }),
      ),
    ).to.deep.equal(['bad-request-state']);
  });

  it('should refuse embedded methods other than elicitation, sampling and roots', () => {
    const read = readInputRequired({
      resultType: 'input_required',
      inputRequests: { a: { method: 'tools/call', params: {} } },
    });
    expect(codes(read)).to.deep.equal(['unsupported-method']);
    expect(read.kind === 'invalid' && read.issues[0]!.path).to.equal('$.inputRequests["a"].method');
  });

  it('should refuse entries that are not requests', () => {
    const read = readInputRequired({
      resultType: 'input_required',
      inputRequests: { a: 'x', b: { params: {} }, c: { method: 'roots/list', params: [] } },
    });
    expect(codes(read)).to.deep.equal(['not-object', 'not-object', 'not-object']);
    expect(
      codes(readInputRequired({ resultType: 'input_required', inputRequests: [urlRequest] })),
    ).to.deep.equal(['not-object']);
  });

  it('should default a missing mode to form and keep unknown modes visible', () => {
    const read = readInputRequired({
      resultType: 'input_required',
      inputRequests: {
        plain: {
          method: 'elicitation/create',
          params: { message: 'Hi', requestedSchema: { type: 'object', properties: {} } },
        },
        link: urlRequest,
        odd: { method: 'elicitation/create', params: { mode: 'telepathy', message: 'Hi' } },
      },
    });
    expect(read.kind === 'input_required' && read.entries.map((entry) => entry.mode)).to.deep.equal(
      ['form', 'url', 'telepathy'],
    );
  });

  it('should refuse a mode that is not a string', () => {
    const read = readInputRequired({
      resultType: 'input_required',
      inputRequests: { a: { method: 'elicitation/create', params: { mode: 1 } } },
    });
    expect(codes(read)).to.deep.equal(['bad-mode']);
  });

  it('should give sampling and roots entries no mode and roots empty params', () => {
    const read = readInputRequired({
      resultType: 'input_required',
      inputRequests: {
        sample: { method: 'sampling/createMessage', params: { messages: [], maxTokens: 5 } },
        roots: { method: 'roots/list' },
      },
    });
    expect(read).to.deep.equal({
      kind: 'input_required',
      entries: [
        { key: 'sample', method: 'sampling/createMessage', params: { messages: [], maxTokens: 5 } },
        { key: 'roots', method: 'roots/list', params: {} },
      ],
    });
  });

  it('should keep keys in server order and treat __proto__ as a plain key', () => {
    const result = JSON.parse(
      `{"resultType":"input_required","inputRequests":{"zeta":${JSON.stringify(urlRequest)},"__proto__":${JSON.stringify(urlRequest)},"constructor":${JSON.stringify(urlRequest)},"alpha":${JSON.stringify(urlRequest)}}}`,
    ) as unknown;
    const read = readInputRequired(result);
    expect(read.kind === 'input_required' && read.entries.map((entry) => entry.key)).to.deep.equal([
      'zeta',
      '__proto__',
      'constructor',
      'alpha',
    ]);
  });

  it('should not read inherited resultType or requestState', () => {
    const result = Object.create({ resultType: 'input_required', requestState: 's' }) as object;
    expect(readInputRequired(result).kind).to.equal('complete');
  });
});
