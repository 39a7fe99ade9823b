/**
 * A byte count as people read it, in their locale: `980 bytes`, `12.5 kB`, `2 MB`
 * (binary multiples, as file managers show sizes: 2,097,152 bytes is `2 MB`).
 */
const UNITS = ['byte', 'kilobyte', 'megabyte', 'gigabyte'] as const;

/**
 * `bytes` in `locale` with the largest unit it fills, one decimal at most. A value that is
 * no number (a size a host already wrote out) is shown as given.
 */
export function formatByteSize(bytes: number | string | undefined, locale = 'en'): string {
  if (typeof bytes !== 'number' || !Number.isFinite(bytes)) return String(bytes);
  let value = Math.max(0, bytes);
  let unit = 0;
  while (value >= 1024 && unit < UNITS.length - 1) {
    value /= 1024;
    unit++;
  }
  try {
    return new Intl.NumberFormat(locale, {
      style: 'unit',
      unit: UNITS[unit],
      unitDisplay: unit ? 'short' : 'long',
      maximumFractionDigits: 1,
    }).format(value);
  } catch {
    // A locale tag Intl refuses: the same figure in English.
    return new Intl.NumberFormat('en', {
      style: 'unit',
      unit: UNITS[unit],
      unitDisplay: unit ? 'short' : 'long',
      maximumFractionDigits: 1,
    }).format(value);
  }
}
