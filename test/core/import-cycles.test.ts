// Node only (it reads packages/*/src from disk): web-test-runner.config.mjs leaves it out.
import { expect } from 'chai';
import { readdirSync } from 'node:fs';
import { dirname, join, posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { readSources } from './helpers/sources.js';

const PACKAGES = join(dirname(fileURLToPath(import.meta.url)), '../../packages');

/**
 * Every relative module a file names: `import`, `import type`, `export … from`,
 * `export type … from`, `import('…')` and `import('…').Type`. A lazy `import()` counts: a
 * module that loads another on demand still depends on it.
 */
function specifiersOf(path: string, text: string): string[] {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const found: string[] = [];
  const visit = (node: ts.Node): void => {
    if (
      (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) &&
      node.moduleSpecifier &&
      ts.isStringLiteral(node.moduleSpecifier)
    ) {
      found.push(node.moduleSpecifier.text);
    } else if (
      ts.isCallExpression(node) &&
      node.expression.kind === ts.SyntaxKind.ImportKeyword &&
      node.arguments[0] &&
      ts.isStringLiteralLike(node.arguments[0])
    ) {
      found.push(node.arguments[0].text);
    } else if (
      ts.isImportTypeNode(node) &&
      ts.isLiteralTypeNode(node.argument) &&
      ts.isStringLiteral(node.argument.literal)
    ) {
      found.push(node.argument.literal.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found.filter((specifier) => specifier.startsWith('./') || specifier.startsWith('../'));
}

/** The imports between the given files (paths relative to one root, `/`-separated). */
function importGraph(sources: ReadonlyMap<string, string>): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const [path, text] of sources) {
    const targets = new Set<string>();
    for (const specifier of specifiersOf(path, text)) {
      const joined = posix.normalize(posix.join(posix.dirname(path), specifier));
      const candidates = [joined.replace(/\.js$/, '.ts'), joined, `${joined}/index.ts`];
      const target = candidates.find((candidate) => sources.has(candidate));
      if (target !== undefined) targets.add(target);
    }
    graph.set(path, [...targets].sort());
  }
  return graph;
}

/** The groups of files that reach each other (Tarjan's strongly connected components). */
function tangles(graph: ReadonlyMap<string, readonly string[]>): string[][] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const groups: string[][] = [];
  const connect = (file: string): void => {
    index.set(file, index.size);
    low.set(file, index.get(file) ?? 0);
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!index.has(target)) {
        connect(target);
        low.set(file, Math.min(low.get(file) ?? 0, low.get(target) ?? 0));
      } else if (onStack.has(target)) {
        low.set(file, Math.min(low.get(file) ?? 0, index.get(target) ?? 0));
      }
    }
    if (low.get(file) !== index.get(file)) return;
    const group: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member === undefined) break;
      onStack.delete(member);
      group.push(member);
    } while (member !== file);
    const selfImport = graph.get(file)?.includes(file) ?? false;
    if (group.length > 1 || selfImport) groups.push(group.sort());
  };
  for (const file of [...graph.keys()].sort()) if (!index.has(file)) connect(file);
  return groups;
}

/** The shortest way back from `start` to itself inside `group` (breadth first). */
function shortestLoop(
  graph: ReadonlyMap<string, readonly string[]>,
  group: ReadonlySet<string>,
  start: string,
): string[] {
  const cameFrom = new Map<string, string>();
  const queue = [start];
  for (const file of queue) {
    for (const target of graph.get(file) ?? []) {
      if (!group.has(target)) continue;
      if (target === start) {
        const between: string[] = [];
        for (let at = file; at !== start; at = cameFrom.get(at) ?? start) between.unshift(at);
        return [start, ...between, start];
      }
      if (cameFrom.has(target)) continue;
      cameFrom.set(target, file);
      queue.push(target);
    }
  }
  return [];
}

/**
 * Every import cycle, each as a path `a.ts → b.ts → a.ts`: for each tangle, the shortest loop
 * through each of its files (loops found twice are listed once), so every file in a cycle shows.
 */
export function importCycles(sources: ReadonlyMap<string, string>): string[] {
  const graph = importGraph(sources);
  const cycles = new Set<string>();
  for (const group of tangles(graph)) {
    const members = new Set(group);
    for (const file of group) {
      const loop = shortestLoop(graph, members, file).slice(0, -1);
      // The same loop from another file is the same cycle: start it at its first file by name.
      const first = loop.indexOf([...loop].sort()[0] ?? file);
      const rotated = [...loop.slice(first), ...loop.slice(0, first)];
      cycles.add([...rotated, rotated[0]].join(' → '));
    }
  }
  return [...cycles].sort();
}

function productSources(): Map<string, string> {
  const sources = new Map<string, string>();
  for (const name of readdirSync(PACKAGES))
    readSources(PACKAGES, join(PACKAGES, name, 'src'), sources);
  return sources;
}

describe('import cycles', () => {
  it('should name each cycle as a path, whatever kind of import closes it', () => {
    const sources = new Map([
      ['a/one.ts', "import { two } from '../b/two.js';"],
      ['b/two.ts', "export type { Three } from './three.js';"],
      ['b/three.ts', "import type { One } from '../a/one.js';"],
      ['c/four.ts', "export async function load() { return import('./five.js'); }"],
      ['c/five.ts', "export type Four = import('./four.js').Four;"],
      ['c/index.ts', "export * from './four.js';"],
      ['d/six.ts', "import { c } from '../c/index.js';"],
    ]);
    expect(importCycles(sources)).to.deep.equal([
      'a/one.ts → b/two.ts → b/three.ts → a/one.ts',
      'c/five.ts → c/four.ts → c/five.ts',
    ]);
  });

  it('should list each loop of a tangle once, starting at its first file by name', () => {
    const sources = new Map([
      ['x.ts', "import './y.js'; import './z.js';"],
      ['y.ts', "import './x.js';"],
      ['z.ts', "import './y.js';"],
    ]);
    expect(importCycles(sources)).to.deep.equal([
      'x.ts → y.ts → x.ts',
      'x.ts → z.ts → y.ts → x.ts',
    ]);
  });

  it('should find no cycle in a graph that only imports downward', () => {
    const sources = new Map([
      ['top.ts', "import { low } from './low/index.js'; export { low };"],
      ['low/index.ts', "export * from './leaf.js'; export type { Leaf } from './leaf.js';"],
      ['low/leaf.ts', "import { lib } from 'some-lib'; export const leaf = lib;"],
    ]);
    expect(importCycles(sources)).to.deep.equal([]);
  });

  it('should have no import cycle in any packages/*/src file', () => {
    const sources = productSources();
    expect(sources.size).to.be.above(150);
    expect(importCycles(sources), 'import cycles').to.deep.equal([]);
  });
});
