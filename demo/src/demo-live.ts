/**
 * Live round trips against the MCP servers the demo serves on its own origin: every
 * request and response is shown as it happens, each round rendered by `<elicit-round>`
 * (2026-07-28) or `<elicit-request>` (a 2025-11-25 push); the client stories run the AI
 * SDK's and the official SDK 1.x's own clients, answered by `showElicitation` (live-clients.ts).
 */
import { LitElement, css, html, nothing, type TemplateResult } from 'lit';
import { customElement, property, query, state } from 'lit/decorators.js';
import {
  callWithInput,
  createHttpTransport,
  requestMeta,
  type ElicitRequestParams,
  type ElicitResult,
  type JsonObject,
  type JsonRpcRequest,
  type TaskInfo,
} from '@elicit-kit/core';
import { answerWithRound } from '@elicit-kit/elements';
import { callLegacyTool } from './legacy-client.js';
import { renderRequest, type StorySettings } from './render-story.js';
import type { ClientName } from './live-clients.js';

interface Scenario {
  readonly id: string;
  readonly title: string;
  readonly method?: 'tools/call' | 'prompts/get' | 'resources/read';
  readonly params?: JsonObject;
  readonly legacyTool?: string;
  /** A client story: this client calls `legacyTool` and `showElicitation` answers its asks. */
  readonly client?: ClientName;
  /** The call opts in to tasks; its task survives a reload of the gallery (`persistKey`). */
  readonly task?: true;
}

/** Where the task story keeps its task across a reload (answerWithRound's `persistKey`). */
const TASK_KEY = 'gallery-task';

const scenarios: readonly Scenario[] = [
  {
    id: 'image',
    title: 'generate_image: aspect ratio, style, go-ahead',
    method: 'tools/call',
    params: { name: 'generate_image', arguments: { prompt: 'a lighthouse at dusk' } },
  },
  {
    id: 'wizard',
    title: 'setup_wizard: three rounds',
    method: 'tools/call',
    params: { name: 'setup_wizard', arguments: {} },
  },
  {
    id: 'connect',
    title: 'connect_account: URL consent, then a state-only wait',
    method: 'tools/call',
    params: { name: 'connect_account', arguments: {} },
  },
  {
    id: 'prompt',
    title: 'prompts/get team_greeting',
    method: 'prompts/get',
    params: { name: 'team_greeting' },
  },
  {
    id: 'resource',
    title: 'resources/read report://quarterly',
    method: 'resources/read',
    params: { uri: 'report://quarterly' },
  },
  {
    id: 'task',
    title: 'close_quarter: a task that asks twice (tasks extension)',
    method: 'tools/call',
    params: { name: 'close_quarter', arguments: { quarter: 'Q3' } },
    task: true,
  },
  { id: 'legacy-form', title: 'Legacy 2025-11-25 push: book_table', legacyTool: 'book_table' },
  {
    id: 'legacy-url',
    title: 'Legacy 2025-11-25 push: link_account (URL mode)',
    legacyTool: 'link_account',
  },
  {
    id: 'ai-sdk-form',
    title: 'Vercel AI SDK client: book_table (form mode only)',
    legacyTool: 'book_table',
    client: 'ai-sdk',
  },
  {
    id: 'sdk-1-form',
    title: 'SDK 1.x Client: book_table',
    legacyTool: 'book_table',
    client: 'sdk-1',
  },
  {
    id: 'sdk-1-url',
    title: 'SDK 1.x Client: link_account (URL mode)',
    legacyTool: 'link_account',
    client: 'sdk-1',
  },
  {
    id: 'sdk-1-hold',
    title: 'SDK 1.x Client: hold_table (withdrawn after 20 s)',
    legacyTool: 'hold_table',
    client: 'sdk-1',
  },
];

/** The one call each client story runs, as its docs page shows it (plus the gallery's theme and language). */
const oneCall: Record<ClientName, string> = {
  'ai-sdk': `client.onElicitationRequest(ElicitationRequestSchema, (request) =>
  showElicitation(request.params, { serverName: client.serverInfo.name }));`,
  'sdk-1': `client.setRequestHandler(ElicitRequestSchema, (request, extra) =>
  showElicitation(request.params, { serverName, signal: extra.signal }));`,
};

interface LogEntry {
  readonly direction: '→' | '←';
  readonly json: unknown;
}

