// The file kind's controls load on demand (form/kinds/file.ts): a form without a file field
// never downloads them. This file runs in a page of its own, so its first form with a file
// field is the page's first and renders before the controls can have arrived (a module
// fetch takes a task; a lit update runs in a microtask).
import { expect } from '@open-wc/testing';
import type { ReactiveController } from 'lit';
import { ElicitForm } from './helpers/form-helpers.js';

const ask = {
  message: 'Send the signed contract',
  requestedSchema: {
    type: 'object',
    properties: {
      note: { type: 'string', title: 'Note' },
      contract: {
        type: 'string',
        format: 'uri',
        title: 'Contract',
        'x-mcp-file': { accept: ['.pdf'] },
      },
    },
    required: ['contract'],
  },
};

/** What the form showed and answered at its first render. */
interface FirstRender {
  status: string | undefined;
  role: string | null | undefined;
  fileInputs: number;
  canSend: boolean;
  submitted: boolean;
}

describe('<elicit-form> file controls loaded on demand', () => {
  it('should say the file picker is coming and refuse to send, without errors, until it is there', async () => {
    const form = new ElicitForm();
    form.request = ask;
    let first: FirstRender | undefined;
    const watcher: ReactiveController = {
      hostUpdated() {
        if (first) return;
        const root = form.shadowRoot!;
        const status = root.querySelector('[data-name="contract"] [part~="file-status"]');
        const canSend = form.checkValidity();
        const submitted = form.reportValidity();
        first = {
          status: status?.textContent ?? undefined,
          role: status?.getAttribute('role'),
          fileInputs: root.querySelectorAll('input[type=file]').length,
          canSend,
          submitted,
        };
      },
    };
    form.addController(watcher);
    document.body.append(form);
    try {
      await form.updateComplete;
      expect(first).to.deep.include({
        status: 'Getting the file picker ready…',
        role: 'status',
        fileInputs: 0,
        canSend: false,
        submitted: false,
      });
      // The refused submit while loading showed nothing to correct.
      const root = form.shadowRoot!;
      expect(root.querySelectorAll('[part~="error"]').length, 'errors').to.equal(0);
      expect(root.querySelectorAll('input[type=file]').length, 'the picker arrived').to.equal(1);
      expect(
        root.querySelector('[role="status"][part~="file-status"]') === null,
        'placeholder gone',
      ).to.be.true;
      // The controls' styles came with them.
      const zone = root.querySelector<HTMLElement>('[part~="drop"]')!;
      expect(getComputedStyle(zone).borderStyle, 'the drop zone styled').to.equal('dashed');
      expect(form.checkValidity(), 'still needs the file').to.equal(false);
      await expect(form).to.be.accessible();
    } finally {
      form.remove();
    }
  });
});
