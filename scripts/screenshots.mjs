// Saves screenshots of key gallery stories to docs/screenshots/*.png (1200x800 PNG).
// Usage: node scripts/screenshots.mjs — starts the gallery's dev server on a free port,
// drives headless Chromium, and stops both. Not run by the tests; commit the PNGs.
import { mkdirSync } from 'node:fs';
import { register } from 'tsx/esm/api';

register();
const { startGallery } = await import('../test/e2e/gallery/gallery-server.ts');
const { launchChromium } = await import('../test/e2e/support/browser.ts');

const out = 'docs/screenshots';
mkdirSync(out, { recursive: true });
const gallery = await startGallery();
const browser = await launchChromium();
try {
  const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
  page.setDefaultTimeout(20_000);
  await page.route(/^https?:\/\/([^/]*\.)?example\.com\//, (route) => route.abort());

  const open = async (hash) => {
    await page.evaluate((value) => (location.hash = value), hash);
    await page.waitForTimeout(300);
  };
  const settings = async (theme, direction, language) => {
    await page.getByLabel('Theme').selectOption(theme);
    await page.getByLabel('Direction').selectOption(direction);
    await page.getByLabel('Language').selectOption(language);
    await page.waitForTimeout(200);
  };
  const shot = async (name) => {
    await page.mouse.move(0, 0);
    await page.screenshot({ path: `${out}/${name}.png` });
    console.log(`${out}/${name}.png`);
  };

  await page.goto(`${gallery.url}#story/required-optional`);
  await page.locator('demo-app elicit-request').waitFor();
  await settings('light', 'ltr', 'en');
  await page.getByLabel('Street').pressSequentially('1 Main St');
  await page.getByLabel('City').pressSequentially('Berlin');
  await shot('gallery-overview');

  await open('story/all-enums');
  await page.getByRole('radio', { name: 'Second Option' }).first().click();
  await shot('form-light');

  await settings('dark', 'ltr', 'en');
  await shot('form-dark');

  await settings('light', 'ltr', 'en');
  await open('story/url-userinfo');
  await shot('url-card-warnings');

  await open('story/round-several');
  await page.getByRole('textbox', { name: /GitHub username/ }).pressSequentially('octocat');
  await shot('round');

  await open('story/required-optional');
  await settings('light', 'rtl', 'hi');
  await shot('rtl-hindi');

  await settings('light', 'ltr', 'en');
  await open('live');
  await page.getByRole('button', { name: /generate_image/ }).click();
  await page.getByRole('radio', { name: 'Landscape 16:9' }).click();
  await page.getByRole('radio', { name: 'watercolour' }).click();
  await page.getByRole('radio', { name: 'Yes' }).click();
  await page.locator('elicit-round [part~="send"]').click();
  await page.locator('elicit-round [part~="send"]', { hasText: 'Send' }).click();
  await page.getByRole('img', { name: 'Generated image' }).waitFor();
  await shot('live-image');
} finally {
  await browser.close();
  await gallery.close();
}
