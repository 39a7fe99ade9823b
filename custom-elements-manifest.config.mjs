// @custom-elements-manifest/analyzer: reads the elements' JSDoc (@summary @fires
// @csspart @cssproperty @slot) and lit decorators into packages/elements/custom-elements.json.
// `npm run manifest` regenerates it; a test checks it is current and complete, and the
// packaging suite that every path in it names a file of the published package.
import { posix } from 'node:path';

/** Tag names, as src/define.ts registers them (class modules register nothing themselves). */
const tags = {
  ElicitForm: 'elicit-form',
  ElicitUrlConsent: 'elicit-url-consent',
  ElicitRound: 'elicit-round',
  ElicitRequest: 'elicit-request',
  ElicitDialog: 'elicit-dialog',
};

const SOURCE = 'packages/elements/src/';
/** The package's public entry modules (its `exports`), as source paths. */
const INDEX = `${SOURCE}index.ts`;
const DEFINE = `${SOURCE}define.ts`;

/**
 * The path a module reference names in the published package: the analyzer writes
 * `packages/elements/src/x.ts`, `/packages/elements/src/x.js` or `./x.js` relative to the
 * referring module; users get `dist/x.js` (with `dist/x.d.ts` beside it).
 */
function publishedPath(reference, fromModule) {
  let path = reference.replace(/^\//, '');
  if (path.startsWith('.')) path = posix.join(posix.dirname(fromModule), path);
  if (!path.startsWith(SOURCE)) return reference;
  return `dist/${path.slice(SOURCE.length).replace(/\.ts$/, '.js')}`;
}

/** Rewrites every `module` reference below `node` (those into other packages name a `package` and stay). */
function rewriteReferences(node, fromModule) {
  if (Array.isArray(node)) {
    for (const item of node) rewriteReferences(item, fromModule);
  } else if (node && typeof node === 'object') {
    if (typeof node.module === 'string' && !node.package)
      node.module = publishedPath(node.module, fromModule);
    for (const value of Object.values(node)) rewriteReferences(value, fromModule);
  }
}

/** Members a user of the element can reach: public, not `#private`, not `protected`/`private`. */
const isPublicMember = (member) =>
  (member.privacy ?? 'public') === 'public' && !member.name.startsWith('#');

/**
 * Keeps what users of the published package can import, at the paths they can import it
 * from: the modules declaring what `index.ts` exports (plus `index.js` and `define.js`),
 * their exported declarations and public members only. Sorts modules by path, names the
 * tags `define.js` registers (as custom-element-definition exports of `define.js`, with
 * `tagName` on each class), unmarks the abstract base, and keeps only the events the JSDoc
 * declares with @fires (the analyzer also guesses names from `new XEvent(detail)`
 * arguments, which are not event names).
 */
function elicitKitPlugin() {
  return {
    name: 'elicit-kit',
    packageLinkPhase({ customElementsManifest }) {
      const modules = customElementsManifest.modules;
      const index = modules.find((module) => module.path === INDEX);
      if (!index) throw new Error(`${INDEX} is not in the manifest`);
      // Names index.ts exports, by the source module that declares them.
      const publicNames = new Map();
      for (const entry of index.exports ?? []) {
        const module = publishedPath(entry.declaration.module, INDEX);
        publicNames.set(
          module,
          new Set([...(publicNames.get(module) ?? []), entry.declaration.name]),
        );
      }
      for (const module of modules) rewriteReferences(module, module.path);
      for (const module of modules) module.path = publishedPath(module.path, module.path);

      const definePath = publishedPath(DEFINE, DEFINE);
      const entryPaths = new Set([publishedPath(INDEX, INDEX), definePath]);
      customElementsManifest.modules = modules
        .filter((module) => entryPaths.has(module.path) || publicNames.has(module.path))
        .sort((a, b) => a.path.localeCompare(b.path));

      for (const module of customElementsManifest.modules) {
        const exported = publicNames.get(module.path);
        if (exported) {
          module.declarations = (module.declarations ?? []).filter((declaration) =>
            exported.has(declaration.name),
          );
          module.exports = (module.exports ?? []).filter(
            (entry) => entry.kind === 'js' && exported.has(entry.name),
          );
        }
        for (const declaration of module.declarations ?? []) {
          if (declaration.members) declaration.members = declaration.members.filter(isPublicMember);
          if (declaration.kind !== 'class') continue;
          const tag = tags[declaration.name];
          if (tag) {
            declaration.tagName = tag;
            declaration.customElement = true;
          } else {
            delete declaration.customElement;
          }
          if (declaration.events) {
            declaration.events = declaration.events.filter(
              (event) => event.name && event.description,
            );
          }
        }
      }

      // A module of types only (no declaration the analyzer keeps) compiles to no file of the
      // package: it goes, and so do the entry's exports that name it.
      const typeOnly = new Set(
        customElementsManifest.modules
          .filter(
            (module) =>
              !entryPaths.has(module.path) &&
              (module.declarations ?? []).length === 0 &&
              (module.exports ?? []).length === 0,
          )
          .map((module) => module.path),
      );
      customElementsManifest.modules = customElementsManifest.modules.filter(
        (module) => !typeOnly.has(module.path),
      );
      for (const module of customElementsManifest.modules) {
        if (module.exports)
          module.exports = module.exports.filter(
            (entry) => !typeOnly.has(entry.declaration?.module),
          );
      }

      // define.js is the module that registers the tags: the definitions belong to it.
      const define = customElementsManifest.modules.find((module) => module.path === definePath);
      define.exports = Object.entries(tags).map(([name, tag]) => {
        const declaring = customElementsManifest.modules.find((module) =>
          (module.declarations ?? []).some((d) => d.name === name),
        );
        if (!declaring) throw new Error(`${name} (${tag}) is declared in no public module`);
        return {
          kind: 'custom-element-definition',
          name: tag,
          declaration: { name, module: declaring.path },
        };
      });
    },
  };
}

export default {
  globs: ['packages/elements/src/**/*.ts'],
  exclude: ['**/*.styles.ts', '**/*.test.ts'],
  outdir: 'packages/elements',
  litelement: true,
  dependencies: false,
  packagejson: false,
  plugins: [elicitKitPlugin()],
};
