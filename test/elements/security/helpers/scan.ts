/**
 * What the injection suite checks in a rendered tree (through open shadow roots): only
 * the kit's own elements, no event-handler or loading attributes, no links, no inline
 * styles, no direction control shown or announced, and right-to-left server text isolated.
 */
import { deepElements } from './watch.js';

/** Every element the kit's templates contain. Anything else in a rendered tree was injected. */
const KIT_TAGS = new Set([
  'p',
  'bdi',
  'div',
  'span',
  'button',
  'label',
  'input',
  'textarea',
  'select',
  'option',
  'ul',
  'li',
  'dl',
  'dt',
  'dd',
  'fieldset',
  'legend',
  'section',
  'h2',
  'form',
  'details',
  'summary',
  'mark',
  'code',
  'dialog',
  'elicit-form',
  'elicit-round',
  'elicit-url-consent',
  'elicit-request',
  'elicit-dialog',
  'slot',
]);

/** Attributes that load, navigate or style; none of them is ever on a kit element. */
const LOADING_ATTRIBUTES = new Set([
  'href',
  'src',
  'srcset',
  'srcdoc',
  'action',
  'formaction',
  'data',
  'poster',
  'background',
  'xlink:href',
  'ping',
  'style',
  'manifest',
  'codebase',
  'lowsrc',
  'dynsrc',
  'content',
  'http-equiv',
]);

/** Direction controls: must never reach a text node or an accessible-text attribute. */
const BIDI = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
/** A strong right-to-left letter (Hebrew, Arabic). */
const RTL = /[\u0590-\u08FF\uFB1D-\uFDFF\uFE70-\uFEFF]/;
/** Attributes assistive technology reads out. */
const SPOKEN = ['aria-label', 'aria-description', 'title', 'placeholder', 'alt', 'aria-valuetext'];

/** What one scan found; every list must be empty. */
export interface Findings {
  injected: string[];
  handlers: string[];
  loaders: string[];
  links: string[];
  bidi: string[];
  uncontained: string[];
}

export const noFindings = (): Findings => ({
  injected: [],
  handlers: [],
  loaders: [],
  links: [],
  bidi: [],
  uncontained: [],
});

/** True when `text` (a node of right-to-left text) cannot reorder the kit's text around it. */
function contained(node: Text): boolean {
  for (let element = node.parentElement; element; element = element.parentElement) {
    if (element.localName === 'bdi' || element.hasAttribute('dir')) return true;
    const style = getComputedStyle(element);
    if (style.unicodeBidi === 'isolate' || style.unicodeBidi === 'plaintext') return true;
    if (style.display !== 'inline' && style.display !== 'contents') {
      // A block holding only this text is its own bidi paragraph.
      return (element.textContent ?? '').trim() === (node.nodeValue ?? '').trim();
    }
  }
  return false;
}

/** Scans `root` (a kit element with its shadow root and the cards it holds as children, or a shadow root) and appends to `findings`; `where` names the scene. */
export function scan(root: ParentNode, where: string, findings: Findings): void {
  for (const element of deepElements(root)) {
    const tag = element.localName;
    if (!KIT_TAGS.has(tag)) findings.injected.push(`${where}: <${tag}>`);
    if (tag === 'a' || tag === 'area') findings.links.push(`${where}: <${tag}>`);
    for (const { name, value } of element.attributes) {
      if (name.startsWith('on')) findings.handlers.push(`${where}: <${tag} ${name}>`);
      if (LOADING_ATTRIBUTES.has(name))
        (name === 'href' ? findings.links : findings.loaders).push(`${where}: <${tag} ${name}>`);
      if (SPOKEN.includes(name) && BIDI.test(value))
        findings.bidi.push(`${where}: <${tag} ${name}>`);
    }
  }
  const walker = (node: Node): void => {
    for (const child of node.childNodes) {
      if (child.nodeType === Node.TEXT_NODE) {
        const text = child.nodeValue ?? '';
        if (BIDI.test(text))
          findings.bidi.push(`${where}: text in <${child.parentElement?.localName}>`);
        if (RTL.test(text) && !contained(child as Text))
          findings.uncontained.push(`${where}: text in <${child.parentElement?.localName}>`);
      } else {
        walker(child);
      }
    }
    if (node instanceof Element && node.shadowRoot) walker(node.shadowRoot);
  };
  walker(root as Node);
}

/** Waits until `element` and every lit element below it (in its shadow root, or its slotted cards) has rendered. */
export async function rendered(element: Element): Promise<void> {
  const lit = element as Element & { updateComplete?: Promise<unknown> };
  if (lit.updateComplete) await lit.updateComplete;
  for (const child of [
    ...element.querySelectorAll('*'),
    ...(element.shadowRoot?.querySelectorAll('*') ?? []),
  ]) {
    if (child.shadowRoot || (child as { updateComplete?: unknown }).updateComplete)
      await rendered(child);
  }
}
