/** Renders one story's element, fresh for every revision so re-opening resets it. */
import { html } from 'lit';
import { keyed } from 'lit/directives/keyed.js';
import type { ElicitRequestParams, InputRequiredResult, JsonObject } from '@elicit-kit/core';
import type { Story } from './stories.js';

/** Theme and language switches of the gallery. */
export interface StorySettings {
  readonly theme: '' | 'light' | 'dark';
  readonly locale: string;
}

/** The element for a request (form or URL card). */
export function renderRequest(
  request: ElicitRequestParams,
  settings: StorySettings,
  key: unknown,
  serverName = 'Demo server',
) {
  return keyed(
    key,
    html`<elicit-request .request=${request} server-name=${serverName} locale=${settings.locale} theme=${settings.theme}></elicit-request>`,
  );
}

/** The element for a whole round. */
export function renderRound(
  result: InputRequiredResult,
  settings: StorySettings,
  key: unknown,
  serverName = 'Demo server',
  hostResponses?: { readonly [key: string]: JsonObject },
) {
  return keyed(
    key,
    html`<elicit-round .result=${result} .hostResponses=${hostResponses} server-name=${serverName} locale=${settings.locale} theme=${settings.theme}></elicit-round>`,
  );
}

/** The element for any story. */
export function renderStory(story: Story, settings: StorySettings, revision: number) {
  const key = `${story.id}:${revision}`;
  return story.kind === 'round'
    ? renderRound(story.result, settings, key, 'Demo server', story.hostResponses)
    : renderRequest(story.request, settings, key);
}
