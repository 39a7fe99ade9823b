/**
 * A plain hand-written DOM form (no framework, no styles): per field a `<label>` and its
 * native control, as a page without any kit would build it. The rows go into the `<form>` at
 * once: Chromium re-associates controls appended one by one (10× slower at 500 fields).
 */
type Property = { type?: string; title?: string; format?: string; enum?: string[] };
type Schema = { properties: { [name: string]: unknown }; required?: string[] };

/** The native control of a property that is not an enum. */
const inputType = ({ type, format }: Property): string =>
  type === 'boolean' ? 'checkbox' : type === 'integer' ? 'number' : (format ?? 'text');

export function plainForm(schema: Schema): HTMLFormElement {
  const form = document.createElement('form');
  form.noValidate = true;
  const rows = document.createDocumentFragment();
  Object.entries(schema.properties).forEach(([name, value], index) => {
    const property = value as Property;
    const label = document.createElement('label');
    label.htmlFor = `p${index}`;
    label.textContent = property.title ?? name;
    let control: HTMLInputElement | HTMLSelectElement;
    if (property.enum) {
      control = document.createElement('select');
      for (const option of ['', ...property.enum]) control.add(new Option(option, option));
    } else {
      control = document.createElement('input');
      control.type = inputType(property);
    }
    Object.assign(control, { id: `p${index}`, name, required: !!schema.required?.includes(name) });
    const row = document.createElement('div');
    row.append(label, control);
    rows.append(row);
  });
  const submit = document.createElement('button');
  submit.textContent = 'Submit';
  rows.append(submit);
  form.append(rows);
  return form;
}

declare global {
  interface Window {
    plainBench: { form: typeof plainForm };
  }
}
window.plainBench = { form: plainForm };
