/** `number` and `integer` fields, with inclusive bounds. */
import type { NumberField } from '../model.js';
import type { FieldKindModule } from './kind.js';

export const numberKind: FieldKindModule<NumberField> = {
  keywords: ['minimum', 'maximum'],
  compile(read) {
    const kind = read.type === 'integer' ? 'integer' : 'number';
    const range = read.range('minimum', 'maximum', false);
    const fits = (value: unknown): value is number =>
      typeof value === 'number' && (kind === 'integer' ? Number.isInteger(value) : Number.isFinite(value));
    return { ...read.base, kind, ...range, ...read.defaultIf(fits) };
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
