// Node only (it reads packages/core/src from disk): web-test-runner.config.mjs leaves it out.
import { expect } from 'chai';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import { readSources } from './helpers/sources.js';

const SOURCE = join(dirname(fileURLToPath(import.meta.url)), '../../packages/core/src');

// Every relative specifier of `import … from`, `export … from`, `import '…'` and `import('…')`.
const specifier = /(?:\bfrom|\bimport)\s*\(?\s*['"](\.{1,2}\/[^'"]+)['"]/g;

/**
 * The folder of a source path (`schema/kinds/string.ts` → `schema`): a folder's subfolders
 * belong to it. Files directly in src (the entry and the wire shapes) are in no folder.
 */
function folderOf(path: string): string | undefined {
  const slash = path.indexOf('/');
  return slash < 0 ? undefined : path.slice(0, slash);
}

/** Edges between folders, each with the first import that makes it (`schema/kinds/string.ts → validate/formats.ts`). */
export function folderGraph(
  sources: ReadonlyMap<string, string>,
): Map<string, Map<string, string>> {
  const graph = new Map<string, Map<string, string>>();
  for (const [path, text] of sources) {
    const from = folderOf(path);
    if (from === undefined) continue;
    for (const [, target] of text.matchAll(specifier)) {
      const resolved = posix
        .normalize(posix.join(posix.dirname(path), target!))
        .replace(/\.js$/, '.ts');
      const to = folderOf(resolved);
      if (to === undefined || to === from) continue;
      const edges = graph.get(from) ?? new Map<string, string>();
      if (!edges.has(to)) edges.set(to, `${path} → ${resolved}`);
      graph.set(from, edges);
    }
  }
  return graph;
}

/** The first cycle found, as the imports that close it; `[]` when the graph is acyclic. */
export function findCycle(graph: ReadonlyMap<string, ReadonlyMap<string, string>>): string[] {
  const done = new Set<string>();
  const trail: string[] = [];
  const visit = (folder: string): string[] => {
    const open = trail.indexOf(folder);
    if (open >= 0) {
      const loop = [...trail.slice(open), folder];
      return loop.slice(1).map((to, i) => graph.get(loop[i]!)!.get(to)!);
    }
    if (done.has(folder)) return [];
    trail.push(folder);
    for (const to of [...(graph.get(folder)?.keys() ?? [])].sort()) {
      const cycle = visit(to);
      if (cycle.length) return cycle;
    }
    trail.pop();
    done.add(folder);
    return [];
  };
  for (const folder of [...graph.keys()].sort()) {
    const cycle = visit(folder);
    if (cycle.length) return cycle;
  }
  return [];
}

describe('core folders', () => {
  it('should find a cycle through the imports that close it', () => {
    const sources = new Map([
      ['a/one.ts', "import { two } from '../b/two.js';"],
      ['b/two.ts', "export type { Three } from '../c/deep/three.js';"],
      ['c/deep/three.ts', "import type { One } from '../../a/one.js';"],
      ['index.ts', "export * from './a/one.js';"],
    ]);
    expect(findCycle(folderGraph(sources))).to.deep.equal([
      'a/one.ts → b/two.ts',
      'b/two.ts → c/deep/three.ts',
      'c/deep/three.ts → a/one.ts',
    ]);
  });

  it('should not count a folder using its own subfolders or the files at the root as a cycle', () => {
    const sources = new Map([
      ['a/one.ts', "import { two } from './sub/two.js'; import { root } from '../root.js';"],
      ['a/sub/two.ts', "import { one } from '../one.js';"],
      ['root.ts', "import { one } from './a/one.js';"],
    ]);
    expect(findCycle(folderGraph(sources))).to.deep.equal([]);
  });

  it('should have no import cycle between any two folders of packages/core/src', () => {
    const sources = readSources(SOURCE);
    expect(sources.size).to.be.above(40);
    expect(findCycle(folderGraph(sources)), 'a folder cycle').to.deep.equal([]);
  });
});
