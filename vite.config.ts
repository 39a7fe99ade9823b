/**
 * Vite, two jobs:
 * - `npm start` / `vite build` (any mode not below): the demo gallery with its MCP servers
 *   on the same origin, on 127.0.0.1.
 * - `vite build --mode <library mode>` (driven by `npm run build`, see scripts/build.mjs):
 *   the npm ESM builds of each package and the script-tag bundle.
 */
import { defineConfig, defaultClientConditions, type Plugin, type UserConfig } from 'vite';

/**
 * The export condition that points workspace tools at `src/*.ts` instead of `dist/`.
 * Published consumers never set it, so they get `dist/*.js` and `dist/*.d.ts`.
 */
export const SOURCE_CONDITION = 'elicit-kit-source';

/** Dependencies npm users install themselves; kept out of the per-package builds. */
const external = [/^lit($|\/)/, /^@lit\//, /^@lit-labs\//, /^@elicit-kit\//, /^@json-schema-tools\//, /^react($|\/)/];

/**
 * Shrinks the CSS inside lit `css` tagged templates at build time: drops comments and
 * collapses whitespace. Interpolations (`${…}`) are kept as they are. Only whitespace
 * that CSS ignores is removed: around `{ } ; ,` and after `:` (never before it, where a
 * space is a descendant combinator, as in `:host :focus`).
 */
export function minifyLitCss(): Plugin {
  const template = /\bcss`([^`]*)`/g;
  const minifyText = (text: string): string =>
    text
      .replace(/\/\*[\s\S]*?\*\//g, '')
      .replace(/\s+/g, ' ')
      .replace(/\s*([{};,])\s*/g, '$1')
      .replace(/:\s+/g, ':')
      .replace(/;}/g, '}');
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
      return { code: code.replace(template, (_, body: string) => `css\`${minifyTemplate(body)}\``), map: null };
    },
  };
}

/** Resolve conditions for library builds: source first, then Vite's defaults. */
const resolve = { conditions: [SOURCE_CONDITION, ...defaultClientConditions] };

/**
 * Output names for the npm builds: each module keeps its `src/` path, except helpers the
 * compiler injects (lit's decorators need `@oxc-project/runtime`'s `decorate`), which come
 * from a virtual module named after the compiler's version; they go to `internal/` under
 * their own name instead of a `_virtual/_@oxc-project_runtime@<version>/…` folder.
 */
function helperFileNames(chunk: { name: string }): string {
  return chunk.name.includes('@oxc-project') ? `internal/${chunk.name.split('/').pop()}.js` : '[name].js';
}

/** One package as ESM modules mirroring `src/` (declarations come from tsc, see scripts/build.mjs). */
function packageBuild(name: 'core' | 'elements' | 'react', entries: Record<string, string>): UserConfig {
  const root = `packages/${name}`;
  return {
    logLevel: 'warn',
    resolve,
    plugins: [minifyLitCss()],
    build: {
      outDir: `${root}/dist`,
      emptyOutDir: false,
      target: 'es2022',
      minify: false,
      sourcemap: false,
      lib: { entry: Object.fromEntries(Object.entries(entries).map(([key, file]) => [key, `${root}/src/${file}`])), formats: ['es'] },
      rolldownOptions: {
        external,
        output: { preserveModules: true, preserveModulesRoot: `${root}/src`, entryFileNames: helperFileNames },
      },
    },
  } as UserConfig;
}

/** The script-tag bundle's entry: the whole core API plus the elements, registered. */
const BUNDLE_ENTRY = 'virtual:elicit-kit-bundle';
function bundleEntry(): Plugin {
  const resolved = `\0${BUNDLE_ENTRY}`;
  return {
    name: 'elicit-kit-bundle-entry',
    resolveId: (id) => (id.endsWith(BUNDLE_ENTRY) ? resolved : null),
    load: (id) =>
      id === resolved
        ? "export * from '@elicit-kit/core';\nexport * from '@elicit-kit/elements';\nimport '@elicit-kit/elements/define';\n"
        : null,
  };
}

