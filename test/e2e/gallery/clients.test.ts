/**
 * The gallery's client stories (demo/src/live-clients.ts), driven in Chromium against the
 * demo's SDK 1.32 server at `/legacy-mcp` (2025-11-25 pushes): the Vercel AI SDK's
 * `createMCPClient` and the official SDK 1.x `Client`, each answering asks with
 * `showElicitation` in a dialog. Each story is answered through one form and checked by
 * the outcome the client got and the exact JSON the traffic log shows crossing the wire.
 */
import { expect } from 'chai';
import { outcomeOf, trafficOf, useGalleryPage, type Traffic } from './gallery-server.js';

/** The dialog `showElicitation` opens. */
const dialog = '[data-elicit-dialog]';
const TERRACE_BOOKING = { date: '2026-10-02', guests: 2, seating: 'terrace' };

describe('gallery client stories (AI SDK, SDK 1.x) against the demo server', function () {
  this.timeout(60_000);
  const view = useGalleryPage('live', {
    timeout: 10_000,
    allowProblems: true,
    setup: (context) =>
      context.route(/^https?:\/\/([^/]*\.)?example\.com\//, (route) =>
        route.fulfill({ status: 200, contentType: 'text/html', body: '<title>stub</title>' }),
      ),
  });

  const start = (title: RegExp) => view.page.getByRole('button', { name: title }).click();

  const outcome = () => outcomeOf(view.page);
  const traffic = () => trafficOf(view.page);

  /** Answers the demo's `book_table` form in the dialog: a date, the terrace, Accept, then Send in the review. */
  async function bookTerrace(): Promise<void> {
    const form = view.page.locator(`${dialog} elicit-form`);
    expect(await view.page.locator(`${dialog} [part~="server"]`).textContent()).to.contain(
      'legacy demo (2025-11-25)',
    );
    await form.getByLabel('Date').fill(TERRACE_BOOKING.date);
    await form.getByRole('radio', { name: 'Terrace' }).click();
    await form.locator('[part~="accept"]').click();
    await form.locator('[part~="review"]').waitFor();
    await form.locator('[part~="accept"]').click();
    await view.page.locator(dialog).waitFor({ state: 'detached' });
  }

  /** The initialize request, the push and the answer to it, as the traffic log shows them. */
  async function pushAndAnswer(): Promise<{ initialize: Traffic; push: Traffic; answer: Traffic }> {
    const log = await traffic();
    const initialize = log.find((entry) => entry.json.method === 'initialize')!;
    const push = log.find((entry) => entry.json.method === 'elicitation/create')!;
    expect(push.direction).to.equal('←');
    const answer = log.find(
      (entry) => entry.direction === '→' && entry.json.id === push.json.id && entry.json.result,
    )!;
    return { initialize, push, answer };
  }

  it('should run the Vercel AI SDK client, form mode only, and send the booking the dialog answered', async function () {
    await start(/Vercel AI SDK client: book_table/);
    expect(await view.page.locator('[data-one-call]').textContent()).to.contain(
      'client.onElicitationRequest(ElicitationRequestSchema',
    );
    await bookTerrace();
    expect(await outcome()).to.deep.equal({
      content: [{ type: 'text', text: 'Booked a terrace table for 2 on 2026-10-02.' }],
      isError: false,
    });
    const { initialize, push, answer } = await pushAndAnswer();
    expect(initialize.direction).to.equal('→');
    expect(initialize.json.params).to.deep.include({
      protocolVersion: '2025-11-25',
      capabilities: { elicitation: { form: {} } },
    });
    expect(push.json.params).to.deep.include({
      mode: 'form',
      message: 'Book a table at Trattoria Demo',
    });
    expect(answer.json).to.deep.equal({
      jsonrpc: '2.0',
      id: push.json.id,
      result: { action: 'accept', content: TERRACE_BOOKING },
    });
    // The AI SDK opens its GET stream before initialize: the session server answers it 400
    // (docs/clients/ai-sdk.md), which Chromium logs; nothing else may be logged.
    expect(
      view.problems.filter(
        (problem) =>
          !/Failed to load resource: the server responded with a status of 40[09]/.test(problem),
      ),
    ).to.deep.equal([]);
  });

  it('should run the SDK 1.x Client and send the booking the dialog answered', async function () {
    await start(/SDK 1\.x Client: book_table/);
    expect(await view.page.locator('[data-one-call]').textContent()).to.contain(
      'signal: extra.signal',
    );
    await bookTerrace();
    expect(await outcome()).to.deep.equal({
      content: [{ type: 'text', text: 'Booked a terrace table for 2 on 2026-10-02.' }],
    });
    const { initialize, push, answer } = await pushAndAnswer();
    expect(initialize.json.params).to.deep.include({
      protocolVersion: '2025-11-25',
      capabilities: { elicitation: { form: {}, url: {} } },
    });
    expect(push.json.params).to.deep.include({
      mode: 'form',
      message: 'Book a table at Trattoria Demo',
    });
    expect(answer.json).to.deep.equal({
      jsonrpc: '2.0',
      id: 0,
      result: { action: 'accept', content: TERRACE_BOOKING },
    });
    expect(view.problems).to.deep.equal([]);
  });

  it('should lock the SDK 1.x card when the server withdraws its ask (extra.signal), keep what was typed, and never answer it', async function () {
    this.timeout(60_000);
    // The session's first ask (id 0) first: SDK 1.32 cannot withdraw that one (docs/clients/mcp-sdk-1.md).
    await start(/SDK 1\.x Client: book_table/);
    await bookTerrace();
    await outcome();
    await start(/SDK 1\.x Client: hold_table/);
    const name = view.page.locator(`${dialog} [part~="field"][data-name="name"] [part~="input"]`);
    await name.fill('Ada');
    // The hold lapses after 20 s: the server aborts its ask and sends notifications/cancelled.
    await view.page.locator(`${dialog} [part~="accept"]:disabled`).waitFor({ timeout: 30_000 });
    expect(await name.inputValue()).to.equal('Ada');
    expect(await outcome()).to.deep.equal({
      content: [{ type: 'text', text: 'The hold lapsed: the question was withdrawn.' }],
    });
    await view.page.locator(`${dialog} [part~="close"]`).click();
    await view.page.locator(dialog).waitFor({ state: 'detached' });
    const log = await traffic();
    const push = log.find((entry) => entry.json.method === 'elicitation/create')!;
    expect(push.json.id).to.equal(1);
    expect(
      log.find((entry) => entry.json.method === 'notifications/cancelled')?.json.params,
    ).to.deep.include({ requestId: 1 });
    expect(
      log.filter(
        (entry) => entry.direction === '→' && entry.json.id === 1 && 'result' in entry.json,
      ),
      'no answer to the withdrawn ask',
    ).to.deep.equal([]);
    expect(view.problems).to.deep.equal([]);
  });
});
