// Node only: the TypeScript sources of a folder, read from disk, for the tests of import graphs.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/**
 * Every `.ts` file below `dir` (no `.d.ts`, nothing in `node_modules` or `dist`), keyed by its
 * path from `root` with `/` separators, into `into`.
 */
export function readSources(
  root: string,
  dir = root,
  into = new Map<string, string>(),
): Map<string, string> {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules' && entry.name !== 'dist') readSources(root, path, into);
    } else if (entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts')) {
      into.set(relative(root, path).split('\\').join('/'), readFileSync(path, 'utf8'));
    }
  }
  return into;
}
