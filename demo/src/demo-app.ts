/**
 * The gallery shell: a sidebar of stories, switches for theme, direction and language,
 * the story's element, and the exact JSON that goes back, updating live.
 */
import { LitElement, css, html, nothing } from 'lit';
import { customElement, state } from 'lit/decorators.js';
import { accept, requestMeta, retryRequest, type ElicitResult, type JsonObject } from '@elicit-kit/core';
import type { ElicitRoundDetail } from '@elicit-kit/elements';
import { exampleOriginalRequest, stories, type Story } from './stories.js';
import { renderStory } from './render-story.js';
import './demo-editor.js';
import './demo-live.js';

type View = 'gallery' | 'editor' | 'live';

/** What the output panel shows. */
interface Output {
  readonly label: string;
  readonly json: unknown;
}

@customElement('demo-app')
export class DemoApp extends LitElement {
  static override styles = css`
    :host { display: grid; grid-template-columns: 17rem 1fr; min-height: 100vh; font-family: system-ui, sans-serif; color: var(--demo-text); background: var(--demo-bg); }
    nav { border-inline-end: 1px solid var(--demo-border); padding: 0.75rem; overflow: auto; max-height: 100vh; position: sticky; top: 0; }
    nav h2 { font-size: 0.75rem; text-transform: uppercase; letter-spacing: 0.05em; color: var(--demo-muted); margin: 1rem 0 0.25rem; }
    nav a { display: block; padding: 0.2rem 0.4rem; border-radius: 0.25rem; color: inherit; text-decoration: none; font-size: 0.9rem; }
    nav a[aria-current='page'] { background: var(--demo-selected); font-weight: 600; }
    nav input { width: 100%; box-sizing: border-box; padding: 0.35rem; }
    main { padding: 1rem 1.5rem; display: grid; gap: 1rem; align-content: start; }
    header { display: flex; flex-wrap: wrap; gap: 1rem; align-items: center; }
    header h1 { font-size: 1.25rem; margin: 0; flex: 1; }
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
    if (view === 'editor' || view === 'live') this.view = view;
    else if (view === 'story' && id && stories.some((story) => story.id === id)) {
      this.view = 'gallery';
      this.storyId = id;
    }
    this.outputs = [];
    this.revision += 1;
  };

  private get story(): Story {
    return stories.find((story) => story.id === this.storyId) ?? stories[0]!;
  }

  /** Live preview: what Accept would send with the values as they are now. */
  private handleInput(event: Event): void {
    const form = event.composedPath().find((node): node is HTMLElement & { content: JsonObject } =>
      node instanceof HTMLElement && node.localName === 'elicit-form');
    if (!form) return;
    this.outputs = [{ label: 'Would send on accept (live)', json: accept(form.content) }];
  }

  private handleResponse(event: CustomEvent<ElicitResult>): void {
    this.outputs = [{ label: 'ElicitResult sent (elicit-response)', json: event.detail }];
  }

  private handleRound(event: CustomEvent<ElicitRoundDetail>): void {
    const retry = retryRequest(exampleOriginalRequest, event.detail, 3, {
      meta: requestMeta({ clientInfo: { name: 'elicit-kit demo', version: '0.1.0' } }),
    });
    this.outputs = [
      { label: 'elicit-round detail: inputResponses and requestState', json: event.detail },
      { label: 'The full retry request (retryRequest)', json: retry },
    ];
  }

  private renderNav() {
    const needle = this.filter.trim().toLowerCase();
    const visible = stories.filter((story) => !needle || `${story.group} ${story.title}`.toLowerCase().includes(needle));
    const groups = [...new Set(visible.map((story) => story.group))];
    return html`<nav aria-label="Stories">
      <label>Find a story <input type="search" .value=${this.filter} @input=${(e: Event) => (this.filter = (e.target as HTMLInputElement).value)} /></label>
      ${groups.map(
        (group) => html`<h2>${group}</h2>
          ${visible.filter((story) => story.group === group).map(
            (story) => html`<a href="#story/${story.id}" aria-current=${this.view === 'gallery' && story.id === this.storyId ? 'page' : 'false'}>${story.title}</a>`,
          )}`,
      )}
    </nav>`;
  }

  private renderSwitches() {
    return html`
      <label>Theme
        <select @change=${(e: Event) => (this.theme = (e.target as HTMLSelectElement).value as DemoApp['theme'])}>
          <option value="" ?selected=${this.theme === ''}>System</option>
          <option value="light" ?selected=${this.theme === 'light'}>Light</option>
          <option value="dark" ?selected=${this.theme === 'dark'}>Dark</option>
        </select></label>
      <label>Direction
        <select @change=${(e: Event) => (this.direction = (e.target as HTMLSelectElement).value as DemoApp['direction'])}>
          <option value="ltr">Left to right</option><option value="rtl">Right to left</option>
        </select></label>
      <label>Language
        <select @change=${(e: Event) => (this.language = (e.target as HTMLSelectElement).value as DemoApp['language'])}>
          <option value="en">English</option><option value="hi">हिन्दी (Hindi)</option>
        </select></label>`;
  }

  private renderOutputs() {
    if (this.outputs.length === 0) return html`<p>Answer the ask to see the exact JSON that goes back.</p>`;
    return this.outputs.map((output) => html`<h3>${output.label}</h3><pre>${JSON.stringify(output.json, null, 2)}</pre>`);
  }

  private renderView() {
    const settings = { theme: this.theme, locale: this.language };
    if (this.view === 'editor') return html`<demo-editor .settings=${settings} dir=${this.direction}></demo-editor>`;
    if (this.view === 'live') return html`<demo-live .settings=${settings} dir=${this.direction}></demo-live>`;
    const story = this.story;
    return html`<div class="stage">
      <section class="preview" dir=${this.direction} aria-label="Story: ${story.title}"
        @input=${this.handleInput} @change=${this.handleInput}
        @elicit-response=${this.handleResponse} @elicit-round=${this.handleRound}>
        ${renderStory(story, settings, this.revision)}
      </section>
      <section aria-label="What goes back"><h2>What goes back</h2>${this.renderOutputs()}
        <h3>What the server sent</h3><pre>${JSON.stringify(story.kind === 'round' ? story.result : story.request, null, 2).slice(0, 20000)}</pre>
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
          </nav>
          ${this.renderSwitches()}
        </header>
        ${this.view === 'gallery' ? html`<h2>${this.story.group}: ${this.story.title}</h2>` : nothing}
        ${this.renderView()}
      </main>`;
  }
}
