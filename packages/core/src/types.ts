/**
 * Shared types of @elicit-kit/core: the MCP wire shapes the kit reads and writes,
 * and the kit's own models (fields, issues). Field names follow the MCP schema
 * (2025-06-18, 2025-11-25 and 2026-07-28 revisions) exactly.
 */

/** A JSON value as parsed by `JSON.parse`. */
export type JsonValue = string | number | boolean | null | JsonValue[] | { [key: string]: JsonValue };

/** A JSON object. */
export type JsonObject = { [key: string]: unknown };

// ---------------------------------------------------------------------------
// Elicitation wire shapes
// ---------------------------------------------------------------------------

/** The three answers a person can give. */
export type ElicitAction = 'accept' | 'decline' | 'cancel';

/** One value of accepted form content. */
export type ContentValue = string | number | boolean | string[];

/** Accepted form content: property name to value. */
export type ElicitContent = { [key: string]: ContentValue };

/**
 * The `ElicitResult` sent back to the server (bare, no `resultType`, no `_meta`).
 * A type alias, not an interface: aliases are assignable to index-signature types, so a
 * handler returning it satisfies the official MCP clients' `setRequestHandler` types.
 */
export type ElicitResult = {
  /** What the person chose. */
  readonly action: ElicitAction;
  /** Present only for `accept` in form mode. */
  readonly content?: ElicitContent;
};

/** The `requestedSchema` of a form-mode ask, as the spec defines it (servers may send more). */
export interface RequestedSchema {
  $schema?: string;
  type: 'object';
  title?: string;
  description?: string;
  properties: { [key: string]: JsonObject };
  required?: string[];
}

/** Params of a form-mode `elicitation/create` (a missing `mode` means form). */
export interface ElicitFormParams {
  mode?: 'form';
  message: string;
  requestedSchema?: RequestedSchema | JsonObject;
  _meta?: JsonObject;
}

/** Params of a URL-mode `elicitation/create`; `elicitationId` exists on 2025-11-25 only. */
export interface ElicitUrlParams {
  mode: 'url';
  message: string;
  url: string;
  elicitationId?: string;
  _meta?: JsonObject;
}

/** Params of any `elicitation/create`. */
export type ElicitRequestParams = ElicitFormParams | ElicitUrlParams;

/** The two modes of an ask. */
export type ElicitMode = 'form' | 'url';

// ---------------------------------------------------------------------------
// JSON-RPC
// ---------------------------------------------------------------------------

/** A JSON-RPC id; `0` is a valid id. */
export type JsonRpcId = string | number;

/** A JSON-RPC request. */
export interface JsonRpcRequest {
  jsonrpc: '2.0';
  id: JsonRpcId;
  method: string;
  params?: JsonObject;
}

/** A JSON-RPC notification (no id). */
export interface JsonRpcNotification {
  jsonrpc: '2.0';
  method: string;
  params?: JsonObject;
}

/** A JSON-RPC error object. */
export interface JsonRpcError {
  code: number;
  message: string;
  data?: unknown;
}

/** A successful JSON-RPC response. */
export interface JsonRpcResultResponse {
  jsonrpc: '2.0';
  id: JsonRpcId;
  result: JsonObject;
}

/** A failed JSON-RPC response. */
export interface JsonRpcErrorResponse {
  jsonrpc: '2.0';
  id: JsonRpcId | null;
  error: JsonRpcError;
}

/** Any JSON-RPC response. */
export type JsonRpcResponse = JsonRpcResultResponse | JsonRpcErrorResponse;

// ---------------------------------------------------------------------------
// Multi Round-Trip Requests (2026-07-28)
// ---------------------------------------------------------------------------

/** The methods that may answer with `input_required`. */
export type InputRequiredMethod = 'tools/call' | 'prompts/get' | 'resources/read';

/** One embedded request of `inputRequests`: only `method` and `params`. */
export interface InputRequest {
  method: string;
  params?: JsonObject;
}

/** The `InputRequiredResult` a server returns to ask for input. */
export interface InputRequiredResult {
  resultType: 'input_required';
  inputRequests?: { [key: string]: InputRequest };
  requestState?: string;
  _meta?: JsonObject;
}

