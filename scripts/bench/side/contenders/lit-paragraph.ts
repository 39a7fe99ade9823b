/**
 * lit at its smallest: one element rendering one paragraph of text. The denominator of
 * issue 20's cold target (the cards file and its first card ÷ this): what any lit
 * component costs a fresh page, evaluating lit and drawing one thing. Benchmark only.
 */
import { LitElement, html, type TemplateResult } from 'lit';

export class BenchLitParagraph extends LitElement {
  static override properties = { text: { attribute: false } };
  declare text: string;

  protected override render(): TemplateResult {
    return html`<p>${this.text}</p>`;
  }
}
customElements.define('bench-lit-paragraph', BenchLitParagraph);

declare global {
  interface HTMLElementTagNameMap {
    'bench-lit-paragraph': BenchLitParagraph;
  }
}
