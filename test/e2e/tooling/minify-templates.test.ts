/**
 * The build's template minification: lit `html` templates (scripts/minify-lit-html.mjs) and
 * `css` templates (vite.config.ts). Whitespace and quotes go only where the markup and the
 * style sheet parse to the same thing; the browser suites run on the minified templates.
 */
import { expect } from 'chai';
import { minifyLitCss } from '../../../vite.config.js';
import { minifyLitHtml } from '../../../scripts/minify-lit-html.mjs';

/** The html`` templates of `code` after minification, as source text. */
const html = (code: string): string => minifyLitHtml(code, 'x.ts');

/** A css`` template after the build's CSS minification. */
function css(body: string): string {
  const plugin = minifyLitCss() as unknown as {
    transform(code: string, id: string): { code: string } | null;
  };
  const out = plugin.transform(`css\`${body}\``, '/repo/packages/elements/src/x.styles.ts');
  return out ? out.code.slice(4, -1) : body;
}

describe('template minification', () => {
  it('collapses whitespace between attributes and drops it before >', () => {
    expect(
      html(
        'html`<form\n      part="a b"\n      novalidate\n      @submit=${x}\n    >\n  <p>hi</p>\n</form>`',
      ),
    ).to.equal('html`<form part="a b" novalidate @submit=${x}><p>hi</p></form>`');
  });

  it('unquotes one-word static values, never one a binding, a slash or a space would join', () => {
    expect(html('html`<p part="card" class="a b" id="x${y}"></p>`')).to.equal(
      'html`<p part=card class="a b" id="x${y}"></p>`',
    );
    // An unquoted value (or binding) right before `/>` would take the `/` in: the space stays.
    expect(html('html`<input value="-1" @change=${f} />`')).to.equal(
      'html`<input value=-1 @change=${f} />`',
    );
    expect(html('html`<input type="checkbox"\n  />`')).to.equal('html`<input type=checkbox />`');
    expect(html('html`<input title="a"\n  />`')).to.equal('html`<input title=a />`');
  });

  it('keeps text as it renders: a line break and indentation become one space, words never join', () => {
    // Between a binding and a tag, or two bindings, a line break is indentation, as between tags.
    expect(html('html`<button>\n      ${label}\n    </button>`')).to.equal(
      'html`<button>${label}</button>`',
    );
    expect(html('html`<div>\n  ${a}\n  ${b}\n  <p>c</p>\n</div>`')).to.equal(
      'html`<div>${a}${b}<p>c</p></div>`',
    );
    expect(html('html`\n  ${a}\n  <p>c</p>\n`')).to.equal('html`${a}<p>c</p>`');
    // Beside text, and on one line with a binding, whitespace is kept.
    expect(html('html`<p>Hello\n  ${name}\n  and more</p>`')).to.equal(
      'html`<p>Hello ${name} and more</p>`',
    );
    expect(html('html`<p>${a} ${b} <b>c</b></p>`')).to.equal('html`<p>${a} ${b} <b>c</b></p>`');
    // Inside a tag a line break still separates attributes.
    expect(html('html`<input\n  id=${id}\n  type=text\n/>`')).to.equal(
      'html`<input id=${id} type=text />`',
    );
    expect(html('html`<p>one\n  two</p>`')).to.equal('html`<p>one two</p>`');
    expect(html('html`<p>a > b</p>`')).to.equal('html`<p>a > b</p>`');
  });

  it('shortens CSS without changing selectors or calc', () => {
    expect(
      css("[part~='card'] > .x{gap:calc(var(--elicit-space) * 0.75);margin:0.5rem -0.25rem}"),
    ).to.equal('[part~=card]>.x{gap:calc(var(--elicit-space)*.75);margin:.5rem -0.25rem}');
    expect(css(':host *{width:calc(100% - 1rem)}*,*::before{display:none !important}')).to.equal(
      ':host *{width:calc(100% - 1rem)}*,*::before{display:none!important}',
    );
    expect(
      css("[part~='hint key'],:host([theme='dark']){color:rgb(0 0 0 / 0.5);flex:10.5}"),
    ).to.equal("[part~='hint key'],:host([theme=dark]){color:rgb(0 0 0/.5);flex:10.5}");
  });
});

describe('private theme variables in the built style sheets', () => {
  it('renames every --_ variable to one short name, the same in every style sheet, and leaves --elicit-* alone', () => {
    const surface = css('a{color:var(--_surface-raised)}');
    const again = css(
      'b{background:var(--_surface-raised);--_surface:var(--elicit-color-surface,#fff)}',
    );
    const short = /var\((--_[a-z]+)\)/.exec(surface)?.[1];
    expect(short).to.match(/^--_[a-z]{1,2}$/);
    expect(again).to.contain(`var(${short})`);
    expect(again).to.contain('var(--elicit-color-surface,#fff)');
    expect(again).not.to.contain('--_surface');
  });
});
