/**
 * The field models `compileSchema` produces and elements render, and the compiled form
 * that holds them.
 */
import type { SchemaIssue } from './issues.js';

/** One option of a select or multiselect. `value` goes on the wire, `label` is shown. */
export interface FieldOption {
  readonly value: string;
  readonly label: string;
}

/** String formats the spec allows. */
export type StringFormat = 'email' | 'uri' | 'date' | 'date-time';

/** What every field model has. */
interface FieldBase {
  /** The property name (a plain key; `__proto__` is just a name). */
  readonly name: string;
  /** The schema `title`, else the property name made readable (`start_date` → `Start date`). */
  readonly label: string;
  /** True when the schema had its own `title`. */
  readonly hasTitle: boolean;
  /** The schema `description`, if any. */
  readonly description?: string;
  /** Listed in `required`. */
  readonly required: boolean;
}

/** A free-text string field. */
export interface StringField extends FieldBase {
  readonly kind: 'string';
  readonly format?: StringFormat;
  readonly minLength?: number;
  readonly maxLength?: number;
  /** The schema's `pattern` when it is checked (see `compilePattern`); absent when it is not. */
  readonly pattern?: string;
  /** True for `format: "password"` or `writeOnly: true`: shown masked, never repeated back. */
  readonly secret?: boolean;
  readonly default?: string;
}

/** A `number` or `integer` field. */
export interface NumberField extends FieldBase {
  readonly kind: 'number' | 'integer';
  readonly minimum?: number;
  readonly maximum?: number;
  /** Values must be above this (JSON Schema 2020-12; a draft-4 `exclusiveMinimum: true` moves `minimum` here). */
  readonly exclusiveMinimum?: number;
  /** Values must be below this. */
  readonly exclusiveMaximum?: number;
  /** Values must be a multiple of this (positive); checked with a tolerance for binary fractions. */
  readonly multipleOf?: number;
  readonly default?: number;
}

/** A boolean field. */
export interface BooleanField extends FieldBase {
  readonly kind: 'boolean';
  readonly default?: boolean;
}

/**
 * A fixed value the person confirms and that is always sent: `const` (zod's `z.literal`),
 * or a `oneOf`/`enum` of exactly one `const`.
 */
export interface ConstField extends FieldBase {
  readonly kind: 'const';
  readonly value: string | number | boolean;
  /** What is shown: the option's title when it had one, else the value. */
  readonly valueLabel: string;
  /** None: `value` is always sent (`defaultContent` includes it). */
  readonly default?: undefined;
}

/** A single select, from `enum`, `oneOf` or legacy `enum` + `enumNames`. */
export interface SelectField extends FieldBase {
  readonly kind: 'select';
  /** Which spec shape it came from. */
  readonly shape: 'untitled' | 'titled' | 'legacy-titled';
  readonly options: readonly FieldOption[];
  readonly default?: string;
}

/** A multi select, from `items.enum` or `items.anyOf`. */
export interface MultiSelectField extends FieldBase {
  readonly kind: 'multiselect';
  readonly shape: 'untitled' | 'titled';
  readonly options: readonly FieldOption[];
  readonly minItems?: number;
  readonly maxItems?: number;
  readonly default?: readonly string[];
}

/**
 * A file (SEP-2356): a `format: "uri"` string with `x-mcp-file`, answered with one file as
 * a `data:<media type>;base64,…` URI (no `name=` parameter).
 */
export interface FileField extends FieldBase {
  readonly kind: 'file';
  /** MIME types (`image/png`), wildcards (`image/*`) and extensions (`.pdf`); absent: any file. */
  readonly accept?: readonly string[];
  /** The most decoded bytes the server takes; absent: no limit of the server's own. */
  readonly maxSize?: number;
  /** None: a file has no default. */
  readonly default?: undefined;
}

/** Any field model. */
export type FieldModel =
  | StringField
  | NumberField
  | BooleanField
  | SelectField
  | MultiSelectField
  | ConstField
  | FileField;

/** The kinds of field. */
export type FieldKind = FieldModel['kind'];

/** The field model of kind `K` (`integer` is a `NumberField`): what a table keyed by kind holds. */
export type FieldOfKind<K extends FieldKind> = FieldModel extends infer F
  ? F extends { readonly kind: infer X }
    ? K extends X
      ? F
      : never
    : never
  : never;

/** The result of `compileSchema`. */
export interface CompiledForm {
  /** True when every field renders faithfully (only `ignored` issues, if any). */
  readonly ok: boolean;
  /** Fields in schema order. Empty when `ok` is false. */
  readonly fields: readonly FieldModel[];
  /** Every problem found; `severity` tells errors from tolerated deviations. */
  readonly issues: readonly SchemaIssue[];
  /** Root `title`, tolerated though outside the spec subset. */
  readonly title?: string;
  /** Root `description`, tolerated though outside the spec subset. */
  readonly description?: string;
}
