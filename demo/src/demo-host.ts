/**
 * Host behaviour: what a chat host gets from `showElicitation` beyond one modal: a queue of
 * asks pushed together, deadlines that expire, a server that cancels, receipts left in a
 * transcript, and a round that survives a reload (`persistKey`).
 */
import { LitElement, css, html } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import type { ElicitRequestParams, InputRequiredResult } from '@elicit-kit/core';
import { showElicitation } from '@elicit-kit/elements';
import type { StorySettings } from './render-story.js';

const ask = (message: string, name: string, title: string): ElicitRequestParams => ({
  message,
  requestedSchema: {
    type: 'object',
    properties: { [name]: { type: 'string', title } },
    required: [name],
  },
});

/** The half-answered round the reload scene keeps (the spec's weather example, two asks). */
const reloadRound: InputRequiredResult = {
  resultType: 'input_required',
  inputRequests: {
    city: {
      method: 'elicitation/create',
      params: {
        message: 'Which city is the trip to?',
        requestedSchema: {
          type: 'object',
          properties: { city: { type: 'string', title: 'City' } },
          required: ['city'],
        },
      },
    },
    nights: {
      method: 'elicitation/create',
      params: {
        message: 'How many nights?',
        requestedSchema: {
          type: 'object',
          properties: { nights: { type: 'integer', title: 'Nights', minimum: 1 } },
        },
      },
    },
  },
  requestState: 'eyJ0cmlwIjoiZHJhZnQifQ==',
};

@customElement('demo-host')
export class DemoHost extends LitElement {
  static override styles = css`
    :host { display: grid; gap: 1.5rem; }
    section { padding: 1rem; border-radius: 0.75rem; background: var(--demo-stage); display: grid; gap: 0.75rem; }
    h3 { margin: 0; font-size: 1rem; }
    p { margin: 0; }
    .transcript { display: grid; gap: 0.5rem; }
    .bubble { padding: 0.5rem 0.75rem; border-radius: 0.75rem; background: var(--demo-code-bg); inline-size: fit-content; }
    pre { background: var(--demo-code-bg); padding: 0.5rem; border-radius: 0.5rem; margin: 0; font-size: 0.8rem; overflow: auto; }
    .row { display: flex; gap: 0.5rem; flex-wrap: wrap; }
    button { font: inherit; }
  `;

  @property({ attribute: false }) settings: StorySettings = { theme: '', locale: 'en' };
  @state() private log: Record<string, unknown[]> = {};
  @state() private roundStarted = false;
  @query('#countdown') private countdown!: HTMLElement;
  @query('#cancelling') private cancelling!: HTMLElement;
  @query('#chat') private chat!: HTMLElement;
  #server: AbortController | undefined;

  #note(scene: string, value: unknown): void {
    this.log = { ...this.log, [scene]: [...(this.log[scene] ?? []), value] };
  }

  #options() {
    return {
      serverName: 'Demo server',
      locale: this.settings.locale,
      ...(this.settings.theme ? { theme: this.settings.theme } : {}),
    };
  }

  #queueOfThree(): void {
    const asks = [
      ask('First: your name?', 'name', 'Name'),
      ask('Second: your team?', 'team', 'Team'),
      ask('Third: your role?', 'role', 'Role'),
    ];
    for (const request of asks)
      void showElicitation(request, this.#options()).then((result) => this.#note('queue', result));
  }

  #expiring(): void {
    const options = {
      ...this.#options(),
      container: this.countdown,
      inline: true,
      deadline: Date.now() + 15_000,
    };
    void showElicitation(
      ask('Quick: which slot do you want? (15 s)', 'slot', 'Slot'),
      options,
    ).then((result) => this.#note('countdown', result));
  }

  #cancelled(): void {
    this.#server = new AbortController();
    const options = {
      ...this.#options(),
      container: this.cancelling,
      inline: true,
      signal: this.#server.signal,
    };
    void showElicitation(
      ask('Type a message, then let the server cancel.', 'message', 'Message'),
      options,
    ).then((result) => this.#note('cancel', result));
  }

  #chatAsk(): void {
    const count = (this.log['chat']?.length ?? 0) + 1;
    const bubble = document.createElement('p');
    bubble.className = 'bubble';
    bubble.textContent = `Assistant: I need a detail to continue (#${count}).`;
    this.chat.append(bubble);
    const request: ElicitRequestParams = {
      message: 'Sign in to the staging API',
      requestedSchema: {
        type: 'object',
        properties: {
          user: { type: 'string', title: 'User' },
          api_key: { type: 'string', title: 'API key' },
        },
        required: ['user'],
      },
    };
    void showElicitation(request, {
      ...this.#options(),
      container: this.chat,
      inline: true,
      receipt: true,
    }).then((result) => this.#note('chat', result));
  }

  override render() {
    const out = (scene: string) =>
      html`<pre data-log=${scene}>${JSON.stringify(this.log[scene] ?? [], null, 1)}</pre>`;
    return html`
      <section aria-labelledby="queue-title">
        <h3 id="queue-title">A queue of three pushes</h3>
        <p>Three <code>elicitation/create</code> pushes arrive at once: one modal at a time, with how many wait; each resolves on its own.</p>
        <div class="row"><button id="start-queue" @click=${this.#queueOfThree}>Push three asks</button></div>
        ${out('queue')}
      </section>
      <section aria-labelledby="countdown-title">
        <h3 id="countdown-title">A countdown that expires</h3>
        <p>Inline, with a 15 second deadline: the card counts down, then says it expired, keeps what you typed, and the call resolves cancel.</p>
        <div class="row"><button id="start-countdown" @click=${this.#expiring}>Ask with a deadline</button></div>
        <div id="countdown"></div>
        ${out('countdown')}
      </section>
      <section aria-labelledby="cancel-title">
        <h3 id="cancel-title">A server that cancels</h3>
        <p>The server sends <code>notifications/cancelled</code>: the host aborts the signal. A card you typed into stays, saying it was withdrawn.</p>
        <div class="row">
          <button id="start-cancel" @click=${this.#cancelled}>Ask</button>
          <button id="server-cancels" @click=${() => this.#server?.abort()}>Server cancels</button>
        </div>
        <div id="cancelling"></div>
        ${out('cancel')}
      </section>
      <section aria-labelledby="chat-title">
        <h3 id="chat-title">Receipts in a chat-like transcript</h3>
        <p>Each answered ask collapses to one line of what was sent; the API key is never shown.</p>
        <div class="row"><button id="start-chat" @click=${this.#chatAsk}>Assistant asks</button></div>
        <div id="chat" class="transcript" role="log" aria-label="Chat"></div>
        ${out('chat')}
      </section>
      <section aria-labelledby="reload-title">
        <h3 id="reload-title">A reload that restores a half-answered round</h3>
        <p>Start the round, type a city, then reload the page: the round and what you typed come back (sessionStorage, key <code>demo-trip</code>).</p>
        <div class="row"><button id="start-round" @click=${() => (this.roundStarted = true)}>Start the round</button></div>
        <elicit-round
          .persistKey=${'demo-trip'}
          server-name="Demo server"
          locale=${this.settings.locale}
          theme=${this.settings.theme}
          .result=${this.roundStarted ? reloadRound : undefined}
          @elicit-round=${(event: CustomEvent) => this.#note('reload', event.detail)}
        ></elicit-round>
        ${out('reload')}
      </section>
    `;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'demo-host': DemoHost;
  }
}
