/**
 * Security suite "urls": every deceptive address of `url-cases.ts` gets exactly its
 * warnings from `inspectUrl`, the host a card highlights, and the address it shows.
 * Runs in Node and in Chromium (test/core): both URL parsers must agree with the verdicts.
 */
import { expect } from 'chai';
import { inspectUrl } from '@elicit-kit/core';
import { URL_CASES } from './url-cases.js';

const held = { cases: 0, blocked: 0, warned: 0, families: new Set<string>() };

describe('security: deceptive URLs (inspectUrl)', () => {
  after(() => {
    console.log(
      `urls: ${URL_CASES.length} deceptive or tricky addresses in ${new Set(URL_CASES.map((c) => c.family)).size} families ` +
        `(${[...new Set(URL_CASES.map((c) => c.family))].join(', ')}): ${held.cases}/${URL_CASES.length} got exactly their verdict ` +
        `(${held.blocked} blocked, ${held.warned} warned)`,
    );
  });

  for (const c of URL_CASES) {
    it(`should give [${c.codes.join(', ')}] to ${c.family}: ${c.why}`, () => {
      const result = inspectUrl(c.url);
      expect(
        result.warnings.map((w) => w.code),
        'warnings',
      ).to.have.members([...c.codes]);
      expect(result.warnings, 'no duplicate warnings').to.have.length(c.codes.length);
      expect(result.host, 'highlighted host').to.equal(c.host);
      if (c.display !== undefined) expect(result.display, 'shown address').to.equal(c.display);
      expect(result.parts.before + result.parts.host + result.parts.after).to.equal(result.display);
      const blocked = c.codes.includes('invalid') || c.codes.includes('scheme-not-allowed');
      expect(result.ok, 'may be opened').to.equal(!blocked);
      if (blocked) {
        expect(result.href).to.equal('');
      } else {
        // What is opened is what the platform parser makes of it, and the card shows that site.
        expect(result.href).to.equal(new URL(c.url.trim()).href);
        expect(result.parts.host).to.equal(result.host);
      }
      held.cases += 1;
      if (blocked) held.blocked += 1;
      else if (c.codes.length) held.warned += 1;
    });
  }

  it('should hold the 96 cases docs/SECURITY.md quotes, covering every family the threat model names', () => {
    expect(URL_CASES.length).to.equal(96);
    const families = new Set(URL_CASES.map((c) => c.family));
    for (const family of [
      'homograph',
      'punycode',
      'userinfo',
      'ip',
      'scheme',
      'bidi',
      'long',
      'dots',
      'encoded',
    ]) {
      expect(families.has(family), family).to.equal(true);
    }
    const notations = URL_CASES.filter((c) => c.family === 'ip')
      .map((c) => c.why)
      .join(' ');
    for (const notation of ['dotted', 'decimal', 'octal', 'hex', 'IPv6', 'IPv4-mapped'])
      expect(notations).to.contain(notation);
  });
});
