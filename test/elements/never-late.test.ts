/**
 * "Nothing is sent late", whatever the card last rendered: every sending path is clicked in
 * the window between the deadline passing (or a withdrawal) and the next render that locks
 * the buttons. The clicks run in the same task as the wait, so no timer or render can
 * come between: the refusal must come from the check at the moment of sending.
 */
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { callWithInput, type ElicitResult, type JsonRpcRequest, type Send } from '@elicit-kit/core';
import '@elicit-kit/elements/define';
import { showElicitation, answerWithRound, type ElicitRound } from '@elicit-kit/elements';
import { uiText } from '../../packages/elements/src/messages/text.js';
import { oneField, renderForm, type ElicitForm } from './helpers/form-helpers.js';
import { part, settle } from './helpers/dom.js';

/** A confirmation: nothing to fill in before the review. */
const confirmAsk = { method: 'elicitation/create', params: { message: 'Deploy now?' } };

/** Busy-waits (one task: no timer, no render) until `at` has passed, then clicks `button`. */
function clickAfter(at: number, button: HTMLElement): void {
  while (Date.now() <= at) {
    // Spinning on purpose: the clock passes the deadline inside this task.
  }
  expect((button as HTMLButtonElement).disabled, 'the button as last rendered').to.equal(false);
  button.click();
}

/** Waits (yielding) until `check` holds, at most 5 s. */
async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 250 && !check(); i += 1)
    await new Promise((resolve) => setTimeout(resolve, 20));
  if (!check()) throw new Error('timed out');
}

const responses = (target: EventTarget, type = 'elicit-response') => {
  const seen: unknown[] = [];
  target.addEventListener(type, (event) => seen.push((event as CustomEvent).detail));
  return seen;
};

/** A form in its review step (its accept part is Send), with `deadline` a moment away. */
async function formInReview(): Promise<{ form: ElicitForm; at: number; seen: unknown[] }> {
  const form = await renderForm(oneField({ type: 'string', title: 'Nickname' }, false, 'nickname'));
  const seen = responses(form);
  part(form, 'accept').click();
  await settle();
  expect(form.shadowRoot!.querySelector('[part~="review"]'), 'the review').to.not.equal(null);
  const at = Date.now() + 30;
  form.deadline = at;
  await form.updateComplete;
  return { form, at, seen };
}

/**
 * An inline showElicitation ask (one optional field) in its review step (its accept part is
 * Send); with `typed`, typed into first (real keystrokes), so an ended card lingers.
 */
async function inlineAskInReview(options: {
  deadline?: number;
  signal?: AbortSignal;
  typed?: string;
}) {
  const container = document.createElement('div');
  document.body.append(container);
  const answer = showElicitation(oneField({ type: 'string' }, false, 'nickname'), {
    inline: true,
    container,
    deadline: options.deadline,
    signal: options.signal,
  });
  const frame = () => container.querySelector('[data-elicit-inline]');
  const form = () =>
    frame()!.querySelector('elicit-request')!.querySelector<ElicitForm>('elicit-form')!;
  await until(
    () =>
      !!frame()?.querySelector('elicit-request elicit-form')?.shadowRoot?.querySelector('input'),
  );
  if (options.typed) {
    form().shadowRoot!.querySelector('input')!.focus();
    await sendKeys({ type: options.typed });
  }
  part(form(), 'accept').click();
  await until(() => !!form().shadowRoot!.querySelector('[part~="review"]'));
  return { container, frame, form, answer };
}

const tool: JsonRpcRequest = {
  jsonrpc: '2.0',
  id: 1,
  method: 'tools/call',
  params: { name: 'deploy' },
};

/**
 * A call through answerWithRound whose round is in its review step (its send part is Send);
 * `fail` makes the first send of the answers fail (a dropped connection).
 */
async function roundCallInReview(options: {
  deadline?: number;
  signal?: AbortSignal;
  fail?: boolean;
}) {
  const container = document.createElement('div');
  document.body.append(container);
  const sent: JsonRpcRequest[] = [];
  const send: Send = async (request) => {
    sent.push(request);
    if (options.fail && sent.length === 2) throw new TypeError('connection reset');
    const result =
      sent.length === 1
        ? { resultType: 'input_required', inputRequests: { confirm: confirmAsk } }
        : { content: [] };
    return { jsonrpc: '2.0', id: request.id, result };
  };
  const outcome = callWithInput(
    send,
    tool,
    answerWithRound({ container, deadline: options.deadline }),
    { signal: options.signal },
  ).then(
    () => 'resolved',
    (error: unknown) => (error instanceof DOMException ? error.name : error),
  );
  await until(
    () => !!container.querySelector('elicit-round')?.shadowRoot?.querySelector('[part~="send"]'),
  );
  const round = container.querySelector<ElicitRound>('elicit-round')!;
  await settle();
  part(round, 'send').click();
  await until(() => !!round.shadowRoot!.querySelector('[part~="review"]'));
  return { container, round, sent, outcome };
}

