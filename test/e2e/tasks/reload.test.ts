/**
 * A task survives a reload: the page calls a tool that runs as a task (the test's task
 * server, written from the extension's schema: test/core/helpers/task-server.ts), answers its
 * first ask, starts typing the second and reloads. The reloaded page follows the same task
 * (no second tools/call), shows the pending ask with the draft, and completes it. Real
 * Chromium; the page is bundled from src/ by esbuild and served from 127.0.0.1 with /mcp.
 */
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import type { Browser, Page } from 'playwright';
import type { JsonRpcRequest } from '@elicit-kit/core';
import { launchChromium } from '../support/browser.js';
import { serveModulePage, type ModulePage } from '../support/module-page.js';
import { headersOf, readBody } from '../../../demo/server/node-bridge.js';
import { formAsk, taskServer } from '../../core/helpers/task-server.js';

const entry = fileURLToPath(new URL('./page.ts', import.meta.url));

const field = (page: Page, key: string) =>
  page
    .locator(
      `elicit-round elicit-form[data-key="${key}"] [part~="field"][data-name="${key}"] input`,
    )
    .first();

/** Review, then Send, as a person does. */
async function send(page: Page): Promise<void> {
  await page.locator('elicit-round [part~="send"]').click();
  await page.locator('elicit-round [part~="send"]', { hasText: 'Send' }).click();
}

describe('tasks: a reload in the middle resumes the same task (Chromium)', function () {
  this.timeout(60_000);
  let served: ModulePage;
  let browser: Browser;
  let url = '';
  const mcp = taskServer({
    close_books: {
      taskSupport: 'required',
      pollIntervalMs: 100,
      steps: [
        { working: 'Reading the ledger' },
        {
          ask: { region: formAsk('Which region closes first?', 'region') },
          statusMessage: 'Needs a region',
        },
        { working: 'Reconciling accounts', polls: 2 },
        {
          ask: { approver: formAsk('Who approves the close?', 'approver') },
          statusMessage: 'Needs an approver',
        },
        {
          complete: (answers) => ({
            content: [{ type: 'text', text: `closed with ${JSON.stringify(answers)}` }],
          }),
        },
      ],
    },
  });

  before(async () => {
    served = await serveModulePage(entry, (request, response) => {
      if (request.url !== '/mcp') return false;
      void readBody(request).then((body) => {
        const answer = mcp.handle(
          JSON.parse(body.toString('utf8')) as JsonRpcRequest,
          headersOf(request),
        );
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
      });
      return true;
    });
    url = served.url;
    browser = await launchChromium();
  });

  after(async () => {
    await browser?.close();
    await served?.close();
  });

  it('should follow the task after a reload, show the pending ask with its draft, and complete it', async () => {
    const page = await browser.newPage();
    page.setDefaultTimeout(15_000);
    await page.goto(url);
    await field(page, 'region').click();
    await page.keyboard.type('eu-west');
    await send(page);
    // The second ask comes after more work; the person starts typing, then reloads.
    await field(page, 'approver').click();
    await page.keyboard.type('Grace');
    expect(await page.locator('[data-status]').textContent()).to.equal(
      'input_required: Needs an approver',
    );
    await page.reload();

    expect(await field(page, 'approver').inputValue(), 'the draft came back').to.equal('Grace');
    expect(await page.locator('elicit-round [part~="item"]').count()).to.equal(1);
    await field(page, 'approver').click();
    await page.keyboard.type(' Hopper');
    await send(page);
    await page.locator('[data-outcome]', { hasText: 'closed' }).waitFor();
    const outcome = JSON.parse((await page.locator('[data-outcome]').textContent()) ?? 'null');
    expect(outcome).to.deep.equal({
      content: [
        {
          type: 'text',
          text: `closed with ${JSON.stringify({ region: { action: 'accept', content: { region: 'eu-west' } }, approver: { action: 'accept', content: { approver: 'Grace Hopper' } } })}`,
        },
      ],
    });

    const methods = mcp.seen.map(({ request }) => request.method);
    expect(
      methods.filter((method) => method === 'tools/call'),
      'the tool ran once',
    ).to.have.length(1);
    expect(methods.filter((method) => method === 'tasks/update')).to.have.length(2);
    expect(methods, 'nothing cancelled the task').to.not.include('tasks/cancel');
    for (const { request, headers } of mcp.seen.filter(({ request }) =>
      request.method.startsWith('tasks/'),
    )) {
      expect(request.params!['taskId']).to.equal('task-1');
      expect(headers?.get('mcp-name')).to.equal('task-1');
    }
    expect(
      await page.evaluate(() =>
        Object.keys(sessionStorage).filter((key) => key.startsWith('elicit-kit:ledger')),
      ),
      'forgotten once complete',
    ).to.deep.equal([]);
    await page.close();
  });
});
