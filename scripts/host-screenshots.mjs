// Saves screenshots of the Next.js chat host (test/e2e/hosts/next-chat) with a card open to
// docs/screenshots/host-<look>-<light|dark>-<desktop|390>.png: each look the host can build
// (`shadcn`: the kit's preset; `none`), light and dark (the host's `dark` class, the OS
// light), 1200 px and 390 px wide. Usage: node scripts/host-screenshots.mjs [shadcn|none ...]
// (default: both). Builds the host per look (next build), not run by the tests.
import { mkdirSync } from 'node:fs';
import { register } from 'tsx/esm/api';

register();
const { ensureHostBuilt, startMcpServer, startNextHost } =
  await import('../test/e2e/next-chat/host.ts');
const { launchChromium } = await import('../test/e2e/support/browser.ts');

const out = 'docs/screenshots';
mkdirSync(out, { recursive: true });
const looks = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['none', 'shadcn'];
const widths = { desktop: { width: 1200, height: 800 }, 390: { width: 390, height: 844 } };

const browser = await launchChromium();
const mcp = await startMcpServer();
try {
  for (const look of looks) {
    await ensureHostBuilt(look);
    const host = await startNextHost(mcp.url);
    try {
      for (const [name, viewport] of Object.entries(widths)) {
        const context = await browser.newContext({ viewport, colorScheme: 'light' });
        const page = await context.newPage();
        page.setDefaultTimeout(30_000);
        await page.goto(host.url);
        await page.getByLabel('Message').fill('Book me a table for Friday');
        await page.keyboard.press('Enter');
        await page.locator('elicit-form [part~="accept"]').waitFor();
        await page.screenshot({ path: `${out}/host-${look}-light-${name}.png`, fullPage: true });
        await page.locator('#theme').click();
        await page.screenshot({ path: `${out}/host-${look}-dark-${name}.png`, fullPage: true });
        await context.close();
      }
    } finally {
      await host.close();
    }
    console.log(`${look}: ${Object.keys(widths).length * 2} screenshots in ${out}`);
  }
} finally {
  await browser.close();
  await mcp.close();
}
