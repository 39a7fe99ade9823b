/**
 * The in-page half of the side-by-side warm cases, bundled by esbuild and loaded after
 * the script-tag bundle (`window.ElicitKit`, `<elicit-form>`) and the react-jsonschema-form
 * bundle (`window.rjsfBench`): first renders of four contenders, interleaved round by
 * round; keystrokes in a 500-field form and a 5,000-option list; and mount cycles for
 * the memory case (the heap is read over CDP by the Node half).
 */
import type { ElicitForm } from '@elicit-kit/elements';
import { longSelectSchema, sideBySideSchema, SIDE_KIND_COUNT } from '../schemas.js';
import { plainForm } from './contenders/plain.js';
import { afterFrame, settle, timeInFrame, type FrameTime } from './frame.js';
import { mountKit } from './mount-kit.js';

export type Contender = 'kit' | 'floor' | 'plain' | 'rjsf' | 'lit' | 'litFloor';
/**
 * `lit` is lit alone rendering simpler markup of the same fields (`contenders/lit-alone.ts`),
 * `litFloor` the parser building that markup: how close lit itself comes to its own floor.
 */
const CONTENDERS: readonly Contender[] = ['kit', 'floor', 'plain', 'rjsf', 'lit', 'litFloor'];

/** Every node below `root`, shadow roots included (text and comment nodes too). */
function countNodes(root: Node): number {
  let count = 0;
  const walk = (node: Node): void => {
    count++;
    if (node instanceof Element && node.shadowRoot) walk(node.shadowRoot);
    for (let child = node.firstChild; child; child = child.nextSibling) walk(child);
  };
  walk(root);
  return count - 1;
}

/** A fresh copy of a schema: every sample is a request no cache has seen by identity. */
const fresh = <T>(schema: T): T => structuredClone(schema);

/** A rendered element's shadow DOM as HTML, and its adopted stylesheets: the floor of its markup. */
type Floor = { html: string; sheets: CSSStyleSheet[] };

/** `<elicit-form>`'s floor, or with `lit` the lit-alone contender's. */
async function captureFloor(schema: unknown, lit = false): Promise<Floor> {
  const form = lit
    ? await window.litBench.mount(
        document.body,
        fresh(schema) as Parameters<Window['litBench']['mount']>[1],
      )
    : await mountKit(fresh(schema));
  const root = form.shadowRoot!;
  const captured = { html: root.innerHTML, sheets: [...root.adoptedStyleSheets] };
  form.remove();
  return captured;
}

/** Per contender: the timed work that puts its form in the document, and the clean-up after. */
type Runner = {
  readonly mount: () => unknown;
  readonly unmount: () => void;
  readonly root: () => Node | undefined;
};

/** The parser building `floor`'s markup in a fresh shadow root with its stylesheets. */
function parsed(floor: Floor): Runner {
  let host: HTMLElement | undefined;
  return {
    mount: () => {
      host = document.createElement('div');
      const root = host.attachShadow({ mode: 'open' });
      root.adoptedStyleSheets = floor.sheets;
      root.innerHTML = floor.html;
      document.body.append(host);
    },
    unmount: () => host?.remove(),
    root: () => host,
  };
}

function runners(schema: unknown, floor: Floor, litFloor: Floor): Record<Contender, () => Runner> {
  return {
    kit: () => {
      let form: ElicitForm | undefined;
      const request = fresh(schema);
      return {
        mount: async () => (form = await mountKit(request)),
        unmount: () => form?.remove(),
        root: () => form,
      };
    },
    floor: () => parsed(floor),
    litFloor: () => parsed(litFloor),
    lit: () => {
      let element: HTMLElement | undefined;
      const request = fresh(schema) as Parameters<Window['litBench']['mount']>[1];
      return {
        mount: async () => (element = await window.litBench.mount(document.body, request)),
        unmount: () => element?.remove(),
        root: () => element,
      };
    },
    plain: () => {
      let form: HTMLFormElement | undefined;
      const request = fresh(schema) as Parameters<typeof plainForm>[0];
      return {
        mount: () => document.body.append((form = plainForm(request))),
        unmount: () => form?.remove(),
        root: () => form,
      };
    },
    rjsf: () => {
      let mounted: ReturnType<Window['rjsfBench']['mount']> | undefined;
      let container: HTMLElement | undefined;
      const request = fresh(schema);
      return {
        mount: () => {
          container = document.createElement('div');
          document.body.append(container);
          mounted = window.rjsfBench.mount(container, request);
        },
        unmount: () => mounted?.unmount(),
        root: () => container,
      };
    },
  };
}

