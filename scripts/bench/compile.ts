/**
 * The side-by-side compile part, in Node against the built `packages/core/dist/` (what users
 * import, as ajv is measured from its published build): a newly arrived 100-field schema
 * compiled and an answer validated by the core, and by ajv (one instance with ajv-formats, as a
 * host or rjsf keeps one), beside ajv's validate alone with the schema already compiled.
 */
import AjvModule from 'ajv';
import addFormatsModule from 'ajv-formats';
import { pathToFileURL } from 'node:url';
import { ensureBuilt, repoRoot } from '../../test/e2e/support/artefacts.js';
import { cell, judge, measure, median, ms, ratio, table, times, type Section } from './measure.js';
import { sideBySide } from './schemas.js';

// CommonJS packages: Node hands over the module object, bundlers the function.
const Ajv = ((AjvModule as { default?: unknown }).default ?? AjvModule) as typeof AjvModule.default;
const addFormats = ((addFormatsModule as { default?: unknown }).default ??
  addFormatsModule) as typeof addFormatsModule.default;

type Core = Pick<typeof import('@elicit-kit/core'), 'compileSchema' | 'validateContent'>;

export async function compileSection(samples = 30): Promise<Section> {
  await ensureBuilt(['core']);
  const core = (await import(
    pathToFileURL(`${repoRoot}/packages/core/dist/index.js`).href
  )) as Core;
  // Every run sees a schema object (and title) of its own: a newly arrived request. measure()
  // runs once to check and 5 times to warm up.
  const schemas = (offset: number) =>
    Array.from({ length: samples + 6 }, (_, i) => sideBySide(100, offset + i).schema);
  const { content } = sideBySide(100);
  const options = { samples, check: (ok: boolean) => (ok ? undefined : 'valid content refused') };

  const coreSchemas = schemas(0);
  const kit = measure(
    'core compileSchema + validateContent, new 100-field schema',
    () => core.validateContent(core.compileSchema(coreSchemas.pop()), content).length === 0,
    options,
  );
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  const ajvSchemas = schemas(1000);
  const ajvCompile = measure(
    'ajv compile + validate, new 100-field schema',
    () => {
      const schema = ajvSchemas.pop()!;
      const ok = ajv.compile(schema)(content);
      ajv.removeSchema(schema); // one instance, as a host keeps; its cache emptied
      return ok;
    },
    options,
  );
  const compiled = ajv.compile(sideBySide(100, -1).schema);
  const ajvValidate = measure('ajv validate alone (compiled)', () => compiled(content), options);

  const rows = [kit, ajvCompile, ajvValidate].map((row) => [
    row.error ? `${row.name}: ${row.error}` : row.name,
    cell(row.samples),
    times(ratio(row.samples, kit.samples)),
  ]);
  const ajvOverCore = ratio(ajvCompile.samples, kit.samples);
  const detail = `${times(ajvOverCore)}: ajv ${ms(median(ajvCompile.samples))} vs core ${ms(median(kit.samples))} ms`;
  return {
    heading: `Compile + validate a newly arrived 100-field schema (Node ${process.version}, core from dist/, ${samples} samples)`,
    body: table(['case', 'time', '÷ core'], rows),
    verdicts: [
      judge('goal: ajv ÷ core, new-schema compile + validate', ajvOverCore, '≥ 100', detail),
      judge(
        'target: ajv ÷ core, new 100-field schema compile + validate',
        ajvOverCore,
        '≥ 50',
        detail,
      ),
    ],
  };
}
