// Size budgets (issue 8), measured by size-limit as a user's bundler sees the kit: esbuild,
// minified, tree-shaken imports from the BUILT packages (dist; `npm run build` first), gzip
// level 9. `limit` is the budget; rows without one are information. `npm run size`
// (scripts/size.mjs) runs this, adds each row's aim and where its bytes go, checks the
// ceilings and that nothing shipped uses eval. `npx size-limit` alone checks the budgets.
import { scriptTagFiles } from './scripts/script-tag-files.mjs';

const core = 'packages/core/dist/index.js';
const elements = 'packages/elements/dist';
/** The file kind's controls, which the elements load only for a form with a file field. */
const fileControls = 'form/kinds/file-controls.js';
/** What an app has before the elements: lit and the core. */
const libraries = [
  'lit',
  'lit/*',
  '@lit/*',
  '@lit-labs/*',
  '@elicit-kit/core',
  '@elicit-kit/core/*',
];

/** The figure to get under next, per budgeted row (size-limit has one limit per row). */
export const aims = {};

/** A budgeted row: `budget` and `aim` in gzipped bytes. */
function budgeted(name, budget, aim, check) {
  aims[name] = aim;
  return { name, limit: `${budget} B`, gzip: true, ...check };
}

/** A shipped file measured as it is downloaded (no bundler in between). */
const file = (name) => ({ path: `${elements}/${name}`, disablePlugins: ['@size-limit/esbuild'] });

const budgets = [
  budgeted('core protocol path', 2048, 1536, {
    path: core,
    import: '{ readInputRequired, retryRequest, accept, decline, cancel, requestMeta }',
  }),
  budgeted('core form path', 7168, 6144, {
    path: core,
    import: '{ compileSchema, validateContent, defaultContent, accept }',
  }),
  budgeted('core root entry, everything', 16384, 14336, { path: core, import: '*' }),
  budgeted('elicit-kit.cards.js', 30720, 26624, file('elicit-kit.cards.js')),
  budgeted('elicit-kit.js', 36864, 32768, file('elicit-kit.js')),
];

const budgetedFiles = new Set(budgets.map((row) => row.name));
const information = [
  // The ESM twins and the locale add-ons, as downloaded.
  ...scriptTagFiles()
    .filter((name) => !budgetedFiles.has(name))
    .map((name) => ({ name, gzip: true, ...file(name) })),
  // What the elements add to an app that has lit and the core already: every form pays it.
  // The file kind's controls are left out: a bundler splits that dynamic import off.
  {
    name: '@elicit-kit/elements + define (lit, core external)',
    gzip: true,
    path: `${elements}/index.js`,
    import: { [`${elements}/index.js`]: '*', [`${elements}/define.js`]: '{}' },
    ignore: [...libraries, '*/file-controls.js'],
  },
  // What a form with a file field loads on demand on top of that (the modules it shares stay out).
  {
    name: 'elements file controls, on demand (lit, core external)',
    gzip: true,
    path: `${elements}/${fileControls}`,
    import: { [`${elements}/${fileControls}`]: '{ fileControls }' },
    ignore: [...libraries, '*/fields/view.js', '*/file-size.js', '*/file-draft.js'],
  },
];

export default [...budgets, ...information];
