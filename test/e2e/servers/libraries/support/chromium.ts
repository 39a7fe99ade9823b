/**
 * A person in Chromium for the library suite: the real `<elicit-form>` (support/page.ts,
 * served by the e2e `serveModulePage`: bundled from src/) renders each ask as the server sent
 * it; Playwright types and clicks as a person would, in the person's time zone, and the
 * form's `elicit-response` is the answer the server gets.
 */
import { fileURLToPath } from 'node:url';
import type { Browser, Locator } from 'playwright';
import type { ElicitResult, JsonObject } from '@elicit-kit/core';
import { launchChromium } from '../../../support/browser.js';
import { serveModulePage } from '../../../support/module-page.js';
import { BROWSER_FORM, FLAGGED_FORM, PERSON_TIME_ZONE, isLocal, type Feature } from './features.js';
import type { Answerer } from './person.js';

const ENTRY = fileURLToPath(new URL('./page.ts', import.meta.url));

export interface ChromiumPerson {
  /** Fills the form of {@link BROWSER_FORM} as a person would and clicks Accept (and Send on the review). */
  readonly answer: Answerer;
  /** For {@link FLAGGED_FORM}: types the refused values first, which the form must flag, then the good ones. */
  readonly correct: Answerer;
  /** Reads the form's notes about its schema (part `notes`), then clicks Decline. */
  readonly decline: Answerer;
  /** The text of the notes each ask showed (empty when it showed none). */
  readonly notes: string[];
  /** Every answer the form fired, as the server got it. */
  readonly sent: ElicitResult[];
  close(): Promise<void>;
}

/** A field's control inside the form. */
function field(form: Locator, name: string): Locator {
  return form.locator(`[part~="field"][data-name="${name}"]`);
}

/** Types or picks a draft in one feature's control, replacing what was there. */
async function enter(form: Locator, item: Feature, draft = item.draft): Promise<void> {
  const control = field(form, item.id);
  if (isLocal(draft)) {
    await control.locator('input').fill(draft.local);
  } else if (typeof draft === 'boolean') {
    await control.getByRole('radio', { name: draft ? 'Yes' : 'No' }).click();
  } else if (item.json['enum']) {
    await control.getByRole('radio', { name: String(draft) }).click();
  } else if (draft !== null) {
    await control.locator('input').fill('');
    await control.locator('input').pressSequentially(String(draft));
  }
}

/** Clicks Accept, and Send when Accept opened the review (its send button is again `accept`). */
async function accept(form: Locator): Promise<void> {
  await form.locator('[part~="accept"]').click();
  const review = form.locator('[part~="review"]');
  if (
    await review.waitFor({ timeout: 2_000 }).then(
      () => true,
      () => false,
    )
  )
    await form.locator('[part~="accept"]').click();
}

/** Fills every field of the form with its feature's draft and accepts. */
function fillAndAccept(list: readonly Feature[]) {
  return async (form: Locator): Promise<void> => {
    for (const item of list) await enter(form, item);
    await accept(form);
  };
}

/**
 * Types the first refused value of each feature that has one and clicks Accept: the form
 * must flag every such field (its `error` part) rather than send. Then types the good
 * values and accepts.
 */
function correctAndAccept(list: readonly Feature[]) {
  return async (form: Locator): Promise<void> => {
    const flagged = list.filter((item) => item.refused?.length);
    for (const item of flagged) await enter(form, item, item.refused![0]!.draft);
    await form.locator('[part~="accept"]').click();
    for (const item of flagged) {
      const error = field(form, item.id).locator('[part~="error"]');
      if (
        !(await error.waitFor({ timeout: 3_000 }).then(
          () => true,
          () => false,
        ))
      ) {
        throw new Error(
          `the form did not flag ${item.id} = ${JSON.stringify(item.refused![0]!.draft)}`,
        );
      }
    }
    await fillAndAccept(list)(form);
  };
}

/** Serves the page, launches Chromium in the person's time zone; close it in `after`. */
export async function startChromiumPerson(): Promise<ChromiumPerson> {
  const served = await serveModulePage(ENTRY);
  const browser: Browser = await launchChromium();
  const page = await browser
    .newContext({ timezoneId: PERSON_TIME_ZONE, locale: 'en-GB' })
    .then((context) => context.newPage());
  await page.goto(served.url);
  await page.waitForFunction(() => 'ask' in window);
  const sent: ElicitResult[] = [];
  const notes: string[] = [];
  /** Shows the ask, lets `act` do what the person does, and returns what the form fired. */
  const asking = async (
    params: JsonObject,
    act: (form: Locator) => Promise<void>,
  ): Promise<ElicitResult> => {
    const answered = page.evaluate(
      (request) => (window as unknown as { ask(p: unknown): Promise<ElicitResult> }).ask(request),
      params,
    );
    const form = page.locator('elicit-form');
    // A form that cannot render shows its reasons (part `issues`) instead of fields.
    const issues = form.locator('[part~="issues"]');
    await form.locator('[part~="field"]').first().or(issues).waitFor({ timeout: 10_000 });
    if ((await issues.count()) > 0)
      throw new Error(`the form cannot render the ask: ${await issues.textContent()}`);
    const shown = form.locator('[part~="notes"]');
    notes.push(
      (await shown.count()) > 0
        ? ((await shown.first().textContent()) ?? '').replace(/\s+/g, ' ').trim()
        : '',
    );
    await act(form);
    const result = await answered;
    sent.push(result);
    return result;
  };
  return {
    sent,
    notes,
    answer: (params) => asking(params, fillAndAccept(BROWSER_FORM)),
    correct: (params) => asking(params, correctAndAccept(FLAGGED_FORM)),
    decline: (params) => asking(params, (form) => form.locator('[part~="decline"]').click()),
    async close() {
      await browser.close();
      await served.close();
    },
  };
}
