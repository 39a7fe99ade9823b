/**
 * What the URL card shows of an address, as pure templates: the intro naming the server, the
 * address (host marked, hidden direction characters visible) with its site, and the warnings.
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { UrlInspection } from '@elicit-kit/core';
import type { MessageParams } from '@elicit-kit/core/messages';
import { renderStatus, serverSentence } from '../internal/card-markup.js';
import { neutralizeBidi } from '../internal/text.js';
import { issueText } from '../messages/text.js';
import type { UiMessageCode } from '../messages/en.js';

type Translate = (code: UiMessageCode, params?: MessageParams) => string;

/** Address text as shown: hidden direction characters stay visible as U+FFFD. */
export const shownText = (text: string): string => neutralizeBidi(text, '\ufffd');

/** "<server> wants to open this page:", the name isolated like the server line's. */
export function renderUrlIntro(serverName: string, locale: string): TemplateResult {
  const [before, server, after] = serverSentence(serverName, locale, 'ui.urlIntro');
  return html`<p class="intro">${before}<bdi>${server}</bdi>${after}</p>`;
}

/** The address as it will open, its host marked, and the site named (also in ASCII when that differs). */
export function renderAddress(inspection: UrlInspection, t: Translate): TemplateResult {
  const { before, host, after } = inspection.parts;
  const asciiDiffers = inspection.hostAscii && inspection.hostAscii !== inspection.host;
  return html`
    <code part="url" id="url" dir="ltr" translate="no"
      >${shownText(before)}${
        host ? html`<mark part="host">${shownText(host)}</mark>` : nothing
      }${shownText(after)}</code
    >
    ${
      inspection.host
        ? html`<div part="site" id="site">
            <p dir="auto">${t('ui.urlHost', { host: shownText(inspection.host) })}</p>
            ${asciiDiffers ? html`<p dir="auto">${t('ui.urlHostAscii', { ascii: inspection.hostAscii })}</p>` : nothing}
          </div>`
        : nothing
    }
  `;
}

/** The ids of what `renderAddress` and `renderWarnings` show: what the consent is described by. */
export function addressIds(inspection: UrlInspection): string {
  return ['url', inspection.host ? 'site' : '', inspection.warnings.length ? 'warnings' : '']
    .filter(Boolean)
    .join(' ');
}

/** What core `inspectUrl` warns of about the address (part `warning`, `data-code`). */
export function renderWarnings(
  inspection: UrlInspection,
  locale: string,
): TemplateResult | typeof nothing {
  if (inspection.warnings.length === 0) return nothing;
  return html`<ul class="warnings" id="warnings">
    ${inspection.warnings.map(
      (warning) =>
        html`<li part="warning" data-code=${warning.code}>
          ${shownText(issueText(warning, locale))}
        </li>`,
    )}
  </ul>`;
}

/**
 * The card's status line (part `status`): opened and how to come back, a notice (copied,
 * copy failed, pop-up blocked), and sending (`sending`: not embedded, where the round says it).
 */
export function renderUrlStatus(
  opened: boolean,
  notice: UiMessageCode | '',
  sending: boolean,
  t: Translate,
): TemplateResult {
  const lines = [
    opened ? t('ui.urlOpened') : '',
    opened && !notice ? t('ui.urlOpenHint') : '',
    notice ? t(notice) : '',
    sending ? t('ui.sending') : '',
  ].filter(Boolean);
  return renderStatus('status', lines);
}
