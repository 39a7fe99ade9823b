// A @web/test-runner server plugin that reads Chromium's own accessibility tree (CDP
// `Accessibility.getFullAXTree`), so tests check the names and descriptions a screen
// reader gets, computed by the browser across shadow roots, not by a JavaScript model.
// Command (call it with `executeServerCommand` from '@web/test-runner-commands'):
//   ax-tree   [{ role, name, description }] of every node Chromium does not ignore.

/** The plugin: add it to `plugins` in web-test-runner.config.mjs. */
export function axTreePlugin() {
  return {
    name: 'ax-tree',
    async executeCommand({ command, session }) {
      if (command !== 'ax-tree') return undefined;
      if (session.browser.type !== 'playwright') {
        throw new Error(`${command} needs the Playwright launcher, not ${session.browser.type}.`);
      }
      const page = session.browser.getPage(session.id);
      const cdp = await page.context().newCDPSession(page);
      try {
        const { nodes } = await cdp.send('Accessibility.getFullAXTree');
        return nodes
          .filter((node) => !node.ignored)
          .map((node) => ({
            role: String(node.role?.value ?? ''),
            name: String(node.name?.value ?? ''),
            description: String(node.description?.value ?? ''),
          }));
      } finally {
        await cdp.detach().catch(() => {});
      }
    },
  };
}
