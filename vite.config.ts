/**
 * Vite, two jobs:
 * - `npm start` / `vite build` (any mode not below): the demo gallery with its MCP servers
 *   on the same origin, on 127.0.0.1.
 * - `vite build --mode <library mode>` (driven by `npm run build`, see scripts/build.mjs):
 *   the npm ESM builds of each package and the script-tag files.
 */
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import {
  defineConfig,
  defaultClientConditions,
  defaultServerConditions,
  type Plugin,
  type UserConfig,
} from 'vite';
import { minifyLitHtml } from './scripts/minify-lit-html.mjs';
import { scriptTagBuilds, type ScriptTagBuild } from './scripts/script-tag-files.mjs';

/**
 * The export condition that points workspace tools at `src/*.ts` instead of `dist/`.
 * Published consumers never set it, so they get `dist/*.js` and `dist/*.d.ts`.
 */
export const SOURCE_CONDITION = 'elicit-kit-source';

/** Dependencies npm users install themselves; kept out of the per-package builds. */
const external = [
  /^lit($|\/)/,
  /^@lit\//,
  /^@lit-labs\//,
  /^@elicit-kit\//,
  /^@json-schema-tools\//,
  /^react($|\/)/,
  /^redis($|\/)/,
  /^next($|\/)/,
  /^node:/,
];

/**
 * Shrinks the CSS inside lit `css` tagged templates at build time: drops comments and
 * collapses whitespace. Interpolations (`${…}`) are kept as they are. Only whitespace
 * that CSS ignores is removed: around `{ } ; ,` and after `:` (never before it, where a
 * space is a descendant combinator, as in `:host :focus`).
 */
export function minifyLitCss(): Plugin {
  const template = /\bcss`([^`]*)`/g;
  const shortNames = privateVariableNames();
  const minifyText = (text: string): string =>
    text
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/--_[\w-]+/g, (name) => shortNames.get(name) ?? name)
      .replace(/\s+/g, ' ')
      .replace(/\s*([{};,])\s*/g, '$1')
      .replace(/:\s+/g, ':')
      .replace(/;}/g, '}')
      // Spaces a child combinator, a product after `)`, a slash or `!important` does not need
      // (never around `+` or `-`, which calc needs, nor a universal `*` after a descendant space).
      .replace(/\s*([>/])\s*/g, '$1')
      .replace(/\)\s*\*\s*/g, ')*')
      .replace(/\s+!important/g, '!important')
      // Quotes around an identifier in an attribute selector (`[part~='card']`), and a leading zero (`0.5rem`).
      .replace(/=\s*'([A-Za-z_][\w-]*)'\]/g, '=$1]')
      .replace(/(^|[^\w.#-])0\.(\d)/g, '$1.$2');
  const minifyTemplate = (body: string): string =>
    body
      .split(/(\$\{[^}]*\})/)
      .map((part) => (part.startsWith('${') ? part : minifyText(part)))
      .join('')
      .trim();
  return {
    name: 'elicit-kit-minify-lit-css',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/packages\/elements\/src\/.*\.ts$/.test(id) || !code.includes('css`')) return null;
      return {
        code: code.replace(template, (_, body: string) => `css\`${minifyTemplate(body)}\``),
        map: null,
      };
    },
  };
}

/**
 * The theme's private variables (`--_text-muted`: only the kit's own style sheets set and
 * read them; hosts theme with the public `--elicit-*` tokens) renamed `--_a`, `--_b`, … in the
 * built files. Every name of every style sheet of the elements, sorted, so each build and each
 * module agrees on the same short name.
 */
function privateVariableNames(): Map<string, string> {
  const names = new Set<string>();
  const walk = (dir: string): void => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory()) walk(`${dir}/${entry.name}`);
      else if (entry.name.endsWith('.styles.ts'))
        for (const [name] of readFileSync(`${dir}/${entry.name}`, 'utf8').matchAll(/--_[\w-]+/g))
          names.add(name);
    }
  };
  walk('packages/elements/src');
  const short = (index: number): string =>
    (index < 26 ? '' : short(Math.floor(index / 26) - 1)) + String.fromCharCode(97 + (index % 26));
  return new Map([...names].sort().map((name, index) => [name, `--_${short(index)}`]));
}

/** Drops the indentation between tags in lit `html` templates (scripts/minify-lit-html.mjs). */
export function minifyLitHtmlPlugin(): Plugin {
  return {
    name: 'elicit-kit-minify-lit-html',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/packages\/elements\/src\/.*\.ts$/.test(id)) return null;
      const minified = minifyLitHtml(code, id);
      return minified === code ? null : { code: minified, map: null };
    },
  };
}

