/**
 * A file field's controls (SEP-2356), loaded only by forms that have a file field
 * (`file.ts` imports this module on demand): a native `<input type="file">` stretched over a
 * drop zone (a click or Enter opens the picker, a dropped file lands on the input itself),
 * filtered by `accept`; the chosen file's name, type and size (and an image's thumbnail)
 * under it.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { FileField } from '@elicit-kit/core';
import type { FieldState } from '../fields/state.js';
import { pickFile } from '../fields/file-pick.js';
import { maxFileSize } from '../fields/file-size.js';
import { displayText, type FieldContext, type FileDraft, type Translate } from '../fields/view.js';
import { fileDraft, remember } from './file-draft.js';
import { fileStyles } from './file.styles.js';
import type { KindControls } from './lazy.js';

/** An image's object URL is let go once the thumbnail shows it. */
function revoke(event: Event): void {
  URL.revokeObjectURL((event.target as HTMLImageElement).src);
}

/** `Accepted: image/*, .pdf. Up to 2 MB.` */
function rulesText(field: FileField, t: Translate): string {
  const size = t('ui.fileUpTo', { bytes: maxFileSize(field) });
  return field.accept
    ? `${t('ui.fileAccepted', { types: field.accept.join(', ') })} ${size}`
    : size;
}

/** What is said of the chosen file: its name, type and size, or that it is being read or must be chosen again. */
function chosenText(draft: FileDraft, t: Translate): string {
  const params = { name: displayText(draft.name), type: draft.type, bytes: draft.size };
  return t(
    draft.problem === 'reading'
      ? 'ui.fileReading'
      : draft.problem === 'again'
        ? 'ui.fileAgain'
        : 'ui.fileChosen',
    params,
  );
}

function render(state: FieldState<FileField>, context: FieldContext): TemplateResult {
  const { field, id } = state;
  const draft = fileDraft(state.draft);
  const { t, disabled } = context;
  return html`<div part="drop" class="drop" @dragenter=${state} @dragleave=${state} @drop=${state}>
      <input
        part="input file-input"
        class="file-input"
        id=${id}
        type="file"
        accept=${field.accept?.join(',') || nothing}
        ?required=${field.required && !draft?.uri}
        ?disabled=${disabled}
        aria-invalid=${state.invalid || nothing}
        aria-describedby=${state.describedBy || nothing}
      /><span
        part="file-button"
        class="file-button"
        aria-hidden="true"
        .textContent=${t('ui.fileChoose')}
      ></span
      ><span class="file-or" aria-hidden="true" .textContent=${t('ui.fileDrop')}></span>
    </div>
    <div part="hint file-status" id=${`${id}-file`} class="file-status">
      <p .textContent=${rulesText(field, t)}></p>
      ${
        draft
          ? html`<div part="file-chosen" class="file-chosen">
              ${
                draft.preview
                  ? html`<img
                      part="file-thumbnail"
                      class="file-thumbnail"
                      alt=""
                      src=${draft.preview}
                      @load=${revoke}
                      @error=${revoke}
                    />`
                  : nothing
              }
              <p><bdi .textContent=${chosenText(draft, t)}></bdi></p>
              <button
                type="button"
                part="file-remove"
                ?disabled=${disabled}
                @click=${state}
              >${t('ui.fileRemove')}</button>
            </div>`
          : nothing
      }
    </div>`;
}

/** A picked or dropped file, or the Remove button: sets the draft (the input's own `input` event and a blur go on as any field's). */
function handleEvent(state: FieldState<FileField>, event: Event): boolean {
  const target = event.target as HTMLInputElement;
  const zone = event.currentTarget as HTMLElement | null;
  if (event.type === 'dragenter' || event.type === 'dragleave' || event.type === 'drop') {
    // The zone's look only; the input under the pointer takes the dropped file itself.
    zone?.toggleAttribute('data-over', event.type === 'dragenter');
    return true;
  }
  if (event.type === 'click') {
    const input = target
      .closest('[data-name]')
      ?.querySelector<HTMLInputElement>('input[type=file]');
    if (input) input.value = '';
    replace(state, undefined);
    input?.focus();
    return true;
  }
  if (target.type !== 'file') return false;
  const file = target.files?.[0];
  if (event.type === 'change' && file) {
    void pickFile(
      state.field,
      file,
      (draft) => replace(state, draft),
      (draft) => state.draft === draft,
    );
  }
  return true;
}

/** Sets a new draft, letting go of the old one's thumbnail if it was never shown. */
function replace(state: FieldState<FileField>, draft: FileDraft | undefined): void {
  const before = fileDraft(state.draft);
  if (before?.preview && before.preview !== draft?.preview) URL.revokeObjectURL(before.preview);
  if (draft) remember(draft);
  state.set(draft);
}

export const fileControls: KindControls<FileField> = { render, handleEvent, styles: fileStyles };
