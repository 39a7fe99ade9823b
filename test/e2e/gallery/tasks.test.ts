/**
 * The gallery's task story: `close_quarter` runs as a task on the demo's `/mcp`
 * (demo/server/task-demo-server.ts), asks for a currency early and for approval after some
 * work; the view shows the status line, the asks and the result. A reload in the middle
 * follows the same task. Driven by clicks and keystrokes in Chromium.
 */
import { expect } from 'chai';
import { outcomeOf, trafficOf, useGalleryPage } from './gallery-server.js';

describe('gallery task story', function () {
  this.timeout(60_000);
  const view = useGalleryPage('live');

  const status = () => view.page.locator('demo-live [data-task-status]');

  async function reviewAndSend(): Promise<void> {
    await view.page.locator('elicit-round [part~="send"]').click();
    await view.page.locator('elicit-round [part~="review-list"]').waitFor();
    await view.page.locator('elicit-round [part~="send"]', { hasText: 'Send' }).click();
  }

  it('should show the status line and both asks, survive a reload, and show the result', async function () {
    await view.page.getByRole('button', { name: /close_quarter/ }).click();
    await status().filter({ hasText: 'Collecting 1,204 invoices' }).waitFor();
    await view.page.getByRole('radio', { name: 'US dollar' }).click();
    await expect(await status().textContent()).to.contain(
      'input_required — Needs the report currency',
    );
    await reviewAndSend();

    await status().filter({ hasText: 'Reconciling accounts' }).waitFor();
    await view.page.getByLabel('Approver').fill('Ada');
    const before = (await trafficOf(view.page))
      .filter((entry) => entry.direction === '→')
      .map((entry) => entry.json);
    expect(
      before.filter((request) => request.method === 'tools/call'),
      'one call',
    ).to.have.length(1);
    const taskId = before.find((request) => request.method === 'tasks/get')?.params?.['taskId'];
    expect(taskId).to.be.a('string');
    await view.page.reload();

    // The reloaded gallery follows the same task: the approval ask, the draft kept.
    await expect(await view.page.getByLabel('Approver').inputValue()).to.equal('Ada');
    await expect(await status().textContent()).to.contain('Needs approval to post');
    await view.page.getByRole('radio', { name: 'Yes' }).click();
    await reviewAndSend();
    const result = (await outcomeOf(view.page)) as { content: { text: string }[] };
    expect(result.content).to.deep.equal([
      { type: 'text', text: 'Q3 closed in USD: revenue 1,234,567, approved by Ada.' },
    ]);
    await expect(await status().textContent()).to.contain('completed');

    const after = (await trafficOf(view.page))
      .filter((entry) => entry.direction === '→')
      .map((entry) => entry.json);
    expect(
      after.map((request) => request.method),
      'never called again',
    ).to.not.include('tools/call');
    expect(after.every((request) => request.params?.['taskId'] === taskId)).to.equal(true);
    expect(
      after
        .filter((request) => request.method === 'tasks/update')
        .map((request) => request.params?.['inputResponses']),
    ).to.deep.equal([{ approval: { action: 'accept', content: { approver: 'Ada', post: true } } }]);
  });
});
