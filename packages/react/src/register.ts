import { ElicitRound, cardTags, defineTags } from '@elicit-kit/elements';

/**
 * Registers the four elicit-kit tags the React components render, each only when no
 * element is defined under its name yet (the host's own registration, or
 * `@elicit-kit/elements/define`, wins). Does nothing where `customElements` does not
 * exist, so server-side rendering can import the components.
 */
export function registerElements(
  registry: CustomElementRegistry | undefined = globalThis.customElements,
): void {
  if (!registry) return;
  defineTags([...cardTags, ['elicit-round', ElicitRound]], registry);
}
