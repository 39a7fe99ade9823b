/**
 * The page of `npm run bench -- --profile`: the elements bundled unminified from `src/`
 * (so the CPU profile names the kit's own functions), rendering a side-by-side form.
 */
import '@elicit-kit/elements/define';
import type { JsonObject } from '@elicit-kit/core';
import { sideBySideSchema } from '../schemas.js';
import { afterFrame, settle, timeInFrame, type FrameTime } from './frame.js';

/**
 * `count` warm first renders of a `fields`-field `<elicit-form>`, each to its rendered
 * frame. No forced garbage collection between them: the profile shows the collections
 * the renders cause themselves.
 */
async function renders(fields: number, count: number): Promise<FrameTime[]> {
  const schema = sideBySideSchema(fields);
  const times: FrameTime[] = [];
  for (let i = 0; i < count; i++) {
    await afterFrame();
    await afterFrame();
    let form: HTMLElement | undefined;
    const requestedSchema = structuredClone(schema) as JsonObject;
    times.push(
      await timeInFrame(async () => {
        const element = document.createElement('elicit-form');
        element.serverName = 'Bench';
        element.request = { message: 'Benchmark', requestedSchema };
        document.body.append(element);
        await element.updateComplete;
        form = element;
      }),
    );
    form?.remove();
  }
  return times;
}

/** Elements, whitespace-only text nodes, other text nodes and comments in one rendered form's shadow root. */
async function anatomy(fields: number): Promise<{
  elements: number;
  blankText: number;
  text: number;
  comments: number;
  byTag: Record<string, number>;
}> {
  const form = document.createElement('elicit-form');
  form.request = { message: 'Benchmark', requestedSchema: sideBySideSchema(fields) as JsonObject };
  document.body.append(form);
  await form.updateComplete;
  const counts = {
    elements: 0,
    blankText: 0,
    text: 0,
    comments: 0,
    byTag: {} as Record<string, number>,
  };
  const walker = document.createTreeWalker(form.shadowRoot!, NodeFilter.SHOW_ALL);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.nodeType === Node.ELEMENT_NODE) {
      counts.elements++;
      const tag = (node as Element).localName;
      counts.byTag[tag] = (counts.byTag[tag] ?? 0) + 1;
    } else if (node.nodeType === Node.COMMENT_NODE) counts.comments++;
    else if (node.nodeType === Node.TEXT_NODE) {
      if (node.textContent?.trim()) counts.text++;
      else counts.blankText++;
    }
  }
  form.remove();
  return counts;
}

/** Changes to the captured markup or sheets whose cost a what-if variant shows. */
const VARIANTS: {
  readonly [name: string]: { readonly html?: (html: string) => string; readonly css?: string };
} = {
  'as rendered (the floor)': {},
  'without comments (lit markers)': { html: (html) => html.replace(/<!--[\s\S]*?-->/g, '') },
  'without whitespace-only text': { html: (html) => html.replace(/>\s+</g, '><') },
  'without comments and whitespace-only text': {
    html: (html) => html.replace(/<!--[\s\S]*?-->/g, '').replace(/>\s+</g, '><'),
  },
  'fieldset/legend as div/span': {
    html: (html) =>
      html.replace(/<(\/?)fieldset\b/g, '<$1div').replace(/<(\/?)legend\b/g, '<$1span'),
  },
  'without <bdi> wrappers': { html: (html) => html.replace(/<\/?bdi>/g, '') },
  'date inputs as text inputs': { html: (html) => html.replace(/type="date"/g, 'type="text"') },
  'fields with content-visibility: auto': {
    css: '[part~="field"] { content-visibility: auto; contain-intrinsic-size: auto 4.5rem; }',
  },
  'without the stylesheets': { css: '' },
};

/**
 * The floor (the kit's rendered markup parsed into a shadow root with its sheets) and
 * what-if variants of it, interleaved, each timed to its rendered frame: what fewer
 * nodes, other elements or other CSS would save, before anyone changes the elements.
 */
async function variants(fields: number, count: number): Promise<{ [name: string]: FrameTime[] }> {
  const form = document.createElement('elicit-form');
  form.request = { message: 'Benchmark', requestedSchema: sideBySideSchema(fields) as JsonObject };
  document.body.append(form);
  await form.updateComplete;
  const html = form.shadowRoot!.innerHTML;
  const sheets = [...form.shadowRoot!.adoptedStyleSheets];
  form.remove();
  const names = Object.keys(VARIANTS);
  const prepared = names.map((name) => {
    const variant = VARIANTS[name]!;
    let variantSheets = sheets;
    if (variant.css !== undefined) {
      const extra = new CSSStyleSheet();
      extra.replaceSync(variant.css);
      variantSheets = variant.css ? [...sheets, extra] : [];
    }
    return { name, html: variant.html ? variant.html(html) : html, sheets: variantSheets };
  });
  const times: { [name: string]: FrameTime[] } = Object.fromEntries(
    names.map((name) => [name, []]),
  );
  for (let round = 0; round < count + 2; round++) {
    for (let i = 0; i < prepared.length; i++) {
      const variant = prepared[(round + i) % prepared.length]!;
      await settle();
      let host: HTMLElement | undefined;
      const time = await timeInFrame(() => {
        host = document.createElement('div');
        const root = host.attachShadow({ mode: 'open' });
        root.adoptedStyleSheets = variant.sheets;
        root.innerHTML = variant.html;
        document.body.append(host);
      });
      host?.remove();
      if (round >= 2) times[variant.name]!.push(time);
    }
  }
  return times;
}

/**
 * Keystrokes into the integer field in the middle of a `fields`-field form with its
 * errors shown, as the side-by-side typing case; `css` is added to the form's sheets
 * for a what-if (`.fields { display: block }`).
 */
async function typing(fields: number, count: number, css = ''): Promise<FrameTime[]> {
  document.body.replaceChildren();
  const form = document.createElement('elicit-form');
  form.request = { message: 'Benchmark', requestedSchema: sideBySideSchema(fields) as JsonObject };
  document.body.append(form);
  await form.updateComplete;
  if (css) {
    const extra = new CSSStyleSheet();
    extra.replaceSync(css);
    form.shadowRoot!.adoptedStyleSheets = [...form.shadowRoot!.adoptedStyleSheets, extra];
  }
  form.reportValidity();
  await form.updateComplete;
  await settle();
  const name = `f${Math.floor(fields / 2 / 6) * 6 + 2}`;
  const texts = ['1', '12', '120', '12', '1', ''];
  const times: FrameTime[] = [];
  for (let i = 0; i < count + 3; i++) {
    const input = form.shadowRoot!.querySelector<HTMLInputElement>(
      `[part~="field"][data-name="${name}"] input`,
    )!;
    await afterFrame();
    const time = await timeInFrame(async () => {
      input.value = texts[i % texts.length]!;
      input.dispatchEvent(new Event('input', { bubbles: true, composed: true }));
      await form.updateComplete;
    });
    if (i >= 3) times.push(time);
  }
  form.remove();
  return times;
}

declare global {
  interface Window {
    profileBench: {
      renders: typeof renders;
      anatomy: typeof anatomy;
      variants: typeof variants;
      typing: typeof typing;
    };
  }
}
window.profileBench = { renders, anatomy, variants, typing };
