/**
 * The page of `npm run bench -- --profile --only cold`: a fresh page evaluates the cards
 * file (bundled unminified, so the profile names the kit's modules) and renders its first
 * 10-field card in one frame, as the cold case does. An init script (`COUNTERS`, run
 * before any page script) counts what each phase creates: stylesheets parsed, sheets
 * adopted, elements defined, `Intl` formatters, templates prepared.
 */
import type { JsonObject } from '@elicit-kit/core';
import { sideBySideSchema } from '../schemas.js';
import { timeInFrame, type FrameTime } from './frame.js';

/** What the init script counts, per phase. */
export interface ColdCounts {
  readonly sheetsParsed: number;
  readonly adoptions: number;
  readonly sheetsAdopted: number;
  readonly defined: number;
  readonly intl: number;
  /** Milliseconds spent in `Intl` constructors. */
  readonly intlMs: number;
  readonly templates: number;
}

export interface ColdProfileRun {
  readonly evaluate: number;
  readonly time: FrameTime;
  readonly atEvaluate: ColdCounts;
  readonly atFrame: ColdCounts;
}

declare global {
  interface Window {
    coldCounts: () => ColdCounts;
    coldProfile: { run: typeof run };
  }
}

async function run(url: string): Promise<ColdProfileRun> {
  const source = `${await (await fetch(url)).text()}\n//# bench ${Math.random()}`;
  const schema = sideBySideSchema(10);
  let evaluate = 0;
  let atEvaluate: ColdCounts | undefined;
  const time = await timeInFrame(async () => {
    performance.mark('cold:evaluate');
    const start = performance.now();
    const script = document.createElement('script');
    script.textContent = source;
    document.head.append(script);
    evaluate = performance.now() - start;
    atEvaluate = window.coldCounts();
    performance.mark('cold:render');
    const form = document.createElement('elicit-form');
    form.serverName = 'Bench';
    form.request = { message: 'Benchmark', requestedSchema: schema as JsonObject };
    document.body.append(form);
    await form.updateComplete;
    performance.mark('cold:rendered');
  });
  return { evaluate, time, atEvaluate: atEvaluate!, atFrame: window.coldCounts() };
}

window.coldProfile = { run };
