/**
 * Size limits and the bounded pre-scan that runs before anything else reads the schema.
 */
import { pathTo, report, type IssueLog } from './issues.js';

/** Limits that keep a hostile schema from freezing a page. */
export interface SchemaLimits {
  /** Most fields in one form (default 2,000). */
  readonly maxFields: number;
  /** Most options in one select (default 100,000). */
  readonly maxOptions: number;
  /** Most options over the whole form (default 200,000). */
  readonly maxTotalOptions: number;
  /** Longest string the schema may carry in a title, description, option or default (default 10,000). */
  readonly maxStringLength: number;
  /** Most nodes the schema may have before it is refused unread (default 1,000,000). */
  readonly maxNodes: number;
}

/** Limits used when the caller gives none (see `SchemaLimits`). */
export const DEFAULT_LIMITS: SchemaLimits = {
  maxFields: 2_000,
  maxOptions: 100_000,
  maxTotalOptions: 200_000,
  maxStringLength: 10_000,
  maxNodes: 1_000_000,
};

/** Deepest nesting accepted; a faithful form needs about 6 levels. */
const MAX_DEPTH = 64;

interface Frame {
  readonly value: unknown;
  readonly depth: number;
  readonly parent?: Frame;
  readonly key?: string | number;
}

/**
 * Checks that a value is a finite tree small enough to read: at most `maxNodes` values,
 * `MAX_DEPTH` levels, no cycles, no string or key longer than `maxStringLength`.
 * Iterative, so a 100k-deep object cannot overflow the stack. Returns false (with the
 * issues logged) when the schema must be refused unread.
 */
export function scanSchema(root: unknown, limits: SchemaLimits, log: IssueLog): boolean {
  const stack: Frame[] = [{ value: root, depth: 0 }];
  const ancestors: object[] = [];
  // The path is built only for a report: frames keep their key and parent, not a path.
  const tooLarge = (frame: Frame, params: { [key: string]: number }) => {
    const keys: (string | number)[] = [];
    for (let at: Frame | undefined = frame; at?.parent; at = at.parent) keys.push(at.key ?? '');
    report(log, 'schema-too-large', keys.reduceRight<string>(pathTo, '$'), params);
    return false;
  };
  const max = limits.maxStringLength;
  if (typeof root !== 'object' || root === null) return true;
  let nodes = 1;
  let ok = true;
  for (let frame = stack.pop(); frame; frame = stack.pop()) {
    const { value, depth } = frame;
    if (depth > MAX_DEPTH) return tooLarge(frame, { maxDepth: MAX_DEPTH });
    // Frames come off the stack depth-first, so ancestors[0..depth) are this node's
    // ancestors; depth is capped, so the linear search stays cheap.
    ancestors.length = depth;
    if (ancestors.includes(value as object)) return tooLarge(frame, { cycle: 1 });
    ancestors.push(value as object);
    const keys = Array.isArray(value) ? null : Object.keys(value as object);
    const count = keys ? keys.length : (value as unknown[]).length;
    nodes += count;
    if (nodes > limits.maxNodes) return tooLarge(frame, { maxNodes: limits.maxNodes });
    // Only objects get a frame; strings (and keys) are measured in place.
    for (let index = count - 1; index >= 0; index--) {
      const key = keys ? (keys[index] as string) : index;
      const child = (value as Record<string | number, unknown>)[key];
      // A long key is reported at its object, so the path itself stays short.
      if (typeof key === 'string' && key.length > max) ok = tooLarge(frame, { max });
      else if (typeof child === 'string' && child.length > max)
        ok = tooLarge({ value: child, depth, parent: frame, key }, { max });
      else if (typeof child === 'object' && child !== null)
        stack.push({ value: child, depth: depth + 1, parent: frame, key });
    }
  }
  return ok;
}
