/**
 * react-jsonschema-form (@rjsf/core, its ajv 8 validator) on production React 19, as a host
 * uses it: one `<Form>` per schema in its own root, as `window.rjsfBench`. Benchmark only.
 */
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';

/** Renders a `<Form>` into `container` synchronously; `liveValidate` validates every change. */
function mount(container: HTMLElement, schema: unknown, liveValidate = false) {
  const root = createRoot(container);
  let formData: unknown;
  flushSync(() =>
    root.render(
      createElement(Form, {
        schema: schema as RJSFSchema,
        validator,
        noHtml5Validate: true,
        showErrorList: false,
        ...(liveValidate ? { liveValidate: 'onChange' as const } : {}),
        onChange: (event: { formData?: unknown }) => (formData = event.formData),
      }),
    ),
  );
  // How to remove it, and the form data of the last change.
  return { unmount: () => (root.unmount(), container.remove()), formData: () => formData };
}

declare global {
  interface Window {
    rjsfBench: { mount: typeof mount };
  }
}
window.rjsfBench = { mount };
