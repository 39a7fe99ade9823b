/**
 * The contract of one field kind: how a property of that kind compiles into a field model,
 * and how a value is checked against it. One module per kind (`./string.ts`, …), gathered
 * in `./index.ts` in a table typed so that a kind without a module fails to compile.
 */
import type { IssueLog, SchemaIssue, SchemaIssueCode } from '../issues.js';
import type { ContentIssueCode } from './content-issues.js';
import type { FieldModel } from '../model.js';

/** What the fields of one form share while it compiles. */
export interface FormContext {
  readonly log: IssueLog;
  /** Most options in one select (`SchemaLimits.maxOptions`). */
  readonly maxOptions: number;
  /** Options still allowed over the whole form (`maxTotalOptions` minus those used). */
  optionsLeft: number;
}

type Params = { readonly [key: string]: string | number };

/** Records an issue about one field (`name` is added to the params); `severity` defaults to `error`. */
export type ReportField = (
  code: SchemaIssueCode,
  at: string,
  params?: Params,
  severity?: SchemaIssue['severity'],
) => void;

/**
 * What a kind's compiler reads of one property (its nullable branch merged in) and how it
 * reports. Any `error` issue refuses the whole form, so a kind reports and carries on.
 */
export interface PropertyReader {
  /** The JSON type, the nullable's `"null"` taken out. */
  readonly type: unknown;
  /** The property's path from the schema root. */
  readonly path: string;
  /** The name, label, description and required flag every field model has. */
  readonly base: Pick<FieldModel, 'name' | 'label' | 'hasTitle' | 'required' | 'description'>;
  /** True when the property is a pydantic-style nullable (`anyOf: [T, null]`). */
  readonly nullable: boolean;
  readonly form: FormContext;
  /** A keyword's value, the property's own winning over its nullable branch. */
  get(key: string): unknown;
  /** The path of a keyword where it was found. */
  at(key: string): string;
  readonly issue: ReportField;
  /**
   * The model's `default`: `{ default }` when the schema has one (not the nullable `null`)
   * that `fits` and, for a choice, `isOption`; else `{}`, the default reported as ignored.
   */
  defaultIf<T>(
    fits: (value: unknown) => value is T,
    isOption?: (value: T) => boolean,
  ): { default?: T };
  /**
   * The bounds `minKey` and `maxKey`, the ones present, as model properties: non-negative
   * integer counts (`isCount`) or finite numbers, the lower one not above the upper one.
   */
  range<Min extends string, Max extends string>(
    minKey: Min,
    maxKey: Max,
    isCount: boolean,
  ): { [K in Min | Max]?: number };
  /** Marks a keyword as read here, so the keyword check and the structural walk skip it. */
  consume(key: string): void;
  /** Reports every keyword of `schema` (at `where`) outside `known`: an error when it changes the ask, else ignored. */
  classify(schema: Record<string, unknown>, where: string, known: readonly string[]): void;
}

/** Reports one content problem of a value. */
type ReportContent = (code: ContentIssueCode, params?: Params) => void;

/** One field kind: its compiler and its value check. */
export interface FieldKindModule<F extends FieldModel> {
  /** Keywords this kind reads besides `type`, `title`, `description`, `default` and those it `consume`s. */
  readonly keywords: readonly string[];
  /**
   * The field model, or `undefined` when the kind could not build one (its errors logged).
   * Built with `Object.assign` rather than object spreads: on a cold or freshly collected
   * heap (a page's first ask, and every ask after a GC) a spread of optional parts cost
   * 2.5× an `Object.assign` of the same parts (measured in Node 20: 17 vs 7 µs per model).
   */
  compile(read: PropertyReader): F | undefined;
  /** Checks a present, non-null value. */
  check(field: F, value: unknown, report: ReportContent): void;
}
