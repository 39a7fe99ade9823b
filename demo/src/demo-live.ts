/**
 * Live round trips against the MCP servers the demo serves on its own origin: every
 * request and response is shown as it happens, each round rendered by `<elicit-round>`
 * (2026-07-28) or `<elicit-request>` (a 2025-11-25 push).
 */
import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { customElement, property, state } from 'lit/decorators.js';
import {
  callWithInput,
  createHttpTransport,
  requestMeta,
  type ElicitRequestParams,
  type ElicitResult,
  type InputRequiredResult,
  type InputResponses,
  type JsonObject,
  type JsonRpcRequest,
} from '@elicit-kit/core';
import type { ElicitRoundDetail } from '@elicit-kit/elements';
import { callLegacyTool } from './legacy-client.js';
import { renderRequest, renderRound, type StorySettings } from './render-story.js';

interface Scenario {
  readonly id: string;
  readonly title: string;
  readonly method?: 'tools/call' | 'prompts/get' | 'resources/read';
  readonly params?: JsonObject;
  readonly legacyTool?: string;
}

const scenarios: readonly Scenario[] = [
  { id: 'image', title: 'generate_image: aspect ratio, style, go-ahead', method: 'tools/call', params: { name: 'generate_image', arguments: { prompt: 'a lighthouse at dusk' } } },
  { id: 'wizard', title: 'setup_wizard: three rounds', method: 'tools/call', params: { name: 'setup_wizard', arguments: {} } },
  { id: 'connect', title: 'connect_account: URL consent, then a state-only wait', method: 'tools/call', params: { name: 'connect_account', arguments: {} } },
  { id: 'prompt', title: 'prompts/get team_greeting', method: 'prompts/get', params: { name: 'team_greeting' } },
  { id: 'resource', title: 'resources/read report://quarterly', method: 'resources/read', params: { uri: 'report://quarterly' } },
  { id: 'legacy-form', title: 'Legacy 2025-11-25 push: book_table', legacyTool: 'book_table' },
  { id: 'legacy-url', title: 'Legacy 2025-11-25 push: link_account (URL mode)', legacyTool: 'link_account' },
];

interface LogEntry {
  readonly direction: '→' | '←';
  readonly json: unknown;
}

@customElement('demo-live')
export class DemoLive extends LitElement {
  static override styles = css`
    :host { display: grid; grid-template-columns: minmax(0, 34rem) minmax(0, 1fr); gap: 1.5rem; align-items: start; }
    ul { list-style: none; padding: 0; display: grid; gap: 0.5rem; }
    pre { background: var(--demo-code-bg); padding: 0.5rem; border-radius: 0.4rem; overflow: auto; font-size: 0.75rem; max-height: 18rem; margin: 0; }
    .log { display: grid; gap: 0.5rem; }
    .outcome { padding: 0.75rem; border-radius: 0.5rem; background: var(--demo-stage); }
    label { display: block; margin-block-end: 0.5rem; }
  `;

  /** Theme and language from the gallery. */
  @property({ attribute: false }) settings: StorySettings = { theme: '', locale: 'en' };

  @state() private running?: Scenario;
  @state() private ask?: TemplateResult;
  @state() private log: readonly LogEntry[] = [];
  @state() private outcome?: unknown;
  @state() private prompt = 'a lighthouse at dusk';
  private round = 0;

  private record = (direction: '→' | '←', json: unknown): void => {
    this.log = [...this.log, { direction, json }];
  };

  /** Shows one round and resolves with what the person sends. */
  private askRound(result: InputRequiredResult): Promise<InputResponses> {
    return new Promise((resolve) => {
      this.round += 1;
      this.ask = html`<div @elicit-round=${(e: CustomEvent<ElicitRoundDetail>) => resolve(e.detail.inputResponses)}>
        ${renderRound(result, this.settings, `round-${this.round}`, 'elicit-kit demo (2026-07-28)')}</div>`;
    });
  }

  private askOne(params: ElicitRequestParams): Promise<ElicitResult> {
    return new Promise((resolve) => {
      this.round += 1;
      this.ask = html`<div @elicit-response=${(e: CustomEvent<ElicitResult>) => resolve(e.detail)}>
        ${renderRequest(params, this.settings, `push-${this.round}`, 'legacy demo (2025-11-25)')}</div>`;
    });
  }

  private async run(scenario: Scenario): Promise<void> {
    this.running = scenario;
    this.log = [];
    this.outcome = undefined;
    try {
      if (scenario.legacyTool) {
        const response = await callLegacyTool('/legacy-mcp', scenario.legacyTool, (params) => this.askOne(params), this.record);
        this.outcome = response['result'] ?? response['error'];
        return;
      }
      const transport = createHttpTransport({ url: '/mcp' });
      let last: InputRequiredResult | undefined;
      const send = async (request: JsonRpcRequest, init: { readonly signal: AbortSignal }) => {
        this.record('→', request);
        const response = await transport(request, init);
        this.record('←', response);
        const result = (response as { result?: InputRequiredResult }).result;
        if (result?.resultType === 'input_required') last = result;
        return response;
      };
      const params = scenario.id === 'image' ? { ...scenario.params, arguments: { prompt: this.prompt } } : scenario.params;
      const request: JsonRpcRequest = {
        jsonrpc: '2.0',
        id: `demo-${Date.now()}`,
        method: scenario.method!,
        params: { ...params, _meta: requestMeta({ clientInfo: { name: 'elicit-kit demo', version: '0.1.0' } }) },
      };
      this.outcome = await callWithInput(send, request, () => this.askRound(last!));
    } catch (error) {
      this.outcome = { error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
    } finally {
      this.ask = undefined;
      this.running = undefined;
    }
  }

  private renderOutcome() {
    if (this.outcome === undefined) return nothing;
    const images = ((this.outcome as { content?: { type: string; data: string; mimeType: string }[] }).content ?? []).filter((c) => c.type === 'image');
    return html`<div class="outcome" role="status"><strong>Result</strong>
      ${images.map((image) => html`<img alt="Generated image" src="data:${image.mimeType};base64,${image.data}" />`)}
      <pre>${JSON.stringify(this.outcome, null, 2)}</pre></div>`;
  }

  override render() {
    return html`
      <section>
        <h2>Scenarios</h2>
        <label>Image prompt <input .value=${this.prompt} @input=${(e: Event) => (this.prompt = (e.target as HTMLInputElement).value)} /></label>
        <ul>${scenarios.map((scenario) => html`<li><button ?disabled=${!!this.running} @click=${() => void this.run(scenario)}>${scenario.title}</button></li>`)}</ul>
        ${this.ask ?? nothing}
        ${this.renderOutcome()}
      </section>
      <section aria-label="Traffic">
        <h2>Traffic</h2>
        <div class="log">${this.log.map((entry) => html`<div>${entry.direction === '→' ? 'Request →' : '← Response'}<pre>${JSON.stringify(entry.json, null, 2)}</pre></div>`)}</div>
      </section>`;
  }
}
