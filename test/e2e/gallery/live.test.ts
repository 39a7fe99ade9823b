/**
 * The gallery's live round trips, driven by clicks and keystrokes in Chromium against the
 * real MCP servers the demo serves: `/mcp` (official `@modelcontextprotocol/server` 2.4,
 * 2026-07-28) and `/legacy-mcp` (SDK 1.32, a 2025-11-25 push). Each test asserts the exact
 * JSON the page shows it sent and received.
 */
import { expect } from 'chai';
import { outcomeOf, trafficOf, useGalleryPage } from './gallery-server.js';

describe('gallery live round trips', function () {
  this.timeout(60_000);
  const opened: string[] = [];
  const view = useGalleryPage('live', {
    timeout: 10_000,
    setup: (context) =>
      context.route(/^https?:\/\/([^/]*\.)?example\.com\//, (route) => {
        opened.push(route.request().url());
        return route.fulfill({
          status: 200,
          contentType: 'text/html',
          body: '<title>stub</title>',
        });
      }),
  });

  const start = (title: RegExp) => view.page.getByRole('button', { name: title }).click();
  const review = () => view.page.locator('elicit-round [part~="send"]').click();

  /** Reviews and sends the round on screen, then waits for the page to log the retry. */
  async function reviewAndSend(): Promise<void> {
    await expect(await view.page.locator('elicit-round [part~="send"]').textContent()).to.contain(
      'Review',
    );
    await review();
    await view.page.locator('elicit-round [part~="review-list"]').waitFor();
    await view.page.locator('elicit-round [part~="send"]', { hasText: 'Send' }).click();
  }

  const outcome = () => outcomeOf(view.page);
  const traffic = () => trafficOf(view.page);

  /** A 2026-07-28 result as the demo server completes it: `resultType` and its `serverInfo`. */
  const complete = (result: Record<string, unknown>) => ({
    ...result,
    resultType: 'complete',
    _meta: { 'io.modelcontextprotocol/serverInfo': { name: 'elicit-kit demo', version: '1.0.0' } },
  });

  const sentRequests = async () =>
    (await traffic()).filter((entry) => entry.direction === '→').map((entry) => entry.json);

  it('should generate an image after the aspect ratio, a style and an explicit go-ahead', async function () {
    await view.page.getByLabel('Image prompt').fill('a red kite over the sea');
    await start(/generate_image/);
    await view.page.getByRole('radio', { name: 'Landscape 16:9' }).click();
    await view.page.getByRole('radio', { name: 'watercolour' }).click();
    await view.page.getByRole('radio', { name: 'Yes' }).click();
    await reviewAndSend();
    const result = (await outcome()) as {
      content: { type: string; text?: string; data?: string; mimeType?: string }[];
    };
    expect(Object.keys(result).sort()).to.deep.equal(['_meta', 'content', 'resultType']);
    expect(result.content).to.have.length(2);
    expect(result.content[0]).to.deep.equal({
      type: 'text',
      text: 'Generated a 16:9 watercolour image of “a red kite over the sea”. 2 credits left.',
    });
    expect(result.content[1]).to.include({ type: 'image', mimeType: 'image/svg+xml' });
    const svg = Buffer.from(result.content[1]!.data!, 'base64').toString('utf8');
    expect(svg)
      .to.contain('width="320" height="180"')
      .and.to.contain('a red kite over the sea · watercolour');
    await expect(
      await view.page.getByRole('img', { name: 'Generated image' }).isVisible(),
    ).to.equal(true);

    const sent = await sentRequests();
    expect(sent).to.have.length(2);
    expect(sent[0]!.params).to.deep.include({
      name: 'generate_image',
      arguments: { prompt: 'a red kite over the sea' },
    });
    expect(sent[0]!.params).to.not.have.property('inputResponses');
    expect(sent[1]!.params!['inputResponses']).to.deep.equal({
      settings: {
        action: 'accept',
        content: { aspect: '16:9', style: 'watercolour', goAhead: true },
      },
    });
    expect(sent[1]!.params).to.not.have.property('requestState');
  });

  it('should walk the setup wizard through three rounds with sealed state', async function () {
    await start(/setup_wizard/);
    await view.page.getByLabel('Full name').fill('Ada Lovelace');
    await view.page.getByLabel('Work email').fill('ada@example.com');
    await reviewAndSend();

    await view.page.getByRole('radio', { name: 'Team (€8 per seat)' }).click();
    const seats = view.page.getByLabel('Seats');
    await seats.fill('');
    await seats.pressSequentially('3');
    await view.page.getByRole('checkbox', { name: 'Single sign-on' }).click();
    await reviewAndSend();

    await view.page.getByLabel('Start date').fill('2026-09-01');
    await reviewAndSend();

    expect(await outcome()).to.deep.equal(
      complete({
        content: [
          {
            type: 'text',
            text: 'Workspace ready for Ada Lovelace <ada@example.com>: team plan, 3 seats, add-ons sso; starts 2026-09-01.',
          },
        ],
      }),
    );
    const sent = await sentRequests();
    expect(sent.map((request) => request.params!['inputResponses'])).to.deep.equal([
      undefined,
      {
        profile: { action: 'accept', content: { name: 'Ada Lovelace', email: 'ada@example.com' } },
      },
      { plan: { action: 'accept', content: { plan: 'team', seats: 3, addons: ['sso'] } } },
      { schedule: { action: 'accept', content: { start: '2026-09-01' } } },
    ]);
    const states = (await traffic())
      .filter((entry) => entry.direction === '←')
      .map((entry) => entry.json.result?.['requestState']);
    expect(states[0], 'no state after round 1').to.equal(undefined);
    expect(states[1]).to.be.a('string');
    expect(states[2]).to.be.a('string').and.not.equal(states[1]);
    // Each retry echoes the state it was given, opaque, byte for byte.
    expect(sent[2]!.params!['requestState']).to.equal(states[1]);
    expect(sent[3]!.params!['requestState']).to.equal(states[2]);
  });

  it('should consent to a URL, then finish with a state-only retry', async function () {
    await start(/connect_account/);
    const card = view.page.locator('elicit-round elicit-url-consent');
    await expect(await card.locator('[part~="url"]').textContent()).to.contain(
      'example.com/oauth/authorize',
    );
    await card.getByRole('checkbox').click();
    const popup = view.context.waitForEvent('page');
    await card.locator('[part~="open"]').click();
    await (await popup).close();
    await reviewAndSend();
    expect(await outcome()).to.deep.equal(
      complete({ content: [{ type: 'text', text: 'Example Drive connected after 1 check.' }] }),
    );
    expect(opened).to.deep.equal(['https://example.com/oauth/authorize?client=elicit-kit-demo']);

    const sent = await sentRequests();
    expect(sent).to.have.length(3);
    expect(sent[1]!.params!['inputResponses']).to.deep.equal({ authorize: { action: 'accept' } });
    const stateOnly = (await traffic()).filter((entry) => entry.direction === '←')[1]!.json.result!;
    expect(stateOnly['resultType']).to.equal('input_required');
    expect(stateOnly, 'a state-only round').to.not.have.property('inputRequests');
    // The state-only retry carries the state and no answers.
    expect(sent[2]!.params!['requestState']).to.equal(stateOnly['requestState']);
    expect(sent[2]!.params).to.not.have.property('inputResponses');
  });

  it('should answer a prompts/get that asks for input first', async function () {
    await start(/prompts\/get/);
    await view.page.getByLabel('Team name').pressSequentially('Platform');
    await reviewAndSend();
    expect(await outcome()).to.deep.equal(
      complete({
        messages: [
          {
            role: 'user',
            content: { type: 'text', text: 'Write a warm welcome for the Platform team.' },
          },
        ],
      }),
    );
    const sent = await sentRequests();
    expect(sent.map((request) => request.method)).to.deep.equal(['prompts/get', 'prompts/get']);
    expect(sent[1]!.params!['inputResponses']).to.deep.equal({
      team: { action: 'accept', content: { team: 'Platform' } },
    });
  });

  it('should answer a resources/read that asks for input first', async function () {
    await start(/resources\/read/);
    await view.page.getByRole('radio', { name: 'Indian rupee' }).click();
    await reviewAndSend();
    expect(await outcome()).to.deep.equal(
      complete({
        contents: [
          { uri: 'report://quarterly', mimeType: 'text/plain', text: 'Revenue Q3: 1,234,567 INR' },
        ],
        cacheScope: 'private',
        ttlMs: 0,
      }),
    );
    const sent = await sentRequests();
    expect(sent.map((request) => request.method)).to.deep.equal([
      'resources/read',
      'resources/read',
    ]);
    expect(sent[1]!.params!['inputResponses']).to.deep.equal({
      period: { action: 'accept', content: { quarter: 'Q3', currency: 'INR' } },
    });
  });

  it('should answer a legacy 2025-11-25 push for book_table', async function () {
    await start(/Legacy 2025-11-25 push: book_table/);
    const form = view.page.locator('elicit-request elicit-form');
    await form.getByLabel('Date').fill('2026-10-02');
    await form.getByRole('radio', { name: 'Terrace' }).click();
    await form.locator('[part~="accept"]').click();
    // A standalone form reviews before it sends.
    await form.getByRole('button', { name: 'Send' }).click();
    expect(await outcome()).to.deep.equal({
      content: [{ type: 'text', text: 'Booked a terrace table for 2 on 2026-10-02.' }],
    });
    const log = await traffic();
    const push = log.find((entry) => entry.json.method === 'elicitation/create')!;
    expect(push.direction).to.equal('←');
    expect(push.json.params).to.deep.include({
      mode: 'form',
      message: 'Book a table at Trattoria Demo',
    });
    const answer = log.find(
      (entry) => entry.direction === '→' && entry.json.id === push.json.id && entry.json.result,
    )!;
    expect(answer.json).to.deep.equal({
      jsonrpc: '2.0',
      id: push.json.id,
      result: { action: 'accept', content: { date: '2026-10-02', guests: 2, seating: 'terrace' } },
    });
  });

  it('should answer a legacy 2025-11-25 URL push with accept after the page opens', async function () {
    await start(/Legacy 2025-11-25 push: link_account/);
    const card = view.page.locator('elicit-request elicit-url-consent');
    await card.getByRole('checkbox').click();
    const popup = view.context.waitForEvent('page');
    await card.locator('[part~="open"]').click();
    await (await popup).close();
    expect(await outcome()).to.deep.equal({
      content: [{ type: 'text', text: 'Account link started: finish it in the opened page.' }],
    });
    expect(opened).to.include('https://example.com/link?demo=1');
    const log = await traffic();
    const push = log.find((entry) => entry.json.method === 'elicitation/create')!;
    expect(push.json.params).to.deep.include({
      mode: 'url',
      url: 'https://example.com/link?demo=1',
    });
    const answer = log.find(
      (entry) => entry.direction === '→' && entry.json.id === push.json.id && entry.json.result,
    )!;
    expect(answer.json).to.deep.equal({
      jsonrpc: '2.0',
      id: push.json.id,
      result: { action: 'accept' },
    });
  });
});
