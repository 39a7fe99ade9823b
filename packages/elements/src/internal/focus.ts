/** Where focus is, looking through open shadow roots: what the dialog restores, and what a locked card rescues. */

/** The focused element under `root` (the document, or a card's own shadow root), through open shadow roots; null when none. */
export function deepActiveElement(root: DocumentOrShadowRoot | null | undefined): Element | null {
  let active = root?.activeElement ?? null;
  while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
  return active;
}
