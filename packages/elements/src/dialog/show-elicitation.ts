import { adoptStyles } from 'lit';
import { askSignal, cancel, endedBy, type AskEnd, type ElicitRequestParams, type ElicitResult } from '@elicit-kit/core';
import { serverSentence } from '../internal/card-controller.js';
import { nearestLang } from '../internal/card-host.js';
import { deepActiveElement } from '../internal/focus.js';
import { uiText } from '../messages/text.js';
import { themeStyles } from '../styles/theme.styles.js';
import { cardStyles, hostStyles } from '../styles/host.styles.js';
import type { ElicitRequest } from '../request/elicit-request.js';
import { dialogStyles } from './dialog.styles.js';
import { cardTags, defineTags } from '../tags.js';

/** Options of `showElicitation`. */
export interface ShowElicitationOptions {
  /** The name of the MCP server that asks, shown on the card. */
  readonly serverName?: string;
  /** The locale of the kit's strings; defaults to the container's nearest `lang`, else English. */
  readonly locale?: string;
  /** Forces the light or dark theme; unset follows `prefers-color-scheme`. */
  readonly theme?: 'light' | 'dark';
  /**
   * Aborting (the server's `notifications/cancelled`, a host timeout) resolves `{ action:
   * 'cancel' }`: a waiting ask leaves the queue, an untouched card closes, a card the person
   * typed into stays, says the request was withdrawn and refuses to answer, until closed.
   */
  readonly signal?: AbortSignal;
  /**
   * When the ask expires (a `Date` or epoch ms). The card counts down; at the deadline the
   * call resolves `{ action: 'cancel' }` (never an answer after it) and the card stays,
   * saying the request expired, with what was typed, until the person closes it.
   */
  readonly deadline?: Date | number;
  /** Where the dialog is attached (default `document.body`); it is removed again afterwards. */
  readonly container?: HTMLElement;
  /** With `container`: the card is rendered inside it (a chat transcript) instead of in a modal dialog. */
  readonly inline?: boolean;
  /**
   * Inline only: once answered (or expired, withdrawn and closed) the card stays in the
   * container as a one-line receipt of what was sent, never a secret-looking value.
   */
  readonly receipt?: boolean;
  /**
   * Opt-in: the form's draft (never a secret-looking field) is kept in `sessionStorage`
   * under this key and comes back when the same ask is shown again after a reload; cleared
   * when answered, expired or withdrawn.
   */
  readonly persistKey?: string;
}

/** One call of `showElicitation`, waiting or shown. */
interface Job {
  readonly request: ElicitRequestParams;
  readonly options: ShowElicitationOptions;
  /** The ask's one signal: its deadline and its withdrawal (core `askSignal`). */
  readonly signal: AbortSignal;
  readonly container: HTMLElement;
  /** Settles the call once: leaves the queue, resolves. */
  readonly settle: (result: ElicitResult) => void;
  /** The deadline passed or the signal aborted; replaced while the ask is shown. */
  end: (reason: AskEnd) => void;
}

/** The asks of one place (the page's modal, or one inline container): the first is shown. */
interface Queue {
  readonly jobs: Job[];
  /** Focus before the first ask of the queue was shown; restored when it empties. */
  previous?: Element | null;
  /** The "N more waiting" line of the shown ask, and its locale. */
  count?: HTMLElement;
  locale?: string;
  /** An expired or withdrawn modal ask stays until closed; the next waits for it. */
  lingering?: boolean;
  /** The ask that just closed had focus: the next one takes it (inline). */
  refocus?: boolean;
}

/** Modal asks share one queue (one modal at a time); inline asks queue per container. */
const queues = new Map<object, Queue>();
const modalKey = {};

const focusable = 'button, input, select, textarea, [tabindex]:not([tabindex="-1"])';

/** The first enabled control in tree order, looking into open shadow roots. */
function firstControl(root: ParentNode): HTMLElement | undefined {
  for (const element of root.querySelectorAll<HTMLElement>('*')) {
    if (element.matches(focusable) && !element.matches(':disabled') && element.checkVisibility?.() !== false) return element;
    const inner = element.shadowRoot ? firstControl(element.shadowRoot) : undefined;
    if (inner) return inner;
  }
  return undefined;
}

