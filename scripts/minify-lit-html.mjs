// Removes the indentation between tags in lit `html` templates at build time (and in the
// browser tests, so they check what ships). Each whitespace run that holds a line break and
// sits between two tags (`>` … `<`) — or between a tag and the template's own start or end —
// is dropped: it would become a whitespace-only text node per line, which costs bytes, DOM
// nodes and lit's template walk, and renders nothing. Whitespace next to a binding (`${…}`)
// or inside text is kept as written, so no two words or inline elements are ever joined.
// Templates are found with the TypeScript parser, never with a regex over the file.
import ts from 'typescript';

const betweenTags = /(>)[ \t]*\n\s*(?=<)/g;

/** `code` (a .ts file) with the indentation between tags of every html`` template removed. */
export function minifyLitHtml(code, fileName = 'module.ts') {
  if (!code.includes('html`')) return code;
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true, ts.ScriptKind.TS);
  const edits = [];
  const chunk = (start, end, atTemplateStart, atTemplateEnd) => {
    let text = code.slice(start, end);
    text = text.replace(betweenTags, '$1');
    if (atTemplateStart) text = text.replace(/^\s*\n\s*(?=<)/, '');
    if (atTemplateEnd) text = text.replace(/(>)\s*\n\s*$/, '$1');
    if (text !== code.slice(start, end)) edits.push([start, end, text]);
  };
  const visit = (node) => {
    if (ts.isTaggedTemplateExpression(node) && ts.isIdentifier(node.tag) && node.tag.text === 'html') {
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
  for (const [start, end, text] of edits.sort((a, b) => b[0] - a[0])) result = result.slice(0, start) + text + result.slice(end);
  return result;
}
