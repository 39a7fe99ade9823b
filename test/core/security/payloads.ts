/**
 * Hostile strings for the injection suite, each trying to run code (setting the global
 * `__pwned`, calling `alert`), load something (`/pwned-…`, `https://pwned.example/`),
 * become a link, inject markup or styles, pollute prototypes, or reorder what a person
 * reads. Shared by test/core/security/injection.test.ts and
 * test/elements/security/injection.test.ts.
 */

/** One payload: its family (for the summary) and the string. */
export interface Payload {
  readonly family: string;
  readonly text: string;
}

/** Markup that runs code or loads something if it ever becomes HTML. */
const MARKUP = [
  '<script>__pwned="script"</script>',
  '<img src=x onerror="__pwned=\'img\'">',
  '<img src="/pwned-img.png">',
  '<svg onload="__pwned=\'svg\'"></svg>',
  '<svg><script>__pwned="svg-script"</script></svg>',
  '<svg><a xlink:href="javascript:__pwned=\'svg-a\'"><text>x</text></a></svg>',
  '<svg><image href="/pwned-svg-image.png"/></svg>',
  '<svg><animate onbegin="__pwned=\'animate\'" attributeName="x" dur="1s"/></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror="__pwned=\'mxss\'">',
  '<math href="javascript:__pwned=\'math\'">click</math>',
  '<iframe src="javascript:parent.__pwned=\'iframe\'"></iframe>',
  '<iframe srcdoc="<script>parent.__pwned=\'srcdoc\'</script>"></iframe>',
  '<object data="/pwned-object"></object>',
  '<embed src="/pwned-embed">',
  '<link rel="stylesheet" href="/pwned-link.css">',
  '<link rel="prefetch" href="https://pwned.example/prefetch">',
  '<style>@import url("/pwned-import.css");</style>',
  '<style>*{background:url(/pwned-bg.png)}</style>',
  '<a href="javascript:__pwned=\'a\'">click</a>',
  '<a href="https://pwned.example/">a link</a>',
  '<form action="https://pwned.example/"><button>go</button></form>',
  '<input autofocus onfocus="__pwned=\'autofocus\'">',
  '<details open ontoggle="__pwned=\'details\'">',
  '<video><source onerror="__pwned=\'video\'"></video>',
  '<audio src=x onerror="__pwned=\'audio\'">',
  '<body onload="__pwned=\'body\'">',
  '<base href="https://pwned.example/">',
  '<meta http-equiv="refresh" content="0;url=https://pwned.example/">',
  '<marquee onstart="__pwned=\'marquee\'">',
  '<div style="background-image:url(/pwned-style.png)">x</div>',
  '<template><img src=x onerror="__pwned=\'template\'"></template>',
  '<noscript><p title="</noscript><img src=x onerror=__pwned=\'noscript\'>">',
  '<x onclick="__pwned=\'x\'">click me</x>',
  '<img srcset="/pwned-srcset.png 1x">',
  '<picture><source srcset="/pwned-picture.png"><img></picture>',
  '<portal src="https://pwned.example/portal"></portal>',
  '<elicit-form></elicit-form><elicit-url-consent></elicit-url-consent>',
  '<slot onfocus="__pwned=\'slot\'" tabindex=0>',
  '<dialog open onclose="__pwned=\'dialog\'">',
  '<table background="/pwned-table.png">',
  '<isindex type=image src=/pwned-isindex.png>',
  '<object type="text/html" data="data:text/html,<script>parent.__pwned=\'object\'</script>"></object>',
];

/** Addresses that run code or load something if they ever reach href, src or a navigation. */
const URLS = [
  'javascript:__pwned="js-url"',
  'JaVaScRiPt:__pwned="js-case"',
  ' \tjavascript:__pwned="js-space"',
  'java\nscript:__pwned="js-newline"',
  'javascript&colon;__pwned="js-entity"',
  'javascript://example.com/%0a__pwned="js-comment"',
  'data:text/html,<script>__pwned="data-html"</script>',
  'data:text/html;base64,PHNjcmlwdD5fX3B3bmVkPSJiNjQiPC9zY3JpcHQ+',
  'data:image/svg+xml,<svg onload="__pwned=\'data-svg\'"/>',
  'vbscript:__pwned="vbscript"',
  'https://pwned.example/track.png',
  '//pwned.example/scheme-relative',
  '/pwned-relative',
  'blob:https://pwned.example/0b5e',
];

