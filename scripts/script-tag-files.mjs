// The script-tag files in packages/elements/dist and what each contains: one description
// read by the build (vite.config.ts, scripts/build.mjs), the size check (.size-limit.js,
// scripts/size.mjs) and the end-to-end tests (test/e2e/support/artefacts.ts).
//
// - `elicit-kit.cards.js` / `.mjs`: everything `@elicit-kit/elements` exports, the tags
//   registered, the core a renderer-only host needs (CARDS_CORE) and the text API. For hosts
//   whose MCP client runs on a server: no callWithInput, HTTP transport or legacy answering.
// - `elicit-kit.js` / `.mjs`: everything (all of `@elicit-kit/core`, the text API, the elements).
// - `elicit-kit.<tag>.js` / `.mjs`: one add-on per locale file of the elements
//   (packages/elements/src/messages/<tag>.ts, English excepted, which is built in). The `.js`
//   registers the catalog with `window.ElicitKit.addMessages(tag, catalog)` (after either main
//   file); the `.mjs` exports it. Nothing here names a locale; its package.json `exports` entries do.
import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));

/** Where the elements' locale files live (a file named by a BCP 47 tag is a locale). */
export const LOCALE_DIR = 'packages/elements/src/messages';

/** The core functions of the cards file: what rendering and answering an ask needs. */
export const CARDS_CORE = Object.freeze([
  'compileSchema',
  'defaultContent',
  'validateContent',
  'accept',
  'decline',
  'cancel',
  'readInputRequired',
  'inspectUrl',
  'sensitiveFields',
]);

/** The text API, in both main files (`@elicit-kit/core/messages`). */
export const TEXT_API = Object.freeze(['addMessages', 'formatMessage', 'formatIssue']);

const text = `export { ${TEXT_API.join(', ')} } from '@elicit-kit/core/messages';\n`;
const elements = "export * from '@elicit-kit/elements';\nimport '@elicit-kit/elements/define';\n";

/** The two main files: output name (without extension) and entry module source. */
export const MAIN_FILES = Object.freeze([
  {
    name: 'elicit-kit.cards',
    entry: `export { ${CARDS_CORE.join(', ')} } from '@elicit-kit/core';\n${text}${elements}`,
  },
  { name: 'elicit-kit', entry: `export * from '@elicit-kit/core';\n${text}${elements}` },
]);

/** A language tag as a file name: `hi`, `pt-BR`, `zh-Hant` (not `text`, `index`). */
const TAG = /^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/;

/** The name a locale file exports its catalog under: the tag, `-` as `_` (`pt-BR` → `pt_BR`). */
export const localeExport = (tag) => tag.replaceAll('-', '_');

/** The locales with an add-on, discovered from LOCALE_DIR; fails on a locale file with no catalog export. */
export function localeTags() {
  const dir = join(root, LOCALE_DIR);
  return readdirSync(dir)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))
    .map((file) => file.slice(0, -'.ts'.length))
    .filter((tag) => tag !== 'en' && TAG.test(tag))
    .map((tag) => {
      const exported = new RegExp(
        `export\\s+(const|let|var)\\s+${localeExport(tag)}\\b|export\\s*\\{[^}]*\\b${localeExport(tag)}\\b[^}]*\\}`,
      );
      if (!exported.test(readFileSync(join(dir, `${tag}.ts`), 'utf8'))) {
        throw new Error(
          `${LOCALE_DIR}/${tag}.ts is named like a locale but exports no \`${localeExport(tag)}\` catalog`,
        );
      }
      return tag;
    })
    .sort();
}

/** The entry of a locale add-on: registering (IIFE, `.js`) or exporting (`.mjs`) the catalog. */
export function localeEntry(tag, format) {
  const name = localeExport(tag);
  const source = `@elicit-kit/elements/messages/${tag}`;
  if (format === 'es') return `export { ${name} } from '${source}';\n`;
  return (
    `import { ${name} } from '${source}';\n` +
    'const kit = globalThis.ElicitKit;\n' +
    `if (kit && typeof kit.addMessages === 'function') kit.addMessages(${JSON.stringify(tag)}, ${name});\n` +
    `else console.error('elicit-kit.${tag}.js: load elicit-kit.js or elicit-kit.cards.js first');\n`
  );
}

/**
 * Every script-tag build: the Vite mode that makes it, the file it writes in
 * packages/elements/dist, its format and entry source, and whether it defines
 * `window.ElicitKit` (the main IIFEs; the locale IIFEs define nothing).
 */
export function scriptTagBuilds() {
  const builds = [];
  for (const { name, entry } of MAIN_FILES) {
    const key = name.replace(/^elicit-kit\.?/, '');
    for (const format of /** @type {const} */ (['iife', 'es'])) {
      builds.push({
        mode: `bundle${key ? `-${key}` : ''}-${format === 'es' ? 'esm' : 'iife'}`,
        file: `${name}.${format === 'es' ? 'mjs' : 'js'}`,
        format,
        entry,
        global: format === 'iife' ? 'ElicitKit' : undefined,
      });
    }
  }
  for (const tag of localeTags()) {
    for (const format of /** @type {const} */ (['iife', 'es'])) {
      builds.push({
        mode: `bundle-${tag}-${format === 'es' ? 'esm' : 'iife'}`,
        file: `elicit-kit.${tag}.${format === 'es' ? 'mjs' : 'js'}`,
        format,
        entry: localeEntry(tag, format),
        global: undefined,
      });
    }
  }
  return builds;
}

/** The file names of every script-tag file (in packages/elements/dist). */
export const scriptTagFiles = () => scriptTagBuilds().map((build) => build.file);
