import * as React from 'react';
import { createComponent, type EventName, type Options, type ReactWebComponent } from '@lit/react';
import {
  ElicitForm as ElicitFormElement,
  ElicitRequest as ElicitRequestElement,
  ElicitRound as ElicitRoundElement,
  ElicitUrlConsent as ElicitUrlConsentElement,
  type ElicitChangeEvent,
  type ElicitResponseEvent,
  type ElicitRoundEvent,
  type ElicitUrlDoneEvent,
} from '@elicit-kit/elements';
import { registerElements } from './register.js';

// Tags must exist before React creates the elements, so registration runs on import.
registerElements();

const responseEvent = 'elicit-response' as EventName<ElicitResponseEvent>;
const roundEvent = 'elicit-round' as EventName<ElicitRoundEvent>;
// Bubbles (composed) out of URL cards, including those inside a request or a round.
const urlDoneEvent = 'elicit-url-done' as EventName<ElicitUrlDoneEvent>;
// Bubbles (composed) when the person changes an answer; read the element's state in the handler.
const changeEvent = 'elicit-change' as EventName<ElicitChangeEvent>;

/** One element as a React component; the display name is the element class's public name. */
const wrap = <I extends HTMLElement, E extends NonNullable<Options<I>['events']>>(
  tagName: string,
  elementClass: Options<I>['elementClass'],
  events: E,
  displayName: string,
): ReactWebComponent<I, E> =>
  createComponent({ react: React, tagName, elementClass, events, displayName });

/**
 * `<elicit-form>` as a React component: one form-mode ask.
 *
 * Props `request`, `serverName`, `locale`, `theme`, `busy` are set as element properties;
 * `onElicitResponse(event)` receives the `ElicitResult` as `event.detail`; `onElicitChange`
 * fires when the person edits a field (read the element's `content`).
 */
export const ElicitForm = wrap(
  'elicit-form',
  ElicitFormElement,
  { onElicitResponse: responseEvent, onElicitChange: changeEvent },
  'ElicitForm',
);

/**
 * `<elicit-url-consent>` as a React component: one URL-mode ask.
 *
 * `onElicitResponse` fires on consent (accept), decline or cancel; `onElicitUrlDone`
 * when the person says they finished the opened page.
 */
export const ElicitUrlConsent = wrap(
  'elicit-url-consent',
  ElicitUrlConsentElement,
  { onElicitResponse: responseEvent, onElicitUrlDone: urlDoneEvent, onElicitChange: changeEvent },
  'ElicitUrlConsent',
);

/**
 * `<elicit-round>` as a React component: a whole `input_required` result.
 *
 * Prop `result` is the `InputRequiredResult`; `onElicitRound(event)` receives
 * `{ inputResponses, requestState? }` as `event.detail`.
 */
export const ElicitRound = wrap(
  'elicit-round',
  ElicitRoundElement,
  { onElicitRound: roundEvent, onElicitUrlDone: urlDoneEvent, onElicitChange: changeEvent },
  'ElicitRound',
);

/**
 * `<elicit-request>` as a React component: a form or URL card, picked from `request.mode`.
 *
 * Same props and events as `ElicitForm` and `ElicitUrlConsent`.
 */
export const ElicitRequest = wrap(
  'elicit-request',
  ElicitRequestElement,
  { onElicitResponse: responseEvent, onElicitUrlDone: urlDoneEvent, onElicitChange: changeEvent },
  'ElicitRequest',
);
