/**
 * Fixed values: `const` (zod's `z.literal`, SDK 1.x sends it), or a titled `oneOf`/`anyOf`
 * of exactly one option. The person confirms the value by sending; nothing else is valid.
 */
import { isFiniteNumber, isObject, own } from '../../internal/json.js';
import type { ConstField } from '../model.js';
import type { FieldKindModule, PropertyReader } from './kind.js';

type Fixed = ConstField['value'];

const isFixed = (value: unknown): value is Fixed =>
  typeof value === 'string' || typeof value === 'boolean' || isFiniteNumber(value);

/** The one value a property allows, with its title, when it allows exactly one; else undefined. */
export function fixedValue(
  read: PropertyReader,
): { value: Fixed; title?: unknown; key: string } | undefined {
  if (read.get('const') !== undefined) return { value: read.get('const') as Fixed, key: 'const' };
  for (const key of ['oneOf', 'anyOf']) {
    const list = read.get(key);
    if (!Array.isArray(list) || list.length !== 1 || (key === 'anyOf' && read.nullable)) continue;
    const only: unknown = list[0];
    return isObject(only) && own(only, 'const') !== undefined
      ? { value: own(only, 'const') as Fixed, title: own(only, 'title'), key }
      : undefined;
  }
  return undefined;
}

export const constKind: FieldKindModule<ConstField> = {
  keywords: ['const'],
  compile(read) {
    const fixed = fixedValue(read);
    if (!fixed) return undefined;
    read.consume(fixed.key);
    // The JSON type, when given, must be the value's: `{ type: "string", const: 3 }` is not a form.
    const type = typeof fixed.value === 'number' ? ['number', 'integer'] : [typeof fixed.value];
    if (
      !isFixed(fixed.value) ||
      (read.type !== undefined && !type.includes(read.type as string)) ||
      (read.type === 'integer' && !Number.isInteger(fixed.value))
    ) {
      return void read.issue('bad-const', read.at(fixed.key));
    }
    const valueLabel = (typeof fixed.title === 'string' && fixed.title) || String(fixed.value);
    return Object.assign({}, read.base, { kind: 'const' as const, value: fixed.value, valueLabel });
  },
  check(field, value, report) {
    if (value !== field.value) report('notAnOption', { value: String(value) });
  },
};
