/** Where focus is, and where it goes, through open shadow roots and slots: what the dialog restores and starts on, and what a locked card rescues. */

/** The focused element under `root` (the document, or a card's own shadow root), through open shadow roots; null when none. */
export function deepActiveElement(root: DocumentOrShadowRoot | null | undefined): Element | null {
  let active = root?.activeElement ?? null;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}

const focusable = 'button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** What `element` shows in the flat tree: its shadow root's children, a slot's assigned elements, else its children. */
function shownChildren(element: Element): readonly Element[] {
  if (element instanceof HTMLSlotElement) return element.assignedElements({ flatten: true });
  return [...(element.shadowRoot ?? element).children];
}

/** The first enabled, visible control at or under `element`, in the order the person sees (the flat tree). */
export function firstControl(element: Element): HTMLElement | undefined {
  if (
    element.matches(focusable) &&
    !element.matches(':disabled') &&
    element.checkVisibility?.() !== false
  )
    return element as HTMLElement;
  for (const child of shownChildren(element)) {
    const found = firstControl(child);
    if (found) return found;
  }
  return undefined;
}

/** Waits until `element` and every lit element it shows (slotted cards too) finished rendering. */
export async function rendered(element: Element): Promise<void> {
  const lit = element as Element & { updateComplete?: Promise<unknown> };
  if (lit.updateComplete) await lit.updateComplete;
  for (const child of [...element.children, ...(element.shadowRoot?.children ?? [])])
    await rendered(child);
}
