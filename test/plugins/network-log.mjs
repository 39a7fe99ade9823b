// A @web/test-runner server plugin that lets browser tests prove what the page fetched
// and which pages it opened, using the session's Playwright page. Commands (call them
// with `executeServerCommand` from '@web/test-runner-commands'):
//   network-log-start { block?: string[] }  start a fresh log for this session; requests
//       to the listed host names are recorded and answered with an empty stub page, so
//       tests never reach the real network.
//   network-log-read                        { requests: [{ url, page }], pages: [{ url,
//       openerIsNull, hasPlaywrightOpener }] } (waits for pending new-page checks)
//   network-log-stop                        stop logging and close the pages opened meanwhile.
//   network-log-grant-clipboard             grant clipboard read/write to the test page's
//       origin, so a test can read back what a Copy button wrote.

/** One session's log and the listeners to remove when it stops. */
function createLog(page, block) {
  const context = page.context();
  const log = { requests: [], pages: [], pending: [], opened: [] };
  const blocked = new Set(block.map((host) => host.toLowerCase()));
  const record = (where) => (request) => log.requests.push({ url: request.url(), page: where });
  const onRequest = record('main');
  const onPage = (newPage) => {
    if (newPage === page) return;
    log.opened.push(newPage);
    newPage.on('request', record('opened'));
    const entry = { url: newPage.url(), openerIsNull: null, hasPlaywrightOpener: null };
    log.pages.push(entry);
    log.pending.push(
      (async () => {
        await newPage.waitForLoadState('domcontentloaded', { timeout: 5000 }).catch(() => {});
        entry.url = newPage.url();
        entry.hasPlaywrightOpener = (await newPage.opener().catch(() => null)) !== null;
        entry.openerIsNull = await newPage.evaluate(() => window.opener === null).catch(() => null);
      })(),
    );
  };
  const matcher = (url) => blocked.has(url.hostname.toLowerCase());
  // Answered locally (not aborted): an aborted popup may vanish before Playwright reports it.
  const handler = (route) =>
    route.fulfill({
      status: 200,
      contentType: 'text/html',
      body: '<!doctype html><title>stub</title>',
    });
  page.on('request', onRequest);
  context.on('page', onPage);
  const routed = blocked.size > 0 ? context.route(matcher, handler) : Promise.resolve();
  log.ready = routed;
  log.stop = async () => {
    page.off('request', onRequest);
    context.off('page', onPage);
    if (blocked.size > 0) await context.unroute(matcher, handler).catch(() => {});
    await Promise.allSettled(log.pending);
    await Promise.allSettled(log.opened.map((opened) => opened.close()));
  };
  return log;
}

/** The plugin: add it to `plugins` in web-test-runner.config.mjs. */
export function networkLogPlugin() {
  const logs = new Map();
  return {
    name: 'network-log',
    async executeCommand({ command, payload, session }) {
      if (!command.startsWith('network-log-')) return undefined;
      if (session.browser.type !== 'playwright') {
        throw new Error(`${command} needs the Playwright launcher, not ${session.browser.type}.`);
      }
      const previous = logs.get(session.id);
      if (command === 'network-log-start') {
        if (previous) await previous.stop();
        const log = createLog(session.browser.getPage(session.id), payload?.block ?? []);
        await log.ready;
        logs.set(session.id, log);
        return true;
      }
      if (command === 'network-log-read') {
        if (!previous) return { requests: [], pages: [] };
        await Promise.allSettled(previous.pending);
        return {
          requests: [...previous.requests],
          pages: previous.pages.map((entry) => ({ ...entry })),
        };
      }
      if (command === 'network-log-grant-clipboard') {
        const page = session.browser.getPage(session.id);
        await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], {
          origin: new URL(page.url()).origin,
        });
        return true;
      }
      if (command === 'network-log-stop') {
        if (previous) await previous.stop();
        logs.delete(session.id);
        return true;
      }
      return undefined;
    },
  };
}
