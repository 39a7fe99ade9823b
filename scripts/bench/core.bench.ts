/**
 * Core benchmarks, in Node against `src/` (the `elicit-kit-source` condition): compiling,
 * validating, refusing hostile schemas, inspecting URLs, reading and writing numbers.
 */
import { readFileSync } from 'node:fs';
import {
  compileSchema,
  formatLocaleNumber,
  inspectUrl,
  parseLocaleNumber,
  validateContent,
  type CompiledForm,
} from '@elicit-kit/core';
import { measure, type BenchOptions, type CaseResult } from './measure.js';
import {
  deepSchema,
  hugeEnumSchema,
  longSelectSchema,
  mixedContent,
  mixedSchema,
  stringFieldsSchema,
  varietyOfUrls,
} from './schemas.js';

const fixturesFile = new URL('../../test/fixtures/requested-schemas.json', import.meta.url);

/** A reason when a schema that should compile did not. */
const compiles = (form: CompiledForm, fields: number): string | undefined =>
  form.ok && form.fields.length === fields
    ? undefined
    : `expected ${fields} fields, got ok=${form.ok}, ${form.fields.length} fields, first issue ${form.issues[0]?.code}`;

/** A reason when a hostile schema was not refused as too large. */
const refused = (form: CompiledForm): string | undefined =>
  !form.ok && form.issues.some((issue) => issue.code === 'schema-too-large')
    ? undefined
    : `not refused: ok=${form.ok}, issues ${form.issues.map((issue) => issue.code).join(', ') || 'none'}`;

export function runCoreBenches(options: BenchOptions = {}): CaseResult[] {
  const samples = options.samples ?? 30;
  const results: CaseResult[] = [];

  const fixtures = (
    JSON.parse(readFileSync(fixturesFile, 'utf8')) as { requestedSchema?: unknown }[]
  ).map((entry) => entry.requestedSchema);
  results.push(
    measure(
      `compileSchema, all ${fixtures.length} fixtures (one pass)`,
      () => fixtures.map((schema) => compileSchema(schema)),
      {
        samples,
        check: (forms) =>
          forms.length === fixtures.length ? undefined : 'not every fixture compiled',
      },
    ),
  );

  const longSelect = longSelectSchema(50_000);
  results.push(
    measure('compileSchema, one select with 50,000 options', () => compileSchema(longSelect), {
      samples,
      goal: 100,
      check: (form) =>
        compiles(form, 1) ??
        (form.fields[0]?.kind === 'select' && form.fields[0].options.length === 50_000
          ? undefined
          : 'not 50,000 options'),
    }),
  );

  const strings = stringFieldsSchema(1_000);
  results.push(
    measure('compileSchema, 1,000 string fields', () => compileSchema(strings), {
      samples,
      goal: 50,
      check: (form) => compiles(form, 1_000),
    }),
  );

  const mixed = compileSchema(mixedSchema(1_000));
  const content = mixedContent(1_000);
  results.push(
    measure(
      'validateContent, 1,000 filled fields of every kind',
      () => validateContent(mixed, content),
      {
        samples,
        goal: 20,
        check: (issues) =>
          compiles(mixed, 1_000) ??
          (issues.length === 0
            ? undefined
            : `content not valid: ${issues[0]?.field} ${issues[0]?.code}`),
      },
    ),
  );

  const hugeEnum = hugeEnumSchema(10_000_000);
  results.push(
    measure('compileSchema refuses a 10,000,000-entry enum', () => compileSchema(hugeEnum), {
      samples,
      goal: 100,
      check: refused,
    }),
  );
  const deep = deepSchema(10_000);
  results.push(
    measure('compileSchema refuses 10,000-deep nesting', () => compileSchema(deep), {
      samples,
      goal: 100,
      check: refused,
    }),
  );

  const urls = varietyOfUrls(1_000);
  results.push(
    measure('inspectUrl, 1,000 varied URLs', () => urls.map((url) => inspectUrl(url)), {
      samples,
      goal: 50,
      check: (inspections) =>
        inspections.some((inspection) =>
          inspection.warnings.some((warning) => warning.code === 'punycode'),
        )
          ? undefined
          : 'no punycode warning',
    }),
  );

  const locales = ['en', 'de-DE', 'hi-IN', 'ar-EG'];
  const values = Array.from(
    { length: 5_000 },
    (_, i) => (i % 7 === 0 ? -1 : 1) * (i * 1234.5678 + i / 7),
  );
  results.push(
    measure(
      'formatLocaleNumber + parseLocaleNumber, 10,000 calls (en, de-DE, hi-IN, ar-EG)',
      () => {
        let wrong = 0;
        values.forEach((value, i) => {
          const locale = locales[i % locales.length];
          if (parseLocaleNumber(formatLocaleNumber(value, locale), locale) !== value) wrong++;
        });
        return wrong;
      },
      {
        samples,
        goal: 50,
        check: (wrong) => (wrong === 0 ? undefined : `${wrong} numbers did not read back`),
      },
    ),
  );
  return results;
}
