import {
  askSignal,
  cancel,
  endedBy,
  type AskEnd,
  type ElicitRequestParams,
  type ElicitResult,
} from '@elicit-kit/core';
import { nearestLang } from '../internal/card-host.js';
import { deepActiveElement, firstControl, rendered } from '../internal/focus.js';
import { endedAtSending } from '../internal/never-late.js';
import type { AskSettings } from '../internal/ask-settings.js';
import type { ElicitDialog } from './elicit-dialog.js';
import { cardTags, defineTags } from '../tags.js';

/**
 * Options of `showElicitation`: the shared settings (`AskSettings`). Aborting `signal`
 * resolves `{ action: 'cancel' }`: a waiting ask leaves the queue, an untouched card closes,
 * a card the person typed into stays, says the request was withdrawn and refuses to answer,
 * until closed; an abort with the reason `'answered-elsewhere'` leaves an inline card as one
 * line saying so. At the `deadline` the call resolves `{ action: 'cancel' }` (never an answer
 * after it) and the card stays, saying the request expired, with what was typed, until the
 * person closes it. `container` (default `document.body`) is where the dialog is attached
 * and removed again afterwards; `receipt` is for inline cards only.
 */
export type ShowElicitationOptions = Pick<
  AskSettings,
  | 'serverName'
  | 'locale'
  | 'theme'
  | 'signal'
  | 'deadline'
  | 'container'
  | 'inline'
  | 'receipt'
  | 'persistKey'
  | 'values'
>;

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
  /** The dialog of the shown ask, which says how many more wait. */
  shown?: ElicitDialog;
  /** An expired or withdrawn modal ask stays until closed; the next waits for it. */
  lingering?: boolean;
  /** The ask that just closed had focus: the next one takes it (inline). */
  refocus?: boolean;
}

/** Modal asks share one queue (one modal at a time); inline asks queue per container. */
const queues = new Map<object, Queue>();
const modalKey = {};

/** How many more wait, on the shown ask's dialog (part `queue`). */
function updateCount(queue: Queue): void {
  if (queue.shown) queue.shown.waiting = Math.max(0, queue.jobs.length - (queue.lingering ? 0 : 1));
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
    if (
      previous instanceof HTMLElement &&
      previous.isConnected &&
      (key === modalKey || queue.refocus)
    )
      previous.focus();
    return;
  }
  const { options, container } = job;
  const inline = key !== modalKey;
  queue.previous ??= deepActiveElement(document);
  // The dialog and its card are elements in the page's tree: page CSS styles the card as any card.
  const lang = options.locale || nearestLang(container) || 'en';
  const theme = options.theme && { theme: options.theme };
  const serverName = options.serverName ?? '';
  const dialog = Object.assign(document.createElement('elicit-dialog'), {
    inline,
    serverName,
    locale: lang,
    ...theme,
  });
  dialog.dataset[inline ? 'elicitInline' : 'elicitDialog'] = '';
  // Inline with receipts, an answered card stays as its one-line receipt.
  const keep = inline && !!options.receipt;
  const card = Object.assign(document.createElement('elicit-request'), {
    request: job.request,
    serverName,
    locale: lang,
    ...theme,
    deadline: options.deadline,
    receipt: keep,
    persistKey: options.persistKey ?? '',
    values: options.values,
  });
  queue.shown = dialog;
  updateCount(queue);
  dialog.append(card);
  container.append(dialog);
  // Inline, the card takes focus only when the person was in the ask before it (a queue moving on).
  const focusCard = !inline || queue.refocus;

  let state: 'shown' | 'lingering' | 'gone' = 'shown';
  let touched = false;
  /** Removes the ask (`stay`: leaves it as the one line it collapsed to); the next one shows unless it already did (inline, after a linger). */
  const dismiss = (stay = keep) => {
    if (state === 'gone') return;
    const next = !inline || state === 'shown';
    state = 'gone';
    queue.refocus = dialog.matches(':focus-within');
    if (queue.shown === dialog) queue.shown = undefined;
    if (stay) {
      card.receipt = keep;
      dialog.waiting = 0;
    } else {
      dialog.close();
      dialog.remove();
    }
    if (next) present(key, queue);
  };
  /** The card's answer, or with `dismissal` an Escape or close of the dialog. */
  const answer = (result: ElicitResult, dismissal = false) => {
    // Never late, whatever the card last rendered: past the deadline or withdrawn, the ask
    // ends instead (endedBy reads the clock; the signal's abort ends the job, at once or when
    // the timer fires), and an ended card goes only when dismissed, never on an answer it
    // fired before it re-rendered. A dismissal is a cancel, right whenever it comes (a Close
    // the card offered by its own clock, a moment before the ask's timer ended the job).
    if (
      !dismissal &&
      (state === 'lingering' || (state === 'shown' && endedAtSending(job.signal, card)))
    ) {
      card.busy = false;
      return;
    }
    if (state === 'shown') job.settle(result);
    dismiss();
  };
  job.end = (reason) => {
    if (state !== 'shown') return;
    job.settle(cancel());
    // Answered in another tab (the host's abort says so): one line saying it, inline; a modal just closes.
    if (reason === 'withdrawn' && job.signal.reason === 'answered-elsewhere') {
      card.ended = 'answered-elsewhere';
      return dismiss(inline);
    }
    // Nothing typed, nothing to keep: a withdrawn ask simply closes (with receipts, to "Withdrawn").
    if (reason === 'withdrawn' && !touched) {
      card.withdrawn = true;
      return dismiss();
    }
    state = 'lingering';
    card.withdrawn = reason === 'withdrawn';
    // The draft stays visible, the card's own Close in its button bar, until closed; then,
    // with receipts, the card stays collapsed to "Expired".
    card.receipt = false;
    if (inline) present(key, queue);
    else {
      queue.lingering = true;
      updateCount(queue);
    }
  };
  dialog.addEventListener('elicit-change', () => (touched = true));
  dialog.addEventListener('elicit-response', (event) => answer(event.detail));
  // Escape on the modal, or Close on an ended card, dismisses.
  dialog.addEventListener('elicit-dismiss', () => answer(cancel(), true));

  void rendered(dialog).then(() => {
    if (state === 'shown' && focusCard) firstControl(card)?.focus();
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
export function showElicitation(
  request: ElicitRequestParams,
  options: ShowElicitationOptions = {},
): Promise<ElicitResult> {
  const { container = document.body } = options;
  // One signal for the deadline and the withdrawal: its abort ends the ask, waiting or shown.
  const signal = askSignal(options);
  if (endedBy(signal)) return Promise.resolve(cancel());
  // Only the elements it shows, each only if nothing is defined under its name yet.
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
