/** Boolean fields. */
import type { BooleanField } from '../model.js';
import type { FieldKindModule } from './kind.js';

export const booleanKind: FieldKindModule<BooleanField> = {
  keywords: [],
  compile(read) {
    const { fallback, hasDefault } = read;
    if (hasDefault && typeof fallback !== 'boolean') read.dropDefault();
    return { ...read.base, kind: 'boolean', ...(hasDefault && typeof fallback === 'boolean' && { default: fallback }) };
  },
  check(_field, value, report) {
    if (typeof value !== 'boolean') report('typeMismatch');
  },
};
