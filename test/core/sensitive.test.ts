import { expect } from 'chai';
import { sensitiveFields, type CompiledForm, type FieldModel } from '@elicit-kit/core';
import fixtures from '../fixtures/requested-schemas.json' with { type: 'json' };

/** What sensitiveFields reports: the finding's shape (code, field, params), nothing stored twice. */
const found = (name: string, reason: string, source: string) => ({
  code: reason,
  field: name,
  params: { source },
});

type Kind = FieldModel['kind'];

/** A minimal field model: sensitiveFields reads only name, kind, label and description. */
function field(
  name: string,
  options: { kind?: Kind; title?: string; description?: string } = {},
): FieldModel {
  const { kind = 'string', title, description } = options;
  const base = {
    name,
    label: title ?? name,
    hasTitle: title !== undefined,
    required: false,
    ...(description === undefined ? {} : { description }),
  };
  return (
    kind === 'select' || kind === 'multiselect'
      ? { ...base, kind, shape: 'untitled', options: [] }
      : { ...base, kind }
  ) as FieldModel;
}

/** Field models for a fixture's properties, built here so the test does not depend on compileSchema. */
function fieldsOf(schema: unknown): FieldModel[] {
  const properties =
    (schema as { properties?: Record<string, Record<string, unknown>> } | undefined)?.properties ??
    {};
  return Object.entries(properties).map(([name, property]) => {
    const type = property.type;
    const kind: Kind =
      type === 'array'
        ? 'multiselect'
        : property.enum || property.oneOf
          ? 'select'
          : type === 'boolean' || type === 'number' || type === 'integer'
            ? type
            : 'string';
    return field(name, {
      kind,
      ...(typeof property.title === 'string' ? { title: property.title } : {}),
      ...(typeof property.description === 'string' ? { description: property.description } : {}),
    });
  });
}

const reasonsOf = (fields: FieldModel[]) =>
  sensitiveFields(fields).map(({ field, code }) => `${field}:${code}`);

