/**
 * lit alone, rendering markup equivalent to `<elicit-form>`'s for the side-by-side
 * schemas: a card, the server and message lines, a `<form>`, per field a labelled
 * control (radios in a `<fieldset>` for booleans and short enums, with "Not set" when
 * optional) and the three buttons, under a small shadow stylesheet. No schema compiling,
 * no validation, no messages: the cost of lit itself for that markup. Bundled by
 * esbuild into `window.litBench`; benchmark only.
 */
import { LitElement, css, html, nothing, type TemplateResult } from 'lit';

type PropertySchema = {
  readonly type?: string;
  readonly title?: string;
  readonly format?: string;
  readonly enum?: readonly string[];
};
type Schema = {
  readonly properties: { readonly [name: string]: unknown };
  readonly required?: readonly string[];
};

const inputType = (property: PropertySchema): string =>
  property.format === 'email' ? 'email' : property.format === 'date' ? 'date' : 'text';

class BenchLitForm extends LitElement {
  static override properties = { schema: { attribute: false } };
  static override styles = css`
    :host { display: block; font: 14px/1.4 system-ui, sans-serif; }
    .card { border: 1px solid #ccc; border-radius: 8px; padding: 16px; }
    .field { display: grid; gap: 4px; margin: 0 0 12px; border: 0; padding: 0; }
    .options { display: flex; gap: 12px; flex-wrap: wrap; }
    input, button { font: inherit; }
    .actions { display: flex; gap: 8px; justify-content: flex-end; }
  `;

  declare schema: Schema | undefined;

  private renderField(
    name: string,
    property: PropertySchema,
    index: number,
    required: boolean,
  ): TemplateResult {
    const id = `f${index}`;
    const label = html`<bdi>${property.title ?? name}</bdi>${required ? html`&nbsp;<span class="required">required</span>` : nothing}`;
    const choices = property.type === 'boolean' ? ['Yes', 'No'] : property.enum;
    if (choices) {
      return html`<fieldset class="field" data-name=${name}>
        <legend>${label}</legend>
        <div class="options">
          ${[...choices, ...(required ? [] : ['Not set'])].map(
            (choice, i) =>
              html`<label class="option"><input type="radio" id=${i === 0 ? id : `${id}-${i}`} name=${id} /><span>${choice}</span></label>`,
          )}
        </div>
      </fieldset>`;
    }
    return html`<div class="field" data-name=${name}>
      <label for=${id}>${label}</label>
      <input id=${id} type=${inputType(property)} autocomplete="off" ?required=${required} aria-invalid="false" />
    </div>`;
  }

  protected override render(): TemplateResult {
    const schema = this.schema;
    const required = new Set(schema?.required ?? []);
    const fields = Object.entries(schema?.properties ?? {});
    return html`<div class="card">
      <p>Bench asks</p>
      <p id="message"><bdi>Benchmark</bdi></p>
      <form novalidate aria-labelledby="message">
        <div class="fields">${fields.map(([name, property], index) => this.renderField(name, property as PropertySchema, index, required.has(name)))}</div>
        <div class="summary" role="status" tabindex="-1"></div>
        <div class="actions"><button type="button">Cancel</button><button type="button">Decline</button><button type="submit">Review</button></div>
      </form>
    </div>`;
  }
}
customElements.define('bench-lit-form', BenchLitForm);

/** A connected `<bench-lit-form>` for `schema` in `container`, rendered (its update done). */
async function mount(container: HTMLElement, schema: Schema): Promise<HTMLElement> {
  const element = document.createElement('bench-lit-form') as BenchLitForm;
  element.schema = schema;
  container.append(element);
  await element.updateComplete;
  return element;
}

declare global {
  interface Window {
    litBench: { mount: typeof mount };
  }
}
window.litBench = { mount };
