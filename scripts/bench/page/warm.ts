/**
 * The in-page half of the warm cases, loaded after the script-tag bundle and rjsf: first
 * renders of each contender interleaved round by round, keystrokes, and the memory case's
 * mount cycles (the heap is read over CDP by the Node half).
 */
import type { ElicitForm } from '@elicit-kit/elements';
import {
  CONTENDERS,
  FILTER_KEYSTROKES,
  SIDE_KIND_COUNT,
  longSelectSchema,
  sideBySide,
  type Contender,
} from '../schemas.js';
import { afterFrame, countNodes, mountKit, settle, timeInFrame, type FrameTime } from './frame.js';
import { plainForm } from './plain.js';

export type Timed = { times: FrameTime[]; nodes: number };

/** A fresh copy: every sample is a request no cache has seen by identity. */
const fresh = <T>(schema: T): T => structuredClone(schema);

type Mounted = { root: Element; remove: () => void };

/** Puts one contender's form in the document (the timed work). */
async function mountContender(contender: Contender, schema: unknown, floor: ShadowRoot) {
  const mounted = (root: Element): Mounted => ({ root, remove: () => root.remove() });
  if (contender === 'kit') return mounted(await mountKit(schema));
  if (contender === 'plain') return mounted(document.body.appendChild(plainForm(schema as never)));
  const host = document.body.appendChild(document.createElement('div'));
  if (contender === 'rjsf')
    return { root: host, remove: window.rjsfBench.mount(host, schema).unmount };
  const root = host.attachShadow({ mode: 'open' });
  root.adoptedStyleSheets = floor.adoptedStyleSheets;
  root.innerHTML = floor.innerHTML;
  return mounted(host);
}

/** First renders of a `fields`-field form by each contender, `samples` rounds after `warmup`. */
async function warm(fields: number, samples: number, warmup: number) {
  document.body.replaceChildren();
  const { schema } = sideBySide(fields);
  const floor = (await mountKit(fresh(schema))).shadowRoot!;
  floor.host.remove();
  const times = Object.fromEntries(CONTENDERS.map((name) => [name, [] as FrameTime[]]));
  const nodes: { [name: string]: number } = {};
  for (let round = 0; round < warmup + samples; round++) {
    // Each round starts with another contender, on a settled page.
    for (let i = 0; i < CONTENDERS.length; i++) {
      const contender = CONTENDERS[(round + i) % CONTENDERS.length]!;
      const request = fresh(schema);
      await settle();
      let mounted: Mounted | undefined;
      const time = await timeInFrame(
        async () => (mounted = await mountContender(contender, request, floor)),
      );
      nodes[contender] = countNodes(mounted!.root);
      mounted!.remove();
      if (round >= warmup) times[contender]!.push(time);
    }
  }
  return { times, nodes } as Warm;
}
export type Warm = { times: Record<Contender, FrameTime[]>; nodes: Record<Contender, number> };

/** Texts typed into an integer field with range 1–20, required: valid, too large, empty. */
const NUMBER_KEYSTROKES = '1 12 120 12 1 _ 2 20 200 20 2 _ 9 19 190 19'
  .split(' ')
  .map((text) => (text === '_' ? '' : text));
/** An integer field half-way down a `fields`-field form (kind 2, required). */
const integerField = (fields: number) =>
  `f${Math.floor(fields / 2 / SIDE_KIND_COUNT) * SIDE_KIND_COUNT + 2}`;
const expected = (text: string) => (text === '' ? undefined : Number(text));

/** Times `count` keystrokes after `warmup`; `type` sets the text, `check` throws when it did not land. */
async function keystrokes(
  texts: readonly string[],
  count: number,
  warmup: number,
  type: (text: string) => Promise<unknown>,
  check: (text: string) => void = () => {},
): Promise<FrameTime[]> {
  const times: FrameTime[] = [];
  for (let i = 0; i < warmup + count; i++) {
    const text = texts[i % texts.length]!;
    await afterFrame();
    const time = await timeInFrame(() => type(text));
    check(text);
    if (i >= warmup) times.push(time);
  }
  return times;
}