/** Answers for one round: same keys as `inputRequests`, bare result values. */
export type InputResponses = { [key: string]: ElicitResult | JsonObject };

// ---------------------------------------------------------------------------
// Issues (problems reported as values, never thrown)
// ---------------------------------------------------------------------------

/** A problem with a schema, at a JSON path from the schema root (`$.properties.age.minimum`). */
export interface SchemaIssue {
  /** JSON path from the schema root, `$` for the root itself. */
  readonly path: string;
  /** Stable machine-readable code (see `SchemaIssueCode`). */
  readonly code: SchemaIssueCode;
  /** What the text needs (`name` of the field, `keyword`, `max`…); `{}` when nothing. Text: `formatIssue`. */
  readonly params: { readonly [key: string]: string | number };
  /** `error`: cannot be rendered faithfully. `ignored`: tolerated and dropped, the form still renders. */
  readonly severity: 'error' | 'ignored';
}

/** Codes of schema issues. */
export type SchemaIssueCode =
  | 'schema-not-object'
  | 'schema-too-large'
  | 'property-not-object'
  | 'nested-object'
  | 'array-not-enum'
  | 'unknown-type'
  | 'missing-type'
  | 'unsupported-format'
  | 'unsupported-keyword'
  | 'ref-not-supported'
  | 'min-above-max'
  | 'bad-bound'
  | 'bad-enum'
  | 'bad-enum-names'
  | 'bad-option'
  | 'duplicate-option'
  | 'too-many-options'
  | 'too-many-fields'
  | 'required-missing-property'
  | 'bad-required'
  | 'bad-default'
  | 'default-not-option'
  | 'ignored-keyword'
  | 'nullable-optional'
  | 'no-schema';

/** Codes of content issues; browser validity names where one fits. */
export type ContentIssueCode =
  | 'valueMissing'
  | 'tooShort'
  | 'tooLong'
  | 'rangeUnderflow'
  | 'rangeOverflow'
  | 'stepMismatch'
  | 'typeMismatch'
  | 'badInput'
  | 'notAnOption'
  | 'tooFewItems'
  | 'tooManyItems'
  | 'unknownField';

/** A problem with one value of the content. */
export interface ContentIssue {
  /** The property name the issue belongs to. */
  readonly field: string;
  /** Stable machine-readable code. */
  readonly code: ContentIssueCode;
  /**
   * What the text needs (`{ min: 3 }`; `format` for a `typeMismatch` of a format;
   * `duplicate: 1` for an option chosen twice). Text: `formatIssue` of `@elicit-kit/core/messages`.
   */
  readonly params: { readonly [key: string]: string | number };
}

// ---------------------------------------------------------------------------
// Field models (what compileSchema produces and elements render)
// ---------------------------------------------------------------------------

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
  /** The schema `title`, else the property name. */
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
  readonly default?: string;
}

/** A `number` or `integer` field. */
export interface NumberField extends FieldBase {
  readonly kind: 'number' | 'integer';
  readonly minimum?: number;
  readonly maximum?: number;
  readonly default?: number;
}

/** A boolean field. */
export interface BooleanField extends FieldBase {
  readonly kind: 'boolean';
  readonly default?: boolean;
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

/** Any field model. */
export type FieldModel = StringField | NumberField | BooleanField | SelectField | MultiSelectField;

/** The kinds of field. */
export type FieldKind = FieldModel['kind'];

/** Limits that keep a hostile schema from freezing a page. */
export interface SchemaLimits {
  /** Most fields in one form (default 2,000). */
  readonly maxFields: number;
  /** Most options in one select (default 100,000). */
  readonly maxOptions: number;
  /** Most options over the whole form (default 200,000). */
  readonly maxTotalOptions: number;
  /** Longest string the schema may carry in a title, description, option or default (default 10,000). */
  readonly maxStringLength: number;
  /** Most nodes the schema may have before it is refused unread (default 1,000,000). */
  readonly maxNodes: number;
}

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