export interface WarmResult {
  readonly times: Record<Contender, FrameTime[]>;
  readonly nodes: Record<Contender, number>;
}

/**
 * First render of a `fields`-field form by each contender, to its rendered frame:
 * `warmup` untimed rounds, then `samples` rounds; each round runs every contender once,
 * starting with a different one each round, on a settled page.
 */
async function warm(fields: number, samples: number, warmup: number): Promise<WarmResult> {
  document.body.replaceChildren();
  const schema = sideBySideSchema(fields);
  const make = runners(schema, await captureFloor(schema), await captureFloor(schema, true));
  const times = Object.fromEntries(
    CONTENDERS.map((contender) => [contender, []]),
  ) as unknown as Record<Contender, FrameTime[]>;
  const nodes = Object.fromEntries(CONTENDERS.map((contender) => [contender, 0])) as Record<
    Contender,
    number
  >;
  for (let round = 0; round < warmup + samples; round++) {
    for (let i = 0; i < CONTENDERS.length; i++) {
      const contender = CONTENDERS[(round + i) % CONTENDERS.length]!;
      const runner = make[contender]();
      await settle();
      const time = await timeInFrame(runner.mount);
      const root = runner.root();
      if (!root?.isConnected) throw new Error(`${contender} did not put its form in the document`);
      nodes[contender] = countNodes(root);
      runner.unmount();
      if (round >= warmup) times[contender].push(time);
    }
  }
  return { times, nodes };
}

/** A text control of a field by its part and `data-name` (public API), for typing into. */
function inputOf(form: ElicitForm, name: string): HTMLInputElement {
  const input = form.shadowRoot?.querySelector<HTMLInputElement>(
    `[part~="field"][data-name="${name}"] input`,
  );
  if (!input) throw new Error(`no input in field ${name}`);
  return input;
}

/** Texts typed into an integer field with range 1–20, required: valid, too large, empty. */
const NUMBER_KEYSTROKES = [
  '1',
  '12',
  '120',
  '12',
  '1',
  '',
  '2',
  '20',
  '200',
  '20',
  '2',
  '',
  '9',
  '19',
  '190',
  '19',
];

/** Whether the integer text is invalid for `minimum: 1, maximum: 20`, required. */
const invalidNumber = (text: string): boolean =>
  text === '' || Number(text) < 1 || Number(text) > 20;

export interface TypingResult {
  readonly times: FrameTime[];
  readonly nodes: number;
}

/**
 * Keystrokes into the integer field in the middle of a `fields`-field `<elicit-form>`
 * whose errors show (after `reportValidity()`): each one sets the text and dispatches
 * `input`, timed until the frame showing the new value and error state. Every keystroke
 * is checked afterwards: `content` and the field's `aria-invalid` must have followed.
 */
async function typeInForm(
  fields: number,
  keystrokes: number,
  warmup: number,
): Promise<TypingResult> {
  document.body.replaceChildren();
  const form = await mountKit(sideBySideSchema(fields));
  form.reportValidity();
  await form.updateComplete;
  await settle();
  const index = Math.floor(fields / 2 / SIDE_KIND_COUNT) * SIDE_KIND_COUNT + 2; // an integer field, required (even index)
  const name = `f${index}`;
  const times: FrameTime[] = [];
  for (let i = 0; i < warmup + keystrokes; i++) {
    const text = NUMBER_KEYSTROKES[i % NUMBER_KEYSTROKES.length]!;
    const input = inputOf(form, name);
    await afterFrame();
    const time = await timeInFrame(async () => {
      input.value = text;
      input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
      await form.updateComplete;
    });
    const value = (form.content as Record<string, unknown>)[name];
    const invalid = inputOf(form, name).getAttribute('aria-invalid'); // 'true', or none while valid
    if (
      value !== (text === '' ? undefined : Number(text)) ||
      (invalid === 'true') !== invalidNumber(text) ||
      invalid === 'false'
    ) {
      throw new Error(
        `after typing "${text}" into ${name}: content ${String(value)}, aria-invalid ${invalid}`,
      );
    }
    if (i >= warmup) times.push(time);
  }
  const nodes = countNodes(form);
  form.remove();
  return { times, nodes };
}

