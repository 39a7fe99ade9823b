/**
 * The gallery's "Server-side client" view (demo/src/demo-server-client.ts): the official
 * MCP client 2.x runs in the dev server (demo/server/relay-demo.ts) and its asks reach the
 * page through the relay and `connectRelay`. Answered by keystrokes in Chromium; checked by
 * what the server's client got back, and by a second tab seeing the same ask withdrawn.
 */
import { expect } from 'chai';
import { useGalleryPage } from './gallery-server.js';

describe('gallery server-side client (through the relay)', function () {
  this.timeout(60_000);
  const view = useGalleryPage('server');

  const results = async () =>
    JSON.parse(
      (await view.page.locator('demo-server-client #results').textContent()) ?? '[]',
    ) as unknown[];

  it('should answer book_table from the page, and the second tab sees the ask withdrawn', async () => {
    const other = await view.context.newPage();
    await other.goto(`${view.gallery.url}#server`);
    await view.page.getByRole('button', { name: /book_table/ }).click();
    const field = (name: string, on = view.page) =>
      on.locator(`demo-server-client [part~="field"][data-name="${name}"] [part~="input"]`);
    await field('date', other).waitFor();
    await field('date').fill('2026-12-24');
    await view.page.locator('demo-server-client [part~="accept"]').click();
    await view.page.locator('demo-server-client [part~="review"]').waitFor();
    await view.page.locator('demo-server-client [part~="accept"]').click();
    await view.page.locator('demo-server-client #results', { hasText: 'Booked' }).waitFor();
    expect(await results()).to.deep.equal([
      {
        tool: 'book_table',
        status: 200,
        result: { content: [{ type: 'text', text: 'Booked a inside table for 2 on 2026-12-24.' }] },
      },
    ]);
    // With receipts, the answering tab keeps a one-line receipt; the other tab's untouched card is now one too ("Withdrawn").
    await view.page.locator('demo-server-client [part~="receipt"]').waitFor();
    await field('date', other).waitFor({ state: 'detached' });
    await other.close();
  });
});
