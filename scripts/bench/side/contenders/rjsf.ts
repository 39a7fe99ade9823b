/**
 * react-jsonschema-form (@rjsf/core with its ajv 8 validator) on React 19, as a host
 * would use it: one `<Form>` per schema in its own root. Bundled by esbuild into
 * `window.rjsfBench` (production React); benchmark only, never shipped.
 */
import { createElement } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import Form from '@rjsf/core';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';

/** What the last change reported: the form data and the number of errors. */
export interface RjsfChange {
  readonly formData: unknown;
  readonly errors: number;
}

export interface RjsfMount {
  /** Removes the form (React unmount) and its container. */
  readonly unmount: () => void;
  /** The last `onChange` the form reported, if any. */
  readonly lastChange: () => RjsfChange | undefined;
}

/**
 * Renders a `<Form>` for `schema` into `container` synchronously (`flushSync`), so the
 * DOM is there when this returns. `liveValidate` validates every change (the error state).
 */
function mount(
  container: HTMLElement,
  schema: unknown,
  options: { readonly liveValidate?: boolean } = {},
): RjsfMount {
  const root = createRoot(container);
  let last: RjsfChange | undefined;
  flushSync(() =>
    root.render(
      createElement(Form, {
        schema: schema as RJSFSchema,
        validator,
        noHtml5Validate: true,
        showErrorList: false,
        ...(options.liveValidate ? { liveValidate: 'onChange' as const } : {}),
        onChange: (event: { formData?: unknown; errors: readonly unknown[] }) => {
          last = { formData: event.formData, errors: event.errors.length };
        },
      }),
    ),
  );
  return {
    unmount: () => {
      root.unmount();
      container.remove();
    },
    lastChange: () => last,
  };
}

declare global {
  interface Window {
    rjsfBench: { mount: typeof mount };
  }
}
window.rjsfBench = { mount };
