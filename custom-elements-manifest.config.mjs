// @custom-elements-manifest/analyzer: reads the elements' JSDoc (@summary @fires
// @csspart @cssproperty @slot) and lit decorators into packages/elements/custom-elements.json.
// `npm run manifest` regenerates it; a test checks it is current and complete.

/** Tag names, as src/define.ts registers them (class modules register nothing themselves). */
const tags = {
  ElicitForm: 'elicit-form',
  ElicitUrlConsent: 'elicit-url-consent',
  ElicitRound: 'elicit-round',
  ElicitRequest: 'elicit-request',
};

/**
 * Sorts modules by path, names tags registered in define.ts, unmarks the abstract base, and keeps only the
 * events the JSDoc declares with @fires (the analyzer also guesses names from
 * `new XEvent(detail)` arguments, which are not event names).
 */
function elicitKitPlugin() {
  return {
    name: 'elicit-kit',
    packageLinkPhase({ customElementsManifest }) {
      // The analyzer's module order varies between runs; sort so the file is reproducible.
      customElementsManifest.modules.sort((a, b) => a.path.localeCompare(b.path));
      for (const module of customElementsManifest.modules) {
        for (const declaration of module.declarations ?? []) {
          if (declaration.kind !== 'class') continue;
          const tag = tags[declaration.name];
          if (tag) {
            declaration.tagName = tag;
            declaration.customElement = true;
          } else {
            delete declaration.customElement;
          }
          if (declaration.events) {
            declaration.events = declaration.events.filter((event) => event.name && event.description);
          }
        }
        module.exports = (module.exports ?? []).filter((entry) => entry.kind !== 'custom-element-definition');
        for (const [name, tag] of Object.entries(tags)) {
          if ((module.declarations ?? []).some((declaration) => declaration.name === name)) {
            module.exports.push({ kind: 'custom-element-definition', name: tag, declaration: { name, module: module.path } });
          }
        }
      }
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