describe('never late: a click between the deadline and the next render sends nothing', () => {
  it('<elicit-form>: Send in the review, Decline and Cancel', async () => {
    for (const name of ['accept', 'decline', 'cancel']) {
      const { form, at, seen } = await formInReview();
      clickAfter(at, part(form, name));
      await settle();
      expect(seen, name).to.deep.equal([]);
      expect(form.busy, name).to.equal(false);
      form.remove();
    }
  });

  it('<elicit-form>: Send right after a withdrawal, before it renders', async () => {
    const { form, seen } = await formInReview();
    form.deadline = undefined;
    await form.updateComplete;
    form.withdrawn = true;
    part(form, 'accept').click();
    await settle();
    expect(seen).to.deep.equal([]);
    form.remove();
  });

  it('<elicit-round>: Send in the review, and Cancel; the status never says it is sending', async () => {
    for (const name of ['send', 'cancel']) {
      const round = document.createElement('elicit-round') as ElicitRound;
      round.result = {
        resultType: 'input_required',
        inputRequests: { confirm: confirmAsk },
        requestState: 's',
      };
      document.body.append(round);
      await round.updateComplete;
      await settle();
      const seen = responses(round, 'elicit-round');
      part(round, 'send').click();
      await until(() => !!round.shadowRoot!.querySelector('[part~="review"]'));
      const at = Date.now() + 30;
      round.deadline = at;
      await round.updateComplete;
      clickAfter(at, part(round, name));
      await settle();
      expect(seen, name).to.deep.equal([]);
      expect(part(round, 'summary').textContent, name).to.not.equal(uiText('ui.sending'));
      round.remove();
    }
  });

  it('showElicitation: Send clicked after the deadline, before its timer and the card re-render', async () => {
    const at = Date.now() + 800;
    const { container, form, answer } = await inlineAskInReview({ deadline: at });
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now() - 60)));
    clickAfter(at, part(form(), 'accept'));
    expect(await answer).to.deep.equal({ action: 'cancel' } satisfies ElicitResult);
    container.remove();
  });

  it('answerWithRound: Send clicked after the deadline, before its timer and the round re-render', async () => {
    const at = Date.now() + 800;
    const { container, round, sent, outcome } = await roundCallInReview({ deadline: at });
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now() - 60)));
    clickAfter(at, part(round, 'send'));
    expect(await outcome).to.equal('TimeoutError');
    expect(sent, 'nothing sent after the deadline').to.have.length(1);
    container.remove();
  });

  it('showElicitation: Send clicked right after a withdrawal, before the card re-renders', async () => {
    const host = new AbortController();
    const { container, form, answer } = await inlineAskInReview({
      signal: host.signal,
      typed: 'Ada',
    });
    host.abort('closed');
    expect(
      (part(form(), 'accept') as HTMLButtonElement).disabled,
      'the button as last rendered',
    ).to.equal(false);
    part(form(), 'accept').click();
    expect(await answer).to.deep.equal({ action: 'cancel' } satisfies ElicitResult);
    await settle();
    // Typed into, the withdrawn card stays, locked, until closed: the click did not take it away.
    expect(
      form().shadowRoot!.querySelector('[part~="close"]'),
      'the withdrawn card, with Close in its button bar',
    ).to.not.equal(null);
    expect((part(form(), 'accept') as HTMLButtonElement).disabled).to.equal(true);
    // Locked because it ended, not because it is sending: it says so, and nothing says "Sending…".
    expect(
      [form().busy, part(form(), 'deadline').textContent],
      'the card says it was withdrawn',
    ).to.deep.equal([false, uiText('ui.withdrawn')]);
    expect(form().content, 'what was typed').to.deep.equal({ nickname: 'Ada' });
    container.remove();
  });

  it('answerWithRound: Send clicked right after the call is aborted, before the round re-renders', async () => {
    const host = new AbortController();
    const { container, round, sent, outcome } = await roundCallInReview({ signal: host.signal });
    host.abort('closed');
    expect(
      (part(round, 'send') as HTMLButtonElement).disabled,
      'the button as last rendered',
    ).to.equal(false);
    part(round, 'send').click();
    expect(await outcome).to.equal('closed');
    expect(sent, 'nothing sent after the abort').to.have.length(1);
    expect(
      [round.isConnected, round.withdrawn],
      'the round stays, withdrawn, with what was typed',
    ).to.deep.equal([true, true]);
    container.remove();
  });

  it('answerWithRound: Retry clicked after the deadline, before its timer and the round re-render', async () => {
    const at = Date.now() + 3000;
    const { container, round, sent, outcome } = await roundCallInReview({
      deadline: at,
      fail: true,
    });
    part(round, 'send').click();
    await until(
      () => part(round, 'summary').textContent === uiText('ui.sendFailed') && round.isConnected,
    );
    expect(part(round, 'send').textContent!.trim()).to.equal(uiText('ui.retryNow'));
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, at - Date.now() - 60)));
    clickAfter(at, part(round, 'send'));
    expect(await outcome).to.equal('TimeoutError');
    expect(sent, 'the first request and the failed send, no retry').to.have.length(2);
    container.remove();
  });
});
