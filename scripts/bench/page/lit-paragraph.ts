/** lit at its smallest, one paragraph: the denominator of issue 20's cold target. */
import { LitElement, html } from 'lit';

class BenchLitParagraph extends LitElement {
  protected override render() {
    return html`<p>Benchmark</p>`;
  }
}
customElements.define('bench-lit-paragraph', BenchLitParagraph);