/** A one-line caption for a message in the traffic log: its method, or what it answers. */
function caption(entry: LogEntry): string {
  const message = entry.json as {
    method?: unknown;
    id?: unknown;
    result?: { resultType?: unknown };
    error?: { message?: unknown };
  };
  const id = message.id === undefined ? '' : ` (id ${JSON.stringify(message.id)})`;
  if (typeof message.method === 'string')
    return `${entry.direction === '→' ? 'Request →' : '← Server request'} ${message.method}${id}`;
  if (message.error)
    return `${entry.direction === '→' ? 'Error →' : '← Error'}${id}: ${String(message.error.message)}`;
  const result = message.result as { resultType?: unknown; status?: unknown } | undefined;
  const kind =
    result?.resultType === 'input_required' || result?.resultType === 'task'
      ? result.resultType
      : typeof result?.status === 'string'
        ? `task ${result.status}`
        : 'result';
  return `${entry.direction === '→' ? 'Answer →' : '← Response'} ${kind}${id}`;
}

@customElement('demo-live')
export class DemoLive extends LitElement {
  static override styles = css`
    :host {
      display: grid;
      grid-template-columns: minmax(0, 34rem) minmax(0, 1fr);
      gap: 1.5rem;
      align-items: start;
    }
    ul {
      list-style: none;
      padding: 0;
      display: grid;
      gap: 0.5rem;
    }
    pre {
      background: var(--demo-code-bg);
      padding: 0.5rem;
      border-radius: 0.4rem;
      overflow: auto;
      font-size: 0.75rem;
      max-height: 18rem;
      margin: 0;
    }
    .log {
      display: grid;
      gap: 0.5rem;
    }
    .outcome {
      padding: 0.75rem;
      border-radius: 0.5rem;
      background: var(--demo-stage);
      display: grid;
      gap: 0.5rem;
    }
    .outcome img {
      max-width: 100%;
      height: auto;
      justify-self: start;
      border-radius: 0.25rem;
    }
    .log {
      list-style: none;
      padding: 0;
      margin: 0;
    }
    .log li {
      display: grid;
      gap: 0.25rem;
    }
    .log li[data-direction='←'] strong {
      color: var(--demo-muted);
    }
    .scenarios button {
      font: inherit;
      padding: 0.35rem 0.6rem;
      text-align: start;
    }
    .ask {
      margin-block: 1rem;
    }
    label {
      display: block;
      margin-block-end: 0.5rem;
    }
    input {
      font: inherit;
    }
    p {
      margin: 0.25rem 0 0.75rem;
      color: var(--demo-muted);
    }
    .task-status {
      font-weight: 600;
      color: inherit;
    }
  `;

  /** Theme and language from the gallery. */
  @property({ attribute: false }) settings: StorySettings = { theme: '', locale: 'en' };

  @state() private running?: Scenario;
  @state() private ask?: TemplateResult;
  @state() private log: readonly LogEntry[] = [];
  @state() private outcome?: unknown;
  @state() private prompt = 'a lighthouse at dusk';
  /** The task story's latest status, from `onTaskStatus`. */
  @state() private taskStatus?: TaskInfo;
  private round = 0;
  private abort?: AbortController;
  /** Where answerWithRound shows each 2026-07-28 round. */
  @query('#rounds') private rounds!: HTMLElement;

  private record = (direction: '→' | '←', json: unknown): void => {
    this.log = [...this.log, { direction, json }];
  };

  private askOne(params: ElicitRequestParams): Promise<ElicitResult> {
    return new Promise((resolve) => {
      this.round += 1;
      this.ask = html`<div @elicit-response=${(e: CustomEvent<ElicitResult>) => resolve(e.detail)}>
        ${renderRequest(params, this.settings, `push-${this.round}`, 'legacy demo (2025-11-25)')}
      </div>`;
    });
  }

  override firstUpdated(): void {
    // A task the gallery was following before a reload: follow it again (never a new call).
    const task = scenarios.find((scenario) => scenario.task);
    // After this first update, so the run's state changes start an update of their own.
    if (task && sessionStorage.getItem(`elicit-kit:${TASK_KEY}:task`))
      void this.updateComplete.then(() => this.run(task));
  }

