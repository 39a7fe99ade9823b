/**
 * The public API is on purpose: every entry of every package (its package.json `exports`) is
 * listed on the package's page in docs/api/, with every name it exports, and the page lists
 * nothing an entry does not export. Names are read with the TypeScript compiler from the
 * entry files, as a consumer's compiler sees them.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect } from 'chai';
import ts from 'typescript';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');
const packages = ['core', 'elements', 'react', 'relay'];

interface Entry {
  readonly specifier: string;
  /** The TypeScript source of the entry, for the entries that are modules. */
  readonly source: string | undefined;
}

function exportsOf(pkg: string): Record<string, unknown> {
  const manifest = JSON.parse(readFileSync(join(root, 'packages', pkg, 'package.json'), 'utf8'));
  return manifest.exports as Record<string, unknown>;
}

function entriesOf(pkg: string): Entry[] {
  return Object.entries(exportsOf(pkg))
    .filter(([subpath]) => subpath !== './package.json')
    .map(([subpath, target]) => {
      const source = (target as { 'elicit-kit-source'?: string })['elicit-kit-source'];
      return {
        specifier: `@elicit-kit/${pkg}${subpath.slice(1)}`,
        source:
          typeof source === 'string' && source.endsWith('.ts')
            ? join(root, 'packages', pkg, source)
            : undefined,
      };
    });
}

const entries = packages.flatMap(entriesOf);

/** Every name each module entry exports, values and types alike. */
function exportedNames(): Map<string, string[]> {
  const config = ts.getParsedCommandLineOfConfigFile(
    join(root, 'tsconfig.json'),
    {},
    { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} },
  )!;
  const modules = entries.filter((entry) => entry.source);
  const program = ts.createProgram(
    modules.map((entry) => entry.source!),
    config.options,
  );
  const checker = program.getTypeChecker();
  return new Map(
    modules.map((entry) => {
      const module = checker.getSymbolAtLocation(program.getSourceFile(entry.source!)!)!;
      const names = checker.getExportsOfModule(module).map((symbol) => symbol.getName());
      return [entry.specifier, names.sort()];
    }),
  );
}

interface Section {
  readonly names: string[];
  /** `<!-- api: same names as X -->`: the entry exports exactly what entry X does. */
  readonly sameAs: string | undefined;
  readonly links: string[];
}

/** The page's `## \`entry\`` sections and the names in the first column of their tables. */
function readPage(pkg: string): Map<string, Section> {
  const sections = new Map<string, Section>();
  let current: { names: string[]; sameAs: string | undefined; links: string[] } | undefined;
  for (const line of readFileSync(join(root, 'docs/api', `${pkg}.md`), 'utf8').split('\n')) {
    const heading = /^## `([^`]+)`/.exec(line);
    if (heading) {
      current = { names: [], sameAs: undefined, links: [] };
      sections.set(heading[1]!, current);
      continue;
    }
    if (!current) continue;
    const same = /<!-- api: same names as (\S+) -->/.exec(line);
    if (same) current.sameAs = same[1];
    const row = /^\| \[?`([^`]+)`\]?(?:\(([^)]*)\))? +\|/.exec(line);
    if (row) {
      current.names.push(row[1]!);
      if (row[2]) current.links.push(row[2]);
    }
  }
  return sections;
}

describe('the public API pages (docs/api/)', () => {
  const names = exportedNames();

  it('should have no wildcard subpath in any package', () => {
    const patterns = packages.flatMap((pkg) =>
      Object.keys(exportsOf(pkg))
        .filter((subpath) => subpath.includes('*'))
        .map((subpath) => `${pkg}: ${subpath}`),
    );
    expect(patterns).to.deep.equal([]);
  });

  for (const pkg of packages) {
    describe(`@elicit-kit/${pkg}`, () => {
      const page = () => readPage(pkg);

      it('should have a section for every entry and no other', () => {
        const ofPackage = entries
          .filter((entry) => entry.specifier.split('/')[1] === pkg)
          .map((entry) => entry.specifier);
        expect([...page().keys()].sort()).to.deep.equal(ofPackage.sort());
      });

      it('should list exactly the names each entry exports', () => {
        const sections = page();
        const mismatches: string[] = [];
        for (const [specifier, section] of sections) {
          const exported = names.get(specifier);
          if (!exported) {
            if (section.names.length > 0) mismatches.push(`${specifier} exports no names`);
            continue;
          }
          const listed = section.sameAs
            ? (sections.get(section.sameAs)?.names ?? readPageFor(section.sameAs))
            : section.names;
          for (const name of exported)
            if (!listed.includes(name)) mismatches.push(`${specifier} exports ${name}, not listed`);
          for (const name of listed)
            if (!exported.includes(name)) mismatches.push(`${specifier} does not export ${name}`);
        }
        expect(mismatches).to.deep.equal([]);
      });

      it('should link every name to a page that exists', () => {
        const broken = [...page().values()]
          .flatMap((section) => section.links)
          .filter((link) => !existsSync(join(root, 'docs/api', link.replace(/#.*$/, ''))));
        expect(broken).to.deep.equal([]);
      });
    });
  }

  it('should give every locale file its own entries (no pattern stands for them)', () => {
    const tags = (dir: string) =>
      readdirSync(join(root, dir))
        .map((file) => /^([a-z]{2,3}(?:-[A-Za-z0-9]{2,8})*)\.ts$/.exec(file)?.[1])
        .filter((tag): tag is string => tag !== undefined && tag !== 'en');
    const missing = [
      ...tags('packages/core/src/messages')
        .map((tag) => `./messages/${tag}`)
        .filter((subpath) => !(subpath in exportsOf('core')))
        .map((subpath) => `core ${subpath}`),
      ...tags('packages/elements/src/messages')
        .flatMap((tag) => [
          `./messages/${tag}`,
          `./elicit-kit.${tag}.js`,
          `./elicit-kit.${tag}.mjs`,
        ])
        .filter((subpath) => !(subpath in exportsOf('elements')))
        .map((subpath) => `elements ${subpath}`),
    ];
    expect(missing).to.deep.equal([]);
  });
});

/** The names listed for `specifier` on its own package's page. */
function readPageFor(specifier: string): string[] {
  return readPage(specifier.split('/')[1]!).get(specifier)?.names ?? [];
}
