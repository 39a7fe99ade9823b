import { ElicitForm } from './form/elicit-form.js';
import { ElicitRequest } from './request/elicit-request.js';
import { ElicitUrlConsent } from './url-consent/elicit-url-consent.js';
import { ElicitDialog } from './dialog/elicit-dialog.js';

/** A tag name and the class registered under it. */
export type TagEntry = readonly [tag: string, element: CustomElementConstructor];

/**
 * The single-ask cards and the dialog around them: what `showElicitation` shows and
 * `<elicit-round>` embeds.
 * `define.ts` adds `elicit-round`; the round stays out of here so the dialog does not pull it in.
 */
export const cardTags: readonly TagEntry[] = [
  ['elicit-form', ElicitForm],
  ['elicit-url-consent', ElicitUrlConsent],
  ['elicit-request', ElicitRequest],
  ['elicit-dialog', ElicitDialog],
];

/**
 * Defines each tag in `registry` unless something is defined under its name already,
 * so a host's own registration (or an earlier call) always wins. Runs on call, never on import.
 */
export function defineTags(
  entries: readonly TagEntry[],
  registry: CustomElementRegistry = customElements,
): void {
  for (const [tag, element] of entries) if (!registry.get(tag)) registry.define(tag, element);
}