/** Sets an input's text and dispatches `input`, as a keystroke does. */
function typeInto(input: HTMLInputElement, text: string): void {
  // The prototype's setter, past React's value tracker, as a person's typing would be.
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!.call(input, text);
  input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
}

/** Keystrokes into an integer field of a `<elicit-form>` whose errors show; value and `aria-invalid` checked. */
async function typeInForm(fields: number, count: number, warmup: number): Promise<Timed> {
  document.body.replaceChildren();
  const form = await mountKit(sideBySide(fields).schema);
  form.reportValidity();
  await settle();
  const name = integerField(fields);
  const input = () =>
    form.shadowRoot!.querySelector<HTMLInputElement>(`[part~="field"][data-name="${name}"] input`)!;
  const times = await keystrokes(
    NUMBER_KEYSTROKES,
    count,
    warmup,
    (text) => (typeInto(input(), text), form.updateComplete),
    (text) => {
      const value = (form.content as Record<string, unknown>)[name];
      const invalid = input().getAttribute('aria-invalid') === 'true';
      const wrong = text === '' || Number(text) < 1 || Number(text) > 20;
      if (value !== expected(text) || invalid !== wrong)
        throw new Error(`after "${text}": content ${String(value)}, aria-invalid ${invalid}`);
    },
  );
  return { times, nodes: countNodes(form) };
}

/** The same keystrokes into rjsf with live validation, its form data checked. */
async function typeInRjsf(fields: number, count: number, warmup: number): Promise<Timed> {
  document.body.replaceChildren();
  const container = document.body.appendChild(document.createElement('div'));
  const form = window.rjsfBench.mount(container, sideBySide(fields).schema, true);
  await settle();
  const name = integerField(fields);
  const times = await keystrokes(
    NUMBER_KEYSTROKES,
    count,
    warmup,
    async (text) => typeInto(container.querySelector<HTMLInputElement>(`#root_${name}`)!, text),
    (text) => {
      const value = (form.formData() as Record<string, unknown> | undefined)?.[name];
      if (value !== expected(text)) throw new Error(`rjsf after "${text}": ${String(value)}`);
    },
  );
  return { times, nodes: countNodes(container) };
}

/** Filter keystrokes into a `<elicit-form>` with one select of `options` options. */
async function typeInList(options: number, count: number, warmup: number): Promise<Timed> {
  document.body.replaceChildren();
  const form = await mountKit(longSelectSchema(options));
  await settle();
  const filter = form.shadowRoot!.querySelector<HTMLInputElement>('[part~="filter"]')!;
  const type = (text: string) => (typeInto(filter, text), form.updateComplete);
  const times = await keystrokes(FILTER_KEYSTROKES, count, warmup, type);
  // The keystrokes must have filtered, or the times above measured nothing.
  await type(`option ${options - 1} `);
  const shown = form.shadowRoot!.querySelector('[part~="count"]')?.textContent ?? '';
  if (!/\b1\D+1\b/.test(shown)) throw new Error(`the filter did not narrow the list: "${shown}"`);
  return { times, nodes: countNodes(form) };
}

/** `count` mounts and removals of a `fields`-field `<elicit-form>`, each rendered to a frame. */
async function mountCycles(fields: number, count: number): Promise<void> {
  document.body.replaceChildren();
  const { schema } = sideBySide(fields);
  for (let i = 0; i < count; i++) {
    const form = await mountKit(fresh(schema));
    await afterFrame();
    form.remove();
  }
  await settle();
}

/** One form kept mounted until the next call: the footprint of a retained form (its node count). */
let kept: ElicitForm | undefined;
async function keepOne(fields: number): Promise<number> {
  kept?.remove();
  kept = fields ? await mountKit(sideBySide(fields).schema) : undefined;
  await settle();
  return kept ? countNodes(kept) : 0;
}

const sideBench = { warm, typeInForm, typeInRjsf, typeInList, mountCycles, keepOne };
declare global {
  interface Window {
    sideBench: typeof sideBench;
  }
}
window.sideBench = sideBench;
