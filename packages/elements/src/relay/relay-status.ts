/** The one status line of a relay connection (part `relay-status`): offline, unavailable, refused. */
import { uiText } from '../messages/text.js';
import type { UiMessageCode } from '../messages/en.js';

type Params = Parameters<typeof uiText>[1];

/** A connection's status line, in `container` after the latest card it speaks of; `locale` is read each time it speaks. */
export function relayStatus(container: HTMLElement, locale: () => string) {
  const status = document.createElement('p');
  status.setAttribute('part', 'relay-status');
  status.setAttribute('role', 'status');
  status.dataset['elicitRelay'] = '';
  let said: [UiMessageCode, Params] | undefined;
  /** Says `code` (appending the line), or with no code removes the line. */
  const say = (code?: UiMessageCode, params?: Params) => {
    said = code && [code, params];
    status.textContent = code ? uiText(code, params, locale()) : '';
    if (code) container.append(status);
    else status.remove();
  };
  return {
    say,
    /** Says again what it says now, in the locale of now. */
    sayAgain: () => {
      if (said) say(...said);
    },
    /** Takes the line away (the connection closed). */
    remove: () => status.remove(),
  };
}
