/**
 * The side-by-side section (issues 9 and 20): `<elicit-form>` against the browser's floor for
 * the same markup, a plain DOM form, react-jsonschema-form on React 19 and lit, in one headless
 * Chromium on the same schemas; the core against ajv in Node. Markdown tables (median and p90
 * in ms, ratios of medians), also written to `.tmp-bench/side-by-side.md`, and the verdicts.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { availableParallelism, cpus, loadavg } from 'node:os';
import { tempDir, withBrowser } from './browser.js';
import { coldSection } from './cold.js';
import { compileSection } from './compile.js';
import type { Section } from './measure.js';
import { memorySection } from './memory.js';
import { typingSection, warmSection } from './warm.js';

/** The parts in the browser, in the order they run (after compile, before Chromium competes). */
const IN_BROWSER = {
  warm: warmSection,
  typing: typingSection,
  memory: memorySection,
  cold: coldSection,
};

export async function runSideBySide(parts: readonly string[], samples?: number) {
  const load = loadavg()[0]!.toFixed(1);
  let machine = `${cpus()[0]?.model.trim()}, ${availableParallelism()} cores, load ${load}; Node ${process.version}`;
  const sections: Section[] = [];
  if (parts.includes('compile')) sections.push(await compileSection(samples));
  const inBrowser = Object.entries(IN_BROWSER).filter(([part]) => parts.includes(part));
  if (inBrowser.length)
    await withBrowser(async (browser, url) => {
      machine += `, Chromium ${browser.version()} headless`;
      for (const [, section] of inBrowser) sections.push(await section(browser, url, samples));
    });
  const text = [
    `Run ${new Date().toISOString().slice(0, 16)} on ${machine} (noisy above a load of 1 per core).`,
    ...sections.map((section) => `### ${section.heading}\n\n${section.body}`),
  ].join('\n\n');
  mkdirSync(tempDir, { recursive: true });
  writeFileSync(`${tempDir}side-by-side.md`, `${text}\n`);
  return { text, verdicts: sections.flatMap((section) => section.verdicts) };
}
