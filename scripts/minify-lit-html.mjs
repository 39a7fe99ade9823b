// Removes the indentation between tags in lit `html` templates at build time (and in the
// browser tests, so they check what ships). Each whitespace run that holds a line break and
// sits between two tags (`>` … `<`) — or between a tag and the template's own start or end —
// is dropped: it would become a whitespace-only text node per line, which costs bytes, DOM
// nodes and lit's template walk, and renders nothing. So is such a run between a binding
// (`${…}`) and a tag or another binding. Whitespace inside text, or on one line with a
// binding, is kept as written: a space that must show beside an inline binding or element
// is written on its line.
// Templates are found with the TypeScript parser, never with a regex over the file.
import ts from 'typescript';

const betweenTags = /(>)[ \t]*\n\s*(?=<)/g;

/**
 * Collapses each whitespace run inside a tag (between attributes: `<form\n      part="form"`)
 * to one space, and drops it before the tag's `>`. `state` carries across the template's
 * static parts: whether the text is inside a tag, and inside which quote (an attribute value,
 * where whitespace is kept as written). Text between tags is not touched here.
 */
function collapseInTags(text, state) {
  let out = '';
  for (let i = 0; i < text.length; i++) {
    const char = text[i];
    if (!state.inTag) {
      if (char === '<' && /[a-zA-Z/]/.test(text[i + 1] ?? '')) state.inTag = true;
      const run = /^[ \t]*\n\s*/.exec(text.slice(i));
      // Indentation in text renders as the one space it collapses to (no template text sits in a pre-wrap element).
      if (run) {
        out += ' ';
        i += run[0].length - 1;
      } else out += char;
    } else if (state.quote) {
      if (char === state.quote) state.quote = '';
      out += char;
    } else if (char === '"' || char === "'") {
      // A static value that is one plain word loses its quotes (`part="card"` → `part=card`),
      // unless a `/` or a binding follows, which an unquoted value would take in.
      const close = text.indexOf(char, i + 1);
      const word = close > i ? text.slice(i + 1, close) : '';
      if (text[i - 1] === '=' && /^[\w-]+$/.test(word) && /[\s>]/.test(text[close + 1] ?? '')) {
        out += word;
        i = close;
      } else {
        state.quote = char;
        out += char;
      }
    } else if (/\s/.test(char)) {
      let end = i;
      while (end + 1 < text.length && /\s/.test(text[end + 1])) end++;
      // Nothing before `>`, or before `/>` after a quote; else one space (an unquoted value or a
      // binding before `/>` would take the `/` in).
      const next = text[end + 1];
      if (next !== '>' && !(next === '/' && text[end + 2] === '>' && /["']/.test(out.at(-1) ?? '')))
        out += ' ';
      i = end;
    } else {
      if (char === '>') state.inTag = false;
      out += char;
    }
  }
  return out;
}

/** `code` (a .ts file) with the indentation between tags of every html`` template removed. */
export function minifyLitHtml(code, fileName = 'module.ts') {
  if (!code.includes('html`')) return code;
  const source = ts.createSourceFile(
    fileName,
    code,
    ts.ScriptTarget.Latest,
    true,
    ts.ScriptKind.TS,
  );
  const edits = [];
  let state = { inTag: false, quote: '' };
  const chunk = (start, end, atTemplateStart, atTemplateEnd) => {
    if (atTemplateStart) state = { inTag: false, quote: '' };
    const before = { ...state };
    let text = code.slice(start, end).replace(betweenTags, '$1');
    if (atTemplateStart) text = text.replace(/^\s*\n\s*(?=<)/, '');
    if (atTemplateEnd) text = text.replace(/(>)\s*\n\s*$/, '$1');
    // A run with a line break between a binding and a tag (or another binding) is dropped as
    // between two tags: the indentation of a template written one part a line. Text keeps it
    // (`Hello\n  ${name}` still reads "Hello Ada"), and so does the inside of a tag.
    if (!atTemplateStart && !before.inTag) text = text.replace(/^[ \t]*\n\s*(?=<|$)/, '');
    const after = { ...before };
    collapseInTags(text, after);
    if (!atTemplateEnd && !after.inTag) text = text.replace(/(^|>)\s*\n\s*$/, '$1');
    text = collapseInTags(text, state);
    if (text !== code.slice(start, end)) edits.push([start, end, text]);
  };
  const visit = (node) => {
    if (
      ts.isTaggedTemplateExpression(node) &&
      ts.isIdentifier(node.tag) &&
      node.tag.text === 'html'
    ) {
      const template = node.template;
      if (ts.isNoSubstitutionTemplateLiteral(template)) {
        chunk(template.getStart(source) + 1, template.end - 1, true, true);
      } else {
        const head = template.head;
        chunk(head.getStart(source) + 1, head.end - 2, true, false);
        for (const span of template.templateSpans) {
          const literal = span.literal;
          const tail = ts.isTemplateTail(literal);
          chunk(literal.getStart(source) + 1, literal.end - (tail ? 1 : 2), false, tail);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  let result = code;
  for (const [start, end, text] of edits.sort((a, b) => b[0] - a[0]))
    result = result.slice(0, start) + text + result.slice(end);
  return result;
}
