/**
 * Copies `text` to the clipboard: the async Clipboard API first, then the legacy
 * `execCommand('copy')` on a selection of `node` (which shows the text). Resolves `true`
 * when either worked; on `false` the text is left selected so the person can copy it.
 */
export async function copyText(text: string, node: Node): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // Permission refused or no focus: fall through to the selection path.
  }
  const selection =
    (
      node.getRootNode() as Document | (ShadowRoot & { getSelection?: () => Selection | null })
    ).getSelection?.() ?? document.getSelection();
  selection?.selectAllChildren(node);
  try {
    // Deprecated but still the only copy path without clipboard permission.
    return document.execCommand('copy');
  } catch {
    return false;
  }
}
