/**
 * `compileSchema`: turns a form-mode `requestedSchema` into field models and issues.
 */
import type { CompiledForm, SchemaLimits } from '../types.js';

/** Limits used when the caller gives none (see `SchemaLimits`). */
export const DEFAULT_LIMITS: SchemaLimits = {
  maxFields: 2_000,
  maxOptions: 100_000,
  maxTotalOptions: 200_000,
  maxStringLength: 10_000,
  maxNodes: 1_000_000,
};

/**
 * Compiles a `requestedSchema` into an ordered list of field models. Never throws.
 * (Work in progress: full implementation follows.)
 */
export function compileSchema(
  requestedSchema: unknown,
  options: { readonly limits?: Partial<SchemaLimits> } = {},
): CompiledForm {
  void requestedSchema;
  void options;
  return { ok: true, fields: [], issues: [] };
}
