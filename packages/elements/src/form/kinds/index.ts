/**
 * Every field kind's view, by kind. Typed as a complete record: a kind added to the core's
 * `FieldModel` without a view here fails to compile.
 */
import type { FieldKind, FieldModel, FieldOfKind } from '@elicit-kit/core';
import { booleanView } from './boolean.js';
import { constView } from './const.js';
import { fileView } from './file.js';
import type { FieldKindView } from './kind.js';
import { multiSelectView } from './multiselect.js';
import { numberView } from './number.js';
import { selectView } from './select.js';
import { stringView } from './string.js';

const views: { readonly [K in FieldKind]: FieldKindView<FieldOfKind<K>> } = {
  string: stringView,
  number: numberView,
  integer: numberView,
  boolean: booleanView,
  select: selectView,
  multiselect: multiSelectView,
  const: constView,
  file: fileView,
};

/** The view of a field's kind. */
export function viewOf(field: FieldModel): FieldKindView<FieldModel> {
  return views[field.kind];
}
