import { ElicitForm } from '../form/elicit-form.js';
import { ElicitRequest } from '../request/elicit-request.js';
import { ElicitUrlConsent } from '../url-consent/elicit-url-consent.js';

/**
 * Defines the tags `showElicitation` renders (`elicit-request`, `elicit-form`,
 * `elicit-url-consent`), each only if nothing is defined under its name yet, so a host's
 * own registration (or `@elicit-kit/elements/define`) always wins. Runs on call, never on import.
 */
export function ensureDefined(registry: CustomElementRegistry = customElements): void {
  const tags: ReadonlyArray<readonly [string, CustomElementConstructor]> = [
    ['elicit-form', ElicitForm],
    ['elicit-url-consent', ElicitUrlConsent],
    ['elicit-request', ElicitRequest],
  ];
  for (const [tag, element] of tags) if (!registry.get(tag)) registry.define(tag, element);
}
