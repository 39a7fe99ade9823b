/**
 * The round's side of its embedded cards: which cards it shows (its own children, each
 * slotted into its item), finding each ask's element and card, the answer each gives right
 * now, and the check of every ask before the review opens.
 */
import {
  accept,
  decline,
  type ElicitContent,
  type ElicitResult,
  type InputResponses,
  type JsonObject,
} from '@elicit-kit/core';
import { roundDetail, type RoundItem, type RoundModel } from './round-model.js';
import { ownValue } from '../internal/own.js';
import { itemSlot, type ItemProblem } from './round-item.js';
import type { EmbeddedForm, EmbeddedUrlConsent } from './embedded.js';
import { embeddedSettings, type CardSettings } from '../internal/card-settings.js';
import type { SlottedCard } from '../internal/slotted-cards.js';

/** What the round knows of its asks while it reads their cards. */
export interface RoundCards {
  /** The round's shadow root (the items). */
  readonly root: ParentNode;
  /** The embedded card of an ask, by its key. */
  card(key: string): HTMLElement | undefined;
  readonly hostResponses: { readonly [key: string]: JsonObject } | undefined;
  isDeclined(item: RoundItem): boolean;
}

/** A card key of one round: a new `result` (`generation`) makes new cards. */
export const cardKey = (generation: number, key: string): string => `${generation}/${key}`;

/**
 * The embedded card of each form and URL ask, sharing the round's settings and lock (each
 * form's draft under `<persistKey>/<ask key>`, its starting `values` by ask key);
 * `onUrlOpened` hears a URL card's `change` (opened).
 */
export function embeddedCards(
  items: readonly RoundItem[],
  generation: number,
  settings: CardSettings,
  values: { readonly [key: string]: ElicitContent } | undefined,
  onUrlOpened: (item: RoundItem) => void,
): SlottedCard[] {
  const cards: SlottedCard[] = [];
  items.forEach((item, index) => {
    if (item.kind !== 'form' && item.kind !== 'url') return;
    const shared = {
      embedded: true,
      request: item.params,
      ...embeddedSettings(settings, item.key),
    };
    cards.push({
      key: cardKey(generation, item.key),
      slot: itemSlot(index),
      dataKey: item.key,
      ...(item.kind === 'form'
        ? { tag: 'elicit-form', properties: { ...shared, values: ownValue(values, item.key) } }
        : {
            tag: 'elicit-url-consent',
            properties: shared,
            listeners: { change: () => onUrlOpened(item) },
          }),
    });
  });
  return cards;
}

/** The element of one ask (part `item`, `data-key`). */
export function itemElement(root: ParentNode, key: string): HTMLElement | undefined {
  const items = root.querySelectorAll<HTMLElement>('[part~="item"]');
  return [...items].find((element) => element.dataset['key'] === key);
}

/** The embedded card of one ask, once its tag is defined. */
function cardOf<T extends HTMLElement>(cards: RoundCards, key: string, tag: string): T | undefined {
  // A card whose tag the host never registered has none of the card's API: no answer yet.
  const found = cards.card(key);
  return found?.localName === tag && found.matches(':defined') ? (found as T) : undefined;
}

/** The embedded form of one ask, once `elicit-form` is defined. */
export function formOf(cards: RoundCards, key: string): EmbeddedForm | undefined {
  return cardOf<EmbeddedForm>(cards, key, 'elicit-form');
}

/** The answer one item gives right now; `undefined` when it cannot be answered yet. */
export function answerOf(
  cards: RoundCards,
  item: RoundItem,
): ElicitResult | JsonObject | undefined {
  if (item.kind === 'host') return ownValue(cards.hostResponses, item.key);
  if (cards.isDeclined(item)) return decline();
  if (item.kind === 'url')
    return cardOf<EmbeddedUrlConsent>(cards, item.key, 'elicit-url-consent')?.consented
      ? accept()
      : undefined;
  const form = formOf(cards, item.key);
  return form ? accept(form.content) : undefined;
}

/**
 * What Send would send right now as `inputResponses`, or `undefined` while an ask has no
 * answer yet or an accepted form's `checkValidity()` is false. Shows nothing, moves no focus.
 */
export function sendableResponses(
  cards: RoundCards,
  model: RoundModel,
): InputResponses | undefined {
  let sendable = true;
  const detail = roundDetail(model, (item) => {
    const answer = answerOf(cards, item);
    const form =
      item.kind === 'form' && !cards.isDeclined(item) ? formOf(cards, item.key) : undefined;
    if (answer === undefined || form?.checkValidity() === false) sendable = false;
    return answer;
  });
  return sendable ? detail.inputResponses : undefined;
}

/**
 * Every ask that blocks Send, in server order, with its reason; each invalid form shows its
 * errors (`reportValidity()`), the first one in order keeping focus.
 */
export function checkItems(
  cards: RoundCards,
  items: readonly RoundItem[],
): { problems: Map<string, ItemProblem>; invalidForms: EmbeddedForm[] } {
  const problems = new Map<string, ItemProblem>();
  const invalidForms: EmbeddedForm[] = [];
  // Reverse order: each form's reportValidity focuses its first invalid field, so the first form wins.
  for (const item of [...items].reverse()) {
    if (cards.isDeclined(item)) continue;
    if (item.kind === 'form') {
      const form = formOf(cards, item.key);
      if (form && !form.reportValidity()) {
        problems.set(item.key, 'form');
        invalidForms.push(form);
      }
    } else if (answerOf(cards, item) === undefined) {
      problems.set(item.key, item.kind === 'url' ? 'url' : 'host');
    }
  }
  return { problems: new Map([...problems].reverse()), invalidForms };
}

/**
 * Focus on the ask that blocks Send, unless focus is already inside it (a form focused its
 * first invalid field). A form that could not (a schema it cannot render) hands focus to its
 * decline toggle; a URL or host ask focuses the item itself: it is described by the error,
 * which the card's checkbox (in another shadow root) cannot point at.
 */
export function focusProblem(root: ParentNode, key: string, problem: ItemProblem): void {
  const element = itemElement(root, key);
  if (element?.matches(':focus-within')) return;
  (
    (problem === 'form' && element?.querySelector<HTMLElement>('[part~="decline"]')) ||
    element
  )?.focus();
}
