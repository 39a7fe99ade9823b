/**
 * Content issues: what `validateContent` reports, one value per problem (text: `formatIssue`).
 */
import type { Issue, IssueParams } from '../../issue.js';

/** Codes of content issues; browser validity names where one fits. */
export type ContentIssueCode =
  | 'valueMissing'
  | 'tooShort'
  | 'tooLong'
  | 'rangeUnderflow'
  | 'rangeOverflow'
  | 'stepMismatch'
  | 'patternMismatch'
  | 'typeMismatch'
  | 'badInput'
  | 'notAnOption'
  | 'tooFewItems'
  | 'tooManyItems'
  | 'unknownField'
  | 'fileTooLarge'
  | 'fileTypeNotAccepted'
  | 'fileUnreadable';

/** A problem with one value of the content. */
export interface ContentIssue extends Issue<ContentIssueCode> {
  /** The property name the issue belongs to (`''` for content that is no object). */
  readonly field: string;
  /**
   * What the text needs (`{ min: 3 }`; `format` for a `typeMismatch` of a format;
   * `duplicate: 1` for an option chosen twice). Text: `formatIssue` of `@elicit-kit/core/messages`.
   */
  readonly params: IssueParams;
}
