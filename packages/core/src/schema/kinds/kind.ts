/**
 * The contract of one field kind: how a property of that kind compiles into a field model,
 * and how a value is checked against it. One module per kind (`./string.ts`, …), gathered
 * in `./index.ts` in a table typed so that a kind without a module fails to compile.
 */
import type { SchemaIssue, SchemaIssueCode } from '../issues.js';
import type { ContentIssueCode } from '../../validate/issues.js';
import type { FieldModel } from '../model.js';
import type { FieldContext } from '../options.js';

type Params = { readonly [key: string]: string | number };

/** What a kind's compiler reads of one property (its nullable branch merged in) and how it reports. */
export interface PropertyReader {
  readonly name: string;
  /** The JSON type, the nullable's `"null"` taken out. */
  readonly type: unknown;
  /** The property's path from the schema root. */
  readonly path: string;
  /** The name, label, description and required flag every field model has. */
  readonly base: Pick<FieldModel, 'name' | 'label' | 'hasTitle' | 'required' | 'description'>;
  /** The schema's `default`, when it has one that is not the nullable `null`. */
  readonly fallback: unknown;
  readonly hasDefault: boolean;
  /** True when the property is a pydantic-style nullable (`anyOf: [T, null]`). */
  readonly nullable: boolean;
  readonly context: FieldContext;
  /** A keyword's value, the property's own winning over its nullable branch. */
  get(key: string): unknown;
  /** The path of a keyword where it was found. */
  at(key: string): string;
  /** Records an issue about this field (`name` is added to the params). */
  issue(code: SchemaIssueCode, at: string, params?: Params, severity?: SchemaIssue['severity']): void;
  /** Records an error that makes the field unfaithful: it is then not shown. */
  refuse(code: SchemaIssueCode, at: string, params?: Params): void;
  /** Reports a default of the wrong kind (or not an option) as ignored. */
  dropDefault(code?: 'bad-default' | 'default-not-option'): void;
  /** A non-negative integer count (`isCount`) or a finite bound; reports and marks the field unfaithful otherwise. */
  bound(key: string, isCount: boolean): number | undefined;
  /** Reports (and marks unfaithful) a lower limit above its upper one. */
  ordered(minKey: string, min: number | undefined, max: number | undefined): void;
  /** Marks a keyword as read here, so the keyword check and the structural walk skip it. */
  consume(key: string): void;
  /** Reports every keyword of `schema` (at `where`) outside `known`: refused when it changes the ask, else ignored. */
  classify(schema: Record<string, unknown>, where: string, known: readonly string[]): void;
}

/** Reports one content problem of a value. */
export type ReportContent = (code: ContentIssueCode, params?: Params) => void;

/** One field kind: its compiler and its value check. */
export interface FieldKindModule<F extends FieldModel> {
  /** Keywords this kind reads besides `type`, `title`, `description`, `default` and those it `consume`s. */
  readonly keywords: readonly string[];
  /** The field model, or `undefined` when the property cannot be shown faithfully (issues logged). */
  compile(read: PropertyReader): F | undefined;
  /** Checks a present, non-null value. */
  check(field: F, value: unknown, report: ReportContent): void;
}
