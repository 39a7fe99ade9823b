/**
 * The in-page half of the cold-start case. A fresh page (its own browser context, so
 * no code cache) loads only this file; it fetches a contender's script, untimed, then
 * at the start of a frame evaluates it as a classic script and renders a form of the
 * side-by-side schema, timed until that frame has been rendered.
 */
import { sideBySideSchema } from '../schemas.js';
import { timeInFrame } from './frame.js';
import { mountKit } from './mount-kit.js';
import type {} from './contenders/lit-paragraph.js';
import type {} from './contenders/plain-script.js';

/** What the evaluated script defines: the kit, rjsf, lit with equivalent markup, lit with one paragraph, the plain DOM form. */
export type ColdContender = 'kit' | 'rjsf' | 'lit' | 'paragraph' | 'plain';

export interface ColdResult {
  /** Milliseconds to evaluate the script. */
  readonly evaluate: number;
  /** Milliseconds from the start of evaluation until the rendered frame with the form. */
  readonly total: number;
  /** Milliseconds of script in all (evaluate + render, before style, layout and paint). */
  readonly script: number;
}

/** Renders the form with what the evaluated script defined. */
async function render(contender: ColdContender, schema: unknown): Promise<void> {
  if (contender === 'kit') {
    await mountKit(schema);
  } else if (contender === 'rjsf') {
    const container = document.createElement('div');
    document.body.append(container);
    window.rjsfBench.mount(container, schema);
  } else if (contender === 'plain') {
    document.body.append(
      window.plainBench.form(schema as Parameters<Window['plainBench']['form']>[0]),
    );
  } else if (contender === 'paragraph') {
    const paragraph = document.createElement('bench-lit-paragraph');
    paragraph.text = 'Benchmark';
    document.body.append(paragraph);
    await paragraph.updateComplete;
  } else {
    await window.litBench.mount(
      document.body,
      schema as Parameters<Window['litBench']['mount']>[1],
    );
  }
}

async function cold(url: string, contender: ColdContender, fields: number): Promise<ColdResult> {
  // A comment unique to this run: no compilation cache can know the source.
  const source = `${await (await fetch(url)).text()}\n//# bench ${Math.random()}`;
  const schema = sideBySideSchema(fields);
  let evaluate = 0;
  const time = await timeInFrame(async () => {
    const start = performance.now();
    const script = document.createElement('script');
    script.textContent = source;
    document.head.append(script); // a classic inline script runs when inserted
    evaluate = performance.now() - start;
    await render(contender, schema);
  });
  const rendered = document.body.querySelector(
    'elicit-form, bench-lit-form, bench-lit-paragraph, form',
  );
  if (!rendered) throw new Error(`${contender}: no form in the document`);
  return { evaluate, total: time.total, script: time.script };
}

declare global {
  interface Window {
    coldBench: { cold: typeof cold };
  }
}
window.coldBench = { cold };