/** Waits until `element` and every lit element inside it finished rendering. */
async function rendered(element: Element): Promise<void> {
  const lit = element as Element & { updateComplete?: Promise<unknown> };
  if (lit.updateComplete) await lit.updateComplete;
  for (const child of element.shadowRoot?.querySelectorAll('*') ?? []) if (child.shadowRoot) await rendered(child);
}

/** Writes "N more waiting" on the shown ask (empty when none wait: a polite live region that takes no room). */
function updateCount(queue: Queue): void {
  const waiting = queue.jobs.length - (queue.lingering ? 0 : 1);
  if (queue.count) queue.count.textContent = waiting > 0 ? uiText('ui.queued', { count: waiting }, queue.locale) : '';
}

/**
 * Shows the first ask of `queue` in a modal `<dialog>` (or inline in its container), wired
 * so that its answer settles the job and shows the next; when the queue empties, focus
 * returns to where it was before the first ask.
 */
function present(key: object, queue: Queue): void {
  const job = queue.jobs[0];
  queue.lingering = false;
  if (!job) {
    queues.delete(key);
    const previous = queue.previous;
    // Inline, focus goes back only from the card itself: never taken from where the person is now.
    if (previous instanceof HTMLElement && previous.isConnected && (key === modalKey || queue.refocus)) previous.focus();
    return;
  }
  const { options, container } = job;
  const inline = key !== modalKey;
  queue.previous ??= deepActiveElement(document);
  // A shadow root keeps the dialog's styles away from the page and the page's from it.
  const host = document.createElement('div');
  host.dataset[inline ? 'elicitInline' : 'elicitDialog'] = '';
  if (options.theme) host.setAttribute('theme', options.theme);
  const root = host.attachShadow({ mode: 'open' });
  adoptStyles(root, [themeStyles, hostStyles, cardStyles, dialogStyles]);

  // Inline, a named group in the container's flow (not a landmark: a transcript holds many); else a modal dialog.
  const frame: HTMLElement = document.createElement(inline ? 'div' : 'dialog');
  if (inline) frame.setAttribute('role', 'group');
  // Inline with receipts, an answered card stays as its one-line receipt.
  const keep = inline && !!options.receipt;
  const lang = options.locale || nearestLang(container) || 'en';
  const card = Object.assign(document.createElement('elicit-request') as ElicitRequest, {
    request: job.request,
    serverName: options.serverName ?? '',
    locale: lang,
    ...(options.theme && { theme: options.theme }),
    deadline: options.deadline,
    receipt: keep,
    persistKey: options.persistKey ?? '',
  });
  // The sentence as plain text: an accessible name, where no element can isolate the name.
  frame.setAttribute('aria-label', serverSentence(options.serverName ?? '', lang).join(''));
  const count = document.createElement('p');
  count.setAttribute('part', 'queue');
  count.setAttribute('role', 'status');
  queue.count = count;
  queue.locale = lang;
  updateCount(queue);
  frame.append(count, card);
  root.append(frame);
  container.append(host);
  // Inline, the card takes focus only when the person was in the ask before it (a queue moving on).
  const focusCard = !inline || queue.refocus;

  let state: 'shown' | 'lingering' | 'gone' = 'shown';
  let touched = false;
  const close = document.createElement('button');
  /** Removes the ask; the next one shows unless it already did (inline, after a linger). */
  const dismiss = () => {
    if (state === 'gone') return;
    const next = !inline || state === 'shown';
    state = 'gone';
    queue.refocus = host.matches(':focus-within');
    if (keep) {
      card.receipt = true;
      close.remove();
      count.remove();
    } else {
      if (frame instanceof HTMLDialogElement && frame.open) frame.close();
      host.remove();
    }
    if (next) present(key, queue);
  };
  /** The card's answer, or with `dismissal` an Escape or close of the dialog. */
  const answer = (result: ElicitResult, dismissal = false) => {
    // Never late, whatever the card last rendered: past the deadline or withdrawn, the ask
    // ends instead (endedBy reads the clock; the signal's abort ends the job, at once or when
    // the timer fires), and an ended card goes only when dismissed, never on an answer it
    // fired before it re-rendered.
    if ((state === 'shown' && endedBy(job.signal)) || (state === 'lingering' && !dismissal)) {
      card.busy = false;
      return;
    }
    if (state === 'shown') job.settle(result);
    dismiss();
  };
  job.end = (reason) => {
    if (state !== 'shown') return;
    job.settle(cancel());
    // Nothing typed, nothing to keep: a withdrawn ask simply closes (with receipts, to "Withdrawn").
    if (reason === 'withdrawn' && !touched) {
      card.withdrawn = true;
      return dismiss();
    }
    state = 'lingering';
    card.withdrawn = reason === 'withdrawn';
    // The draft stays visible until closed; then, with receipts, the card collapses to "Expired".
    card.receipt = false;
    close.setAttribute('part', 'close');
    close.textContent = uiText('ui.close', {}, lang);
    close.addEventListener('click', dismiss);
    frame.append(close);
    count.textContent = '';
    if (inline) present(key, queue);
    else {
      queue.lingering = true;
      updateCount(queue);
    }
  };
  frame.addEventListener('elicit-change', () => (touched = true));
  frame.addEventListener('elicit-response', (event) => answer((event as CustomEvent<ElicitResult>).detail));
  // Escape (the dialog's `cancel`) and any other close are a dismissal.
  frame.addEventListener('cancel', (event) => {
    event.preventDefault();
    answer(cancel(), true);
  });
  frame.addEventListener('close', () => answer(cancel(), true));

  if (frame instanceof HTMLDialogElement) frame.showModal();
  void rendered(card).then(() => {
    if (state === 'shown' && focusCard) firstControl(card.shadowRoot ?? card)?.focus();
  });
}

