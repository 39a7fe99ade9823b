/** Boolean fields. */
import type { BooleanField } from '../model.js';
import type { FieldKindModule } from './kind.js';

const isBoolean = (value: unknown) => typeof value === 'boolean';

export const booleanKind: FieldKindModule<BooleanField> = {
  keywords: [],
  compile: (read) =>
    Object.assign({}, read.base, { kind: 'boolean' as const }, read.defaultIf(isBoolean)),
  check(_field, value, report) {
    if (!isBoolean(value)) report('typeMismatch');
  },
};
