import { expect } from '@open-wc/testing';
import { renderForm } from './helpers/form-helpers.js';

/** The side-by-side bench's six kinds (scripts/bench/schemas.ts), cycled: the form the nodes-per-field figure is quoted for. */
const KINDS: readonly { readonly [key: string]: unknown }[] = [
  { type: 'string', title: 'Name', minLength: 1, maxLength: 80 },
  { type: 'string', title: 'Email', format: 'email' },
  { type: 'integer', title: 'Seats', minimum: 1, maximum: 20 },
  { type: 'boolean', title: 'Subscribe' },
  { type: 'string', title: 'Size', enum: ['small', 'medium', 'large'] },
  { type: 'string', title: 'Start', format: 'date' },
];

function mixedForm(count: number) {
  const properties: { [name: string]: unknown } = {};
  const required: string[] = [];
  for (let i = 0; i < count; i++) {
    properties[`f${i}`] = {
      ...KINDS[i % KINDS.length],
      title: `${String(KINDS[i % KINDS.length]!.title)} ${i + 1}`,
    };
    if (i % 2 === 0) required.push(`f${i}`);
  }
  return {
    message: 'Many fields',
    requestedSchema: { type: 'object', title: 'Mixed', properties, required },
  };
}

/** Every node below `root` (elements, text, comments), descending into shadow roots. */
function countNodes(root: Node): { all: number; elements: number; text: number; comments: number } {
  const counts = { all: 0, elements: 0, text: 0, comments: 0 };
  const walk = (node: Node): void => {
    counts.all++;
    if (node.nodeType === Node.ELEMENT_NODE) counts.elements++;
    else if (node.nodeType === Node.TEXT_NODE) counts.text++;
    else if (node.nodeType === Node.COMMENT_NODE) counts.comments++;
    if (node instanceof Element && node.shadowRoot) walk(node.shadowRoot);
    for (let child = node.firstChild; child; child = child.nextSibling) walk(child);
  };
  walk(root);
  counts.all--; // the root itself
  return counts;
}

/**
 * How often `selector`'s elements are inserted while `work` runs, themselves or at the top of
 * an inserted fragment (nodes moved inside an inserted subtree are not counted).
 */
async function insertionsOf(selector: string, work: () => Promise<unknown>): Promise<number> {
  const insert = Node.prototype.insertBefore;
  let count = 0;
  Node.prototype.insertBefore = function <T extends Node>(
    this: Node,
    node: T,
    child: Node | null,
  ): T {
    const top = node instanceof DocumentFragment ? [...node.childNodes] : [node];
    count += top.filter((each) => each instanceof Element && each.matches(selector)).length;
    return insert.call(this, node, child) as T;
  };
  try {
    await work();
  } finally {
    Node.prototype.insertBefore = insert;
  }
  return count;
}

describe('elicit-form', () => {
  describe('lean markup', () => {
    it('should render the 100-field mixed form in at most 17.9 nodes per field (text, comments and elements, shadow roots included)', async () => {
      const el = await renderForm(mixedForm(100));
      const counts = countNodes(el);
      // 38.4 before the per-field states and lean markup; 17.1 while fields were chained, which
      // saved a marker a field but made inserting them quadratic (issue 20's figure is the bench's).
      expect(counts.all / 100, JSON.stringify(counts)).to.be.at.most(17.9);
      expect(el.shadowRoot!.querySelectorAll('[part~="field"]')).to.have.length(100);
    });

    it('should insert each field once, not again with every field after it (lit builds a chain of templates inside out)', async () => {
      const inserted = await insertionsOf('[part~="field"]', () => renderForm(mixedForm(100)));
      expect(inserted).to.equal(100);
    });

    it('should listen on the fields container, not on each control, while rendering a 100-field form', async () => {
      const listen = EventTarget.prototype.addEventListener;
      const types: string[] = [];
      EventTarget.prototype.addEventListener = function (
        this: EventTarget,
        type: string,
        ...rest: [EventListenerOrEventListenerObject | null, (boolean | AddEventListenerOptions)?]
      ) {
        // Nodes only: the theme's one shared `change` listener on the page's MediaQueryList is no control's.
        if (this instanceof Node) types.push(type);
        return listen.call(this, type, ...rest);
      };
      try {
        await renderForm(mixedForm(100));
      } finally {
        EventTarget.prototype.addEventListener = listen;
      }
      // One per control before (382 here); the card's own (keydown, submit, …) stay.
      expect(types.filter((type) => ['input', 'change', 'blur'].includes(type))).to.deep.equal([
        'input',
        'change',
        'blur',
      ]);
    });

    it('should insert the options of a 30-option select or multiselect in runs of eight, each at most eight times', async () => {
      const labels = Array.from({ length: 30 }, (_, i) => `Option ${i + 1}`);
      const schema = (property: unknown) => ({
        message: 'Options',
        requestedSchema: { type: 'object', properties: { pick: property } },
      });
      const boxes = await insertionsOf('[part~="option"]', () =>
        renderForm(schema({ type: 'array', items: { enum: labels } })),
      );
      const options = await insertionsOf('option', () =>
        renderForm(schema({ type: 'string', enum: labels })),
      );
      // In a run of n the first option is inserted n times, the last once: n(n + 1)/2 in all. 30 boxes
      // are runs of 8, 8, 8, 6 (3 × 36 + 21); the select's 31 options ("Not set" first) 8, 8, 8, 7.
      // One chain would insert them 465 and 496 times.
      expect([boxes, options]).to.deep.equal([129, 136]);
    });

    it('should create a note only for a field that has one, and an error only while it shows', async () => {
      const el = await renderForm(mixedForm(6));
      const root = el.shadowRoot!;
      expect([...root.querySelectorAll('[part~="hint"]')].map((hint) => hint.id)).to.deep.equal([
        'f2-rules',
      ]);
      expect(root.querySelectorAll('[part~="error"]')).to.have.length(0);
      const name = root.querySelector<HTMLInputElement>('#f0')!;
      name.focus();
      name.blur();
      await el.updateComplete;
      expect([...root.querySelectorAll('[part~="error"]')].map((error) => error.id)).to.deep.equal([
        'f0-error',
      ]);
      expect(name.getAttribute('aria-describedby')).to.equal('f0-error');
      name.value = 'Ada';
      name.dispatchEvent(new Event('input'));
      await el.updateComplete;
      expect(root.querySelectorAll('[part~="error"]')).to.have.length(0);
      expect(name.hasAttribute('aria-describedby')).to.equal(false);
      expect(root.querySelector('#f0'), 'the same input, kept').to.equal(name);
    });

    it('should keep options in schema order with their ids, "Not set" last, and no value attribute (the id tells the box)', async () => {
      const el = await renderForm(mixedForm(6));
      const radios = [
        ...el.shadowRoot!.querySelectorAll<HTMLInputElement>('[data-name="f3"] input'),
      ];
      expect(
        radios.map((radio) => [
          radio.id,
          radio.getAttribute('value'),
          radio.parentElement!.textContent,
        ]),
      ).to.deep.equal([
        ['f3', null, 'Yes'],
        ['f3-1', null, 'No'],
        ['f3-2', null, 'Not set'],
      ]);
    });
  });
});
