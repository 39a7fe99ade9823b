import { adoptStyles } from 'lit';
import { cancel, type ElicitRequestParams, type ElicitResult } from '@elicit-kit/core';
import { serverAsks } from '../internal/card-controller.js';
import { themeStyles } from '../styles/theme.styles.js';
import { hostStyles } from '../styles/host.styles.js';
import type { ElicitRequest } from '../request/elicit-request.js';
import { dialogStyles } from './dialog.styles.js';
import { cardTags, defineTags } from '../tags.js';

/** Options of `showElicitation`. */
export interface ShowElicitationOptions {
  /** The name of the MCP server that asks, shown on the card. */
  readonly serverName?: string;
  /** The locale of the kit's strings; defaults to the container's nearest `lang`, else English. */
  readonly locale?: string;
  /** Forces the light or dark theme; unset follows `prefers-color-scheme`. */
  readonly theme?: 'light' | 'dark';
  /** Aborting closes the dialog and resolves `{ action: 'cancel' }`. */
  readonly signal?: AbortSignal;
  /** Where the dialog is attached (default `document.body`); it is removed again afterwards. */
  readonly container?: HTMLElement;
}

/** The focused element, looking through open shadow roots. */
function deepActiveElement(): Element | null {
  let active = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

const focusable = 'button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** The first enabled control in tree order, looking into open shadow roots. */
function firstControl(root: ParentNode): HTMLElement | undefined {
  for (const element of root.querySelectorAll<HTMLElement>('*')) {
    if (element.matches(focusable) && !element.matches(':disabled') && element.checkVisibility?.() !== false) return element;
    const inner = element.shadowRoot ? firstControl(element.shadowRoot) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

/** Waits until `element` and every lit element inside it finished rendering. */
async function rendered(element: Element): Promise<void> {
  const lit = element as Element & { updateComplete?: Promise<unknown> };
  if (lit.updateComplete) await lit.updateComplete;
  for (const child of element.shadowRoot?.querySelectorAll('*') ?? []) if (child.shadowRoot) await rendered(child);
}

/**
 * Shows one elicitation request in a modal `<dialog>` and resolves with the person's answer.
 *
 * Renders `<elicit-request>` (form or URL card) in a dialog opened with `showModal()`, so the
 * rest of the page is inert; focus starts on the card's first control and returns to the
 * element focused before. Resolves with the card's `elicit-response` detail: `accept` (with
 * `content` in form mode; in URL mode as soon as the person consents and the page opens),
 * `decline`, or `cancel` when dismissed (Escape, or `signal` aborting). Never rejects; the
 * dialog is removed from the DOM before the promise settles. Suits the official MCP client:
 * `client.setRequestHandler('elicitation/create', (r) => showElicitation(r.params, { serverName }))`.
 */
export function showElicitation(request: ElicitRequestParams, options: ShowElicitationOptions = {}): Promise<ElicitResult> {
  const { signal, container = document.body } = options;
  if (signal?.aborted) return Promise.resolve(cancel());
  // Only the cards it renders, each only if nothing is defined under its name yet.
  defineTags(cardTags);

  const previous = deepActiveElement();
  // A shadow root keeps the dialog's styles away from the page and the page's from it.
  const host = document.createElement('div');
  host.dataset['elicitDialog'] = '';
  if (options.theme) host.setAttribute('theme', options.theme);
  const root = host.attachShadow({ mode: 'open' });
  adoptStyles(root, [themeStyles, hostStyles, dialogStyles]);

  const dialog = document.createElement('dialog');
  const card = document.createElement('elicit-request') as ElicitRequest;
  card.request = request;
  card.serverName = options.serverName ?? '';
  if (options.theme) card.theme = options.theme;
  const lang = options.locale || container.closest('[lang]')?.getAttribute('lang') || 'en';
  card.locale = lang;
  dialog.setAttribute('aria-label', serverAsks(options.serverName ?? '', lang));
  dialog.append(card);
  root.append(dialog);
  container.append(host);

  return new Promise<ElicitResult>((resolve) => {
    let settled = false;
    const finish = (result: ElicitResult) => {
      if (settled) return;
      settled = true;
      signal?.removeEventListener('abort', onAbort);
      if (dialog.open) dialog.close();
      host.remove();
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus();
      resolve(result);
    };
    const onAbort = () => finish(cancel());
    dialog.addEventListener('elicit-response', (event) => finish(event.detail));
    // Escape (the dialog's `cancel`) and any other close are a dismissal.
    dialog.addEventListener('cancel', (event) => {
      event.preventDefault();
      finish(cancel());
    });
    dialog.addEventListener('close', () => finish(cancel()));
    signal?.addEventListener('abort', onAbort, { once: true });

    dialog.showModal();
    void rendered(card).then(() => {
      if (!settled) firstControl(card.shadowRoot ?? card)?.focus();
    });
  });
}
