/**
 * Server-side client: the MCP client runs on the server (the dev server, demo/server/
 * relay-demo.ts), as in most web chat hosts, and this page only shows its asks, through
 * `@elicit-kit/relay` and `connectRelay`. Open the view in two tabs: an ask shows in both,
 * and answering it in one withdraws it in the other; reload mid-answer and the draft comes back.
 */
import { LitElement, css, html } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import { connectRelay, type RelayConnection } from '@elicit-kit/elements';
import type { StorySettings } from './render-story.js';

/** This browser's demo session: the relay shows a page only its own session's asks. */
function demoSession(): void {
  if (/(?:^|;\s*)demo-sid=/.test(document.cookie)) return;
  document.cookie = `demo-sid=${crypto.randomUUID()}; path=/; SameSite=Strict`;
}

const calls = [
  { tool: 'book_table', label: 'Call book_table (a form)' },
  { tool: 'link_account', label: 'Call link_account (URL mode)' },
] as const;

@customElement('demo-server-client')
export class DemoServerClient extends LitElement {
  static override styles = css`
    :host { display: grid; gap: 1rem; }
    section { padding: 1rem; border-radius: 0.75rem; background: var(--demo-stage); display: grid; gap: 0.75rem; }
    p { margin: 0; }
    .row { display: flex; gap: 0.5rem; flex-wrap: wrap; }
    button { font: inherit; }
    #chat { display: grid; gap: 0.5rem; }
    pre { background: var(--demo-code-bg); padding: 0.5rem; border-radius: 0.5rem; margin: 0; font-size: 0.8rem; overflow: auto; }
  `;

  @property({ attribute: false }) settings: StorySettings = { theme: '', locale: 'en' };
  @state() private results: unknown[] = [];
  @query('#chat') private chat!: HTMLElement;
  #connection: RelayConnection | undefined;
  /** The language and theme the connection's cards were made with. */
  #look = '';

  protected override updated(): void {
    // Reconnected only when the gallery's language or theme changes, so the cards follow it.
    const look = `${this.settings.locale}|${this.settings.theme}`;
    if (look === this.#look && this.#connection) return;
    this.#look = look;
    this.#connection?.close();
    this.#connection = connectRelay({
      url: '/relay',
      container: this.chat,
      inline: true,
      receipt: true,
      persistKey: 'gallery-relay',
      locale: this.settings.locale,
      ...(this.settings.theme ? { theme: this.settings.theme } : {}),
    });
  }

  override connectedCallback(): void {
    super.connectedCallback();
    demoSession();
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.#connection?.close();
    this.#connection = undefined;
  }

  async #call(tool: string): Promise<void> {
    const response = await fetch(`/relay-demo/call?tool=${tool}`, { method: 'POST' });
    this.results = [
      ...this.results,
      { tool, status: response.status, result: (await response.json()) as unknown },
    ];
  }

  protected override render() {
    return html`<section aria-labelledby="server-title">
        <h3 id="server-title">An MCP client on the server, asks answered here</h3>
        <p>
          The server runs the official MCP client 2.x against the demo's 2025-11-25 server; its one line of elicitation code is
          <code>relay.elicit(session, request.params, { signal: ctx.mcpReq.signal })</code>. This page runs
          <code>connectRelay({ url: '/relay', container, inline: true, receipt: true, persistKey })</code>.
        </p>
        <div class="row">${calls.map(({ tool, label }) => html`<button type="button" @click=${() => void this.#call(tool)}>${label}</button>`)}</div>
        <div id="chat" role="log" aria-label="Transcript"></div>
      </section>
      <section aria-labelledby="results-title">
        <h3 id="results-title">What the server's client got back</h3>
        <pre id="results">${JSON.stringify(this.results, null, 2)}</pre>
      </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'demo-server-client': DemoServerClient;
  }
}