describe('sensitiveFields', () => {
  describe('names in every casing', () => {
    const flagged: [string, string][] = [
      ['password', 'password'],
      ['newPassword', 'password'],
      ['user_passwd', 'password'],
      ['pwd', 'password'],
      ['passphrase', 'password'],
      ['Passcode', 'password'],
      ['apiKey', 'api-key'],
      ['api_key', 'api-key'],
      ['API-KEY', 'api-key'],
      ['APIKey', 'api-key'],
      ['apikey', 'api-key'],
      ['OPENAI_API_KEY', 'api-key'],
      ['licenseKey', 'api-key'],
      ['accessToken', 'token'],
      ['refresh_token', 'token'],
      ['GITHUB_TOKEN', 'token'],
      ['token', 'token'],
      ['jwt', 'token'],
      ['cardNumber', 'card'],
      ['cc_num', 'card'],
      ['creditCard', 'card'],
      ['ccnumber', 'card'],
      ['cvv', 'cvv'],
      ['CVC2', 'cvv'],
      ['securityCode', 'cvv'],
      ['pin', 'pin'],
      ['atm-pin', 'pin'],
      ['mpin', 'pin'],
      ['ssn', 'ssn'],
      ['socialSecurityNumber', 'ssn'],
      ['aadhaar', 'ssn'],
      ['otp', 'otp'],
      ['totpCode', 'otp'],
      ['oneTimePassword', 'otp'],
      ['verification_code', 'otp'],
      ['2fa', 'otp'],
      ['client_secret', 'secret'],
      ['clientSecret', 'secret'],
      ['webhookSecret', 'secret'],
      ['private key', 'secret'],
      ['sshKey', 'secret'],
      ['credentials', 'secret'],
      ['seedPhrase', 'secret'],
      ['iban', 'bank'],
      ['bankAccount', 'bank'],
      ['routing_number', 'bank'],
    ];
    for (const [name, reason] of flagged) {
      it(`should flag "${name}" as ${reason}`, () => {
        expect(sensitiveFields([field(name)])).to.deep.equal([found(name, reason, 'name')]);
      });
    }

    const plain = [
      'username',
      'email',
      'description',
      'spinner',
      'pinyin',
      'pinned',
      'keyboard layout',
      'keyboardLayout',
      'tokenizer model',
      'maxTokens',
      'max_token',
      'tokenCount',
      'passenger',
      'compass',
      'secretary',
      'keyword',
      'monkey',
      'key',
      'pincode',
      'pin_code',
      'shipping',
      'zipCode',
      'phone',
      'cardinal',
      'discard',
      'apiVersion',
      'accessLevel',
      'passage',
      'bypass',
      'homepage',
      'ticket',
      'otpauth_uri_docs_link',
    ];
    for (const name of plain) {
      it(`should not flag "${name}"`, () => {
        expect(sensitiveFields([field(name)])).to.deep.equal([]);
      });
    }
  });

  it('should match titles when the name says nothing', () => {
    expect(sensitiveFields([field('value', { title: 'Your API key' })])).to.deep.equal([
      found('value', 'api-key', 'title'),
    ]);
  });

  it('should match descriptions sentence by sentence', () => {
    const fields = [
      field('value', { description: 'Paste it here. This is your Stripe secret key.' }),
    ];
    expect(sensitiveFields(fields)).to.deep.equal([found('value', 'secret', 'description')]);
  });

  it('should ignore description sentences that say what not to enter', () => {
    for (const description of [
      'Your favorite integer (do not give us your phone number, pin, or other sensitive info)',
      "Don't paste an API key here.",
      'Never enter your password.',
      'A nickname, without any passwords',
    ]) {
      expect(sensitiveFields([field('value', { description })]), description).to.deep.equal([]);
    }
    // Only the negated sentence is skipped.
    const mixed = [
      field('value', { description: 'Do not reuse an old one. Enter your new password.' }),
    ];
    expect(reasonsOf(mixed)).to.deep.equal(['value:password']);
  });

  it('should compile each cues object once and read a new one afresh', () => {
    const fields = [
      { name: 'w', kind: 'string', label: 'Zauberwörtchen', required: false },
    ] as unknown as FieldModel[];
    const first = { password: 'zauberwortchen' };
    expect(sensitiveFields(fields, { cues: first }).map((found) => found.code)).to.deep.equal([
      'password',
    ]);
    expect(sensitiveFields(fields, { cues: first }).map((found) => found.code)).to.deep.equal([
      'password',
    ]);
    expect(
      sensitiveFields(fields, { cues: { otp: 'zauberwortchen' } }).map((found) => found.code),
    ).to.deep.equal(['otp']);
    expect(sensitiveFields(fields, { cues: {} })).to.deep.equal([]);
  });

  it('should read the cues of other languages only when a text is outside ASCII', () => {
    const reads: string[] = [];
    const cues = new Proxy(
      { password: 'zauberwortchen' },
      { get: (target, key: string) => (reads.push(key), target[key as 'password']) },
    );
    const ascii = [
      field('apiKey'),
      field('city', { description: 'Where you live. Not your postcode.' }),
    ];
    expect(sensitiveFields(ascii, { cues }).map((found) => found.code)).to.deep.equal(['api-key']);
    expect(reads, 'an ASCII form compiles no other-language rule').to.deep.equal([]);
    expect(
      sensitiveFields([field('w', { title: 'Zauberwörtchen' })], { cues }).map(
        (found) => found.code,
      ),
    ).to.deep.equal(['password']);
    expect(reads).to.include('password');
  });

  it('should never flag booleans or selects', () => {
    const fields = [
      field('rememberPassword', { kind: 'boolean' }),
      field('tokenType', { kind: 'select' }),
      field('apiKeys', { kind: 'multiselect' }),
    ];
    expect(sensitiveFields(fields)).to.deep.equal([]);
  });

  it('should flag numbers and integers', () => {
    expect(
      reasonsOf([field('pin', { kind: 'integer' }), field('cvv', { kind: 'number' })]),
    ).to.deep.equal(['pin:pin', 'cvv:cvv']);
  });

  it('should prefer the name, then the title, then the description', () => {
    const fields = [field('otpCode', { title: 'Password', description: 'Your card number' })];
    expect(sensitiveFields(fields)).to.deep.equal([found('otpCode', 'otp', 'name')]);
  });

  it('should accept a compiled form and keep field order', () => {
    const form: CompiledForm = {
      ok: true,
      issues: [],
      fields: [field('token'), field('email'), field('password')],
    };
    expect(reasonsOf(form.fields as FieldModel[])).to.deep.equal([
      'token:token',
      'password:password',
    ]);
    expect(sensitiveFields(form).map((f) => f.field)).to.deep.equal(['token', 'password']);
  });

  it('should treat __proto__ and constructor as plain names and never throw on junk', () => {
    expect(
      sensitiveFields([field('__proto__'), field('constructor', { title: 'Secret' })]),
    ).to.deep.equal([found('constructor', 'secret', 'title')]);
    for (const junk of [
      undefined,
      null,
      42,
      'password',
      {},
      { fields: 'x' },
      [null, 1, { name: 3 }, { kind: 'string' }],
    ]) {
      expect(sensitiveFields(junk as unknown as FieldModel[])).to.deep.equal([]);
    }
  });

  describe('real schemas', () => {
    // The only fixture asking for a secret is the TypeScript SDK's registration example.
    const expected: Record<number, string[]> = { 25: ['password:password'] };
    (fixtures as { requestedSchema?: unknown; source: string }[]).forEach((fixture, index) => {
      const want = expected[index] ?? [];
      it(`should flag [${want.join(', ')}] in fixture ${index}`, () => {
        expect(reasonsOf(fieldsOf(fixture.requestedSchema))).to.deep.equal(want);
      });
    });

    it('should have read the fixtures with their fields', () => {
      const all = (fixtures as { requestedSchema?: unknown }[]).flatMap((f) =>
        fieldsOf(f.requestedSchema),
      );
      expect(all.length).to.be.greaterThan(80);
      expect(all.some((f) => f.name === 'integer' && /pin/.test(f.description ?? ''))).to.equal(
        true,
      );
    });
  });

  // Relies on the runner's timeout: a run of capitals was quadratic (minutes for this form).
  it('should read long runs of capitals in linear time, still splitting words', () => {
    const caps = 'A'.repeat(10_000);
    const fields = Array.from({ length: 200 }, (_, index) =>
      field(`${caps}${index}`, { title: caps, description: caps }),
    );
    expect(sensitiveFields({ ok: true, fields, issues: [] })).to.deep.equal([]);
    expect(
      sensitiveFields({ ok: true, fields: [field('OAUTHToken')], issues: [] }).map(
        (found) => found.field,
      ),
    ).to.deep.equal(['OAUTHToken']);
  });
});