/**
 * A module the elements load on demand (`import('./file-controls.js')`, the file kind's
 * controls) imported statically instead, for the script-tag files: each is one file, and an
 * inlined dynamic import would wrap its modules and lit's in lazy initialisers (+1.4 kB).
 */
function staticOnDemandImports(): Plugin {
  const onDemand = /\bimport\((['"])(\.{1,2}\/[^'"]+)\1\)/g;
  return {
    name: 'elicit-kit-static-on-demand-imports',
    enforce: 'pre',
    transform(code, id) {
      if (!/\/packages\/elements\/src\/.*\.ts$/.test(id) || !code.includes('import(')) return null;
      const imports: string[] = [];
      const body = code.replace(onDemand, (_, _quote: string, specifier: string) => {
        const name = `onDemand${imports.length}`;
        imports.push(`import * as ${name} from ${JSON.stringify(specifier)};`);
        return `Promise.resolve(${name})`;
      });
      return imports.length ? { code: `${imports.join('\n')}\n${body}`, map: null } : null;
    },
  };
}

/** Resolve conditions for library builds: source first, then Vite's defaults. */
const resolve = { conditions: [SOURCE_CONDITION, ...defaultClientConditions] };

/**
 * The entries of a package's npm build: `index` (and more), plus every `src/messages/*.ts`
 * as its own entry, found by listing the folder, so a locale file added later is built to
 * `dist/messages/<name>.js` (its package.json `exports` entry is written by hand).
 */
function withMessages(name: string, entries: Record<string, string>): Record<string, string> {
  const dir = `packages/${name}/src/messages`;
  if (!existsSync(dir)) return entries;
  const messages = readdirSync(dir)
    .filter((file) => file.endsWith('.ts') && !file.endsWith('.d.ts'))
    .map((file) => [`messages/${file.slice(0, -'.ts'.length)}`, `messages/${file}`]);
  return { ...entries, ...Object.fromEntries(messages) };
}

/**
 * Output names for the npm builds: each module keeps its `src/` path, except helpers the
 * compiler injects (lit's decorators need `@oxc-project/runtime`'s `decorate`), which come
 * from a virtual module named after the compiler's version; they go to `internal/` under
 * their own name instead of a `_virtual/_@oxc-project_runtime@<version>/…` folder.
 */
function helperFileNames(chunk: { name: string }): string {
  return chunk.name.includes('@oxc-project')
    ? `internal/${chunk.name.split('/').pop()}.js`
    : '[name].js';
}

/** One package as ESM modules mirroring `src/` (declarations come from tsc, see scripts/build.mjs). */
function packageBuild(
  name: 'core' | 'elements' | 'react' | 'relay',
  entries: Record<string, string>,
): UserConfig {
  const root = `packages/${name}`;
  return {
    logLevel: 'warn',
    resolve,
    plugins: [minifyLitCss(), minifyLitHtmlPlugin()],
    build: {
      outDir: `${root}/dist`,
      emptyOutDir: false,
      target: 'es2022',
      minify: false,
      sourcemap: false,
      lib: {
        entry: Object.fromEntries(
          Object.entries(withMessages(name, entries)).map(([key, file]) => [
            key,
            `${root}/src/${file}`,
          ]),
        ),
        formats: ['es'],
      },
      rolldownOptions: {
        external,
        output: {
          preserveModules: true,
          preserveModulesRoot: `${root}/src`,
          entryFileNames: helperFileNames,
        },
      },
    },
  } as UserConfig;
}

/** A script-tag build's entry module, given as source (scripts/script-tag-files.mjs). */
function virtualEntry(id: string, source: string): Plugin {
  const resolved = `\0${id}`;
  return {
    name: 'elicit-kit-script-tag-entry',
    // Vite hands the lib entry over as a path under the root.
    resolveId: (spec) => (spec === id || spec.endsWith(`/${id}`) ? resolved : null),
    load: (loaded) => (loaded === resolved ? source : null),
  };
}

/**
 * Declarations beside each script-tag file, so type checkers find types for every entry:
 * the ESM twin (`<base>.mjs`) gets `<base>.d.mts`, which is its entry module's source (the
 * virtual entries are nothing but re-exports and imports, valid declarations as written);
 * the classic script (`<base>.js`) gets `<base>.d.ts`, declaring the global it defines
 * (`window.<name>`) as the ESM twin's module namespace.
 */
function scriptTagTypes(global: string | undefined): Plugin {
  return {
    name: 'elicit-kit-script-tag-types',
    generateBundle(options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry || !chunk.facadeModuleId) continue;
        if (options.format === 'es') {
          const source = this.getModuleInfo(chunk.facadeModuleId)?.code;
          if (!source) this.error(`no source for ${chunk.fileName}`);
          this.emitFile({
            type: 'asset',
            fileName: chunk.fileName.replace(/\.mjs$/, '.d.mts'),
            source: `${source.trim()}\n`,
          });
        } else if (options.format === 'iife') {
          const twin = chunk.fileName.replace(/\.js$/, '.mjs');
          // A locale add-on defines no global: it registers its catalog with window.ElicitKit.
          const source = global
            ? `// The global a classic <script src="${chunk.fileName}"> defines: the same names as ${twin}.\n` +
              `declare global {\n  var ${global}: typeof import('./${twin}');\n}\nexport {};\n`
            : `// A classic <script src="${chunk.fileName}"> defines no global: it registers its catalog with window.ElicitKit.\nexport {};\n`;
          this.emitFile({
            type: 'asset',
            fileName: chunk.fileName.replace(/\.js$/, '.d.ts'),
            source,
          });
        }
      }
    },
  };
}

/**
 * One self-contained script-tag file in packages/elements/dist (lit and core inlined,
 * minified): a main file (registers the tags; the IIFE defines `window.ElicitKit`, the `.mjs`
 * twin exports the same names) or a locale add-on. What each holds: scripts/script-tag-files.mjs.
 */
function scriptTagBuild({ file, format, entry, global }: ScriptTagBuild): UserConfig {
  const id = `virtual:${file}`;
  return {
    logLevel: 'warn',
    resolve,
    plugins: [
      minifyLitCss(),
      minifyLitHtmlPlugin(),
      staticOnDemandImports(),
      virtualEntry(id, entry),
      scriptTagTypes(global),
    ],
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      outDir: 'packages/elements/dist',
      emptyOutDir: false,
      target: 'es2022',
      minify: 'oxc',
      sourcemap: false,
      lib: {
        entry: id,
        formats: [format],
        // Vite wants a name for every IIFE; a locale add-on exports nothing, so none is defined.
        name: global ?? 'ElicitKitLocale',
        fileName: () => file,
      },
      // Lib mode keeps whitespace in ES output for consumers' bundlers; this file is final.
      rolldownOptions: { output: { minify: true } },
    },
  } as UserConfig;
}

