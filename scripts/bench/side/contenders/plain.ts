/**
 * A plain hand-written DOM form: per field a `<label>` and its native control
 * (`createElement`, no framework, no styles). What a page without any kit would build.
 * The rows are built in a fragment and put into the `<form>` at once: in Chromium,
 * appending controls one by one to a `<form>` re-associates them each time and costs
 * about 10× more at 500 fields (measured: 25 ms against 2 ms).
 */

type PropertySchema = {
  readonly type?: string;
  readonly title?: string;
  readonly format?: string;
  readonly enum?: readonly string[];
  readonly minimum?: number;
  readonly maximum?: number;
};

/** A `<form>` with a label and a control per property of `schema`, and a submit button. */
export function plainForm(schema: {
  readonly properties: { readonly [name: string]: unknown };
  readonly required?: readonly string[];
}): HTMLFormElement {
  const form = document.createElement('form');
  form.noValidate = true;
  const required = new Set(schema.required ?? []);
  const rows = document.createDocumentFragment();
  let index = 0;
  for (const [name, value] of Object.entries(schema.properties)) {
    const property = value as PropertySchema;
    const id = `p${index++}`;
    const row = document.createElement('div');
    const label = document.createElement('label');
    label.htmlFor = id;
    label.textContent = property.title ?? name;
    let control: HTMLInputElement | HTMLSelectElement;
    if (property.enum) {
      const select = document.createElement('select');
      for (const option of ['', ...property.enum]) select.add(new Option(option, option));
      control = select;
    } else {
      const input = document.createElement('input');
      if (property.type === 'boolean') input.type = 'checkbox';
      else if (property.type === 'integer' || property.type === 'number') {
        input.type = 'number';
        if (property.minimum !== undefined) input.min = String(property.minimum);
        if (property.maximum !== undefined) input.max = String(property.maximum);
      } else if (property.format === 'email') input.type = 'email';
      else if (property.format === 'date') input.type = 'date';
      else input.type = 'text';
      control = input;
    }
    control.id = id;
    control.name = name;
    control.required = required.has(name);
    row.append(label, control);
    rows.append(row);
  }
  const submit = document.createElement('button');
  submit.textContent = 'Submit';
  rows.append(submit);
  form.append(rows);
  return form;
}
