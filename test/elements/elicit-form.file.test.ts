// The file field (SEP-2356) through the suites every kind passes: a picked file read to its
// exact data: URI, refusals before reading (size, type) in English and Hindi, a11y in
// Chromium's own tree, a hostile file name, the review and the receipt (name and size, never
// the bytes), drafts (no bytes kept, "choose it again"), and the kit-wide cap.
// A file is put on the native input as a person's pick or drop does (its `files`, then
// `change`); the real file chooser is driven in test/e2e/files.
import { expect } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import { addMessages } from '@elicit-kit/core/messages';
import { hi } from '@elicit-kit/elements/messages/hi';
import { setMaxFileSize, DEFAULT_MAX_FILE_SIZE } from '@elicit-kit/elements';
import {
  $,
  click,
  collect,
  fieldOf,
  part,
  renderForm,
  reviewAndSend,
  settle,
  type ElicitForm,
} from './helpers/form-helpers.js';
import { axTree } from './helpers/ax-helpers.js';

addMessages('hi', hi);

const ask = (extra: Record<string, unknown> = {}, required = true) => ({
  message: 'Send a photo of the damage',
  requestedSchema: {
    type: 'object',
    properties: {
      photo: {
        type: 'string',
        format: 'uri',
        title: 'Photo',
        'x-mcp-file': { accept: ['image/*', '.pdf'], maxSize: 1024, ...extra },
      },
    },
    ...(required ? { required: ['photo'] } : {}),
  },
});

// A 1×1 transparent PNG.
const PNG = Uint8Array.from(
  atob(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  ),
  (c) => c.charCodeAt(0),
);
const base64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes));

/** Puts `file` on the field's input as a pick does, and waits until it is read or refused. */
async function pick(el: ElicitForm, file: File): Promise<void> {
  const input = $(el, 'input[type=file]') as HTMLInputElement;
  const list = new DataTransfer();
  list.items.add(file);
  input.files = list.files;
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  input.dispatchEvent(new Event('change', { bubbles: true }));
  await settle(el);
  for (let i = 0; i < 100 && /Reading|पढ़ी जा रही/.test(el.shadowRoot!.textContent!); i++)
    await new Promise((resolve) => setTimeout(resolve, 10));
  await settle(el);
}

const errorOf = (el: ElicitForm) =>
  fieldOf(el, 'photo').querySelector('[part~="error"]')?.textContent ?? '';

