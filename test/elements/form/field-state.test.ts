import { expect } from '@open-wc/testing';
import type { ReactiveController } from 'lit';
import {
  FormController,
  type FormHost,
} from '../../../packages/elements/src/form/form-controller.js';
import type { FieldState } from '../../../packages/elements/src/form/fields/state.js';

/** A lit host stand-in that counts update requests. */
class Host implements FormHost {
  readonly numberLocale = 'en';
  readonly timeZone = undefined;
  readonly renderRoot = document.createElement('div');
  readonly updateComplete = Promise.resolve(true);
  updates = 0;
  addController(_controller: ReactiveController): void {}
  removeController(_controller: ReactiveController): void {}
  requestUpdate(): void {
    this.updates++;
  }
}

function controllerFor(properties: Record<string, unknown>, required: string[] = []) {
  const host = new Host();
  let changes = 0;
  const controller = new FormController(host, () => changes++);
  controller.load({ type: 'object', properties, required });
  return { host, controller, changes: () => changes };
}

const stateOf = (controller: FormController, name: string): FieldState =>
  controller.fields.find((state) => state.field.name === name)!;

/** An event whose target (and current target) is `target`. */
function eventFrom<E extends Event>(event: E, target: EventTarget): E {
  Object.defineProperty(event, 'target', { value: target });
  Object.defineProperty(event, 'currentTarget', { value: target });
  return event;
}

/** An input of `type` holding `value` (ticked when `checked`). */
function input(value: string, checked = false, type = 'text'): HTMLInputElement {
  const element = document.createElement('input');
  element.type = type;
  element.value = value;
  element.checked = checked;
  return element;
}

/** Box `index` of a group (`f0`, `f0-1`, …: the box's id tells the field which it is), ticked when `checked`. */
function box(
  state: { readonly id: string },
  index: number,
  checked = true,
  type = 'radio',
): HTMLInputElement {
  const element = input('on', checked, type);
  element.id = index === 0 ? state.id : `${state.id}-${index}`;
  return element;
}
const search = (value: string) => input(value, false, 'search');

/** A chip's button for the chosen option at `index`. */
function chip(index: number): HTMLButtonElement {
  const button = document.createElement('button');
  button.value = String(index);
  return button;
}

describe('FormController field states', () => {
  it('should build one state per field once per compiled form, and keep it while the person edits', () => {
    const { controller } = controllerFor({ a: { type: 'string' }, b: { type: 'boolean' } });
    const [a, b] = controller.fields;
    const list = a!.list;
    a!.handleEvent(eventFrom(new Event('input'), input('x')));
    controller.judge();
    controller.report();
    controller.judge();
    expect(controller.fields[0]).to.equal(a);
    expect(controller.fields[1]).to.equal(b);
    expect(a!.list).to.equal(list);
    expect(a!.draft, 'the state keeps the draft').to.equal('x');
    controller.load({ type: 'object', properties: { a: { type: 'string' } } });
    expect(controller.fields[0], 'a new schema: new states').not.to.equal(a);
    expect(controller.fields[0]!.draft).to.equal(undefined);
  });

  it('should report a change only when the draft differs', () => {
    const { controller, changes } = controllerFor({ a: { type: 'string' } });
    const a = stateOf(controller, 'a');
    a.handleEvent(eventFrom(new Event('input'), input('2026-01-02')));
    a.handleEvent(eventFrom(new Event('change'), input('2026-01-02')));
    expect(changes()).to.equal(1);
    expect(controller.content()).to.deep.equal({ a: '2026-01-02' });
  });

  it('should show errors after a visit, and not re-render when focus left for a button', () => {
    const { host, controller } = controllerFor(
      { a: { type: 'string', minLength: 3 }, b: { type: 'string', minLength: 3 } },
      ['a', 'b'],
    );
    controller.judge();
    expect(controller.fields.map((state) => state.invalid)).to.deep.equal([false, false]);
    expect(controller.invalidFields).to.equal(2);
    const before = host.updates;
    stateOf(controller, 'a').handleEvent(
      new FocusEvent('blur', { relatedTarget: document.createElement('button') }),
    );
    expect(host.updates, 'no render before the click lands').to.equal(before);
    stateOf(controller, 'b').handleEvent(new FocusEvent('blur'));
    expect(host.updates).to.equal(before + 1);
    controller.judge();
    expect(controller.fields.map((state) => state.invalid)).to.deep.equal([true, true]);
    expect(stateOf(controller, 'a').describedIds).to.equal('f0-error');
  });

  it('should pick a radio by its index, past the last one unsetting', () => {
    const { controller } = controllerFor({
      s: { type: 'string', enum: ['x', 'y'] },
      yes: { type: 'boolean' },
    });
    const s = stateOf(controller, 's');
    s.handleEvent(eventFrom(new Event('change'), box(s, 1)));
    expect(s.draft).to.equal('y');
    s.handleEvent(eventFrom(new Event('change'), box(s, 2)));
    expect(s.draft).to.equal(undefined);
    const yes = stateOf(controller, 'yes');
    yes.handleEvent(eventFrom(new Event('change'), box(s, 1)));
    expect(controller.content()).to.deep.equal({ yes: false });
  });

  it('should toggle a multiselect option by index, keeping the schema order', () => {
    const items = { type: 'string', enum: ['a', 'b', 'c'] };
    const { controller } = controllerFor({ m: { type: 'array', items } });
    const m = stateOf(controller, 'm');
    m.handleEvent(eventFrom(new Event('change'), box(m, 2, true, 'checkbox')));
    m.handleEvent(eventFrom(new Event('change'), box(m, 0, true, 'checkbox')));
    expect(m.draft).to.deep.equal(['a', 'c']);
    m.handleEvent(eventFrom(new Event('change'), box(m, 2, false, 'checkbox')));
    expect(m.draft).to.deep.equal(['a']);
  });

  it('should give only a long list its list state', () => {
    const many = Array.from({ length: 40 }, (_, i) => `o${i}`);
    const { controller } = controllerFor({
      long: { type: 'string', enum: many },
      short: { type: 'string', enum: ['a'] },
    });
    expect(stateOf(controller, 'long').list).to.not.equal(undefined);
    expect(stateOf(controller, 'short').list).to.equal(undefined);
  });
});