/**
 * Shows one elicitation request in a modal `<dialog>` (or inline) and resolves with the person's answer.
 *
 * Renders `<elicit-request>` (form or URL card) in a dialog opened with `showModal()`, so the
 * rest of the page is inert; focus starts on the card's first control and returns to the
 * element focused before. Resolves with the card's `elicit-response` detail: `accept` (with
 * `content` in form mode; in URL mode as soon as the person consents and the page opens),
 * `decline`, or `cancel` when dismissed (Escape, `signal` aborting, `deadline` passing).
 * Never rejects, never resolves an answer after the deadline. Suits the official MCP client:
 * `client.setRequestHandler('elicitation/create', (r) => showElicitation(r.params, { serverName }))`.
 *
 * Several calls at once queue: one ask is shown at a time, with how many more wait (part
 * `queue`, a polite live region), and each call resolves on its own. With `inline: true`
 * and `container`, the card renders inside the container (no dialog, no focus taken from
 * the page); inline asks queue per container.
 */
export function showElicitation(request: ElicitRequestParams, options: ShowElicitationOptions = {}): Promise<ElicitResult> {
  const { container = document.body } = options;
  // One signal for the deadline and the withdrawal: its abort ends the ask, waiting or shown.
  const signal = askSignal(options);
  if (endedBy(signal)) return Promise.resolve(cancel());
  // Only the cards it renders, each only if nothing is defined under its name yet.
  defineTags(cardTags);
  const key = options.inline && options.container ? container : modalKey;
  let queue = queues.get(key);
  if (!queue) queues.set(key, (queue = { jobs: [] }));
  const { jobs } = queue;

  return new Promise<ElicitResult>((resolve) => {
    const onEnd = () => job.end(endedBy(signal) ?? 'withdrawn');
    const job: Job = {
      request,
      options,
      signal,
      container,
      settle: (result) => {
        const index = jobs.indexOf(job);
        if (index < 0) return;
        jobs.splice(index, 1);
        signal.removeEventListener('abort', onEnd);
        resolve(result);
        updateCount(queue);
      },
      end: () => job.settle(cancel()),
    };
    jobs.push(job);
    signal.addEventListener('abort', onEnd, { once: true });
    if (jobs.length === 1 && !queue.lingering) present(key, queue);
    else updateCount(queue);
  });
}
