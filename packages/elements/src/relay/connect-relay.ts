/**
 * `connectRelay`: the page's side of `@elicit-kit/relay`. Listens to `<url>/events`, shows
 * each ask with the kit's own cards (push asks through `showElicitation`, rounds as
 * `<elicit-round>`), each in the element the host's `place` names for it, else the
 * container; posts each answer to `<url>/answer`, and follows the relay: an ask that ends
 * without this page's answer says why, a refused answer (422) comes back with what was sent
 * and why; `relay-stream.ts` keeps the connection open. The protocol: docs/relay.md.
 */
import {
  askSignal,
  endedBy,
  type ElicitContent,
  type ElicitRequestParams,
  type ElicitResult,
} from '@elicit-kit/core';
import type { PageAsk } from '@elicit-kit/core/relay-wire';
import { showElicitation } from '../dialog/show-elicitation.js';
import { createRound } from '../round/create-round.js';
import { uiText } from '../messages/text.js';
import { nearestLang } from '../internal/card-host.js';
import type { UiMessageCode } from '../messages/en.js';
import { endedLine, refusedLine } from './relay-text.js';
import {
  askSlot,
  moveSlot,
  placeOf,
  restyle,
  type RelayAskInfo,
  type RelayPlace,
} from './relay-place.js';
import { openRelayStream } from './relay-stream.js';
import { postAnswer, type Reply } from './post-answer.js';
import type { AskSettings } from '../internal/ask-settings.js';
import { relayStatus } from './relay-status.js';
import { languagesQuery } from './relay-languages.js';

export type { RelayAskInfo, RelayPlace } from './relay-place.js';

/**
 * What a connection's cards can be told after it started (`RelayConnection.update`): the
 * shared ask settings that apply to a whole connection (each ask brings its own server
 * name and deadline), and where each card goes.
 */
export interface RelaySettings extends Pick<
  AskSettings,
  'locale' | 'theme' | 'receipt' | 'persistKey'
> {
  /** The element each card goes into (beside the tool call that asked); nothing means the container. */
  readonly place?: RelayPlace;
}

/** Options of `connectRelay`. */
export interface ConnectRelayOptions
  extends RelaySettings, Pick<AskSettings, 'container' | 'inline'> {
  /** The relay's base URL (where the host mounted `relay.handle`), e.g. `/elicit`. */
  readonly url: string;
}

/** A live connection to a relay. */
export interface RelayConnection {
  /** Stops listening; cards on screen are withdrawn here (the asks stay pending on the server). */
  close(): void;
  /** Runs `place` again for every card still shown and moves each whose element changed (one that mounted after its ask arrived). */
  relocate(): void;
  /**
   * New settings for this connection: `locale` and `theme` reach the cards on screen at once,
   * the rest the next cards; a new `place` relocates. A new `locale` also opens the event
   * stream again, so the relay hears the person's languages at once; the cards stay.
   */
  update(settings: RelaySettings): void;
}

/** One ask this connection showed: its slot, its withdrawal, and how it ended without this page's answer. */
interface Shown {
  readonly info: RelayAskInfo;
  readonly slot: HTMLElement;
  readonly controller: AbortController;
  /** The person typed into it: it stays, locked, with what they typed, until they close it. */
  touched: boolean;
  /** The line that says how it ended (part `relay-ended`). */
  line?: HTMLElement;
  ended?: UiMessageCode;
}

/** Removes a slot its card left empty. */
const tidy = (slot: HTMLElement) => {
  if (!slot.firstChild) slot.remove();
};

/**
 * Connects the page to a relay and answers its asks until `close()`. Reconnects (1 s,
 * doubling to 30 s); on each connection the relay sends the pending asks again, and
 * those already shown are left as they are.
 */
