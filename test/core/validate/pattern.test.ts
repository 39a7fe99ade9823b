import { expect } from 'chai';
import fc from 'fast-check';
import { compilePattern } from '../../../packages/core/src/schema/kinds/pattern.js';

/** The samples on which the compiled test and `new RegExp(pattern, 'u')` disagree. */
function disagreements(pattern: string, samples: readonly string[]): string[] {
  const test = compilePattern(pattern);
  if (!test) return [`${pattern}: not compiled`];
  const native = new RegExp(pattern, 'u');
  return samples
    .filter((sample) => test(sample) !== native.test(sample))
    .map((sample) => `${pattern} on ${JSON.stringify(sample)}`);
}

/** Real patterns (zod 3/4 built-ins and common `.regex()` shapes), each with texts it matches and texts it does not. */
const realPatterns: readonly (readonly [string, readonly string[]])[] = [
  ['^[A-Z]{3}-\\d{4}$', ['ABC-1234', 'AB-1234', 'ABC-12345', 'abc-1234', 'ABC-123a', ' ABC-1234']],
  ['^\\d{5}(-\\d{4})?$', ['12345', '12345-6789', '12345-678', '1234', '123456', '12345-']],
  [
    '^[a-z0-9]+(?:-[a-z0-9]+)*$',
    ['my-slug-1', 'slug', 'a-b-c', '-slug', 'slug-', 'my--slug', 'My-slug', ''],
  ],
  [
    '^\\+?[1-9]\\d{1,14}$',
    ['+14155552671', '14155552671', '+0123', '+1', '+1234567890123456', '12'],
  ],
  ['^\\+(?:[0-9]){6,14}[0-9]$', ['+14155552671', '+123456', '+1234567', '14155552671']],
  [
    '^[0-9a-fA-F]{8}\\b-[0-9a-fA-F]{4}\\b-[0-9a-fA-F]{4}\\b-[0-9a-fA-F]{4}\\b-[0-9a-fA-F]{12}$',
    [
      '123e4567-e89b-12d3-a456-426614174000',
      '123E4567-E89B-12D3-A456-426614174000',
      '123e4567-e89b-12d3-a456-42661417400',
      '123e4567e89b12d3a456426614174000',
      'g23e4567-e89b-12d3-a456-426614174000',
    ],
  ],
  [
    '^([0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[1-8][0-9a-fA-F]{3}-[89abAB][0-9a-fA-F]{3}-[0-9a-fA-F]{12}|00000000-0000-0000-0000-000000000000|ffffffff-ffff-ffff-ffff-ffffffffffff)$',
    [
      '123e4567-e89b-12d3-a456-426614174000',
      '00000000-0000-0000-0000-000000000000',
      '123e4567-e89b-92d3-a456-426614174000',
      '123e4567-e89b-12d3-c456-426614174000',
    ],
  ],
  [
    '^[cC][^\\s-]{8,}$',
    ['cjld2cjxh0000qzrmn831i7rn', 'cjld2cj', 'xjld2cjxh0000', 'cjld2 cjxh0000', 'cjld2-cjxh0000'],
  ],
  ['^[0-9a-z]+$', ['tz4a98xxat96iws9zmbrgj3a', 'Tz4a', '', 'a_b']],
  [
    '^[0-9A-HJKMNP-TV-Z]{26}$',
    ['01ARZ3NDEKTSV4RRFFQ69G5FAV', '01ARZ3NDEKTSV4RRFFQ69G5FAI', '01ARZ3NDEKTSV4RRFFQ69G5FA'],
  ],
  [
    '^[a-zA-Z0-9_-]{21}$',
    ['V1StGXR8_Z5jdHi6B-myT', 'V1StGXR8_Z5jdHi6B-my', 'V1StGXR8_Z5jdHi6B-myT!'],
  ],
  ['^#(?:[0-9a-fA-F]{3}){1,2}$', ['#fff', '#FFFFFF', '#ffff', '#ggg', 'fff', '#12345']],
  ['^#([A-Fa-f0-9]{6}|[A-Fa-f0-9]{3})$', ['#a1b2c3', '#abc', '#abcd', '#abcdeg']],
  ['^https?://', ['https://example.com', 'http://x', 'ftp://x', 'xhttps://', 'HTTP://x']],
  [
    "^https?:\\/\\/[\\w.-]+(?:\\.[\\w.-]+)+[\\w\\-._~:/?#[\\]@!$&'()*+,;=]+$",
    [
      'https://example.com/a?b=c#d',
      'http://a.b/[x]',
      'https://localhost',
      'https://exa mple.com/x',
    ],
  ],
  [
    '^(?:(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])\\.){3}(?:25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9][0-9]|[0-9])$',
    ['192.168.0.1', '255.255.255.255', '256.1.1.1', '1.2.3', '01.2.3.4', '1.2.3.4.5'],
  ],
  [
    '^[A-Z]{1,2}\\d[A-Z\\d]? ?\\d[A-Z]{2}$',
    ['SW1A 1AA', 'M1 1AE', 'B338TH', 'SW1A 1A', 'sw1a 1aa'],
  ],
  [
    '^\\(?\\d{3}\\)?[-.\\s]?\\d{3}[-.\\s]?\\d{4}$',
    ['(415) 555-2671', '415.555.2671', '4155552671', '415-555-267', '(415)) 555-2671'],
  ],
  ['^([01]\\d|2[0-3]):[0-5]\\d$', ['09:30', '23:59', '24:00', '9:30', '12:60']],
  [
    '^(0|[1-9]\\d*)\\.(0|[1-9]\\d*)\\.(0|[1-9]\\d*)(?:-[\\da-z-]+(?:\\.[\\da-z-]+)*)?(?:\\+[\\da-z-]+(?:\\.[\\da-z-]+)*)?$',
    ['1.0.0', '1.2.3-beta.1+build.5', '01.0.0', '1.0', '1.0.0-', '1.0.0+'],
  ],
  ['^(?<year>\\d{4})-(?<month>0[1-9]|1[0-2])$', ['2026-01', '2026-12', '2026-13', '26-01']],
  [
    '^([0-9a-zA-Z+/]{4})*(([0-9a-zA-Z+/]{2}==)|([0-9a-zA-Z+/]{3}=))?$',
    ['', 'TWFu', 'TWE=', 'TQ==', 'TQ=', 'TWFuTQ==', 'T==='],
  ],
  ['^[a-zA-Z][a-zA-Z0-9_]{2,15}$', ['alice_01', 'al', '1alice', 'a'.repeat(17)]],
  ['abc', ['abc', 'xxabcxx', 'ab', 'aXbc', '']],
  ['\\bword\\b', ['word', 'a word.', 'swordfish', 'words', 'word_', '(word)', 'wörd word']],
  ['^.{2}$', ['😀', '😀😀', 'a😀', 'ab', 'a', 'abc', 'a\n']],
  ['^[😀-😂]+$', ['😀😁😂', '😃', 'a']],
  ['^\\x41\\u0042\\u{1F600}\\uD83D\\uDE01$', ['AB😀😁', 'AB😀', 'ab😀😁']],
  ['[^\\s@]+@[^\\s@]+', ['a@b', 'first.last@example.com', '@b', 'a@', 'a @ b', 'x a@b y']],
  ['^\\S+$', ['abc', 'a b', '', 'a\u00a0b', 'a\u2028b']],
  ['^.*$', ['anything', 'two\nlines', 'a\rb', 'a\u2028b', 'a\u2029b', '']],
  ['^a.*?b$', ['ab', 'axxb', 'axxbx', 'b']],
  ['^\\w+?@\\w{2,}?$', ['a@bc', 'a@b', '@bc', 'a_1@x_y']],
  [
    '^[\\w-]+\\.(?:png|jpe?g|gif)$',
    ['cat.png', 'my-cat.jpeg', 'cat.jpg', 'cat.bmp', 'cat.png.exe'],
  ],
  [
    '^\\t\\n\\r\\f\\v\\0\\/\\.[\\-]?\\\\$',
    ['\t\n\r\f\v\0/.-\\', '\t\n\r\f\v\0/.\\', '\t\n\r\f\v\0/x\\'],
  ],
  ['^\\cJ[\\d\\D]$', ['\nx', '\n\n', 'x']],
  ['^(?:)$|^a{0}$', ['', 'a']],
  ['^[^]$|^[]$', ['x', '\n', '', 'xy']],
];