/** The same keystrokes into react-jsonschema-form with `liveValidate` (every change validated). */
async function typeInRjsf(
  fields: number,
  keystrokes: number,
  warmup: number,
): Promise<TypingResult> {
  document.body.replaceChildren();
  const container = document.createElement('div');
  document.body.append(container);
  const mounted = window.rjsfBench.mount(container, sideBySideSchema(fields), {
    liveValidate: true,
  });
  await settle();
  const index = Math.floor(fields / 2 / SIDE_KIND_COUNT) * SIDE_KIND_COUNT + 2;
  const name = `f${index}`;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')!.set!;
  const times: FrameTime[] = [];
  for (let i = 0; i < warmup + keystrokes; i++) {
    const text = NUMBER_KEYSTROKES[i % NUMBER_KEYSTROKES.length]!;
    const input = container.querySelector<HTMLInputElement>(`#root_${name}`);
    if (!input) throw new Error(`no rjsf input #root_${name}`);
    await afterFrame();
    const time = await timeInFrame(async () => {
      setValue.call(input, text); // past React's value tracker, as a person's typing would be
      input.dispatchEvent(new Event('input', { bubbles: true }));
      await Promise.resolve();
    });
    const change = mounted.lastChange();
    const value = (change?.formData as Record<string, unknown> | undefined)?.[name];
    if (value !== (text === '' ? undefined : Number(text)))
      throw new Error(`rjsf after typing "${text}" into ${name}: value ${String(value)}`);
    if (i >= warmup) times.push(time);
  }
  const nodes = countNodes(container);
  mounted.unmount();
  return { times, nodes };
}

/** Typing, narrowing, correcting and clearing, as a person filters a long list. */
const FILTER_KEYSTROKES = [
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

/** Filter keystrokes into a `<elicit-form>` with one select of `options` options (the long list). */
async function typeInList(
  options: number,
  keystrokes: number,
  warmup: number,
): Promise<TypingResult> {
  document.body.replaceChildren();
  const form = await mountKit(longSelectSchema(options));
  await settle();
  const filter = form.shadowRoot?.querySelector<HTMLInputElement>('[part~="filter"]');
  if (!filter) throw new Error('no filter input (part="filter") rendered');
  const count = () =>
    form.shadowRoot?.querySelector('[part~="count"]')?.textContent?.replace(/\s+/g, ' ').trim() ??
    '';
  const times: FrameTime[] = [];
  for (let i = 0; i < warmup + keystrokes; i++) {
    const text = FILTER_KEYSTROKES[i % FILTER_KEYSTROKES.length]!;
    await afterFrame();
    const time = await timeInFrame(async () => {
      filter.value = text;
      filter.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
      await form.updateComplete;
    });
    if (i >= warmup) times.push(time);
  }
  // The keystrokes must have filtered, or the times above measured nothing.
  filter.value = `option ${options - 1} `;
  filter.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
  await form.updateComplete;
  if (!/\b1\D+1\b/.test(count()))
    throw new Error(`filtering did not narrow the list: "${count()}"`);
  const nodes = countNodes(form);
  form.remove();
  return { times, nodes };
}

/** `count` mounts and removals of a `fields`-field `<elicit-form>`, each rendered to a frame. */
async function mountCycles(fields: number, count: number): Promise<void> {
  document.body.replaceChildren();
  const schema = sideBySideSchema(fields);
  for (let i = 0; i < count; i++) {
    const form = await mountKit(fresh(schema));
    await afterFrame();
    form.remove();
  }
  await settle();
}

/** One mounted form, kept until `unmountKept()`: the footprint a retained form would have. */
let kept: ElicitForm | undefined;
async function mountKept(fields: number): Promise<number> {
  kept = await mountKit(sideBySideSchema(fields));
  await settle();
  return countNodes(kept);
}
async function unmountKept(): Promise<void> {
  kept?.remove();
  kept = undefined;
  await settle();
}

declare global {
  interface Window {
    sideBench: {
      warm: typeof warm;
      typeInForm: typeof typeInForm;
      typeInRjsf: typeof typeInRjsf;
      typeInList: typeof typeInList;
      mountCycles: typeof mountCycles;
      mountKept: typeof mountKept;
      unmountKept: typeof unmountKept;
    };
  }
}
window.sideBench = {
  warm,
  typeInForm,
  typeInRjsf,
  typeInList,
  mountCycles,
  mountKept,
  unmountKept,
};
