/**
 * Every field kind's module, by kind. Typed as a complete record: a kind added to
 * `FieldModel` without a module here fails to compile.
 */
import type { FieldKind, FieldOfKind } from '../model.js';
import { booleanKind } from './boolean.js';
import { constKind } from './const.js';
import { fileKind } from './file.js';
import type { FieldKindModule } from './kind.js';
import { multiSelectKind } from './multiselect.js';
import { numberKind } from './number.js';
import { selectKind } from './select.js';
import { stringKind } from './string.js';

export const fieldKinds: { readonly [K in FieldKind]: FieldKindModule<FieldOfKind<K>> } = {
  string: stringKind,
  number: numberKind,
  integer: numberKind,
  boolean: booleanKind,
  select: selectKind,
  multiselect: multiSelectKind,
  const: constKind,
  file: fileKind,
};