describe('LongListState', () => {
  const many = Array.from({ length: 300 }, (_, i) => `option ${i}`);

  it('should filter the window as the person types, and re-render', async () => {
    const { controller, host } = controllerFor({ pick: { type: 'string', enum: many } });
    const list = stateOf(controller, 'pick').list!;
    const first = list.prepare().window;
    expect(first.shown).to.have.length(200);
    expect(first.total).to.equal(300);
    list.handleEvent(eventFrom(new Event('input'), search('option 29')));
    expect(host.updates).to.equal(1);
    expect(list.filter).to.equal('option 29');
    const narrowed = list.prepare().window;
    expect(narrowed.shown.map((option) => option.value)).to.deep.equal([
      'option 29',
      ...Array.from({ length: 10 }, (_, i) => `option 29${i}`),
    ]);
  });

  it('should clear the filter on Escape first, and let an empty one pass', () => {
    const { controller } = controllerFor({ pick: { type: 'string', enum: many } });
    const list = stateOf(controller, 'pick').list!;
    list.filter = 'x';
    const clearing = new KeyboardEvent('keydown', { key: 'Escape', cancelable: true });
    list.handleEvent(eventFrom(clearing, search('x')));
    expect(list.filter).to.equal('');
    expect(clearing.defaultPrevented).to.equal(true);
    const passing = new KeyboardEvent('keydown', { key: 'Escape', cancelable: true });
    list.handleEvent(eventFrom(passing, search('')));
    expect(passing.defaultPrevented, 'an empty filter: Escape cancels the ask').to.equal(false);
  });

  it('should keep a single choice outside the window first in the list', () => {
    const { controller } = controllerFor({ pick: { type: 'string', enum: many } });
    const state = stateOf(controller, 'pick');
    controller.set('pick', 'option 250');
    state.list!.prepare();
    expect(state.list!.listed[0]!.value).to.equal('option 250');
    expect(state.list!.listed).to.have.length(201);
  });

  it('should move the tab stop of a multiselect to the focused option and remove a chip with its neighbour focused next', () => {
    const { controller } = controllerFor({
      tags: { type: 'array', items: { type: 'string', enum: many } },
    });
    const state = stateOf(controller, 'tags');
    const list = state.list!;
    controller.set('tags', ['option 1', 'option 2', 'option 3']);
    expect(list.prepare().roving, 'the first option until one is focused').to.equal('option 0');
    list.handleEvent(eventFrom(new Event('focus'), input('5', false, 'checkbox')));
    expect(list.prepare().roving).to.equal('option 5');
    list.handleEvent(eventFrom(new Event('click'), chip(2)));
    expect(state.draft).to.deep.equal(['option 1', 'option 2']);
    list.prepare();
    list.handleEvent(eventFrom(new Event('click'), chip(0)));
    expect(state.draft).to.deep.equal(['option 2']);
  });
});
