/**
 * Time, as a card shows it: the countdown to `deadline` (part `countdown`, a `timer` not read
 * out every second), the polite status (part `deadline`: one minute left, ten seconds left,
 * then expired or withdrawn), and the `expired` / `withdrawn` custom states. One clock per
 * card; at the deadline the card renders again, locked.
 */
import { html, nothing, render, type ReactiveController, type TemplateResult } from 'lit';
import { uiText } from '../messages/text.js';
import { rescueFocus } from './answering-controller.js';
import { endedOf, localeOf, type CardHost, type Ended } from './card-host.js';
import { onElement } from './on-element.js';
import { plainText } from './text.js';
import { serverSentence } from './card-markup.js';

/** The two lines the clock keeps current. */
type Line = 'countdown' | 'deadline';

/** The deadline's time of day in `locale` (`14:05`, `2:05 PM`); the browser's locale for a tag Intl refuses. */
function timeOfDay(at: number, locale: string): string {
  const options: Intl.DateTimeFormatOptions = { timeStyle: 'short' };
  try {
    return new Intl.DateTimeFormat(locale, options).format(at);
  } catch {
    return new Intl.DateTimeFormat(undefined, options).format(at);
  }
}

/** `m:ss`, or `h:mm:ss` from an hour. */
function clockTime(left: number): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  const minutes = Math.floor((left % 3600) / 60);
  return `${left >= 3600 ? `${Math.floor(left / 3600)}:${pad(minutes)}` : minutes}:${pad(left % 60)}`;
}

export class TimeController implements ReactiveController {
  readonly #host: CardHost;
  /** The custom states (`:state(expired)`, `:state(withdrawn)`), once one was set. */
  #states: CustomStateSet | undefined;
  /** The deadline the clock runs for (epoch ms), and the clock; restarted when `deadline` changes. */
  #at: number | undefined;
  #timer: ReturnType<typeof setInterval> | undefined;
  #end: ReturnType<typeof setTimeout> | undefined;
  /** What the last render showed of `ended`, and what the host's states and attributes say. */
  #shown: Ended = '';
  #styled: Ended = '';
  /** Where the last render put each line: the clock renders its text there each second. */
  readonly #lines = new Map<Line, Element>();

  constructor(host: CardHost) {
    this.#host = host;
    host.addController(this);
  }

  /** `expired` or `withdrawn` once nothing can be answered any more (never while sending); else empty. */
  get ended(): Ended {
    return endedOf(this.#host);
  }

  hostDisconnected(): void {
    clearInterval(this.#timer);
    clearTimeout(this.#end);
    this.#at = undefined;
  }

  hostUpdate(): void {
    // The render that follows puts the lines where they are now.
    this.#lines.clear();
    this.#shown = this.ended;
  }

  hostUpdated(): void {
    const { deadline } = this.#host;
    const at = deadline === undefined ? undefined : +deadline; // epoch ms (a Date or a number)
    if (at !== this.#at) {
      this.#at = at;
      clearInterval(this.#timer);
      clearTimeout(this.#end);
      if (at !== undefined) {
        this.#timer = setInterval(() => this.#tick(), 1000);
        // And at the deadline itself: the card locks (and offers Close) then, not up to a second later.
        this.#end = setTimeout(() => this.#tick(), Math.max(0, at - Date.now()) + 1);
      }
    }
    // Styling hooks while the card says so: custom states, and the attributes that themes,
    // the docs and hosts' scripts already select on. Touched only when they change: every
    // attribute write restyles the card (about 8% of a 3-field form's first-render script, profiled).
    if (this.#shown === this.#styled) return;
    this.#styled = this.#shown;
    for (const state of ['expired', 'withdrawn'] as const) {
      const on = this.#shown === state;
      this.#host.toggleAttribute(state, on);
      // Attached on first need: a card that never ends never pays for it (0.05 ms of a first render).
      this.#states ??= this.#host.attachInternals().states;
      if (on) this.#states.add(state);
      else this.#states.delete(state);
    }
  }

  /** Each second: the two lines, or at the deadline a render of the locked card, focus kept in it. */
  #tick(): void {
    if (this.#secondsLeft() <= 0) clearInterval(this.#timer);
    if (this.ended === this.#shown) {
      for (const [line, element] of this.#lines) render(this.text(line), element as HTMLElement);
      return;
    }
    this.#host.requestUpdate();
    void rescueFocus(this.#host, '[part~="deadline"]');
  }

  #secondsLeft(): number {
    const { deadline } = this.#host;
    return deadline === undefined ? Infinity : Math.ceil((+deadline - Date.now()) / 1000);
  }

  /** What `line` says right now. */
  text(line: Line): string | TemplateResult {
    const { busy } = this.#host;
    const ended = this.ended;
    const left = this.#secondsLeft();
    const say = (code: Parameters<typeof uiText>[0], params?: Parameters<typeof uiText>[1]) =>
      uiText(code, params, localeOf(this.#host));
    if (line === 'countdown') {
      // While the card sends, neither line speaks of time left.
      if (ended || busy || left === Infinity) return '';
      // Whose time it is: the request's, from the server named on the card (the host app or the
      // server set the deadline); the name in a <bdi>, as on the server line.
      const time = clockTime(left);
      const server = plainText(this.#host.serverName?.trim(), 256);
      if (!server) return say('ui.timeLeft', { time });
      const until = timeOfDay(+this.#host.deadline!, localeOf(this.#host));
      const [before, name, after] = serverSentence(
        server,
        localeOf(this.#host),
        'ui.timeLeftFrom',
        { until, time },
      );
      return html`${before}<bdi>${name}</bdi>${after}`;
    }
    return ended
      ? say(`ui.${ended}`)
      : busy
        ? ''
        : left <= 10
          ? say('ui.secondsLeft', { count: 10 })
          : left <= 60
            ? say('ui.minuteLeft')
            : '';
  }

  /** Registers where the render put `line` (for the clock), and renders its text there. */
  place(line: Line, element: Element): void {
    this.#lines.set(line, element);
    render(this.text(line), element as HTMLElement);
  }

  /**
   * The countdown and the polite status, announced only at one minute and ten seconds left,
   * then "expired" or "withdrawn". Their text is rendered by lit into each line, and again
   * each second by the clock, so a ticking clock never renders the card.
   */
  renderDeadline(): TemplateResult | typeof nothing {
    if (this.#host.embedded) return nothing;
    const ended = this.ended;
    // Focusable only once it says the card ended (focus lands there as the buttons lock):
    // before, a card that delegates focus would hand it to this line instead of its first control.
    return html`<p part="countdown" class="summary" role="timer" aria-live="off" ${onElement((element) => this.place('countdown', element))}></p
      ><p part="deadline" class=${ended ? 'summary errors' : 'summary'} role="status" tabindex=${ended ? '-1' : nothing} ${onElement((element) => this.place('deadline', element))}></p>`;
  }
}