export function connectRelay(options: ConnectRelayOptions): RelayConnection {
  const base = options.url.replace(/\/+$/, '');
  const container = options.container ?? document.body;
  const settings: { -readonly [K in keyof RelaySettings]: RelaySettings[K] } = { ...options };
  const localeNow = () => settings.locale || nearestLang(container) || 'en';
  const shown = new Map<string, Shown>();
  let warned = false;

  const status = relayStatus(container, localeNow);
  const say = status.say;

  /** The element for an ask's card: `place`'s, else the container; one warning per connection for a `place` that fails. */
  const targetOf = (info: RelayAskInfo): Element =>
    placeOf(settings.place, info, (problem) => {
      if (warned) return;
      warned = true;
      console.warn(
        'connectRelay: `place` threw or returned something that is not an element; the card goes into the container.',
        problem,
      );
    }) ?? container;

  /** The ask ended without this page's answer: a line says why; a card nothing was typed into goes. */
  const end = (entry: Shown, code: UiMessageCode | undefined, keep = entry.touched) => {
    if (!code || entry.ended) return;
    entry.ended = code;
    const line = (entry.line = document.createElement('p'));
    line.setAttribute('part', 'relay-ended');
    line.setAttribute('role', 'status');
    line.textContent = uiText(code, {}, localeNow());
    if (!keep) entry.slot.replaceChildren();
    entry.slot.append(line);
  };

  const post = (body: unknown) => postAnswer(base, body);
  /** A refused answer: what the relay found wrong (a 422's issues, `paramsOf` the ask of each key; a 413's limit), else that it could not be sent. */
  const sayRefused = (reply: Reply, paramsOf: (key: string) => ElicitRequestParams | undefined) =>
    say(...refusedLine(reply.status, reply.body, paramsOf, localeNow()));
  const common = (ask: PageAsk) => ({
    serverName: ask.serverName ?? '',
    locale: localeNow(),
    ...(settings.theme && { theme: settings.theme }),
    deadline: ask.deadline ? Date.parse(ask.deadline) : undefined,
    persistKey: settings.persistKey ? `${settings.persistKey}/${ask.id}` : '',
  });

  /** A push ask: shown, sent, and shown again with what was sent while the relay refuses it. */
  const push = async (entry: Shown, ask: PageAsk) => {
    const {
      slot,
      controller: { signal },
    } = entry;
    const params = ask.params as ElicitRequestParams;
    // After a refusal, the card comes back starting from what the person sent (the server's schema stays as sent).
    let values: ElicitContent | undefined;
    const ended = askSignal({ deadline: common(ask).deadline, signal });
    for (;;) {
      // Read again for each showing: a refused answer comes back with the settings of now.
      const { deadline, ...rest } = common(ask);
      const result: ElicitResult = await showElicitation(params, {
        ...rest,
        ...(deadline && { deadline }),
        ...(values && { values }),
        signal,
        container: slot,
        inline: options.inline,
        receipt: settings.receipt,
      });
      // Withdrawn or expired here: nothing to send, never late.
      if (endedBy(ended)) return end(entry, endedLine(ended, signal));
      const reply = await post({ id: ask.id, result });
      if (reply.status === 204 || reply.status === 404) {
        say();
        return tidy(slot);
      }
      // Taken by another tab, or ended while this answer travelled: the card it left (a "Sent" receipt) would be wrong.
      if (reply.status === 409 || reply.status === 410) {
        say();
        return end(entry, 'ui.relayTaken', false);
      }
      sayRefused(reply, () => params);
      // Not taken: a receipt saying "Sent" would be wrong, so the card it left goes.
      slot.replaceChildren();
      if (result.action === 'accept') values = result.content;
    }
  };

  /** A round: one `<elicit-round>`, kept on a refusal with its answers for Retry. */
  const round = (entry: Shown, ask: PageAsk) => {
    const {
      slot,
      controller: { signal },
    } = entry;
    const card = createRound();
    // `common` holds a theme only when one was given: otherwise the round keeps its own default.
    Object.assign(card, common(ask), { entries: ask.entries, receipt: !!settings.receipt });
    slot.append(card);
    // One signal for the deadline and the withdrawal, read when the round sends.
    const ended = askSignal({ deadline: card.deadline, signal });
    // Expiry is the round's own countdown; answered elsewhere or withdrawn locks it. While it sends, the reply decides.
    const onEnd = () => {
      if (card.busy) return;
      if (endedBy(ended) !== 'expired' && signal.reason !== 'expired') card.withdrawn = true;
      end(entry, endedLine(ended, signal));
    };
    // eslint-disable-next-line @typescript-eslint/no-misused-promises -- post() resolves with every reply and never rejects, so the promise a DOM listener drops holds nothing
    card.addEventListener('elicit-round', async (event) => {
      // Never late, whatever the round last rendered: it unlocks to say it ended, nothing is posted.
      if (endedBy(ended)) {
        card.busy = false;
        return onEnd();
      }
      const reply = await post({ id: ask.id, inputResponses: event.detail.inputResponses });
      if (reply.status === 204) {
        say();
        if (!settings.receipt) card.remove();
        tidy(slot);
      } else if (reply.status === 409 || reply.status === 410 || reply.status === 404) {
        card.busy = false;
        card.withdrawn = true;
        say();
        end(entry, 'ui.relayTaken', false);
      } else {
        card.sendFailed();
        sayRefused(
          reply,
          (key) =>
            ask.entries?.find((entry) => entry.key === key)?.params as
              ElicitRequestParams | undefined,
        );
        if (ended.aborted) onEnd();
      }
    });
    ended.addEventListener('abort', onEnd);
  };

  const show = (ask: PageAsk) => {
    if (shown.has(ask.id)) return;
    const info: RelayAskInfo = Object.freeze({
      id: ask.id,
      serverName: ask.serverName ?? '',
      ...(ask.tag !== undefined && { tag: ask.tag }),
    });
    const entry: Shown = {
      info,
      slot: askSlot(ask.id),
      controller: new AbortController(),
      touched: false,
    };
    shown.set(ask.id, entry);
    // Typed into, or answered: what the person did stays in view when the ask ends.
    // Heard while capturing: before the card's own listeners decide what stays.
    for (const type of ['elicit-change', 'elicit-response', 'elicit-round'])
      entry.slot.addEventListener(type, () => (entry.touched = true), true);
    targetOf(info).append(entry.slot);
    if (ask.entries) round(entry, ask);
    else void push(entry, ask);
  };

  /** Every slot still in a page (its own, or a placeholder the host just removed). */
  const live = () => [...shown.values()].filter((entry) => entry.slot.parentNode);

  // The relay keeps the person's languages for the host's MCP client (SEP-2792), named at each connection.
  const eventsUrl = () =>
    `${base}/events${languagesQuery(settings.locale || nearestLang(container))}`;
  const stream = openRelayStream(eventsUrl, {
    onOpen: () => say(),
    onAsk: show,
    onWithdraw: (id, reason) => shown.get(id)?.controller.abort(reason),
    onUnavailable: () => say('ui.relayUnavailable'),
    onOffline: () => say('ui.relayOffline'),
  });

  const relocate = () => {
    for (const entry of live()) moveSlot(entry.slot, targetOf(entry.info));
  };

  return {
    close() {
      stream.close();
      for (const entry of shown.values()) {
        entry.controller.abort('closed');
        tidy(entry.slot);
      }
      status.remove();
    },
    relocate,
    update(next) {
      const named = eventsUrl();
      Object.assign(settings, next);
      // The relay hears the person's languages when the stream opens (SEP-2792).
      if (eventsUrl() !== named) stream.reopen();
      const locale = localeNow();
      const theme = settings.theme ?? '';
      for (const { slot, line, ended } of live()) {
        restyle(slot, locale, theme);
        if (line && ended) line.textContent = uiText(ended, {}, locale);
      }
      status.sayAgain();
      if ('place' in next) relocate();
    },
  };
}