/** Hindi for script-tag hosts, separate so English-only hosts don't download it. */
const HINDI_ENTRY = 'virtual:elicit-kit-hi';
function hindiEntry(format: 'iife' | 'es'): Plugin {
  const resolved = `\0${HINDI_ENTRY}`;
  return {
    name: 'elicit-kit-hi-entry',
    resolveId: (id) => (id.endsWith(HINDI_ENTRY) ? resolved : null),
    load: (id) =>
      id !== resolved
        ? null
        : format === 'es'
          ? "export { hi } from '@elicit-kit/core/locales/hi';\n"
          : "import { hi } from '@elicit-kit/core/locales/hi';\n" +
          'const kit = globalThis.ElicitKit;\n' +
          "if (kit) kit.addMessages('hi', hi); else console.error('elicit-kit.hi.js: load elicit-kit.js first');\n" +
          'export { hi };\n',
  };
}

/**
 * Declarations beside each script-tag file, so type checkers find types for every entry:
 * the ESM twin (`<base>.mjs`) gets `<base>.d.mts`, which is its entry module's source (the
 * virtual entries are nothing but re-exports and imports, valid declarations as written);
 * the classic script (`<base>.js`) gets `<base>.d.ts`, declaring the global it defines
 * (`window.<name>`) as the ESM twin's module namespace.
 */
function scriptTagTypes(): Plugin {
  return {
    name: 'elicit-kit-script-tag-types',
    generateBundle(options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk' || !chunk.isEntry || !chunk.facadeModuleId) continue;
        if (options.format === 'es') {
          const source = this.getModuleInfo(chunk.facadeModuleId)?.code;
          if (!source) this.error(`no source for ${chunk.fileName}`);
          this.emitFile({ type: 'asset', fileName: chunk.fileName.replace(/\.mjs$/, '.d.mts'), source: `${source.trim()}\n` });
        } else if (options.format === 'iife' && options.name) {
          const twin = chunk.fileName.replace(/\.js$/, '.mjs');
          this.emitFile({
            type: 'asset',
            fileName: chunk.fileName.replace(/\.js$/, '.d.ts'),
            source:
              `// The global a classic <script src="${chunk.fileName}"> defines: the same names as ${twin}.\n` +
              `declare global {\n  var ${options.name}: typeof import('./${twin}');\n}\nexport {};\n`,
          });
        }
      }
    },
  };
}

/**
 * The self-contained script-tag bundle (lit and core inlined, minified, registers the
 * tags): `iife` → `elicit-kit.js` defining `window.ElicitKit`; `es` → `elicit-kit.mjs`.
 */
function scriptTagBuild(format: 'iife' | 'es', entry: 'bundle' | 'hi'): UserConfig {
  const base = entry === 'bundle' ? 'elicit-kit' : 'elicit-kit.hi';
  return {
    logLevel: 'warn',
    resolve,
    plugins: [minifyLitCss(), entry === 'bundle' ? bundleEntry() : hindiEntry(format), scriptTagTypes()],
    define: { 'process.env.NODE_ENV': '"production"' },
    build: {
      outDir: 'packages/elements/dist',
      emptyOutDir: false,
      target: 'es2022',
      minify: 'oxc',
      sourcemap: false,
      lib: {
        entry: entry === 'bundle' ? BUNDLE_ENTRY : HINDI_ENTRY,
        formats: [format],
        name: entry === 'bundle' ? 'ElicitKit' : 'ElicitKitHindi',
        fileName: () => `${base}.${format === 'iife' ? 'js' : 'mjs'}`,
      },
      // Lib mode keeps whitespace in ES output for consumers' bundlers; this file is final.
      rolldownOptions: { output: { minify: true } },
    },
  } as UserConfig;
}

/** Every library build, by `--mode`. scripts/build.mjs runs them in this order. */
export const LIBRARY_BUILDS: Record<string, () => UserConfig> = {
  'lib-core': () => packageBuild('core', { index: 'index.ts', 'messages/hi': 'messages/hi.ts' }),
  'lib-elements': () => packageBuild('elements', { index: 'index.ts', define: 'define.ts' }),
  'lib-react': () => packageBuild('react', { index: 'index.ts' }),
  'bundle-iife': () => scriptTagBuild('iife', 'bundle'),
  'bundle-esm': () => scriptTagBuild('es', 'bundle'),
  'bundle-hi-iife': () => scriptTagBuild('iife', 'hi'),
  'bundle-hi-esm': () => scriptTagBuild('es', 'hi'),
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
    plugins: [demoMcpServers()],
    server: { host: '127.0.0.1', port: 5173 },
    preview: { host: '127.0.0.1', port: 4173 },
    build: { outDir: '../dist/demo', emptyOutDir: true, target: 'es2022' },
  };
});
