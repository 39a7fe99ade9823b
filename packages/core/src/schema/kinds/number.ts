/**
 * `number` and `integer` fields: inclusive and exclusive bounds (a draft-4 boolean
 * `exclusiveMinimum: true` moves `minimum` to the exclusive bound) and `multipleOf`.
 */
import { isFiniteNumber } from '../../internal/json.js';
import type { NumberField } from '../model.js';
import type { FieldKindModule } from './kind.js';

/** Digits after the decimal point in the shortest text of `x` (`1.25` → 2, `1e-7` → 7). */
function decimals(x: number): number {
  const [mantissa = '', exponent = '0'] = String(x).split('e');
  return Math.max(0, (mantissa.split('.')[1] ?? '').length - Number(exponent));
}

/**
 * True when `value` is a multiple of `step` as written in decimal, the way zod checks it:
 * `0.3` is a multiple of `0.1` although `0.3 / 0.1` is `2.9999999999999996`. Past what
 * integers hold exactly, the plain quotient decides.
 */
function isMultipleOf(value: number, step: number): boolean {
  const scale = 10 ** Math.max(decimals(value), decimals(step));
  const [whole, unit] = [Math.round(value * scale), Math.round(step * scale)];
  if (Number.isSafeInteger(whole) && Number.isSafeInteger(unit) && unit > 0)
    return whole % unit === 0;
  return Number.isInteger(value / step);
}

const isInteger = (value: unknown): value is number => Number.isInteger(value);
const EXCLUSIVE = [
  ['exclusiveMinimum', 'minimum'],
  ['exclusiveMaximum', 'maximum'],
] as const;

export const numberKind: FieldKindModule<NumberField> = {
  keywords: ['minimum', 'maximum', 'exclusiveMinimum', 'exclusiveMaximum', 'multipleOf'],
  compile(read) {
    const kind = read.type === 'integer' ? 'integer' : 'number';
    const rules: { [key: string]: number } = read.range('minimum', 'maximum', false);
    for (const [key, inclusive] of EXCLUSIVE) {
      let value = read.get(key);
      // Draft 4: `exclusiveMinimum: true` makes `minimum` exclusive.
      if (value === true) {
        value = rules[inclusive];
        delete rules[inclusive];
      }
      if (isFiniteNumber(value)) rules[key] = value;
      else if (value !== undefined && value !== false)
        read.issue('bad-bound', read.at(key), { keyword: key });
    }
    const step = read.get('multipleOf');
    if (isFiniteNumber(step) && step > 0) rules.multipleOf = step;
    else if (step !== undefined)
      read.issue('bad-bound', read.at('multipleOf'), { keyword: 'multipleOf' });
    // No number lies above an exclusive lower bound and at or below an upper one it reaches.
    const {
      minimum = -Infinity,
      maximum = Infinity,
      exclusiveMinimum = -Infinity,
      exclusiveMaximum = Infinity,
    } = rules;
    if (exclusiveMinimum >= Math.min(maximum, exclusiveMaximum) || minimum >= exclusiveMaximum)
      read.issue('min-above-max', read.path);
    return Object.assign(
      {},
      read.base,
      { kind },
      rules,
      read.defaultIf(kind === 'integer' ? isInteger : isFiniteNumber),
    ) as NumberField;
  },
  check(field, value, report) {
    if (typeof value !== 'number') return report('typeMismatch');
    if (!isFiniteNumber(value)) return report('badInput');
    // Past 2**53 an integer cannot be told from its neighbours, so it is not a safe answer.
    if (field.kind === 'integer' && !Number.isSafeInteger(value)) report('stepMismatch');
    if (field.minimum !== undefined && value < field.minimum)
      report('rangeUnderflow', { min: field.minimum });
    if (field.maximum !== undefined && value > field.maximum)
      report('rangeOverflow', { max: field.maximum });
    if (field.exclusiveMinimum !== undefined && value <= field.exclusiveMinimum)
      report('rangeUnderflow', { min: field.exclusiveMinimum, exclusive: 1 });
    if (field.exclusiveMaximum !== undefined && value >= field.exclusiveMaximum)
      report('rangeOverflow', { max: field.exclusiveMaximum, exclusive: 1 });
    if (field.multipleOf !== undefined && !isMultipleOf(value, field.multipleOf))
      report('stepMismatch', { step: field.multipleOf });
  },
};