describe('<elicit-form> file fields', () => {
  afterEach(() => {
    sessionStorage.clear();
    setMaxFileSize(DEFAULT_MAX_FILE_SIZE);
  });

  it('should send the picked file as its exact data: URI with no name parameter', async () => {
    const el = await renderForm(ask());
    await pick(el, new File([PNG], 'dent.png', { type: 'image/png' }));
    const [sent] = await reviewAndSend(el);
    expect(sent!.action).to.equal('accept');
    expect(sent!.content).to.deep.equal({ photo: `data:image/png;base64,${base64(PNG)}` });
  });

  it('should show the chosen file name, type and size and an image thumbnail, linked to the input', async () => {
    const el = await renderForm(ask());
    await pick(el, new File([PNG], 'dent.png', { type: 'image/png' }));
    const status = part(el, 'file-status');
    expect(status.textContent).to.contain(`Chosen: dent.png (image/png, ${PNG.length} bytes)`);
    expect(part(el, 'file-thumbnail').getAttribute('src')).to.match(/^blob:/);
    const input = $(el, 'input[type=file]');
    expect(input.getAttribute('aria-describedby')!.split(' ')).to.include(status.id);
    expect(input.getAttribute('accept')).to.equal('image/*,.pdf');
    await expect(el).to.be.accessible();
  });

  it('should give the input its label, required state and accepted types in Chromium tree', async () => {
    const el = await renderForm(ask());
    const nodes = await axTree();
    const node = nodes.find(
      (candidate) => candidate.name.startsWith('Photo') && candidate.description,
    );
    expect(node, JSON.stringify(nodes)).to.exist;
    expect(node!.description).to.contain('Accepted: image/*, .pdf.');
    expect(node!.description).to.contain('Up to 1 kB.');
    await expect(el).to.be.accessible();
  });

  it('should refuse a file over maxSize before reading it, saying the limit', async () => {
    const el = await renderForm(ask({ maxSize: 64 }));
    const seen = collect(el);
    await pick(el, new File([new Uint8Array(65)], 'big.png', { type: 'image/png' }));
    await click(part(el, 'accept'));
    await settle(el);
    expect(seen).to.deep.equal([]);
    expect(errorOf(el)).to.equal('Choose a file of at most 64 bytes.');
    const input = $(el, 'input[type=file]');
    expect(input.getAttribute('aria-invalid')).to.equal('true');
    expect(input.getAttribute('aria-describedby')).to.contain(
      fieldOf(el, 'photo').querySelector('[part~="error"]')!.id,
    );
    await expect(el).to.be.accessible();
  });

  it('should refuse a file of a type not accepted, saying what is', async () => {
    const el = await renderForm(ask());
    await pick(el, new File(['hello'], 'notes.txt', { type: 'text/plain' }));
    await click(part(el, 'accept'));
    await settle(el);
    expect(errorOf(el)).to.equal('Choose a file of an accepted type: image/*, .pdf.');
  });

  it('should accept a PDF by its extension when the browser gives no type', async () => {
    const el = await renderForm(ask());
    await pick(el, new File(['%PDF-1.4'], 'claim.pdf'));
    const [sent] = await reviewAndSend(el);
    expect(sent!.content).to.deep.equal({
      photo: `data:application/pdf;base64,${btoa('%PDF-1.4')}`,
    });
  });

  it('should say the refusals in Hindi, with the limit formatted', async () => {
    const el = await renderForm(ask({ maxSize: 2 * 1024 * 1024 }), { locale: 'hi' });
    setMaxFileSize(DEFAULT_MAX_FILE_SIZE);
    await pick(
      el,
      new File([new Uint8Array(2 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }),
    );
    await click(part(el, 'accept'));
    await settle(el);
    expect(errorOf(el)).to.equal('ज़्यादा से ज़्यादा 2 MB की फ़ाइल चुनें।');
    expect(part(el, 'file-button').textContent).to.equal('फ़ाइल चुनें');
    await pick(el, new File(['x'], 'a.txt', { type: 'text/plain' }));
    expect(errorOf(el)).to.equal('स्वीकार किए गए प्रकार की फ़ाइल चुनें: image/*, .pdf।');
  });

  it('should cap every file at the kit-wide limit a host sets, under a larger maxSize', async () => {
    setMaxFileSize(10);
    const el = await renderForm(ask());
    expect(part(el, 'file-status').textContent).to.contain('Up to 10 bytes.');
    await pick(el, new File([new Uint8Array(11)], 'a.png', { type: 'image/png' }));
    await click(part(el, 'accept'));
    await settle(el);
    expect(errorOf(el)).to.equal('Choose a file of at most 10 bytes.');
  });

  it('should show a hostile file name as text in the field, the review and the receipt, never the bytes', async () => {
    const el = await renderForm(ask());
    el.receipt = true;
    const name = '<img src=x onerror=alert(1)>\u202Egnp.exe';
    await pick(el, new File([PNG], name, { type: 'image/png' }));
    expect(el.shadowRoot!.querySelector('img:not([part~="file-thumbnail"])')).to.equal(null);
    await click(part(el, 'accept'));
    await settle(el);
    const review = part(el, 'review').textContent!;
    expect(review).to.contain('<img src=x onerror=alert(1)>');
    expect(review).to.contain(`(${PNG.length} bytes)`);
    expect(review).to.not.contain('base64');
    await click(part(el, 'accept'));
    await settle(el);
    const receipt = part(el, 'receipt').textContent!;
    expect(receipt).to.contain(`Photo: <img src=x onerror=alert(1)>`);
    expect(receipt).to.not.contain('data:');
  });

  it('should keep only the name, type and size in a draft and ask for the file again', async () => {
    const first = await renderForm(ask());
    first.persistKey = 'files';
    first.request = { ...ask() };
    await first.updateComplete;
    await pick(first, new File([PNG], 'dent.png', { type: 'image/png' }));
    const saved = sessionStorage.getItem('elicit-kit:files')!;
    expect(saved).to.not.contain(base64(PNG).slice(0, 12));
    expect(saved).to.contain('dent.png');
    const again = await renderForm(ask());
    again.persistKey = 'files';
    again.request = { ...ask() };
    await settle(again);
    expect(part(again, 'file-status').textContent).to.contain(
      'dent.png (68 bytes) was chosen before. Choose it again',
    );
    expect(again.content).to.deep.equal({});
    expect(again.checkValidity()).to.equal(false);
  });

  it('should remove a chosen file with its Remove button and keyboard', async () => {
    const el = await renderForm(ask({}, false));
    await pick(el, new File([PNG], 'dent.png', { type: 'image/png' }));
    part(el, 'file-remove').focus();
    await sendKeys({ press: 'Enter' });
    await settle(el);
    expect(el.content).to.deep.equal({});
    expect(el.shadowRoot!.querySelector('[part~="file-chosen"]')).to.equal(null);
    expect(el.shadowRoot!.activeElement?.getAttribute('type')).to.equal('file');
  });

  it('should mark the drop zone while a file is dragged over it and unmark it on leave and drop', async () => {
    const el = await renderForm(ask());
    const zone = part(el, 'drop');
    const input = $(el, 'input[type=file]');
    input.dispatchEvent(new DragEvent('dragenter', { bubbles: true, composed: true }));
    expect(zone.hasAttribute('data-over')).to.equal(true);
    input.dispatchEvent(new DragEvent('dragleave', { bubbles: true, composed: true }));
    expect(zone.hasAttribute('data-over')).to.equal(false);
    input.dispatchEvent(new DragEvent('dragenter', { bubbles: true, composed: true }));
    input.dispatchEvent(new DragEvent('drop', { bubbles: true, composed: true }));
    expect(zone.hasAttribute('data-over')).to.equal(false);
  });

  it('should not send while a picked file is still being read', async () => {
    const el = await renderForm(ask({}, false));
    const input = $(el, 'input[type=file]') as HTMLInputElement;
    const list = new DataTransfer();
    list.items.add(new File([PNG], 'dent.png', { type: 'image/png' }));
    input.files = list.files;
    input.dispatchEvent(new Event('change', { bubbles: true }));
    // The read has started, not finished: the draft says "Reading".
    expect(el.checkValidity()).to.equal(false);
    expect(el.content).to.deep.equal({});
    await pick(el, new File([PNG], 'dent.png', { type: 'image/png' }));
    expect(el.checkValidity()).to.equal(true);
  });
});
