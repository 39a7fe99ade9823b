// The one set of DOM helpers the element tests share: parts across shadow roots, real
// clicks, frames to settle, event recorders and the deep focus. The per-element helper
// files re-export what they use from here.
import { sendMouse } from '@web/test-runner-commands';

/** The first element with `part` anywhere below `root`, through open shadow roots, or null. */
export function deepPart(root: ParentNode, part: string): HTMLElement | null {
  for (const element of root.querySelectorAll<HTMLElement>('*')) {
    if (element.part.contains(part)) return element;
    const inner = element.shadowRoot ? deepPart(element.shadowRoot, part) : null;
    if (inner) return inner;
  }
  return null;
}

/** The first element with `part` in `host`'s shadow root, or null. */
export function partOf<T extends HTMLElement = HTMLElement>(host: Element, name: string): T | null {
  return host.shadowRoot?.querySelector<T>(`[part~="${name}"]`) ?? null;
}

/** The first element with `part` in `host`'s shadow root. Fails loudly when missing. */
export function part<T extends HTMLElement = HTMLElement>(host: Element, name: string): T {
  const found = partOf<T>(host, name);
  if (!found) throw new Error(`no part "${name}" in <${host.localName}>`);
  return found;
}

/** Every element with `part` in `host`'s shadow root. */
export function parts(host: Element, name: string): HTMLElement[] {
  return [...(host.shadowRoot?.querySelectorAll<HTMLElement>(`[part~="${name}"]`) ?? [])];
}

/** Clicks an element with a real mouse at its centre, then moves the mouse away (no hover left behind). */
export async function click(element: Element): Promise<void> {
  element.scrollIntoView({ block: 'center' });
  const box = element.getBoundingClientRect();
  await sendMouse({
    type: 'click',
    position: [Math.round(box.x + box.width / 2), Math.round(box.y + box.height / 2)],
  });
  await sendMouse({ type: 'move', position: [0, 0] });
}

/** Resolves on the next frame pair, so events and renders have settled. */
export function settle(): Promise<void> {
  return new Promise((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
  );
}

/** Collects every event of `type` heard on `target` until `stop()` is called. */
export function collect<E extends Event>(
  target: EventTarget,
  type: string,
): { events: E[]; stop: () => void } {
  const events: E[] = [];
  const listener = (event: Event) => events.push(event as E);
  target.addEventListener(type, listener);
  return { events, stop: () => target.removeEventListener(type, listener) };
}

/** The element that has focus, looking through every open shadow root. */
export function deepActiveElement(): Element | null {
  let active: Element | null = document.activeElement;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

/** Waits (yielding every 25 ms) until `check` holds; fails after 5 s naming `what`. */
export async function until(check: () => boolean, what: string): Promise<void> {
  const start = performance.now();
  while (!check()) {
    if (performance.now() - start > 5000) throw new Error(`never: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}

/** The language an element's text is read in: its own `lang`, else the nearest ancestor's (across shadow roots). */
export function langOf(node: Element): string {
  for (
    let at: Node | null = node;
    at;
    at = (at as Element).parentNode ?? (at as ShadowRoot).host ?? null
  ) {
    if (at instanceof Element && at.hasAttribute('lang')) return at.getAttribute('lang')!;
  }
  return '';
}
