/**
 * The one shape every finding the core returns shares: schema, content, URL, result,
 * tool-header issues and sensitive fields all extend `Issue`, so one reader (a list, a
 * log, `formatIssue`) handles any of them.
 */

/** What a finding's text needs besides where it points (`{ min: 3 }`, `{ keyword }`); `{}` when nothing. */
export type IssueParams = { readonly [key: string]: string | number };

/**
 * How much a finding weighs, where the core grades it (schema issues). `error`: cannot be
 * rendered faithfully. `ignored`: tolerated and dropped, worth a note to the person. `info`:
 * read another way with nothing lost; no note.
 */
export type IssueSeverity = 'error' | 'ignored' | 'info';

/**
 * A finding: a stable code, its parameters, and where it points. Each fact is stored
 * once: the place is `path` or `field`, never repeated in `params`; text is never stored
 * (it comes from `formatIssue` of `@elicit-kit/core/messages`, which also reads `path`).
 */
export interface Issue<Code extends string = string> {
  /** Stable machine-readable code. */
  readonly code: Code;
  /** What the text needs; `{}` when nothing. */
  readonly params: IssueParams;
  /** JSON path from the root of what was read (a schema, a result): `$.properties.age.minimum`. */
  readonly path?: string;
  /** The property name of the field the finding is about. */
  readonly field?: string;
  /** Present where the core grades its findings (see `IssueSeverity`). */
  readonly severity?: IssueSeverity;
}
