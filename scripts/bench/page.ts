/**
 * The in-page half of the browser benchmarks, bundled by esbuild and served next to the
 * script-tag bundle (which registers `<elicit-form>`). Times with `performance.now()`
 * until a frame has been rendered: a `requestAnimationFrame` callback, then a message
 * task, which runs after that frame's style, layout and paint.
 */
import type { JsonObject } from '@elicit-kit/core';
import type { ElicitForm } from '@elicit-kit/elements';
import { longSelectSchema, mixedSchema } from './schemas.js';

/** Resolves after the next frame has been produced. */
function afterFrame(): Promise<void> {
  return new Promise((done) => {
    requestAnimationFrame(() => {
      const channel = new MessageChannel();
      channel.port1.onmessage = () => done();
      channel.port2.postMessage(undefined);
    });
  });
}

/** A fresh, connected, empty `<elicit-form>`, settled. */
async function freshForm(): Promise<ElicitForm> {
  document.body.replaceChildren();
  const form = document.createElement('elicit-form') as ElicitForm;
  form.serverName = 'Bench';
  document.body.append(form);
  await form.updateComplete;
  await afterFrame();
  return form;
}

/** Milliseconds from setting `request` to `updateComplete` plus one rendered frame. */
async function timeRender(form: ElicitForm, requestedSchema: JsonObject): Promise<number> {
  const start = performance.now();
  form.request = { message: 'Benchmark', requestedSchema };
  await form.updateComplete;
  await afterFrame();
  return performance.now() - start;
}

function filterOf(form: ElicitForm): HTMLInputElement {
  const input = form.shadowRoot?.querySelector<HTMLInputElement>('[part="filter"]');
  if (!input) throw new Error('no filter input (part="filter") rendered');
  return input;
}

/** Milliseconds from one filter keystroke (value set, `input` dispatched) to the next rendered frame. */
async function timeKeystroke(input: HTMLInputElement, text: string): Promise<number> {
  const start = performance.now();
  input.value = text;
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  await afterFrame();
  return performance.now() - start;
}

/** Elements and all nodes (text and lit's comment markers too) in a shadow root. */
function countNodes(root: ShadowRoot | null): { elements: number; nodes: number } {
  if (!root) return { elements: 0, nodes: 0 };
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_ALL);
  let nodes = 0;
  while (walker.nextNode()) nodes++;
  return { elements: root.querySelectorAll('*').length, nodes };
}

/** The long list's "Showing N of M" line. */
const countText = (form: ElicitForm): string =>
  form.shadowRoot?.querySelector('[part="count"]')?.textContent?.trim() ?? '';

/** Typing, narrowing, correcting and clearing, as a person filters a long list. */
const KEYSTROKES = [
  'o',
  'op',
  'opt',
  'opti',
  'option',
  'option ',
  'option 4',
  'option 42',
  'option 421',
  'option 42',
  'option 4',
  'option',
  '',
  'z',
  'zü',
  'zür',
  'zü',
  'z',
  '',
  'b',
  'be',
  'ber',
  '9',
  '99',
  '999',
  '99',
  '9',
  '',
];

export interface LongListResult {
  readonly render: number[];
  readonly firstKeystroke: number[];
  readonly keystrokes: number[];
  readonly elements: number;
  readonly nodes: number;
  readonly shown: string;
}

/**
 * `runs` fresh forms given one select of `options` options: the render, the first
 * keystroke (which builds the search text), then on the last form `keystrokes` timed
 * keystrokes after a few untimed ones.
 */
async function longList(
  options: number,
  runs: number,
  warmup: number,
  keystrokes: number,
): Promise<LongListResult> {
  const schema = longSelectSchema(options);
  const render: number[] = [];
  const firstKeystroke: number[] = [];
  let form = await freshForm();
  let rendered = { elements: 0, nodes: 0, shown: '' };
  for (let i = 0; i < warmup + runs; i++) {
    form = await freshForm();
    const renderTime = await timeRender(form, schema);
    rendered = { ...countNodes(form.shadowRoot), shown: countText(form) };
    const keystroke = await timeKeystroke(filterOf(form), 'o');
    if (i >= warmup) {
      render.push(renderTime);
      firstKeystroke.push(keystroke);
    }
  }
  const input = filterOf(form);
  const timed: number[] = [];
  for (let i = 0; i < 5 + keystrokes; i++) {
    const time = await timeKeystroke(input, KEYSTROKES[i % KEYSTROKES.length]!);
    if (i >= 5) timed.push(time);
  }
  // The keystrokes must have filtered, or the times above measured nothing.
  await timeKeystroke(input, `option ${options - 1} `);
  if (!/\b1\D+1\b/.test(countText(form)))
    throw new Error(`filtering did not narrow the list: "${countText(form)}"`);
  return { render, firstKeystroke, keystrokes: timed, ...rendered };
}

export interface MixedResult {
  readonly render: number[];
  readonly fields: number;
  readonly elements: number;
}

/** `runs` fresh forms given `fields` fields of every kind. */
async function mixed(fields: number, runs: number, warmup: number): Promise<MixedResult> {
  const schema = mixedSchema(fields);
  const render: number[] = [];
  let form = await freshForm();
  for (let i = 0; i < warmup + runs; i++) {
    form = await freshForm();
    const time = await timeRender(form, schema);
    if (i >= warmup) render.push(time);
  }
  if (!form.compiled.ok)
    throw new Error(`the mixed form did not compile: ${form.compiled.issues[0]?.code}`);
  return {
    render,
    fields: form.compiled.fields.length,
    elements: countNodes(form.shadowRoot).elements,
  };
}

declare global {
  interface Window {
    elicitBench: { longList: typeof longList; mixed: typeof mixed };
  }
}
window.elicitBench = { longList, mixed };
