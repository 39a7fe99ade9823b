/**
 * Paste any `requestedSchema`, `elicitation/create` params, JSON-RPC request or
 * `InputRequiredResult` and see it rendered, with the JSON that would go back.
 */
import { LitElement, css, html, nothing } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import type { ElicitRequestParams, InputRequiredResult, JsonObject } from '@elicit-kit/core';
import { renderRequest, renderRound, type StorySettings } from './render-story.js';

type Parsed =
  | { readonly kind: 'request'; readonly request: ElicitRequestParams }
  | { readonly kind: 'round'; readonly result: InputRequiredResult }
  | { readonly kind: 'error'; readonly message: string };

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Works out what the pasted JSON is. */
function classify(text: string): Parsed {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (error) {
    return { kind: 'error', message: `Not JSON: ${(error as Error).message}` };
  }
  if (!isObject(value)) return { kind: 'error', message: 'Paste a JSON object.' };
  const inner = isObject(value['result'])
    ? value['result']
    : isObject(value['params'])
      ? value['params']
      : value;
  if (inner['resultType'] !== undefined)
    return { kind: 'round', result: inner as unknown as InputRequiredResult };
  if (typeof inner['message'] === 'string')
    return { kind: 'request', request: inner as unknown as ElicitRequestParams };
  return {
    kind: 'request',
    request: { mode: 'form', message: 'Pasted schema', requestedSchema: inner },
  };
}

/** Starting points, one per kind of JSON the editor understands. */
const samples: readonly { readonly label: string; readonly value: JsonObject }[] = [
  {
    label: 'requestedSchema',
    value: {
      type: 'object',
      properties: {
        name: { type: 'string', title: 'Name', minLength: 1 },
        when: { type: 'string', format: 'date', title: 'When' },
        size: {
          type: 'string',
          oneOf: [
            { const: 's', title: 'Small' },
            { const: 'l', title: 'Large' },
          ],
        },
      },
      required: ['name'],
    },
  },
  {
    label: 'elicitation/create (URL)',
    value: {
      jsonrpc: '2.0',
      id: 7,
      method: 'elicitation/create',
      params: { mode: 'url', message: 'Sign in to continue.', url: 'https://example.com/login' },
    },
  },
  {
    label: 'InputRequiredResult',
    value: {
      resultType: 'input_required',
      inputRequests: {
        confirm: {
          method: 'elicitation/create',
          params: {
            message: 'Proceed with the refund?',
            requestedSchema: { type: 'object', properties: {} },
          },
        },
        amount: {
          method: 'elicitation/create',
          params: {
            message: 'How much?',
            requestedSchema: {
              type: 'object',
              properties: { amount: { type: 'number', title: 'Amount', minimum: 0 } },
              required: ['amount'],
            },
          },
        },
      },
      requestState: 'opaque-state',
    },
  },
];

const sample = JSON.stringify(samples[0]!.value, null, 2);

@customElement('demo-editor')
export class DemoEditor extends LitElement {
  static override styles = css`
    :host { display: grid; grid-template-columns: minmax(0, 1fr) minmax(0, 1fr); gap: 1.5rem; }
    textarea { width: 100%; min-height: 24rem; font-family: ui-monospace, monospace; font-size: 0.85rem; box-sizing: border-box; }
    pre { background: var(--demo-code-bg); padding: 0.75rem; border-radius: 0.5rem; overflow: auto; font-size: 0.8rem; }
    .error { color: var(--demo-error); }
    .samples { display: flex; flex-wrap: wrap; gap: 0.5rem; align-items: center; margin-block: 0.5rem; }
    button { font: inherit; }
  `;

  /** Theme and language from the gallery. */
  @property({ attribute: false }) settings: StorySettings = { theme: '', locale: 'en' };

  @state() private text = sample;
  @state() private parsed: Parsed = classify(sample);
  @state() private revision = 0;
  @state() private sent: unknown;

  private handleRender(): void {
    this.parsed = classify(this.text);
    this.revision += 1;
    this.sent = undefined;
  }

  private useSample(value: JsonObject): void {
    this.text = JSON.stringify(value, null, 2);
    this.handleRender();
  }

  override render() {
    const parsed = this.parsed;
    return html`
      <section>
        <label for="json">requestedSchema, elicitation/create params, or an InputRequiredResult</label>
        <div class="samples">Samples: ${samples.map((entry) => html`<button type="button" @click=${() => this.useSample(entry.value)}>${entry.label}</button>`)}</div>
        <textarea id="json" spellcheck="false" .value=${this.text}
          @input=${(e: Event) => (this.text = (e.target as HTMLTextAreaElement).value)}
          @paste=${() => setTimeout(() => this.handleRender())}></textarea>
        <button type="button" @click=${this.handleRender}>Render</button>
      </section>
      <section @elicit-response=${(e: CustomEvent) => (this.sent = e.detail)} @elicit-round=${(e: CustomEvent) => (this.sent = e.detail)}>
        ${parsed.kind === 'error' ? html`<p class="error" role="alert">${parsed.message}</p>` : nothing}
        ${parsed.kind === 'request' ? renderRequest(parsed.request, this.settings, this.revision, 'Pasted server') : nothing}
        ${parsed.kind === 'round' ? renderRound(parsed.result, this.settings, this.revision, 'Pasted server') : nothing}
        ${this.sent === undefined ? nothing : html`<h3>Sent</h3><pre data-sent>${JSON.stringify(this.sent, null, 2)}</pre>`}
      </section>`;
  }
}
