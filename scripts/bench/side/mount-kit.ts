/**
 * How the in-page halves put the kit's form on a page: one function, so the warm and cold
 * cases (`warm-page.ts`, `cold-page.ts`) and `bench:ab` (`ab-page.ts`) time the same work.
 */
import type { JsonObject } from '@elicit-kit/core';
import type { ElicitForm } from '@elicit-kit/elements';

/** A connected, rendered `<elicit-form>` for `requestedSchema`. */
export async function mountKit(
  requestedSchema: unknown,
  parent: Node = document.body,
): Promise<ElicitForm> {
  const form = document.createElement('elicit-form');
  form.serverName = 'Bench';
  form.request = { message: 'Benchmark', requestedSchema: requestedSchema as JsonObject };
  parent.appendChild(form);
  await form.updateComplete;
  return form;
}
