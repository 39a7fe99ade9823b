import { ElicitForm, ElicitRequest, ElicitRound, ElicitUrlConsent } from '@elicit-kit/elements';

/**
 * Registers the four elicit-kit tags the React components render, each only when no
 * element is defined under its name yet (the host's own registration, or
 * `@elicit-kit/elements/define`, wins). Does nothing where `customElements` does not
 * exist, so server-side rendering can import the components.
 */
export function registerElements(registry: CustomElementRegistry | undefined = globalThis.customElements): void {
  if (!registry) return;
  const tags: ReadonlyArray<readonly [string, CustomElementConstructor]> = [
    ['elicit-form', ElicitForm],
    ['elicit-url-consent', ElicitUrlConsent],
    ['elicit-round', ElicitRound],
    ['elicit-request', ElicitRequest],
  ];
  for (const [tag, element] of tags) if (!registry.get(tag)) registry.define(tag, element);
}
