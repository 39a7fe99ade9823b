// The page a person uses in Chromium for the library suite, bundled from the packages'
// src/ by esbuild: `window.ask(params)` shows one real <elicit-form> for an ask and
// resolves with the ElicitResult it fires (what a host sends back to the server).
import '@elicit-kit/elements/define';
import type { ElicitForm } from '@elicit-kit/elements';
import type { ElicitFormParams, ElicitResult } from '@elicit-kit/core';

function ask(params: ElicitFormParams): Promise<ElicitResult> {
  const form = document.createElement('elicit-form') as ElicitForm;
  form.serverName = 'Library under test';
  form.request = params;
  document.body.replaceChildren(form);
  return new Promise((resolve) => {
    form.addEventListener('elicit-response', (event) => resolve(event.detail), { once: true });
  });
}

Object.assign(window, { ask });
