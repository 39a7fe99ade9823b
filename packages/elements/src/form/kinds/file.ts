/**
 * File fields (SEP-2356). The wire value is the file's `data:` URI; the review and the
 * receipt show its name and size, and drafts keep only those (`saved`/`restored`): the file
 * must be picked again. The controls (the picker, the drop zone, reading the file, their
 * styles) are `file-controls.ts`, loaded only when a form has a file field.
 */
import { html, type TemplateResult } from 'lit';
import { readDataUri, type FileField } from '@elicit-kit/core';
import type { FieldState } from '../fields/state.js';
import { maxFileSize } from '../fields/file-size.js';
import { displayText, type FieldContext } from '../fields/view.js';
import { fileDraft, nameOfUri } from './file-draft.js';
import type { FieldKindView } from './kind.js';
import { withLazyControls } from './lazy.js';

/** The control's place while the controls load: says so (or that they could not load), as a status. */
function placeholder(
  state: FieldState<FileField>,
  { t }: FieldContext,
  failed: boolean,
): TemplateResult {
  return html`<p
    part="hint file-status"
    id=${state.id}
    class="file-status"
    role="status"
    .textContent=${t(failed ? 'ui.fileLoadFailed' : 'ui.fileLoading')}
  ></p>`;
}

export const fileView: FieldKindView<FileField> = withLazyControls(
  {
    layout: () => 'input',
    // A file has no default, and a value from elsewhere is bytes with no name: nothing to show as picked.
    toDraft: () => undefined,
    toValue: (_field, draft) => fileDraft(draft)?.uri,
    // While a file is read the form cannot send (never without the file), and shows no error for it.
    pending: (draft) => fileDraft(draft)?.problem === 'reading',
    draftIssue(field, draft) {
      const problem = fileDraft(draft)?.problem;
      const params: { [key: string]: number | string } = {};
      if (problem === 'tooLarge')
        return {
          code: 'fileTooLarge',
          params: Object.assign(params, { max: maxFileSize(field), size: fileDraft(draft)!.size }),
        };
      if (problem === 'notAccepted')
        return {
          code: 'fileTypeNotAccepted',
          params: Object.assign(params, { accept: field.accept?.join(', ') ?? '' }),
        };
      return problem === 'unreadable' ? { code: 'fileUnreadable', params } : undefined;
    },
    // Drafts keep a file's name, type and size, never its bytes.
    saved(draft) {
      const file = fileDraft(draft);
      return file && file.problem !== 'reading'
        ? [file.name, file.type, String(file.size)]
        : undefined;
    },
    restored(_field, saved) {
      if (!Array.isArray(saved) || saved.length !== 3) return undefined;
      const [name, type, size] = saved as readonly string[];
      return { name: name!, type: type!, size: Number(size) || 0, problem: 'again' };
    },
    review(_field, value, t) {
      const text = String(value);
      const file = readDataUri(text);
      return t('ui.fileSent', {
        name: displayText(nameOfUri(text) ?? file?.mediaType ?? ''),
        bytes: file?.size ?? 0,
      });
    },
  },
  () => import('./file-controls.js').then((module) => module.fileControls),
  placeholder,
);
