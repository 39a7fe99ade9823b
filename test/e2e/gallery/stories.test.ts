/**
 * Every story of the gallery renders without console errors, warnings or page errors
 * (only lit's one dev-mode notice is allowed), and the panels beside it say what goes
 * back and what the kit makes of the schema, updating live.
 */
import { expect } from 'chai';
import type { Browser, Page } from 'playwright';
import { stories } from '../../../demo/src/stories.js';
import { launchChromium } from '../support/browser.js';
import { collectProblems, sharedGallery, type Gallery } from './gallery-server.js';

describe('gallery stories', function () {
  this.timeout(60_000);
  let gallery: Gallery;
  let browser: Browser;
  let page: Page;
  let problems: string[];

  before(async function () {
    [gallery, browser] = await Promise.all([sharedGallery(), launchChromium()]);
    page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
    page.setDefaultTimeout(10_000);
    problems = collectProblems(page);
    await page.goto(gallery.url);
    await page.locator('demo-app elicit-request').waitFor();
  });

  after(async function () {
    await browser?.close();
  });

  async function open(id: string): Promise<void> {
    await page.evaluate((hash) => (location.hash = hash), `story/${id}`);
    await page
      .locator('demo-app nav[aria-label="Stories"] a[aria-current="page"]')
      .and(page.locator(`[href="#story/${id}"]`))
      .waitFor();
  }

  /** The JSON of every `<pre>` in the "What goes back" panel, by its heading. */
  async function panel(): Promise<Record<string, unknown>> {
    return page.locator('demo-app section[aria-label="What goes back"]').evaluate((section) => {
      const out: Record<string, unknown> = {};
      for (const pre of section.querySelectorAll('pre')) {
        const heading = pre.previousElementSibling?.textContent ?? '';
        out[heading] = JSON.parse(pre.textContent ?? 'null');
      }
      return out;
    });
  }

  it('should list every story in the sidebar', async function () {
    const links = await page
      .locator('demo-app nav[aria-label="Stories"] a')
      .evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')));
    expect(links).to.deep.equal(stories.map((story) => `#story/${story.id}`));
    expect(stories.length).to.be.greaterThan(80);
  });

  it('should render every story without console errors or page errors', async function () {
    const failures: string[] = [];
    for (const story of stories) {
      problems.length = 0;
      await open(story.id);
      if (story.kind === 'round') {
        const items = page.locator('demo-app elicit-round [part~="item"]');
        await page.locator('demo-app elicit-round [part~="actions"]').first().waitFor();
        const count = await items.count();
        if (count !== Object.keys(story.result.inputRequests ?? {}).length)
          failures.push(`${story.id}: ${count} items`);
      } else {
        const message = page.locator('demo-app elicit-request [part~="message"]').first();
        const text = (await message.textContent())?.trim();
        // Server text is shown as text: HTML stays literal, nothing runs; bidi controls are dropped.
        if (
          text !==
          story.request.message.replace(/[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g, '')
        )
          failures.push(`${story.id}: message ${JSON.stringify(text)}`);
      }
      if (problems.length) failures.push(`${story.id}: ${problems.join('; ')}`);
    }
    expect(failures).to.deep.equal([]);
  });

  it('should show the ElicitResult accept would send, updating as the person types', async function () {
    await open('required-optional');
    const story = stories.find((candidate) => candidate.id === 'required-optional')!;
    expect(await panel()).to.deep.equal({
      'Would send on accept (live)': { action: 'accept', content: {} },
      'What the server sent': story.kind === 'request' ? story.request : story.result,
    });
    await page.getByLabel('Street').pressSequentially('1 Main St');
    await page.getByLabel('Postcode').pressSequentially('10115');
    const live = (await panel())['Would send on accept (live)'];
    expect(live).to.deep.equal({
      action: 'accept',
      content: { street: '1 Main St', zip: '10115' },
    });
  });

  it('should update the live ElicitResult when the person picks choices', async function () {
    await open('all-enums');
    await page.getByRole('radio', { name: 'Second Option' }).first().click();
    await page.waitForFunction(() =>
      document
        .querySelector('demo-app')
        ?.shadowRoot?.querySelector('section[aria-label="What goes back"] pre')
        ?.textContent?.includes('value2'),
    );
    expect((await panel())['Would send on accept (live)']).to.deep.equal({
      action: 'accept',
      content: { titledSingle: 'value2' },
    });
  });

  it('should show the ElicitResult sent when the person declines', async function () {
    await open('text');
    await page.locator('demo-app elicit-request [part~="decline"]').first().click();
    expect((await panel())['ElicitResult sent (elicit-response)']).to.deep.equal({
      action: 'decline',
    });
  });

  it('should show what the kit says about a hostile schema and a deceptive URL', async function () {
    await open('nested');
    const notes = await page.locator('demo-app [data-notes] li').allTextContents();
    expect(notes.some((note) => note.startsWith('error nested-object'))).to.equal(true);
    await open('url-userinfo');
    const urlNotes = await page.locator('demo-app [data-notes] li').allTextContents();
    expect(urlNotes.some((note) => note.startsWith('userinfo'))).to.equal(true);
    await expect(
      await page.locator('demo-app elicit-request [part~="warning"]').count(),
    ).to.be.greaterThan(0);
  });

  it('should send a round and show inputResponses, requestState and the full retry request', async function () {
    await open('round-several');
    await page.getByRole('textbox', { name: /GitHub username/ }).pressSequentially('octo');
    // Decline the URL ask rather than open a page.
    await page
      .locator('demo-app elicit-round [part~="item"][data-key="authorize"] [part~="decline"]')
      .click();
    // The live preview follows elicit-change, before anything is sent.
    await page.locator('demo-app h3', { hasText: 'Would send (live): inputResponses' }).waitFor();
    const preview = (await panel())['Would send (live): inputResponses and requestState'] as {
      inputResponses: Record<string, unknown>;
    };
    expect(preview.inputResponses['github_login']).to.deep.equal({
      action: 'accept',
      content: { name: 'octo' },
    });
    expect(preview.inputResponses['authorize']).to.deep.equal({ action: 'decline' });
    await page.locator('demo-app elicit-round [part~="send"]').click();
    await page.locator('demo-app elicit-round [part~="review-list"]').waitFor();
    await page.locator('demo-app elicit-round [part~="send"]', { hasText: 'Send' }).click();
    const out = await panel();
    const inputResponses = {
      github_login: { action: 'accept', content: { name: 'octo' } },
      region: { action: 'accept', content: { region: 'eu' } },
      authorize: { action: 'decline' },
      summary: {
        role: 'assistant',
        content: { type: 'text', text: 'A small TypeScript UI kit for MCP elicitation.' },
        model: 'demo-model',
        stopReason: 'endTurn',
      },
    };
    expect(out['elicit-round detail: inputResponses and requestState']).to.deep.equal({
      inputResponses,
      requestState: 'eyJsb2NhdGlvbiI6Ik5ldyBZb3JrIn0...',
    });
    expect(out['The full retry request (retryRequest)']).to.deep.equal({
      jsonrpc: '2.0',
      id: 3,
      method: 'tools/call',
      params: {
        name: 'get_weather',
        arguments: { location: 'New York' },
        _meta: (out['The full retry request (retryRequest)'] as { params: { _meta: unknown } })
          .params._meta,
        inputResponses,
        requestState: 'eyJsb2NhdGlvbiI6Ik5ldyBZb3JrIn0...',
      },
    });
  });

  it('should switch theme, direction and language', async function () {
    await open('titled-single');
    await page.getByLabel('Theme').selectOption('dark');
    await page.getByLabel('Direction').selectOption('rtl');
    await page.getByLabel('Language').selectOption('hi');
    const request = page.locator('demo-app elicit-request');
    await expect(await request.getAttribute('theme')).to.equal('dark');
    await expect(await request.getAttribute('locale')).to.equal('hi');
    expect(await page.locator('demo-app section.preview').getAttribute('dir')).to.equal('rtl');
    expect(
      await page.locator('demo-app').evaluate((app) => getComputedStyle(app).colorScheme),
    ).to.equal('dark');
    const accept = await page.locator('demo-app elicit-request [part~="accept"]').textContent();
    expect(accept?.trim()).to.not.equal('Submit');
    expect(problems).to.deep.equal([]);
    await page.getByLabel('Theme').selectOption('');
    await page.getByLabel('Direction').selectOption('ltr');
    await page.getByLabel('Language').selectOption('en');
  });

  it('should render a schema pasted into the editor and show what it sends', async function () {
    await page.evaluate(() => (location.hash = 'editor'));
    const schema = {
      type: 'object',
      properties: {
        city: { type: 'string', title: 'City of birth', minLength: 2 },
        pets: { type: 'integer', title: 'Pets', minimum: 0, default: 1 },
      },
      required: ['city'],
    };
    await page.getByLabel(/requestedSchema/).fill(JSON.stringify(schema));
    await page.locator('demo-editor').getByRole('button', { name: 'Render', exact: true }).click();
    const form = page.locator('demo-editor elicit-request elicit-form');
    await form.getByRole('textbox', { name: /City of birth/ }).pressSequentially('Lyon');
    await form.locator('[part~="accept"]').click();
    await form.getByRole('button', { name: 'Send' }).click();
    expect(
      JSON.parse((await page.locator('demo-editor [data-sent]').textContent()) ?? 'null'),
    ).to.deep.equal({
      action: 'accept',
      content: { city: 'Lyon', pets: 1 },
    });

    await page.locator('demo-editor').getByRole('button', { name: 'InputRequiredResult' }).click();
    await expect(await page.locator('demo-editor elicit-round [part~="item"]').count()).to.equal(2);
    await page.getByLabel(/requestedSchema/).fill('{ not json');
    await page.locator('demo-editor').getByRole('button', { name: 'Render', exact: true }).click();
    expect(await page.locator('demo-editor [role="alert"]').textContent()).to.match(/^Not JSON/);
    expect(problems).to.deep.equal([]);
  });
});
