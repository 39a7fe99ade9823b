// Page CSS reaches every card however it was shown: the cards are elements of the page's own
// tree (children of <elicit-dialog>, <elicit-request>, <elicit-round>, slotted), so a page
// stylesheet's `elicit-form { --elicit-… }` and `elicit-form::part(…)` match them.
import { expect, fixture, html } from '@open-wc/testing';
import {
  callWithInput,
  type ElicitFormParams,
  type JsonRpcRequest,
  type Send,
} from '@elicit-kit/core';
import {
  showElicitation,
  answerWithRound,
  defineTags,
  cardTags,
  ElicitRound,
  type ElicitRequest,
  type ElicitForm,
  connectRelay,
} from '@elicit-kit/elements';
import { rendered } from '../../packages/elements/src/internal/focus.js';
import { until } from './helpers/dom.js';
import { FakeSource, fakeRelay } from './helpers/fake-relay.js';

defineTags([...cardTags, ['elicit-round', ElicitRound]]);

const ask: ElicitFormParams = {
  message: 'Ready?',
  requestedSchema: {
    type: 'object',
    properties: { agree: { type: 'boolean', title: 'Agree', default: false } },
  },
};
const roundResult = {
  resultType: 'input_required',
  inputRequests: { a: { method: 'elicitation/create', params: ask } },
};

/** The page's own stylesheet, as a host app adopts it on the document. */
const page = new CSSStyleSheet();
page.replaceSync(`
  elicit-form { --elicit-color-primary: rgb(4, 5, 6); }
  elicit-form::part(accept), elicit-form::part(input) { background-color: rgb(1, 2, 3); }
`);

/** The first `elicit-form` anywhere under `root`, once it has rendered its checkbox. */
async function formIn(root: ParentNode): Promise<ElicitForm> {
  let form: ElicitForm | null = null;
  await until(
    () =>
      !!(form = root.querySelector<ElicitForm>('elicit-form'))?.shadowRoot?.querySelector('input'),
    'a rendered form',
  );
  await rendered(form!);
  return form!;
}

/** What the page's rules did to the form: its checkbox (part `input`), and its accept button when it has one. */
function styled(form: ElicitForm): {
  checkbox: string;
  accent: string;
  accept?: string;
  border?: string;
} {
  const box = getComputedStyle(form.shadowRoot!.querySelector('[part~="input"]')!);
  const accept = form.shadowRoot!.querySelector('[part~="accept"]');
  const button = accept && getComputedStyle(accept);
  return {
    checkbox: box.backgroundColor,
    accent: box.accentColor,
    ...(button && { accept: button.backgroundColor, border: button.borderTopColor }),
  };
}

const card = {
  checkbox: 'rgb(1, 2, 3)',
  accent: 'rgb(4, 5, 6)',
  accept: 'rgb(1, 2, 3)',
  border: 'rgb(4, 5, 6)',
};
/** An embedded form has no buttons of its own (the round sends). */
const embedded = { checkbox: 'rgb(1, 2, 3)', accent: 'rgb(4, 5, 6)' };

describe('page styles reach every card', () => {
  before(() => {
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, page];
  });
  after(() => {
    document.adoptedStyleSheets = document.adoptedStyleSheets.filter((sheet) => sheet !== page);
  });

  it('should style the card showElicitation shows in its modal dialog', async () => {
    const controller = new AbortController();
    const answer = showElicitation(ask, { serverName: 'Styles', signal: controller.signal });
    const dialog = document.querySelector<HTMLElement>('elicit-dialog')!;
    expect(styled(await formIn(dialog))).to.deep.equal(card);
    controller.abort();
    await answer;
  });

  it('should style the card showElicitation shows inline', async () => {
    const container = await fixture<HTMLDivElement>(html`<div></div>`);
    const controller = new AbortController();
    const answer = showElicitation(ask, { container, inline: true, signal: controller.signal });
    expect(styled(await formIn(container))).to.deep.equal(card);
    controller.abort();
    await answer;
  });

  it('should style the cards of a round answerWithRound shows', async () => {
    const container = await fixture<HTMLDivElement>(html`<div></div>`);
    const controller = new AbortController();
    const send: Send = async (request) => ({ jsonrpc: '2.0', id: request.id, result: roundResult });
    const tool: JsonRpcRequest = {
      jsonrpc: '2.0',
      id: 1,
      method: 'tools/call',
      params: { name: 'styles' },
    };
    const call = callWithInput(send, tool, answerWithRound({ container }), {
      signal: controller.signal,
    }).catch(() => undefined);
    expect(styled(await formIn(container))).to.deep.equal(embedded);
    controller.abort();
    await call;
  });

  it('should style the card of an <elicit-request> on the page', async () => {
    const request = await fixture<ElicitRequest>(
      html`<elicit-request .request=${ask}></elicit-request>`,
    );
    expect(styled(await formIn(request))).to.deep.equal(card);
    await expect(request).to.be.accessible();
  });

  it('should style the cards of an <elicit-round> on the page', async () => {
    const round = await fixture<ElicitRound>(
      html`<elicit-round .result=${roundResult}></elicit-round>`,
    );
    expect(styled(await formIn(round))).to.deep.equal(embedded);
    await expect(round).to.be.accessible();
  });

  it('should style the cards connectRelay shows, pushed and in rounds, where the host placed them', async () => {
    const relay = fakeRelay();
    const chat = await fixture<HTMLDivElement>(
      html`<div><div id="call-1"></div><div id="asks"></div></div>`,
    );
    const connection = connectRelay({
      url: '/elicit',
      container: chat.querySelector<HTMLElement>('#asks')!,
      inline: true,
      place: () => chat.querySelector('#call-1'),
    });
    try {
      FakeSource.last!.emit('ask', { id: 'p1', tag: '1', params: ask });
      expect(styled(await formIn(chat.querySelector('#call-1')!))).to.deep.equal(card);
      FakeSource.last!.emit('ask', {
        id: 'r1',
        tag: '1',
        entries: [{ key: 'a', method: 'elicitation/create', params: ask, mode: 'form' }],
      });
      await until(() => !!chat.querySelector('#call-1 elicit-round elicit-form'), 'the round');
      expect(styled(await formIn(chat.querySelector('#call-1 elicit-round')!))).to.deep.equal(
        embedded,
      );
    } finally {
      connection.close();
      relay.restore();
    }
  });
});
