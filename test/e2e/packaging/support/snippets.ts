/**
 * Code blocks of the README and docs that the packaging suite compiles and runs. A block
 * is marked by an HTML comment before its fence (a blank line between them, as Prettier writes, is allowed):
 *
 *     <!-- test: <app>/<path> -->      copied into that app of test/e2e/packaging/apps
 *     <!-- fragment: <why> -->         deliberately not runnable on its own
 *
 * A tested block becomes the file `<path>` of the app. When the app's template already has
 * that file with a placeholder, the block fills it instead: its leading `import` lines
 * replace a `// IMPORTS` line and the rest replaces `/* SNIPPET *\/` or `<!-- SNIPPET -->`,
 * so a one-line README example runs inside a file that defines what it names.
 */
import { existsSync, readFileSync, readdirSync, writeFileSync, mkdirSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { repoRoot } from '../../../../scripts/packaging.mjs';

/** One fenced block of a markdown file. */
export interface CodeBlock {
  /** The markdown file, relative to the repository root, and the fence's line (1-based). */
  readonly where: string;
  readonly lang: string;
  readonly code: string;
  /** `test` (with `app` and `path`), `fragment`, or undefined when unmarked. */
  readonly mark?: 'test' | 'fragment';
  readonly app?: string;
  readonly path?: string;
}

/** The markdown files whose code blocks are users' copy-paste material. */
export function markdownFiles(): string[] {
  const docs = (dir: string): string[] =>
    readdirSync(join(repoRoot, dir), { withFileTypes: true }).flatMap((entry) => {
      const path = `${dir}/${entry.name}`;
      if (entry.isDirectory()) return docs(path);
      return entry.name.endsWith('.md') ? [path] : [];
    });
  const packageReadmes = readdirSync(join(repoRoot, 'packages'))
    .map((name) => `packages/${name}/README.md`)
    .filter((path) => existsSync(join(repoRoot, path)));
  return ['README.md', ...packageReadmes, ...docs('docs')];
}

/** Every fenced code block of a markdown file, with its mark. */
export function codeBlocks(file: string): CodeBlock[] {
  const lines = readFileSync(join(repoRoot, file), 'utf8').split('\n');
  const blocks: CodeBlock[] = [];
  for (let i = 0; i < lines.length; i += 1) {
    const fence = /^```(\w*)\s*$/.exec(lines[i]!);
    if (!fence) continue;
    const end = lines.findIndex((line, j) => j > i && line.startsWith('```'));
    if (end < 0) throw new Error(`${file}:${i + 1}: unclosed code block`);
    const markerLine = (lines[i - 1] ?? '').trim() === '' ? lines[i - 2] : lines[i - 1];
    const marker = /^<!-- (test|fragment): (.+?) -->$/.exec((markerLine ?? '').trim());
    const target = marker?.[1] === 'test' ? /^([\w-]+)\/(\S+)$/.exec(marker[2]!) : null;
    if (marker?.[1] === 'test' && !target)
      throw new Error(`${file}:${i}: "<!-- test: ${marker[2]} -->" must name <app>/<path>`);
    blocks.push({
      where: `${file}:${i + 1}`,
      lang: fence[1] ?? '',
      code: `${lines.slice(i + 1, end).join('\n')}\n`,
      ...(marker ? { mark: marker[1] as 'test' | 'fragment' } : {}),
      ...(target ? { app: target[1]!, path: target[2]! } : {}),
    });
    i = end;
  }
  return blocks;
}

/** Every block marked `test`, from every markdown file. */
function testedBlocks(): CodeBlock[] {
  return markdownFiles()
    .flatMap(codeBlocks)
    .filter((block) => block.mark === 'test');
}

const PLACEHOLDER = /\/\* SNIPPET \*\/|<!-- SNIPPET -->/;

/**
 * Writes the blocks marked for `app` into the copy of its template at `appDir`; returns
 * the files written. Fails when two blocks claim one file or a placeholder stays empty.
 */
export function applySnippets(app: string, appDir: string): string[] {
  const blocks = testedBlocks().filter((block) => block.app === app);
  const seen = new Map<string, string>();
  for (const block of blocks) {
    const path = block.path!;
    if (seen.has(path))
      throw new Error(`${block.where} and ${seen.get(path)} both write ${app}/${path}`);
    seen.set(path, block.where);
    const file = join(appDir, path);
    const template = existsSync(file) ? readFileSync(file, 'utf8') : undefined;
    let text = block.code;
    if (template !== undefined && PLACEHOLDER.test(template)) {
      const lines = block.code.trimEnd().split('\n');
      const imports: string[] = [];
      while (lines.length > 0 && /^(import\s|\s*$)/.test(lines[0]!)) imports.push(lines.shift()!);
      text = template
        .replace(/^\/\/ IMPORTS$/m, () => imports.filter((line) => line.trim()).join('\n'))
        .replace(PLACEHOLDER, () => lines.join('\n'));
    }
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, text);
  }
  const unfilled = filesWithPlaceholders(appDir);
  if (unfilled.length > 0)
    throw new Error(`no docs block fills ${unfilled.map((path) => `${app}/${path}`).join(', ')}`);
  return [...seen.keys()];
}

function filesWithPlaceholders(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.name === 'node_modules') return [];
    if (entry.isDirectory()) return filesWithPlaceholders(path, base);
    return PLACEHOLDER.test(readFileSync(path, 'utf8')) ? [relative(base, path)] : [];
  });
}
