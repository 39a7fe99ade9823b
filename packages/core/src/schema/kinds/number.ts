/** `number` and `integer` fields, with inclusive bounds. */
import type { NumberField } from '../model.js';
import type { FieldKindModule } from './kind.js';

export const numberKind: FieldKindModule<NumberField> = {
  keywords: ['minimum', 'maximum'],
  compile(read) {
    const kind = read.type === 'integer' ? 'integer' : 'number';
    const minimum = read.bound('minimum', false);
    const maximum = read.bound('maximum', false);
    read.ordered('minimum', minimum, maximum);
    const { fallback, hasDefault } = read;
    const good = typeof fallback === 'number' && (kind === 'integer' ? Number.isInteger(fallback) : Number.isFinite(fallback));
    if (hasDefault && !good) read.dropDefault();
    return {
      ...read.base,
      kind,
      ...(minimum !== undefined && { minimum }),
      ...(maximum !== undefined && { maximum }),
      ...(hasDefault && good && { default: fallback }),
    };
  },
  check(field, value, report) {
    if (typeof value !== 'number') return report('typeMismatch');
    if (!Number.isFinite(value)) return report('badInput');
    // Past 2**53 an integer cannot be told from its neighbours, so it is not a safe answer.
    if (field.kind === 'integer' && !Number.isSafeInteger(value)) report('stepMismatch');
    if (field.minimum !== undefined && value < field.minimum) report('rangeUnderflow', { min: field.minimum });
    if (field.maximum !== undefined && value > field.maximum) report('rangeOverflow', { max: field.maximum });
  },
};