/** CSS that loads or runs something if it ever becomes a style. */
const CSS = [
  '@import url("/pwned-css-import.css");',
  '</style><img src=x onerror="__pwned=\'style-break\'">',
  'expression(__pwned="expression")',
  'url(javascript:__pwned="css-js")',
  ':host{background:url(/pwned-host.png)}',
  '*{behavior:url(/pwned.htc)}',
  '} body { background: url("/pwned-brace.png") } {',
  '--elicit-color-primary: url(/pwned-var.png)',
];

/** Template syntaxes, lit markers, and keys that collide with object machinery. */
const TEMPLATES = [
  '${__pwned="template-literal"}',
  '{{constructor.constructor("__pwned=\'angular\'")()}}',
  '<%= __pwned="erb" %>',
  '#{__pwned="pug"}',
  '{{#with "s" as |string|}}{{string.constructor "__pwned=1"}}{{/with}}',
  '<!--?lit$123456$-->',
  'lit$123456$',
  '<?lit$0$>',
  '__proto__',
  'constructor',
  'prototype',
  'toString',
  'valueOf',
  'hasOwnProperty',
  '__defineGetter__',
  '__lookupSetter__',
  '{"__proto__":{"polluted":"yes"}}',
  'constructor.prototype.polluted',
  '{0}',
  '{name}',
  '%s%s%s%n',
  "$&$1$`$'",
];

/** Direction and invisible characters, alone and around ordinary words. */
const BIDI = [
  '\u202Egnp.exe',
  'safe\u202Eetis-live\u202C.com',
  '\u202Bembedded right\u202C',
  '\u202Aembedded left',
  '\u202Doverride left',
  '\u2067isolate never closed',
  '\u2066\u2067\u2068\u2069',
  '\u200F\u200Emarks\u200F',
  '\u061Carabic letter mark',
  'admin\u200B',
  '\uFEFFbyte order mark',
  'zero\u200Cwidth\u200Djoiners',
  'a\u0000null',
  'bell\u0007and\u001Bescape',
  '\u0085next line\u2028line\u2029paragraph',
  '\u05E9\u05DC\u05D5\u05DD Hebrew first 123',
  '\u0645\u0631\u062D\u0628\u0627 \u202E Arabic and override',
  '\uD800 lone high surrogate',
  'lone low \uDC00 surrogate',
  'e\u0301\u0301\u0301 stacked accents',
];

/** Very long strings. */
const LONG = [
  'A'.repeat(100_000),
  '<'.repeat(20_000),
  '\u202E'.repeat(5_000) + 'tail',
  `<img src=x onerror="__pwned='long'">${'x'.repeat(50_000)}`,
  'a' + '\u0301'.repeat(10_000),
  '\u{1F469}\u200D\u{1F4BB}'.repeat(5_000),
  ' '.repeat(50_000),
  `${'\u200B'.repeat(20_000)}hidden`,
];

/** Ways to break out of an attribute, element or comment first. */
const BREAKOUTS = ['"\'>', '</bdi></p></label>', '</textarea></title></style></script>-->'];

/** Every payload: each family as is, and the markup, URL and CSS ones after each breakout. */
export const PAYLOADS: readonly Payload[] = [
  ...MARKUP.map((text) => ({ family: 'html', text })),
  ...URLS.map((text) => ({ family: 'url', text })),
  ...CSS.map((text) => ({ family: 'css', text })),
  ...TEMPLATES.map((text) => ({ family: 'template', text })),
  ...BIDI.map((text) => ({ family: 'bidi', text })),
  ...LONG.map((text) => ({ family: 'long', text })),
  ...BREAKOUTS.flatMap((prefix) =>
    [...MARKUP.slice(0, 24), ...URLS.slice(0, 4), ...CSS.slice(0, 3)].map((text) => ({
      family: 'breakout',
      text: prefix + text,
    })),
  ),
];

/**
 * JSON values that are not strings where a string belongs: objects whose `toString` and
 * `valueOf` are not functions (`String()` throws on them), arrays, numbers, nested objects.
 */
export const NON_STRINGS: readonly unknown[] = [
  JSON.parse('{"toString":"x","valueOf":"y"}'),
  JSON.parse('{"__proto__":{"polluted":"yes"},"toString":1}'),
  JSON.parse('{"constructor":{"prototype":{"polluted":"yes"}}}'),
  ['<img src=x onerror="__pwned=\'array\'">'],
  42,
  -0,
  1e308,
  true,
  null,
  { nested: { deeper: { deepest: '<script>__pwned="nested"</script>' } } },
];

/** Payloads short enough to use as keys and names everywhere (the long ones are tried separately). */
export const SHORT_PAYLOADS = PAYLOADS.filter((payload) => payload.text.length <= 1000);
