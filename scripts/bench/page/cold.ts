/**
 * The in-page half of the cold case. A fresh page (its own context: no code cache) fetches one
 * contender's script untimed, then at the start of a frame evaluates it and renders a form of
 * the side-by-side schema, timed until that frame has been rendered.
 */
import { sideBySide } from '../schemas.js';
import { mountKit, timeInFrame } from './frame.js';

/** What the evaluated script defines. */
export type ColdContender = 'kit' | 'rjsf' | 'paragraph' | 'plain';

/** Renders the form with what the evaluated script defined. */
async function render(contender: ColdContender, schema: unknown): Promise<void> {
  if (contender === 'kit') await mountKit(schema);
  else if (contender === 'plain') document.body.append(window.plainBench.form(schema as never));
  else if (contender === 'rjsf')
    window.rjsfBench.mount(document.body.appendChild(document.createElement('div')), schema);
  else {
    const paragraph = document.body.appendChild(document.createElement('bench-lit-paragraph'));
    await (paragraph as HTMLElement & { updateComplete: Promise<boolean> }).updateComplete;
  }
}

/** Milliseconds to evaluate the script, of script in all, and to the rendered frame. */
async function cold(url: string, contender: ColdContender, fields: number) {
  // A comment unique to this run: no compilation cache can know the source.
  const source = `${await (await fetch(url)).text()}\n//# bench ${Math.random()}`;
  const { schema } = sideBySide(fields);
  let evaluate = 0;
  const time = await timeInFrame(async () => {
    const start = performance.now();
    const script = document.createElement('script');
    script.textContent = source;
    document.head.append(script); // a classic inline script runs when inserted
    evaluate = performance.now() - start;
    await render(contender, schema);
  });
  if (!document.body.firstElementChild) throw new Error(`${contender}: nothing rendered`);
  return { evaluate, ...time };
}
export type ColdResult = Awaited<ReturnType<typeof cold>>;

declare global {
  interface Window {
    coldBench: { cold: typeof cold };
  }
}
window.coldBench = { cold };
