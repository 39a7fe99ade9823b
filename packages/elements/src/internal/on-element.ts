/**
 * The one directive the cards share: it hands the element it sits on to `use` at each render
 * of it (a container's settings onto its cards, the clock's lines to the clock).
 */
import { noChange } from 'lit';
import { Directive, directive, type ElementPart } from 'lit/directive.js';

class OnElement extends Directive {
  render(_use: (element: Element) => void): typeof noChange {
    return noChange;
  }

  override update(part: ElementPart, [use]: [(element: Element) => void]): typeof noChange {
    use(part.element);
    return noChange;
  }
}

/** `<p ${onElement((element) => …)}>`: `use(element)` at each render; renders nothing itself. */
export const onElement = directive(OnElement);
