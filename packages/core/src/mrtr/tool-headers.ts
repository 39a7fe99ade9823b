/**
 * Tool parameters mirrored into `Mcp-Param-{Name}` headers (spec
 * `basic/transports/streamable-http.mdx` §"Custom Headers from Tool Parameters", SEP-2243):
 * which parameters a tool's `inputSchema` designates with `x-mcp-header`, whether those
 * annotations keep the spec's rules, and the headers of one `tools/call`.
 */
import type { JsonObject } from '../types.js';
import type { Issue } from '../issue.js';
import { isObject, own, ownProperty } from '../internal/json.js';
import { pathTo } from '../schema/issues.js';
import { encodeHeaderValue } from './header-value.js';

/**
 * Why an `x-mcp-header` annotation makes its tool invalid:
 * - `bad-name`: not a non-empty HTTP token (RFC 9110 `1*tchar`): empty, not a string,
 *   spaces, colons, control characters, non-ASCII;
 * - `duplicate`: a name already used in the schema, compared case-insensitively;
 * - `not-primitive`: the parameter's `type` is not `string`, `integer` or `boolean`
 *   (`number` is not allowed either);
 * - `not-reachable`: the annotation is not on a property reached from the root through
 *   `properties` alone (it sits at the root, under `items`, `anyOf`, `$defs`, …);
 * - `too-deep`: the schema nests deeper than 64 levels (or is cyclic), so it was not read.
 */
export type ToolHeaderIssueCode =
  'bad-name' | 'duplicate' | 'not-primitive' | 'not-reachable' | 'too-deep';

/** One broken `x-mcp-header` annotation. */
export interface ToolHeaderIssue extends Issue<ToolHeaderIssueCode> {
  /** JSON path of the annotated schema from the `inputSchema` root, e.g. `$.properties.region`. */
  readonly path: string;
  /** Nothing: the code and the path say it all. */
  readonly params: { readonly [key: string]: never };
}

/** One designated parameter: header `Mcp-Param-{name}` mirrors the argument at `path`. */
export interface ToolHeader {
  /** The `x-mcp-header` value, as written. */
  readonly name: string;
  /** Property names from the root of `arguments`. */
  readonly path: readonly string[];
}

/** What `readToolHeaders` found: a tool with any issue must be excluded from `tools/list`. */
export interface ToolHeaders {
  readonly headers: readonly ToolHeader[];
  readonly issues: readonly ToolHeaderIssue[];
}

const KEY = 'x-mcp-header';
/** RFC 9110 `tchar`. */
const token = /^[\w!#$%&'*+.^`|~-]+$/;
const primitive = ['string', 'integer', 'boolean'];
/** Keywords whose values are instance data, not subschemas. */
const data = [KEY, 'const', 'default', 'enum', 'examples'];

/**
 * Reads the `x-mcp-header` annotations of a tool's `inputSchema` and checks every rule
 * the spec sets for them (see `ToolHeaderIssueCode`). Never throws; a schema without
 * annotations gives no headers and no issues.
 */
export function readToolHeaders(inputSchema: unknown): ToolHeaders {
  const headers: ToolHeader[] = [];
  const issues: ToolHeaderIssue[] = [];
  const names = new Set<string>();
  const walk = (
    node: unknown,
    path: readonly string[],
    at: string,
    reachable: boolean,
    depth: number,
  ): void => {
    if (depth > 64) throw new RangeError(at);
    if (typeof node !== 'object' || node === null) return;
    const name = own(node as JsonObject, KEY);
    if (name !== undefined) {
      // A name that is not a string is reported; its JSON text still marks `5` or `true` as taken.
      const lower = typeof name === 'string' ? name.toLowerCase() : JSON.stringify(name);
      const code =
        !reachable || path.length === 0
          ? 'not-reachable'
          : typeof name !== 'string' || !token.test(name)
            ? 'bad-name'
            : !primitive.includes(own(node as JsonObject, 'type') as string)
              ? 'not-primitive'
              : names.has(lower)
                ? 'duplicate'
                : undefined;
      if (code) issues.push({ code, path: at, params: {} });
      else headers.push({ name: name as string, path });
      names.add(lower);
    }
    for (const [key, value] of Object.entries(node)) {
      const next = pathTo(at, Array.isArray(node) ? +key : key);
      if (key === 'properties' && isObject(value)) {
        for (const [name, child] of Object.entries(value))
          walk(child, [...path, name], pathTo(next, name), reachable, depth + 1);
      } else if (!data.includes(key)) walk(value, path, next, false, depth + 1);
    }
  };
  try {
    walk(inputSchema, [], '$', true, 0);
  } catch (error) {
    const at = (error as Error).message;
    return { headers: [], issues: [{ code: 'too-deep', path: at, params: {} }] };
  }
  return { headers, issues };
}

/**
 * The `Mcp-Param-{Name}` headers of one `tools/call`: each designated argument that is
 * present and not `null` becomes its string form (strings as is, booleans `true`/`false`,
 * safe integers in decimal), encoded by `encodeHeaderValue`. Other values (objects,
 * fractions, unsafe integers) are left out rather than sent malformed.
 */
export function paramHeaders(
  headers: readonly ToolHeader[],
  args: unknown,
): Record<string, string> {
  const out: Record<string, string> = {};
  for (const { name, path } of headers) {
    const value = path.reduce<unknown>(ownProperty, args);
    if (typeof value === 'string' || typeof value === 'boolean' || Number.isSafeInteger(value)) {
      out[`Mcp-Param-${name}`] = encodeHeaderValue(String(value));
    }
  }
  return out;
}
