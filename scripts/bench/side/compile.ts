/**
 * The side-by-side compile case, in Node against the built `packages/core/dist/` (what
 * `import '@elicit-kit/core'` gives users, as ajv is measured from its own published
 * build; `src/` under tsx also pays for tsx's name-keeping wrappers): a newly arrived
 * 100-field schema compiled and an answer validated, by the core
 * (`compileSchema` + `validateContent`) and by ajv (one `Ajv` instance with
 * ajv-formats, as a host or react-jsonschema-form keeps one: `compile` + validate), plus
 * ajv's validate alone with the schema already compiled, and the core's walker
 * `@json-schema-tools/traverse` alone over the same properties.
 */
import AjvModule from 'ajv';
import addFormatsModule from 'ajv-formats';
import traverseModule from '@json-schema-tools/traverse';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, repoRoot } from '../../../test/e2e/support/artefacts.js';
import { measure, type CaseResult } from '../measure.js';
import { cell, judge, median, ms, ratio, table, times, type Section } from './report.js';
import { sideBySideContent, sideBySideSchema } from '../schemas.js';

// CommonJS packages: Node hands over the module object, bundlers the function.
type AjvClass = typeof AjvModule.default;
type AddFormats = typeof addFormatsModule.default;
const Ajv = ((AjvModule as unknown as { default?: AjvClass }).default ?? AjvModule) as AjvClass;
const addFormats = ((addFormatsModule as unknown as { default?: AddFormats }).default ??
  addFormatsModule) as AddFormats;
type Traverse = (
  schema: unknown,
  mutation: (node: unknown) => unknown,
  options: { readonly bfs: boolean; readonly mutable: boolean },
) => unknown;
const loadedTraverse = traverseModule as unknown as Traverse | { default: Traverse };
const traverse = typeof loadedTraverse === 'function' ? loadedTraverse : loadedTraverse.default;

const WARMUP = 5;

/** The two core functions the case times. */
type Core = Pick<typeof import('@elicit-kit/core'), 'compileSchema' | 'validateContent'>;

/** The core as users import it: `packages/core/dist`, rebuilt first when older than its sources. */
async function builtCore(): Promise<Core> {
  await ensureBuilt(['core']);
  return (await import(pathToFileURL(`${repoRoot}/packages/core/dist/index.js`).href)) as Core;
}

interface CompileCases {
  readonly core: CaseResult;
  readonly ajvCompile: CaseResult;
  readonly ajvValidate: CaseResult;
  readonly traverse: CaseResult;
}

/** The four compile cases for a `fields`-field schema; every sample sees a schema object (and title) of its own. */
function runCompileCases(
  fields: number,
  samples: number,
  { compileSchema, validateContent }: Core,
): CompileCases {
  const runs = 1 + WARMUP + samples; // measure() runs once to check, then warms up, then samples
  const content = sideBySideContent(fields);
  const schemas = (offset: number) =>
    Array.from({ length: runs }, (_, i) => sideBySideSchema(fields, offset + i));

  const coreSchemas = schemas(0);
  let next = 0;
  const core = measure(
    `core compileSchema + validateContent, new ${fields}-field schema`,
    () => {
      const form = compileSchema(coreSchemas[next++ % runs]);
      return { form, issues: validateContent(form, content) };
    },
    {
      samples,
      warmup: WARMUP,
      check: ({ form, issues }) =>
        !form.ok || form.fields.length !== fields
          ? `did not compile: ${form.issues[0]?.code}`
          : issues.length
            ? `valid content refused: ${issues[0]?.code}`
            : undefined,
    },
  );

  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  const ajvSchemas = schemas(runs);
  let nextAjv = 0;
  const ajvCompile = measure(
    `ajv compile + validate, new ${fields}-field schema`,
    () => {
      const schema = ajvSchemas[nextAjv++ % runs]!;
      const validate = ajv.compile(schema);
      const valid = validate(content);
      ajv.removeSchema(schema); // one instance for every sample, as a host keeps; its cache emptied
      return valid;
    },
    {
      samples,
      warmup: WARMUP,
      check: (valid) => (valid ? undefined : 'ajv refused the valid content'),
    },
  );

  const compiled = ajv.compile(sideBySideSchema(fields, -1));
  const ajvValidate = measure(
    `ajv validate alone (compiled), ${fields} fields`,
    () => compiled(content),
    {
      samples,
      warmup: WARMUP,
      check: (valid) => (valid ? undefined : 'ajv refused the valid content'),
    },
  );

  // As compileSchema walks: each property's subschemas breadth-first on a copy.
  const walked = sideBySideSchema(fields, -2);
  const traversal = measure(
    `@json-schema-tools/traverse alone over the ${fields} properties`,
    () => {
      let nodes = 0;
      for (const property of Object.values(walked.properties)) {
        traverse({ ...(property as object) }, (node) => (nodes++, node), {
          bfs: true,
          mutable: false,
        });
      }
      return nodes;
    },
    {
      samples,
      warmup: WARMUP,
      check: (nodes) => (nodes >= fields ? undefined : `walked ${nodes} nodes`),
    },
  );
  return { core, ajvCompile, ajvValidate, traverse: traversal };
}

/** The compile part of the side-by-side section (Node, before Chromium competes for the cores). */
export async function compileSection(samples = 30): Promise<Section> {
  const compile = runCompileCases(100, samples, await builtCore());
  const failed = Object.values(compile).filter((result: CaseResult) => result.error);
  const rows = [compile.core, compile.ajvCompile, compile.ajvValidate, compile.traverse];
  const body = [
    ...failed.map((result) => `error in ${result.name}: ${result.error}`),
    table(
      ['case', 'time', '÷ core'],
      rows.map((result) => [
        result.name,
        cell(result.samples),
        times(ratio(result.samples, compile.core.samples)),
      ]),
    ),
  ].join('\n\n');
  const ajvOverCore = ratio(compile.ajvCompile.samples, compile.core.samples);
  const detail = `ajv ${ms(median(compile.ajvCompile.samples))} vs core ${ms(median(compile.core.samples))} ms; traverse alone ${ms(median(compile.traverse.samples))} ms`;
  return {
    key: 'compile',
    heading: `Compile + validate a newly arrived 100-field schema (Node ${process.version}, core from dist/, ${samples} samples after ${WARMUP}, garbage collected before each)`,
    body,
    verdicts: [
      judge(
        'new-schema compile + validate at least 100× faster than ajv',
        ajvOverCore,
        100,
        'at least',
        detail,
      ),
    ],
    targets: [
      {
        order: 8,
        measure: 'ajv ÷ core, new 100-field schema compile + validate',
        value: ajvOverCore,
        shown: times(ajvOverCore),
        limit: 50,
        direction: 'at least',
        target: '≥ 50×',
      },
    ],
  };
}
