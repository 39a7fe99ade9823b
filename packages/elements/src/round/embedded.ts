import type { CompiledForm, ElicitContent } from '@elicit-kit/core';

/*
 * The contract between <elicit-round> and the cards it embeds, as the round sees them
 * (typed here so the round does not import the card classes it only talks to).
 */

/** What the round needs of an embedded `<elicit-form embedded>`. */
export interface EmbeddedForm extends HTMLElement {
  checkValidity(): boolean;
  reportValidity(): boolean;
  readonly content: ElicitContent;
  readonly compiled: CompiledForm;
  readonly updateComplete: Promise<boolean>;
}

/** What the round needs of an embedded `<elicit-url-consent embedded>`. */
export interface EmbeddedUrlConsent extends HTMLElement {
  readonly consented: boolean;
}