  private async run(scenario: Scenario): Promise<void> {
    this.running = scenario;
    this.log = [];
    this.outcome = undefined;
    this.taskStatus = undefined;
    this.abort = new AbortController();
    const signal = this.abort.signal;
    this.rounds.replaceChildren();
    try {
      if (scenario.client) {
        const { callWithClient } = await import('./live-clients.js');
        const { locale, theme } = this.settings;
        this.outcome = await callWithClient(scenario.client, scenario.legacyTool!, this.record, {
          locale,
          ...(theme && { theme }),
        });
        return;
      }
      if (scenario.legacyTool) {
        const response = await callLegacyTool(
          '/legacy-mcp',
          scenario.legacyTool,
          (params) => this.askOne(params),
          this.record,
        );
        this.outcome = response['result'] ?? response['error'];
        return;
      }
      const transport = createHttpTransport({ url: '/mcp' });
      // The transport as it is, only logged: answerWithRound needs nothing from the wire.
      const send = async (request: JsonRpcRequest, init: { readonly signal: AbortSignal }) => {
        this.record('→', request);
        const response = await transport(request, init);
        this.record('←', response);
        return response;
      };
      const params =
        scenario.id === 'image'
          ? { ...scenario.params, arguments: { prompt: this.prompt } }
          : scenario.params;
      const request: JsonRpcRequest = {
        jsonrpc: '2.0',
        id: `demo-${Date.now()}`,
        method: scenario.method!,
        params: {
          ...params,
          _meta: requestMeta({ clientInfo: { name: 'elicit-kit demo', version: '0.1.0' } }),
        },
      };
      const { locale, theme } = this.settings;
      const answer = answerWithRound({
        container: this.rounds,
        serverName: 'elicit-kit demo (2026-07-28)',
        locale,
        ...(theme && { theme }),
        ...(scenario.task && { persistKey: TASK_KEY }),
      });
      const tasks = scenario.task && {
        tasks: true,
        onTaskStatus: (task: TaskInfo) => (this.taskStatus = task),
      };
      this.outcome = await callWithInput(send, request, answer, { signal, ...tasks });
    } catch (error) {
      this.outcome = {
        error: error instanceof Error ? `${error.name}: ${error.message}` : String(error),
      };
    } finally {
      this.ask = undefined;
      // A stopped call leaves its round locked for the person to read; the next run starts clean.
      if (!signal.aborted) this.rounds.replaceChildren();
      this.running = undefined;
      this.abort = undefined;
    }
  }

  private renderOutcome() {
    if (this.outcome === undefined) return nothing;
    const images = (
      (this.outcome as { content?: { type: string; data: string; mimeType: string }[] }).content ??
      []
    ).filter((c) => c.type === 'image');
    return html`<div class="outcome" role="status" data-outcome>
      <strong>Result</strong>
      ${images.map((image) => html`<img alt="Generated by the server" src="data:${image.mimeType};base64,${image.data}" />`)}
      <pre>${JSON.stringify(this.outcome, null, 2)}</pre>
    </div>`;
  }

  private renderLog() {
    if (this.log.length === 0)
      return html`<p>
        Run a scenario: each request and response appears here as it crosses the wire.
      </p>`;
    return html`<ol class="log">
      ${this.log.map(
        (entry) =>
          html`<li data-direction=${entry.direction}>
            <strong>${caption(entry)}</strong>
            <pre>${JSON.stringify(entry.json, null, 2)}</pre>
          </li>`,
      )}
    </ol>`;
  }

  override render() {
    return html` <section aria-labelledby="scenarios">
        <h2 id="scenarios">Scenarios</h2>
        <p>
          The official <code>@modelcontextprotocol/server</code> 2.4 answers at
          <code>/mcp</code> (2026-07-28, requestState sealed with its HMAC codec); an SDK 1.32
          server pushes at <code>/legacy-mcp</code> (2025-11-25). The client stories run the Vercel
          AI SDK's and the SDK 1.x's own clients against it, each answering asks with
          <code>showElicitation</code> in a dialog.
        </p>
        <label
          >Image prompt
          <input
            .value=${this.prompt}
            @input=${(e: Event) => (this.prompt = (e.target as HTMLInputElement).value)}
        /></label>
        <ul class="scenarios">
          ${scenarios.map((scenario) => html`<li><button ?disabled=${!!this.running} @click=${() => void this.run(scenario)}>${scenario.title}</button></li>`)}
        </ul>
        ${this.running && !this.running.legacyTool ? html`<button @click=${() => this.abort?.abort(new Error('Stopped by the person.'))}>Stop “${this.running.title}”</button>` : nothing}
        ${
          this.running?.client
            ? html`<p>
                  The
                  ${this.running.client === 'ai-sdk' ? html`<code>@ai-sdk/mcp</code>` : html`<code>@modelcontextprotocol/sdk</code> 1.x`}
                  client's asks open the dialog, answered by the one call:
                </p>
                <pre data-one-call>${oneCall[this.running.client]}</pre>`
            : nothing
        }
        ${this.ask ? html`<div class="ask">${this.ask}</div>` : nothing}
        ${this.taskStatus ? html`<p class="task-status" role="status" data-task-status>Task ${this.taskStatus.status}${this.taskStatus.statusMessage ? html` — ${this.taskStatus.statusMessage}` : nothing}</p>` : nothing}
        <div class="ask" id="rounds"></div>
        ${this.renderOutcome()}
      </section>
      <section aria-labelledby="traffic">
        <h2 id="traffic">Traffic</h2>
        ${this.renderLog()}
      </section>`;
  }
}
