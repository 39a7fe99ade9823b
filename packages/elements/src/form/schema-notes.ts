/**
 * What a form shows about its schema: the discreet notes on tolerated deviations (part
 * `notes`) and, for a schema it cannot render, the reasons (part `issues`), in the form's locale.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { SchemaIssue } from '@elicit-kit/core';
import { issueText } from '../messages/text.js';
import { displayText, type Translate } from './fields/view.js';

/** One issue per list item, its text in `locale` and its server text made safe. */
const items = (issues: readonly SchemaIssue[], locale: string) =>
  issues.map((issue) => html`<li><bdi>${displayText(issueText(issue, locale))}</bdi></li>`);

/** The tolerated deviations (`ignored` issues), folded away; nothing when there are none. */
export function renderNotes(
  issues: readonly SchemaIssue[],
  locale: string,
  t: Translate,
): TemplateResult | typeof nothing {
  const ignored = issues.filter((issue) => issue.severity === 'ignored');
  if (!ignored.length) return nothing;
  return html`<details part="notes">
    <summary>${t('ui.ignoredIssues', { count: ignored.length })}</summary>
    <ul>${items(ignored, locale)}</ul>
  </details>`;
}

/** Why a schema cannot be rendered: its `error` issues; nothing when there are none. */
export function renderErrors(
  issues: readonly SchemaIssue[],
  locale: string,
): TemplateResult | typeof nothing {
  const errors = issues.filter((issue) => issue.severity === 'error');
  return errors.length ? html`<ul part="issues">${items(errors, locale)}</ul>` : nothing;
}
