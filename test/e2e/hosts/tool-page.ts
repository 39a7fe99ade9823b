// The shared page of the MCP client hosts (mcp-client, mcp-sdk-1, ai-sdk), added once the
// client is connected: `#status` says `connected <protocol version>`; `?tool=` (a
// comma-separated list, one per click of `#call`, default `deploy`) and `?args=` (JSON,
// default `{"env":"prod"}`) pick the call; its result (or `{ error }`) goes into `#out`.

/** A call the page makes: a tool's (or prompt's) name and its arguments. */
export type Call = (name: string, args: Record<string, unknown>) => Promise<unknown>;

/** Adds `#status` (`connected <version>`), `#call` (which makes `call`) and `#out` to the page. */
export function toolPage(call: Call, version: string): void {
  const query = new URLSearchParams(location.search);
  const names = (query.get('tool') ?? 'deploy').split(',');
  const args = JSON.parse(query.get('args') ?? '{"env":"prod"}') as Record<string, unknown>;
  const status = Object.assign(document.createElement('p'), {
    id: 'status',
    textContent: `connected ${version}`,
  });
  const button = Object.assign(document.createElement('button'), {
    id: 'call',
    type: 'button',
    textContent: 'Call',
  });
  const out = Object.assign(document.createElement('pre'), { id: 'out' });
  document.body.append(status, button, out);
  let clicks = 0;
  button.addEventListener('click', async () => {
    const name = names[clicks++ % names.length]!;
    out.textContent = '';
    try {
      out.textContent = JSON.stringify(await call(name, args));
    } catch (error) {
      out.textContent = JSON.stringify({ error: String(error) });
    }
  });
}
