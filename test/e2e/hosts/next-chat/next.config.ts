// The chat host's Next.js config: Next 16 with Cache Components, as the AI SDK's chatbot
// template runs. `NEXT_CHAT_LOOK` picks the kit's look: `shadcn` (the preset stylesheet,
// default when the elements package ships it) or `none`.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';

const here = dirname(fileURLToPath(import.meta.url));
const repoRoot = join(here, '../../../..');

/** Whether the installed elements package ships the preset (it is resolved as the host imports it). */
function presetShipped(): boolean {
  try {
    createRequire(import.meta.url).resolve('@elicit-kit/elements/themes/shadcn.css');
    return true;
  } catch {
    return false;
  }
}
const look = process.env.NEXT_CHAT_LOOK ?? (presetShipped() ? 'shadcn' : 'none');

const config: NextConfig = {
  cacheComponents: true,
  partialPrefetching: true,
  // The workspace packages are linked into the repository's node_modules, above this folder.
  turbopack: {
    root: repoRoot,
    resolveAlias: { 'next-chat-look': `./look/${look === 'shadcn' ? 'shadcn' : 'none'}.ts` },
  },
  outputFileTracingRoot: repoRoot,
};

export default config;
