// connectRelay and file answers: an answer past the relay's body limit (413) tells the person
// how large an answer may be, in their language, and the card comes back to choose again.
import { expect, fixture, html } from '@open-wc/testing';
import { formatByteSize } from '@elicit-kit/core/messages';
import type { ElicitRequestParams } from '@elicit-kit/core';
import { connectRelay } from '../../packages/elements/src/relay/connect-relay.js';
import { refusedLine, replyBody } from '../../packages/elements/src/relay/relay-text.js';
import { uiText } from '../../packages/elements/src/messages/text.js';
import { deepPart } from './helpers/dom.js';
import { FakeSource, fakeRelay, until, type FakeRelay } from './helpers/fake-relay.js';

const fileAsk = {
  message: 'Your scan?',
  requestedSchema: {
    type: 'object',
    properties: {
      scan: { type: 'string', format: 'uri', 'x-mcp-file': { accept: ['image/png'] } },
    },
    required: ['scan'],
  },
} as unknown as ElicitRequestParams;

describe('connectRelay and a file answer too large for the relay', () => {
  let relay: FakeRelay;
  beforeEach(() => {
    relay = fakeRelay();
  });
  afterEach(() => relay.restore());

  for (const locale of ['en', 'hi']) {
    it(`should say the relay's limit in ${locale} after a 413 and show the card again`, async () => {
      const chat = await fixture<HTMLElement>(html`<div></div>`);
      relay.replies.push(413);
      const connection = connectRelay({ url: '/elicit', container: chat, inline: true, locale });
      FakeSource.last!.emit('ask', { id: 'f1', params: fileAsk });
      const card = await until(() =>
        chat.querySelector('[data-elicit-inline]')?.querySelector('elicit-request'),
      );
      await card.updateComplete;
      const sent = { action: 'accept', content: { scan: 'data:image/png;base64,AAAA' } };
      deepPart(card, 'form')!.dispatchEvent(
        new CustomEvent('elicit-response', { detail: sent, bubbles: true, composed: true }),
      );
      const status = await until(() => chat.querySelector('[part~="relay-status"]'));
      expect(status.textContent).to.equal(uiText('ui.relayTooLarge', { bytes: 65536 }, locale));
      expect(status.textContent).to.contain(formatByteSize(65536, locale));
      const again = await until(() =>
        [...chat.querySelectorAll('[data-elicit-inline]')]
          .map((host) => host.querySelector('elicit-request'))
          .find((shown) => shown && shown !== card),
      );
      expect(again.request).to.deep.equal(fileAsk);
      await expect(chat).to.be.accessible();
      connection.close();
    });
  }

  it("should say an answer is too large without a figure when a proxy's 413 names no limit", () => {
    const none = () => undefined;
    expect(
      refusedLine(413, replyBody('<html>413 Request Entity Too Large</html>'), none, 'hi'),
    ).to.deep.equal(['ui.relayTooLargeAny', {}]);
    expect(refusedLine(413, replyBody('{"limit":-1}'), none, 'en')).to.deep.equal([
      'ui.relayTooLargeAny',
      {},
    ]);
    expect(refusedLine(413, replyBody('{"limit":2048}'), none, 'en')).to.deep.equal([
      'ui.relayTooLarge',
      { bytes: 2048 },
    ]);
    expect(refusedLine(0, undefined, none, 'en')).to.deep.equal(['ui.relaySendFailed', {}]);
  });
});
