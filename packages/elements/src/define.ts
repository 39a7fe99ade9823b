/**
 * Registers every elicit-kit tag (`import '@elicit-kit/elements/define'`). Tags already
 * defined, by this file loaded twice or by the host, are left alone.
 */
import { ElicitForm } from './form/elicit-form.js';
import { ElicitRequest } from './request/elicit-request.js';
import { ElicitRound } from './round/elicit-round.js';
import { ElicitUrlConsent } from './url-consent/elicit-url-consent.js';

const tags: ReadonlyArray<readonly [string, CustomElementConstructor]> = [
  ['elicit-form', ElicitForm],
  ['elicit-url-consent', ElicitUrlConsent],
  ['elicit-round', ElicitRound],
  ['elicit-request', ElicitRequest],
];

for (const [tag, element] of tags) {
  if (!customElements.get(tag)) customElements.define(tag, element);
}
