/** Boolean fields. */
import type { BooleanField } from '../model.js';
import type { FieldKindModule } from './kind.js';

const isBoolean = (value: unknown) => typeof value === 'boolean';

export const booleanKind: FieldKindModule<BooleanField> = {
  keywords: [],
  compile: (read) => ({ ...read.base, kind: 'boolean', ...read.defaultIf(isBoolean) }),
  check(_field, value, report) {
    if (!isBoolean(value)) report('typeMismatch');
  },
};
