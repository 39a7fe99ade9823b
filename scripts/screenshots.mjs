// Saves screenshots of key gallery stories to docs/screenshots/*.png (1200x800 PNG), and
// the theming ones of docs/theming.md (docs/screenshots/theming-*.png: the "Every control"
// story's stage, desktop and 390 px wide, OS light, OS dark and dark by class with the OS
// light, in the default look and the shadcn/ui and Bootstrap presets).
// Usage: node scripts/screenshots.mjs [--theming] — starts the gallery's dev server on a
// free port, drives headless Chromium, and stops both (--theming: only the theming ones).
// Not run by the tests; commit the PNGs.
import { mkdirSync } from 'node:fs';
import { register } from 'tsx/esm/api';

register();
const { startGallery } = await import('../test/e2e/gallery/gallery-server.ts');
const { launchChromium } = await import('../test/e2e/support/browser.ts');

const out = 'docs/screenshots';
mkdirSync(out, { recursive: true });
const themingOnly = process.argv.includes('--theming');
const gallery = await startGallery();
const browser = await launchChromium();

/** The theming shots: one page per width and OS scheme, the host look and dark-by-class switched in it. */
async function themingShots() {
  const widths = { desktop: { width: 1200, height: 800 }, mobile: { width: 390, height: 844 } };
  const modes = [
    ['light', 'light', false],
    ['os-dark', 'dark', false],
    ['class-dark', 'light', true],
  ];
  for (const [size, viewport] of Object.entries(widths)) {
    for (const [mode, colorScheme, darkByClass] of modes) {
      const page = await browser.newPage({ viewport, colorScheme });
      page.setDefaultTimeout(20_000);
      await page.goto(`${gallery.url}#story/host-look`);
      await page.locator('demo-app elicit-request').waitFor();
      for (const look of size === 'desktop'
        ? ['default', 'shadcn', 'bootstrap']
        : ['default', 'shadcn']) {
        await page.getByRole('combobox', { name: /^Host look/ }).selectOption(look);
        await page.getByLabel('Dark by class on <html>').setChecked(darkByClass);
        // Fresh story each time, then a choice, a box ticked and Review with two required fields empty.
        await page.evaluate(() => (location.hash = 'story/host-look'));
        await page.getByRole('radio', { name: 'Express' }).click();
        await page.getByRole('radio', { name: 'Yes' }).click();
        await page.getByRole('button', { name: 'Review' }).click();
        await page.waitForTimeout(200);
        await page.mouse.move(0, 0);
        const path = `${out}/theming-${look}-${mode}-${size}.png`;
        await page.locator('demo-app .preview').screenshot({ path });
        console.log(path);
      }
      await page.close();
    }
  }
}

/** The gallery's own shots (docs/gallery.md, README). */
async function galleryShots() {
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
}

try {
  if (!themingOnly) await galleryShots();
  await themingShots();
} finally {
  await browser.close();
  await gallery.close();
}
