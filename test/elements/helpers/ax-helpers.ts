// Chromium's own accessibility tree, read through the `ax-tree` server command
// (test/plugins/ax-tree.mjs): the names and descriptions a screen reader gets.
import { executeServerCommand } from '@web/test-runner-commands';

/** One node of the accessibility tree that Chromium does not ignore. */
export interface AxNode {
  readonly role: string;
  readonly name: string;
  readonly description: string;
}

/** Every node of the page's accessibility tree, after lit has rendered. */
export async function axTree(): Promise<AxNode[]> {
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  return executeServerCommand<AxNode[], undefined>('ax-tree');
}