describe('compilePattern', () => {
  describe('real patterns', () => {
    for (const [pattern, samples] of realPatterns) {
      it(`should match like the native engine: /${pattern}/u`, () => {
        expect(disagreements(pattern, samples)).to.deep.equal([]);
      });
    }

    it('should compile long but real counted patterns under the program cap', () => {
      const email = '^[a-zA-Z0-9._%+-]{1,64}@(?:[a-zA-Z0-9-]{1,63}\\.){1,8}[a-zA-Z]{2,63}$';
      expect(
        disagreements(email, [
          'a.b@example.com',
          'a@b',
          `${'a'.repeat(65)}@example.com`,
          `a@${'b'.repeat(64)}.com`,
        ]),
      ).to.deep.equal([]);
      expect(disagreements('^.{0,1000}$', ['', 'x'.repeat(1000), 'x'.repeat(1001)])).to.deep.equal(
        [],
      );
    });

    it('should leave zod 3 and zod 4 email patterns unchecked: they use lookahead', () => {
      const zod3 =
        "^(?!\\.)(?!.*\\.\\.)([A-Z0-9_'+\\-\\.]*)[A-Z0-9_+-]@([A-Z0-9][A-Z0-9\\-]*\\.)+[A-Z]{2,}$";
      const zod4 =
        "^(?!\\.)(?!.*\\.\\.)([A-Za-z0-9_'+\\-\\.]*)[A-Za-z0-9_+-]@([A-Za-z0-9][A-Za-z0-9\\-]*\\.)+[A-Za-z]{2,}$";
      expect(compilePattern(zod3)).to.equal(undefined);
      expect(compilePattern(zod4)).to.equal(undefined);
    });
  });

  describe('against the native engine', () => {
    // Patterns from the supported grammar over a small alphabet, so that matches are frequent.
    const { pattern } = fc.letrec<{ pattern: string; seq: string; term: string; atom: string }>(
      (tie) => ({
        pattern: fc.oneof(
          { depthSize: 'small' },
          tie('seq'),
          fc.tuple(tie('seq'), tie('seq')).map(([a, b]) => `${a}|${b}`),
        ),
        seq: fc.array(tie('term'), { minLength: 0, maxLength: 4 }).map((terms) => terms.join('')),
        term: fc.oneof(
          { depthSize: 'small' },
          fc.constantFrom('^', '$', '\\b'),
          fc
            .tuple(
              tie('atom'),
              fc.constantFrom(
                '',
                '',
                '*',
                '+',
                '?',
                '{2}',
                '{0,2}',
                '{1,}',
                '*?',
                '+?',
                '??',
                '{1,3}?',
              ),
            )
            .map(([a, q]) => a + q),
        ),
        atom: fc.oneof(
          { depthSize: 'small', withCrossShrink: true },
          fc.constantFrom(
            'a',
            'b',
            '-',
            ' ',
            '😀',
            '.',
            '\\d',
            '\\w',
            '\\W',
            '\\s',
            '\\S',
            '[ab]',
            '[^a]',
            '[a-c1]',
            '[\\s😀]',
            '\\u{1F600}',
            '\\x61',
          ),
          tie('pattern').map((p) => `(${p})`),
          tie('pattern').map((p) => `(?:${p})`),
        ),
      }),
    );
    const text = fc.string({
      unit: fc.constantFrom('a', 'b', 'c', '1', '_', ' ', '-', '\n', '😀'),
      maxLength: 8,
    });

    it('should answer like new RegExp(p, "u").test for random patterns and texts', () => {
      let compiled = 0;
      fc.assert(
        fc.property(pattern, fc.array(text, { minLength: 1, maxLength: 6 }), (p, texts) => {
          const test = compilePattern(p);
          if (!test) return;
          compiled++;
          const native = new RegExp(p, 'u');
          for (const t of texts)
            expect(test(t), `/${p}/u on ${JSON.stringify(t)}`).to.equal(native.test(t));
        }),
        { numRuns: 2000 },
      );
      // Nearly every generated pattern is valid and supported: the property is not vacuous.
      expect(compiled).to.be.greaterThan(1900);
    });
  });

  describe('unsupported or invalid patterns', () => {
    const refused = {
      backreference: '(a)\\1',
      'named backreference': '(?<n>a)\\k<n>',
      lookahead: 'a(?=b)',
      'negative lookahead': 'a(?!b)',
      lookbehind: '(?<=a)b',
      'negative lookbehind': '(?<!a)b',
      'Unicode property': '\\p{L}',
      'Unicode property in a class': '[\\P{L}x]',
      modifiers: '(?i:a)',
      // V8 also tries an empty match between the halves of a surrogate pair: /\B/u.test('a😀a') is true there.
      'non-boundary': '\\Bor\\B',
      'unclosed group': '(',
      'unclosed class': '[a',
      'reversed range': '[z-a]',
      'reversed count': 'a{2,1}',
      'quantified quantifier': 'a{1000}{1000}',
      'lone brace (u flag)': 'a{',
      'identity escape (u flag)': '\\-',
      'huge count': '(?:a{1000}){1000}',
      'count over the program cap': '\\w{0,1700}x',
      'huge upper bound': 'a{0,4294967295}',
      'huge empty repetition': '(?:){99999999}',
      'duplicate group name': '(?<n>a)(?<n>b)',
    };
    for (const [name, source] of Object.entries(refused)) {
      it(`should return undefined for ${name}: ${source}`, () => {
        expect(compilePattern(source)).to.equal(undefined);
      });
    }
  });

  describe('catastrophic patterns', () => {
    const text = `${'a'.repeat(30000)}!`;
    // Expected answers are worked out by hand: the native engine would hang on these texts.
    const cases: readonly (readonly [string, boolean])[] = [
      ['^(a+)+$', false],
      ['(a|a)*b', false],
      ['(a|aa)+$', false],
      ['(\\w+\\s?)*$', true],
      ['^(\\w+\\s?)*$', false],
      ['^(([a-z])+.)+[A-Z]([a-z])+$', false],
      ['^(a*)*$', false],
      ['^(?:a|a?){1,20}(?:a|a?){1,20}$', false],
    ];
    it("should run the largest accepted program over 1,000 code points within mocha's default timeout", function () {
      this.timeout(2000);
      const test = compilePattern('\\w{0,1600}x');
      expect(test).to.be.a('function');
      const start = performance.now();
      expect(test?.('a'.repeat(1000))).to.equal(false);
      expect(test?.(`${'a'.repeat(999)}x`)).to.equal(true);
      console.log(`      \\w{0,1600}x: ${(performance.now() - start).toFixed(0)} ms`);
    });

    for (const [source, expected] of cases) {
      it(`should decide ${source} on 30,000 "a"s and a "!" within mocha's default timeout`, function () {
        this.timeout(2000);
        const test = compilePattern(source);
        expect(test).to.be.a('function');
        const start = performance.now();
        expect(test?.(text)).to.equal(expected);
        console.log(`      ${source}: ${(performance.now() - start).toFixed(0)} ms`);
      });
    }
  });
});

describe('compilePattern: the work cap', () => {
  it('should refuse a text whose check would pass 5e7 steps, and check one just under it', () => {
    const big = compilePattern('\\w{0,1600}x')!;
    expect(big, 'the largest kind of program compiles').to.be.a('function');
    // About 3,200 instructions: 20,000 characters are over the cap (the native engine says
    // it matches: the last 1,601 characters), 100 are far under it.
    expect(big('a'.repeat(20_000) + 'x')).to.equal(false);
    expect(big('a'.repeat(100) + 'x')).to.equal(true);
    // A small program checks long texts: ^a*$ on 100,000 characters.
    expect(compilePattern('^a*$')!('a'.repeat(100_000))).to.equal(true);
  });
});
