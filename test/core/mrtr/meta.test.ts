import { expect } from 'chai';
import {
  CLIENT_CAPABILITIES_META_KEY,
  CLIENT_INFO_META_KEY,
  PROTOCOL_VERSION,
  PROTOCOL_VERSION_META_KEY,
  declaredModes,
  requestMeta,
} from '@elicit-kit/core';

describe('requestMeta', () => {
  it('should use the spec key names and version', () => {
    expect(PROTOCOL_VERSION_META_KEY).to.equal('io.modelcontextprotocol/protocolVersion');
    expect(CLIENT_CAPABILITIES_META_KEY).to.equal('io.modelcontextprotocol/clientCapabilities');
    expect(CLIENT_INFO_META_KEY).to.equal('io.modelcontextprotocol/clientInfo');
    expect(PROTOCOL_VERSION).to.equal('2026-07-28');
  });

  it('should declare form and URL elicitation by default and leave clientInfo out', () => {
    expect(requestMeta()).to.deep.equal({
      'io.modelcontextprotocol/protocolVersion': '2026-07-28',
      'io.modelcontextprotocol/clientCapabilities': { elicitation: { form: {}, url: {} } },
    });
  });

  it('should carry the given clientInfo, capabilities and version', () => {
    const meta = requestMeta({
      clientInfo: { name: 'ExampleClient', version: '1.0.0' },
      capabilities: { elicitation: { form: {} } },
      protocolVersion: '2099-01-01',
    });
    expect(meta).to.deep.equal({
      'io.modelcontextprotocol/protocolVersion': '2099-01-01',
      'io.modelcontextprotocol/clientCapabilities': { elicitation: { form: {} } },
      'io.modelcontextprotocol/clientInfo': { name: 'ExampleClient', version: '1.0.0' },
    });
  });

  it('should build a fresh envelope each time', () => {
    const first = requestMeta();
    (first[CLIENT_CAPABILITIES_META_KEY] as { elicitation: object }).elicitation = {};
    expect(requestMeta()[CLIENT_CAPABILITIES_META_KEY]).to.deep.equal({
      elicitation: { form: {}, url: {} },
    });
  });
});

describe('declaredModes', () => {
  const modes = (capabilities: unknown) => [...declaredModes(capabilities)].sort();

  it('should read form and url', () => {
    expect(modes({ elicitation: { form: {}, url: {} } })).to.deep.equal(['form', 'url']);
    expect(modes({ elicitation: { form: {} } })).to.deep.equal(['form']);
    expect(modes({ elicitation: { url: {} } })).to.deep.equal(['url']);
  });

  it('should treat an empty elicitation object as form only', () => {
    expect(modes({ elicitation: {} })).to.deep.equal(['form']);
  });

  it('should declare nothing without elicitation', () => {
    expect(modes({})).to.deep.equal([]);
    expect(modes(undefined)).to.deep.equal([]);
    expect(modes({ elicitation: true })).to.deep.equal([]);
    expect(modes(JSON.parse('{"sampling":{}}'))).to.deep.equal([]);
  });

  it('should ignore inherited names', () => {
    const capabilities = Object.create({ elicitation: { url: {} } }) as object;
    expect(modes(capabilities)).to.deep.equal([]);
  });
});
