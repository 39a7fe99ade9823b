/**
 * The gallery shell: a sidebar of stories, switches for theme, host look, direction and language,
 * the story's element, and the exact JSON that goes back, updating live.
 */
import { LitElement, css, html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import {
  accept,
  compileSchema,
  defaultContent,
  inspectUrl,
  requestMeta,
  retryRequest,
  sensitiveFields,
  type ElicitResult,
  type InputResponses,
  type JsonObject,
} from '@elicit-kit/core';
import { formatIssue } from '@elicit-kit/core/messages';
import type { ElicitRound, ElicitRoundDetail } from '@elicit-kit/elements';
import { exampleOriginalRequest, stories, type Story } from './stories.js';
import { renderStory } from './render-story.js';
import { applyHostLook, type HostLook } from './host-look.js';
import './demo-editor.js';
import './demo-live.js';
import './demo-host.js';
import './demo-server-client.js';

type View = 'gallery' | 'editor' | 'live' | 'host' | 'server';

/** What the output panel shows. */
interface Output {
  readonly label: string;
  readonly json: unknown;
}

/** The retry a round story's answers would produce. */
function retryOf(detail: {
  readonly inputResponses: InputResponses;
  readonly requestState?: string;
}) {
  return retryRequest(exampleOriginalRequest, detail, 3, {
    meta: requestMeta({ clientInfo: { name: 'elicit-kit demo', version: '0.1.0' } }),
  });
}

const sentText = new WeakMap<Story, string>();

/** What the server sent, as shown: stringified once per story (some hold 300,000 options), cut at 20,000 characters. */
function serverText(story: Story): string {
  let text = sentText.get(story);
  if (text === undefined) {
    const json = JSON.stringify(story.kind === 'round' ? story.result : story.request, null, 2);
    text =
      json.length > 20000
        ? `${json.slice(0, 20000)}\n… (${json.length.toLocaleString('en')} characters in all)`
        : json;
    sentText.set(story, text);
  }
  return text;
}

/** What would go back before anyone touches the story: accept with the defaults, or nothing yet. */
function initialOutputs(story: Story): readonly Output[] {
  if (story.kind === 'round') return [];
  const request = story.request;
  if (request.mode === 'url') return [];
  const compiled = compileSchema(request.requestedSchema ?? { type: 'object', properties: {} });
  return compiled.ok
    ? [{ label: 'Would send on accept (live)', json: accept(defaultContent(compiled)) }]
    : [];
}

const notesCache = new Map<string, readonly string[]>();

/** What the kit says about a story's schema or URL, in the chosen language (worked out once each). */
function kitNotes(story: Story, locale: string): readonly string[] {
  const key = `${story.id}\n${locale}`;
  const cached = notesCache.get(key);
  if (cached) return cached;
  const notes = findNotes(story, locale);
  notesCache.set(key, notes);
  return notes;
}

function findNotes(story: Story, locale: string): readonly string[] {
  if (story.kind === 'round') return [];
  const request = story.request;
  if (request.mode === 'url')
    return inspectUrl(request.url).warnings.map(
      (warning) => `${warning.code}: ${formatIssue(warning, locale)}`,
    );
  const compiled = compileSchema(request.requestedSchema ?? { type: 'object', properties: {} });
  return [
    ...compiled.issues.map(
      (issue) => `${issue.severity} ${issue.code} at ${issue.path}: ${formatIssue(issue, locale)}`,
    ),
    ...sensitiveFields(compiled).map((found) => `sensitive: “${found.field}” (${found.code})`),
  ];
}

@customElement('demo-app')
export class DemoApp extends LitElement {
  static override styles = css`
    :host { display: grid; grid-template-columns: 17rem minmax(0, 1fr); min-height: 100vh; font-family: system-ui, sans-serif; color: var(--demo-text); background: var(--demo-bg); }
    nav { border-inline-end: 1px solid var(--demo-border); padding: 0.75rem; overflow: auto; max-height: 100vh; position: sticky; top: 0; }
    nav h2 { font-size: 0.75rem; text-transform: uppercase; letter-spacing: 0.05em; color: var(--demo-muted); margin: 1rem 0 0.25rem; }
    nav a { display: block; padding: 0.2rem 0.4rem; border-radius: 0.25rem; color: inherit; text-decoration: none; font-size: 0.9rem; }
    nav a[aria-current='page'] { background: var(--demo-selected); font-weight: 600; }
    nav input { width: 100%; box-sizing: border-box; padding: 0.35rem; }
    main { padding: 1rem 1.5rem; display: grid; gap: 1rem; align-content: start; }
    :host([data-theme='light']) { color-scheme: light; }
    :host([data-theme='dark']) { color-scheme: dark; }
    header { display: flex; flex-wrap: wrap; gap: 0.5rem 1.5rem; align-items: center; }
    header h1 { font-size: 1.25rem; margin: 0; white-space: nowrap; }
    .switches { display: flex; flex-wrap: wrap; gap: 0.75rem; margin-inline-start: auto; }
    select, input { font: inherit; }
    main > h2 { margin: 0; font-size: 1.1rem; }
    .notes { margin: 0 0 1rem; padding-inline-start: 1.25rem; font-size: 0.85rem; }
    .notes li { overflow-wrap: anywhere; }
    .tabs { display: flex; gap: 1rem; border: 0; padding: 0; position: static; max-height: none; }
    .tabs a[aria-current='page'] { font-weight: 700; text-decoration: underline; }
    .stage { display: grid; grid-template-columns: minmax(0, 36rem) minmax(0, 1fr); gap: 1.5rem; align-items: start; }
    @media (max-width: 900px) { .stage { grid-template-columns: 1fr; } :host { grid-template-columns: 1fr; } nav { position: static; max-height: 16rem; } }
    pre { background: var(--demo-code-bg); padding: 0.75rem; border-radius: 0.5rem; overflow: auto; font-size: 0.8rem; max-height: 32rem; margin: 0.25rem 0 1rem; }
    .preview { padding: 1rem; border-radius: 0.75rem; background: var(--demo-stage); }
    label { font-size: 0.9rem; }
  `;

  @state() private view: View = 'gallery';
  @state() private storyId = stories[0]!.id;
  @state() private filter = '';
  @state() private theme: '' | 'light' | 'dark' = '';
  @state() private hostLook: HostLook = 'default';
  @state() private darkByClass = false;
  @state() private direction: 'ltr' | 'rtl' = 'ltr';
  @state() private language: 'en' | 'hi' = 'en';
  @state() private outputs: readonly Output[] = [];
  /** Re-renders the story element from scratch when a story is re-opened. */
  @state() private revision = 0;

  override connectedCallback(): void {
    super.connectedCallback();
    this.readHash();
    window.addEventListener('hashchange', this.readHash);
  }

  override disconnectedCallback(): void {
    window.removeEventListener('hashchange', this.readHash);
    super.disconnectedCallback();
  }

  private readHash = (): void => {
    const [view, id] = decodeURIComponent(location.hash.slice(1)).split('/');
    if (view === 'editor' || view === 'live' || view === 'host' || view === 'server')
      this.view = view;
    else if (view === 'story' && id && stories.some((story) => story.id === id)) {
      this.view = 'gallery';
      this.storyId = id;
    }
    this.outputs = initialOutputs(this.story);
    this.revision += 1;
  };

  protected override willUpdate(): void {
    // The theme switch recolours the page too, not only the elements.
    if (this.theme) this.dataset['theme'] = this.theme;
    else delete this.dataset['theme'];
  }

  protected override updated(): void {
    applyHostLook(this.shadowRoot!, this.hostLook, this.darkByClass);
  }

  private get story(): Story {
    return stories.find((story) => story.id === this.storyId) ?? stories[0]!;
  }

  /** Live preview: what Accept (or the round's Send) would send with the values as they are now. */
  /** `elicit-change`: the person changed an answer; show what would go back now. */
  private handleChange(event: Event): void {
    const path = event.composedPath();
    const round = path.find(
      (node): node is ElicitRound =>
        node instanceof HTMLElement && node.localName === 'elicit-round',
    );
    const form = path.find(
      (node): node is HTMLElement & { content: JsonObject } =>
        node instanceof HTMLElement && node.localName === 'elicit-form',
    );
    if (round) this.previewRound(round);
    else if (form)
      this.outputs = [{ label: 'Would send on accept (live)', json: accept(form.content) }];
  }

  /** The round's own preview (`inputResponses`), which is undefined while Send would refuse. */
  private previewRound(round: ElicitRound): void {
    if (this.story.kind !== 'round') return;
    const inputResponses = round.inputResponses;
    if (!inputResponses) {
      this.outputs = [
        {
          label: 'Would send (live)',
          json: 'nothing yet: every ask needs a valid answer or a decline',
        },
      ];
      return;
    }
    const detail = {
      inputResponses,
      ...(this.story.result.requestState === undefined
        ? {}
        : { requestState: this.story.result.requestState }),
    };
    this.outputs = [
      { label: 'Would send (live): inputResponses and requestState', json: detail },
      { label: 'The full retry request (retryRequest)', json: retryOf(detail) },
    ];
  }

  private handleResponse(event: CustomEvent<ElicitResult>): void {
    this.outputs = [{ label: 'ElicitResult sent (elicit-response)', json: event.detail }];
  }

  private handleRound(event: CustomEvent<ElicitRoundDetail>): void {
    const retry = retryOf(event.detail);
    this.outputs = [
      { label: 'elicit-round detail: inputResponses and requestState', json: event.detail },
      { label: 'The full retry request (retryRequest)', json: retry },
    ];
  }

  private renderNav() {
    const needle = this.filter.trim().toLowerCase();
    const visible = stories.filter(
      (story) => !needle || `${story.group} ${story.title}`.toLowerCase().includes(needle),
    );
    const groups = [...new Set(visible.map((story) => story.group))];
    return html`<nav aria-label="Stories">
      <label>Find a story <input type="search" .value=${this.filter} @input=${(e: Event) => (this.filter = (e.target as HTMLInputElement).value)} /></label>
      ${groups.length === 0 ? html`<p role="status">No story matches “${this.filter}”.</p>` : nothing}
      ${groups.map(
        (group) => html`<h2>${group}</h2>
          ${visible
            .filter((story) => story.group === group)
            .map(
              (story) =>
                html`<a href="#story/${story.id}" aria-current=${this.view === 'gallery' && story.id === this.storyId ? 'page' : 'false'}>${story.title}</a>`,
            )}`,
      )}
    </nav>`;
  }

  private renderSwitches() {
    return html`<div class="switches">
      <label>Theme
        <select @change=${(e: Event) => (this.theme = (e.target as HTMLSelectElement).value as DemoApp['theme'])}>
          <option value="" ?selected=${this.theme === ''}>System</option>
          <option value="light" ?selected=${this.theme === 'light'}>Light</option>
          <option value="dark" ?selected=${this.theme === 'dark'}>Dark</option>
        </select></label>
      <label>Host look
        <select @change=${(e: Event) => (this.hostLook = (e.target as HTMLSelectElement).value as HostLook)}>
          <option value="default">Default</option><option value="shadcn">shadcn/ui</option><option value="bootstrap">Bootstrap</option>
        </select></label>
      <label><input type="checkbox" .checked=${this.darkByClass} @change=${(e: Event) => (this.darkByClass = (e.target as HTMLInputElement).checked)} /> Dark by class on &lt;html&gt;</label>
      <label>Direction
        <select @change=${(e: Event) => (this.direction = (e.target as HTMLSelectElement).value as DemoApp['direction'])}>
          <option value="ltr">Left to right</option><option value="rtl">Right to left</option>
        </select></label>
      <label>Language
        <select @change=${(e: Event) => (this.language = (e.target as HTMLSelectElement).value as DemoApp['language'])}>
          <option value="en">English</option><option value="hi">हिन्दी (Hindi)</option>
        </select></label></div>`;
  }

  private renderOutputs() {
    if (this.outputs.length === 0)
      return html`<p>Answer the ask to see the exact JSON that goes back.</p>`;
    return this.outputs.map(
      (output) => html`<h3>${output.label}</h3><pre>${JSON.stringify(output.json, null, 2)}</pre>`,
    );
  }

  private renderView() {
    const settings = { theme: this.theme, locale: this.language };
    if (this.view === 'editor')
      return html`<demo-editor .settings=${settings} dir=${this.direction}></demo-editor>`;
    if (this.view === 'live')
      return html`<demo-live .settings=${settings} dir=${this.direction}></demo-live>`;
    if (this.view === 'host')
      return html`<demo-host .settings=${settings} dir=${this.direction} lang=${this.language}></demo-host>`;
    if (this.view === 'server')
      return html`<demo-server-client .settings=${settings} dir=${this.direction} lang=${this.language}></demo-server-client>`;
    const story = this.story;
    const notes = kitNotes(story, this.language);
    return html`<div class="stage">
      <section class="preview" dir=${this.direction} lang=${this.language} aria-label="Story: ${story.title}"
        @elicit-change=${this.handleChange}
        @elicit-response=${this.handleResponse} @elicit-round=${this.handleRound}>
        ${renderStory(story, settings, this.revision)}
      </section>
      <section aria-label="What goes back"><h2>What goes back</h2>${this.renderOutputs()}
        ${notes.length ? html`<h3>What the kit says</h3><ul class="notes" data-notes>${notes.map((note) => html`<li>${note}</li>`)}</ul>` : nothing}
        <h3>What the server sent</h3><pre>${serverText(story)}</pre>
      </section>
    </div>`;
  }

  override render() {
    return html`${this.renderNav()}
      <main>
        <header>
          <h1>elicit-kit gallery</h1>
          <nav class="tabs" aria-label="View">
            <a href="#story/${this.storyId}" aria-current=${this.view === 'gallery' ? 'page' : 'false'}>Stories</a>
            <a href="#editor" aria-current=${this.view === 'editor' ? 'page' : 'false'}>Editor</a>
            <a href="#live" aria-current=${this.view === 'live' ? 'page' : 'false'}>Live round trips</a>
            <a href="#host" aria-current=${this.view === 'host' ? 'page' : 'false'}>Host behaviour</a>
            <a href="#server" aria-current=${this.view === 'server' ? 'page' : 'false'}>Server-side client</a>
          </nav>
          ${this.renderSwitches()}
        </header>
        ${this.view === 'gallery' ? html`<h2>${this.story.group}: ${this.story.title}</h2>` : nothing}
        ${this.renderView()}
      </main>`;
  }
}