/**
 * Every library build, by `--mode`; scripts/build.mjs runs them in this order. The
 * script-tag modes (`bundle-*`, one pair per main file and per locale add-on) come from
 * scripts/script-tag-files.mjs, which discovers the locales.
 */
export const LIBRARY_BUILDS: Record<string, () => UserConfig> = {
  'lib-core': () => packageBuild('core', { index: 'index.ts', 'relay-wire': 'relay-wire.ts' }),
  'lib-elements': () => packageBuild('elements', { index: 'index.ts', define: 'define.ts' }),
  'lib-react': () => packageBuild('react', { index: 'index.ts' }),
  'lib-relay': () =>
    packageBuild('relay', {
      index: 'index.ts',
      next: 'next.ts',
      node: 'node.ts',
      'redis/index': 'redis/index.ts',
    }),
  ...Object.fromEntries(
    scriptTagBuilds().map((build) => [build.mode, () => scriptTagBuild(build)]),
  ),
};

// `npm start`: the demo gallery with its MCP servers on the same origin, on 127.0.0.1.
export default defineConfig(async ({ mode }) => {
  const library = Object.hasOwn(LIBRARY_BUILDS, mode) ? LIBRARY_BUILDS[mode] : undefined;
  if (library) return library();
  // Imported only for the demo: library builds need no MCP server.
  const { demoMcpServers } = await import('./demo/server/vite-plugin.js');
  return {
    root: 'demo',
    resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
    // The demo's server-side relay (demo/server/relay-demo.ts) runs the workspace packages from src/ too.
    ssr: {
      resolve: {
        conditions: [SOURCE_CONDITION, ...defaultServerConditions],
        externalConditions: [SOURCE_CONDITION],
      },
    },
    // The gallery renders the elements' templates as they ship (what the browser tests check too).
    plugins: [minifyLitHtmlPlugin(), demoMcpServers()],
    server: { host: '127.0.0.1', port: 5173 },
    preview: { host: '127.0.0.1', port: 4173 },
    build: { outDir: '../dist/demo', emptyOutDir: true, target: 'es2022' },
  };
});
