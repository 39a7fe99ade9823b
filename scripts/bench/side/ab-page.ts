/**
 * The in-page half of `npm run bench:ab` (`ab.ts`): first renders of `<elicit-form>` from
 * whichever script-tag bundle this page loaded, timed as the warm side-by-side case times
 * them (the same `mountKit`, to its rendered frame, on a settled page). With the other
 * contenders loaded (`--others`), react-jsonschema-form and lit alone render between the
 * kit's renders, as they do on the bench's own page. Each timed render is marked
 * (`kit-start`, `kit-end`), so a trace can be cut to the kit's own work.
 */
import type { ElicitForm } from '@elicit-kit/elements';
import { sideBySideSchema } from '../schemas.js';
import { settle, timeInFrame, type FrameTime } from './frame.js';
import { mountKit } from './mount-kit.js';

/** rjsf and lit alone render the same form, untimed, when this page loaded them. */
async function renderOthers(fields: number): Promise<void> {
  if (window.rjsfBench) {
    const container = document.createElement('div');
    document.body.append(container);
    await settle();
    window.rjsfBench.mount(container, structuredClone(sideBySideSchema(fields))).unmount();
  }
  if (window.litBench) {
    await settle();
    (
      await window.litBench.mount(document.body, structuredClone(sideBySideSchema(fields)))
    ).remove();
  }
}

/** `count` first renders of a newly arrived `fields`-field form. */
async function renders(fields: number, count: number): Promise<FrameTime[]> {
  document.body.replaceChildren();
  const times: FrameTime[] = [];
  for (let i = 0; i < count; i++) {
    await renderOthers(fields);
    const requestedSchema = structuredClone(sideBySideSchema(fields));
    await settle();
    let form: ElicitForm | undefined;
    times.push(
      await timeInFrame(async () => {
        performance.mark('kit-start');
        form = await mountKit(requestedSchema);
        performance.mark('kit-end');
      }),
    );
    // A build that renders no field measured nothing worth comparing.
    if (form?.shadowRoot?.querySelectorAll('[part~="field"]').length !== fields)
      throw new Error(`the form did not render its ${fields} fields`);
    form.remove();
  }
  return times;
}

declare global {
  interface Window {
    abBench: { renders: typeof renders };
  }
}
window.abBench = { renders };
