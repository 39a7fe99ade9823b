import { expect } from '@open-wc/testing';
import type { ReactiveController } from 'lit';
import { FormController, type FormHost } from '../../../packages/elements/src/form/form-controller.js';
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

const stateOf = (controller: FormController, name: string): FieldState => controller.fields.find((state) => state.field.name === name)!;

/** An event whose target (and current target) is `target`. */
function eventFrom<E extends Event>(event: E, target: EventTarget): E {
  Object.defineProperty(event, 'target', { value: target });
  Object.defineProperty(event, 'currentTarget', { value: target });
  return event;
}

/** An input holding `value` (ticked when `checked`). */
function input(value: string, checked = false): HTMLInputElement {
  const element = document.createElement('input');
  element.value = value;
  element.checked = checked;
  return element;
}

/** A chip's button for the chosen option at `index`. */
function chip(index: number): HTMLButtonElement {
  const button = document.createElement('button');
  button.value = String(index);
  return button;
}

describe('FormController field states', () => {
  it('should build one state per field once per compiled form, handlers and all', () => {
    const { controller } = controllerFor({ a: { type: 'string' }, b: { type: 'boolean' } });
    const [a, b] = controller.fields;
    const handlers = [a!.set, a!.setText, a!.touch, b!.pick];
    a!.setText(eventFrom(new Event('input'), input('x')));
    controller.judge();
    controller.report();
    controller.judge();
    expect(controller.fields[0]).to.equal(a);
    expect(controller.fields[1]).to.equal(b);
    expect([a!.set, a!.setText, a!.touch, b!.pick]).to.deep.equal(handlers);
    controller.load({ type: 'object', properties: { a: { type: 'string' } } });
    expect(controller.fields[0], 'a new schema: new states').not.to.equal(a);
    expect(controller.fields[0]!.draft).to.equal(undefined);
  });

  it('should report a change only when the draft differs', () => {
    const { controller, changes } = controllerFor({ a: { type: 'string' } });
    const a = stateOf(controller, 'a');
    a.setText(eventFrom(new Event('input'), input('2026-01-02')));
    a.setText(eventFrom(new Event('change'), input('2026-01-02')));
    expect(changes()).to.equal(1);
    expect(controller.content()).to.deep.equal({ a: '2026-01-02' });
  });

  it('should show errors after a visit, and not re-render when focus left for a button', () => {
    const { host, controller } = controllerFor({ a: { type: 'string', minLength: 3 }, b: { type: 'string', minLength: 3 } }, ['a', 'b']);
    controller.judge();
    expect(controller.fields.map((state) => state.invalid)).to.deep.equal([false, false]);
    expect(controller.invalidFields).to.equal(2);
    const before = host.updates;
    stateOf(controller, 'a').touch(new FocusEvent('blur', { relatedTarget: document.createElement('button') }));
    expect(host.updates, 'no render before the click lands').to.equal(before);
    stateOf(controller, 'b').touch(new FocusEvent('blur'));
    expect(host.updates).to.equal(before + 1);
    controller.judge();
    expect(controller.fields.map((state) => state.invalid)).to.deep.equal([true, true]);
    expect(stateOf(controller, 'a').describedIds).to.equal('f0-error');
  });

  it('should pick a radio by its index, past the last one unsetting', () => {
    const { controller } = controllerFor({ s: { type: 'string', enum: ['x', 'y'] }, yes: { type: 'boolean' } });
    const s = stateOf(controller, 's');
    s.pick(eventFrom(new Event('change'), input('1')));
    expect(s.draft).to.equal('y');
    s.pick(eventFrom(new Event('change'), input('2')));
    expect(s.draft).to.equal(undefined);
    const yes = stateOf(controller, 'yes');
    yes.pick(eventFrom(new Event('change'), input('1')));
    expect(controller.content()).to.deep.equal({ yes: false });
  });

  it('should toggle a multiselect option by index, keeping the schema order', () => {
    const items = { type: 'string', enum: ['a', 'b', 'c'] };
    const { controller } = controllerFor({ m: { type: 'array', items } });
    const m = stateOf(controller, 'm');
    m.toggleOption(eventFrom(new Event('change'), input('2', true)));
    m.toggleOption(eventFrom(new Event('change'), input('0', true)));
    expect(m.draft).to.deep.equal(['a', 'c']);
    m.toggleOption(eventFrom(new Event('change'), input('2', false)));
    expect(m.draft).to.deep.equal(['a']);
  });

  it('should give only a long list its list state', () => {
    const many = Array.from({ length: 40 }, (_, i) => `o${i}`);
    const { controller } = controllerFor({ long: { type: 'string', enum: many }, short: { type: 'string', enum: ['a'] } });
    expect(stateOf(controller, 'long').list).to.not.equal(undefined);
    expect(stateOf(controller, 'short').list).to.equal(undefined);
  });
});

describe('LongListState', () => {
  const many = Array.from({ length: 300 }, (_, i) => `option ${i}`);

  it('should match the window again only when the filter changed', () => {
    const { controller, host } = controllerFor({ pick: { type: 'string', enum: many } });
    const list = stateOf(controller, 'pick').list!;
    const first = list.window();
    expect(first.shown).to.have.length(200);
    expect(first.total).to.equal(300);
    expect(list.window(), 'same filter, same window').to.equal(first);
    list.onFilterInput(eventFrom(new Event('input'), input('option 29')));
    expect(host.updates).to.equal(1);
    const narrowed = list.window();
    expect(narrowed.shown.map((option) => option.value)).to.deep.equal(['option 29', ...Array.from({ length: 10 }, (_, i) => `option 29${i}`)]);
  });

  it('should clear the filter on Escape first, and let an empty one pass', () => {
    const { controller } = controllerFor({ pick: { type: 'string', enum: many } });
    const list = stateOf(controller, 'pick').list!;
    list.filter = 'x';
    const clearing = new KeyboardEvent('keydown', { key: 'Escape', cancelable: true });
    list.onFilterKeydown(clearing);
    expect(list.filter).to.equal('');
    expect(clearing.defaultPrevented).to.equal(true);
    const passing = new KeyboardEvent('keydown', { key: 'Escape', cancelable: true });
    list.onFilterKeydown(passing);
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
    const { controller } = controllerFor({ tags: { type: 'array', items: { type: 'string', enum: many } } });
    const state = stateOf(controller, 'tags');
    const list = state.list!;
    controller.set('tags', ['option 1', 'option 2', 'option 3']);
    expect(list.prepare().roving, 'the first option until one is focused').to.equal('option 0');
    list.onOptionFocus(eventFrom(new Event('focus'), input('5')));
    expect(list.prepare().roving).to.equal('option 5');
    list.onChipClick(eventFrom(new Event('click'), chip(2)));
    expect(state.draft).to.deep.equal(['option 1', 'option 2']);
    list.prepare();
    list.onChipClick(eventFrom(new Event('click'), chip(0)));
    expect(state.draft).to.deep.equal(['option 2']);
  });
});
