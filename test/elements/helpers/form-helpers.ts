import { fixture, html } from '@open-wc/testing';
import { sendKeys } from '@web/test-runner-commands';
import type { ElicitFormParams, ElicitResult } from '@elicit-kit/core';
import { ElicitForm } from '@elicit-kit/elements';

if (!customElements.get('elicit-form')) customElements.define('elicit-form', ElicitForm);

export { ElicitForm };

/** Renders an `<elicit-form>` for `request` (and optional attributes) and waits for it. */
export async function renderForm(
  request: ElicitFormParams,
  options: {
    locale?: string;
    serverName?: string;
    timeZone?: string;
    theme?: 'dark' | 'light';
  } = {},
): Promise<ElicitForm> {
  const el = await fixture<ElicitForm>(html`<elicit-form
    .request=${request}
    server-name=${options.serverName ?? 'Test server'}
    locale=${options.locale ?? 'en'}
    theme=${options.theme ?? ''}
    time-zone=${options.timeZone ?? ''}
  ></elicit-form>`);
  await el.updateComplete;
  return el;
}

/** A form request with one property (required when `required`). */
export function oneField(
  schema: Record<string, unknown>,
  required = false,
  name = 'answer',
): ElicitFormParams {
  return {
    message: 'Please answer',
    requestedSchema: {
      type: 'object',
      properties: { [name]: schema },
      ...(required ? { required: [name] } : {}),
    },
  };
}

/** The first element in the form's shadow root matching `selector`. */
export function $(el: ElicitForm, selector: string): HTMLElement {
  const found = el.shadowRoot!.querySelector<HTMLElement>(selector);
  if (!found) throw new Error(`nothing matches ${selector}`);
  return found;
}

/** Every element in the form's shadow root matching `selector`. */
export function $$(el: ElicitForm, selector: string): HTMLElement[] {
  return [...el.shadowRoot!.querySelectorAll<HTMLElement>(selector)];
}

export { click, part } from './dom.js';
import { click, part } from './dom.js';

/** The `field` part of property `name`. */
export function fieldOf(el: ElicitForm, name: string): HTMLElement {
  return $(el, `[part~="field"][data-name="${CSS.escape(name)}"]`);
}

/** Focuses a control and types `text` with real keystrokes. */
export async function typeInto(control: HTMLElement, text: string): Promise<void> {
  control.focus();
  await sendKeys({ type: text });
}

/** Collects every `elicit-response` the element fires. */
export function collect(el: ElicitForm): ElicitResult[] {
  const seen: ElicitResult[] = [];
  el.addEventListener('elicit-response', (event) => seen.push(event.detail));
  return seen;
}

/** Waits for lit to render. */
export async function settle(el: ElicitForm): Promise<void> {
  await el.updateComplete;
  await el.updateComplete;
}

/** Clicks Review then Send; returns every response fired. */
export async function reviewAndSend(el: ElicitForm): Promise<ElicitResult[]> {
  const seen = collect(el);
  await click(part(el, 'accept'));
  await settle(el);
  if (el.shadowRoot!.querySelector('[part~="review"]')) {
    await click(part(el, 'accept'));
    await settle(el);
  }
  return seen;
}
