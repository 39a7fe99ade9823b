/**
 * Where `connectRelay` puts each card: one slot element per ask, in the element the host's
 * `place` names for it, else in the container. A slot is moved whole, so the card in it
 * keeps its state (typed draft, focus, countdown) when the host's element mounts late.
 */
import { deepActiveElement } from '../internal/focus.js';

/** What `place` is told of an ask. */
export interface RelayAskInfo {
  /** The relay's id of the ask. */
  readonly id: string;
  /** The string the server side gave the ask (`relay.elicit(…, { tag })`), e.g. a tool call id. */
  readonly tag?: string;
  readonly serverName: string;
}

/** The host's choice of element for an ask's card; nothing (or `null`) means the container. */
export type RelayPlace = (ask: RelayAskInfo) => Element | null | undefined;

/** The slot of one ask: no box of its own, so its card lays out as a child of wherever it is. */
export function askSlot(id: string): HTMLElement {
  const slot = document.createElement('div');
  slot.dataset['elicitAsk'] = id;
  // Through the CSSOM: allowed under a Content-Security-Policy without 'unsafe-inline'.
  slot.style.display = 'contents';
  return slot;
}

/**
 * The element `place` names for `ask`, or `undefined` for the container: also when it
 * names an element out of the document. `warn` hears of a `place` that threw or named
 * something that is not an element.
 */
export function placeOf(
  place: RelayPlace | undefined,
  ask: RelayAskInfo,
  warn: (problem: unknown) => void,
): Element | undefined {
  let target: unknown;
  try {
    target = place?.(ask);
  } catch (error) {
    warn(error);
    return undefined;
  }
  if (target instanceof Element) return target.isConnected ? target : undefined;
  if (target != null) warn(target);
  return undefined;
}

/** Renders every lit element under `root` again: a card's clock stops when it leaves the page and starts on its next render. */
function renderAgain(root: ParentNode): void {
  for (const element of root.querySelectorAll('*')) {
    (element as { requestUpdate?: () => void }).requestUpdate?.();
    if (element.shadowRoot) renderAgain(element.shadowRoot);
  }
}

/**
 * Moves `slot` to the end of `target` unless it is there already. `moveBefore` keeps focus
 * and the controls' state where the browser has it; elsewhere focus is given back.
 */
export function moveSlot(slot: HTMLElement, target: Element): void {
  if (slot.parentNode === target) return;
  const focused = deepActiveElement(document);
  try {
    (target as Element & { moveBefore(node: Node, child: Node | null): void }).moveBefore(
      slot,
      null,
    );
  } catch {
    // No `moveBefore`, or one end out of the document (a placeholder already removed).
    target.append(slot);
  }
  if (
    focused instanceof HTMLElement &&
    focused.isConnected &&
    deepActiveElement(document) !== focused
  )
    focused.focus({ preventScroll: true });
  renderAgain(slot);
}

/**
 * Gives the cards in `slot` a new locale and theme: every kit element there (the dialog
 * frame, the request, the card) lives in the page's tree and takes both.
 */
export function restyle(slot: HTMLElement, locale: string, theme: string): void {
  for (const element of slot.querySelectorAll('*')) {
    if (element.localName.startsWith('elicit-')) Object.assign(element, { locale, theme });
  }
}
