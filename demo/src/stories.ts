/**
 * The gallery's stories: every field kind and enum shape, long lists, hostile schemas,
 * URL cards, rounds. Each story is plain data the gallery hands to an element.
 */
import type { ElicitRequestParams, InputRequiredResult, JsonObject } from '@elicit-kit/core';
import fixtures from '../../test/fixtures/requested-schemas.json' with { type: 'json' };
import { realServers } from './stories-real-servers.js';

/** One gallery entry. */
export type Story =
  | {
      readonly id: string;
      readonly group: string;
      readonly title: string;
      readonly kind: 'request';
      readonly request: ElicitRequestParams;
    }
  | {
      readonly id: string;
      readonly group: string;
      readonly title: string;
      readonly kind: 'round';
      readonly result: InputRequiredResult;
      /** What the host itself answers (here: a canned sampling result), by key. */
      readonly hostResponses?: { readonly [key: string]: JsonObject };
    };

const form = (
  id: string,
  group: string,
  title: string,
  message: string,
  requestedSchema: JsonObject | undefined,
): Story => ({
  id,
  group,
  title,
  kind: 'request',
  request: requestedSchema === undefined ? { message } : { mode: 'form', message, requestedSchema },
});

const url = (
  id: string,
  title: string,
  address: string,
  message = 'Sign in to continue.',
): Story => ({
  id,
  group: 'URL consent',
  title,
  kind: 'request',
  request: { mode: 'url', message, url: address },
});

const single = (properties: JsonObject, required: string[] = []) => ({
  type: 'object',
  properties,
  required,
});

function options(count: number): { const: string; title: string }[] {
  return Array.from({ length: count }, (_, index) => ({
    const: `item-${index + 1}`,
    title: `Option ${index + 1}`,
  }));
}

const fieldKinds: Story[] = [
  form(
    'text',
    'Field kinds',
    'Text',
    'What should we call you?',
    single(
      {
        name: {
          type: 'string',
          title: 'Name',
          description: 'As it should appear on the badge',
          minLength: 2,
          maxLength: 40,
        },
      },
      ['name'],
    ),
  ),
  form(
    'long-text',
    'Field kinds',
    'Long text',
    'Tell us more.',
    single({ notes: { type: 'string', title: 'Notes', maxLength: 500 } }),
  ),
  form(
    'email',
    'Field kinds',
    'Email',
    'Where do we send the receipt?',
    single({ email: { type: 'string', title: 'Email', format: 'email' } }, ['email']),
  ),
  form(
    'uri',
    'Field kinds',
    'Web address',
    'Link your portfolio.',
    single({ site: { type: 'string', title: 'Website', format: 'uri' } }),
  ),
  form(
    'date',
    'Field kinds',
    'Date',
    'When were you born?',
    single({ birthday: { type: 'string', title: 'Birthday', format: 'date' } }, ['birthday']),
  ),
  form(
    'date-time',
    'Field kinds',
    'Date and time',
    'When should the meeting start?',
    single(
      {
        start: {
          type: 'string',
          title: 'Start',
          format: 'date-time',
          default: '2026-12-01T09:30:00+01:00',
        },
      },
      ['start'],
    ),
  ),
  form(
    'number',
    'Field kinds',
    'Number',
    'How much did it cost?',
    single({ amount: { type: 'number', title: 'Amount (€)', minimum: 0, maximum: 10000 } }, [
      'amount',
    ]),
  ),
  form(
    'integer',
    'Field kinds',
    'Integer',
    'How many seats?',
    single({ seats: { type: 'integer', title: 'Seats', minimum: 1, maximum: 12, default: 2 } }, [
      'seats',
    ]),
  ),
  form(
    'boolean-required',
    'Field kinds',
    'Boolean (required)',
    'Do you accept the terms?',
    single({ terms: { type: 'boolean', title: 'I accept the terms' } }, ['terms']),
  ),
  form(
    'boolean-optional',
    'Field kinds',
    'Boolean (optional, unset ≠ false)',
    'Newsletter?',
    single({ newsletter: { type: 'boolean', title: 'Send me the newsletter' } }),
  ),
  form(
    'defaults',
    'Field kinds',
    'Defaults everywhere',
    'Review the prefilled settings.',
    fixtures[1]!.requestedSchema as JsonObject,
  ),
  form(
    'required-optional',
    'Field kinds',
    'Required and optional',
    'Shipping address',
    single(
      {
        street: { type: 'string', title: 'Street' },
        city: { type: 'string', title: 'City' },
        zip: { type: 'string', title: 'Postcode', minLength: 4, maxLength: 10 },
        note: { type: 'string', title: 'Delivery note' },
      },
      ['street', 'city', 'zip'],
    ),
  ),
  // One of each control a host's look touches (the theming screenshots use it).
  form(
    'host-look',
    'Field kinds',
    'Every control a host styles',
    'Where should we ship the order?',
    single(
      {
        name: { type: 'string', title: 'Full name' },
        when: { type: 'string', title: 'Delivery date', format: 'date' },
        speed: {
          type: 'string',
          title: 'Speed',
          oneOf: [
            { const: 'standard', title: 'Standard' },
            { const: 'express', title: 'Express' },
          ],
        },
        country: {
          type: 'string',
          title: 'Country',
          enum: [
            'Germany',
            'India',
            'Japan',
            'Kenya',
            'Brazil',
            'Canada',
            'France',
            'Spain',
            'Italy',
          ],
        },
        gift: { type: 'boolean', title: 'Gift wrap' },
      },
      ['name', 'when'],
    ),
  ),
];

const enumShapes: Story[] = [
  form(
    'untitled-single',
    'Enum shapes',
    'Untitled single select',
    'Pick a colour.',
    single({ colour: { type: 'string', title: 'Colour', enum: ['red', 'green', 'blue'] } }, [
      'colour',
    ]),
  ),
  form(
    'titled-single',
    'Enum shapes',
    'Titled single select (oneOf)',
    'Pick a size.',
    single(
      {
        size: {
          type: 'string',
          title: 'Size',
          oneOf: [
            { const: 's', title: 'Small' },
            { const: 'm', title: 'Medium' },
            { const: 'l', title: 'Large' },
          ],
        },
      },
      ['size'],
    ),
  ),
  form(
    'legacy-titled',
    'Enum shapes',
    'Legacy enumNames',
    'Pick a pet.',
    single({
      pet: {
        type: 'string',
        title: 'Pet',
        enum: ['pet-1', 'pet-2', 'pet-3'],
        enumNames: ['Cat', 'Dog', 'Parrot'],
      },
    }),
  ),
  form(
    'untitled-multi',
    'Enum shapes',
    'Untitled multi select',
    'Which instruments?',
    single({
      instruments: {
        type: 'array',
        title: 'Instruments',
        minItems: 1,
        maxItems: 3,
        items: { type: 'string', enum: ['Guitar', 'Piano', 'Violin', 'Drums', 'Bass'] },
      },
    }),
  ),
  form(
    'titled-multi',
    'Enum shapes',
    'Titled multi select (anyOf)',
    'Which fish?',
    single({
      fish: {
        type: 'array',
        title: 'Fish',
        items: {
          anyOf: [
            { const: 'fish-1', title: 'Tuna' },
            { const: 'fish-2', title: 'Salmon' },
            { const: 'fish-3', title: 'Trout' },
          ],
        },
      },
    }),
  ),
  form(
    'all-enums',
    'Enum shapes',
    'All five shapes (conformance)',
    'Choose.',
    fixtures[0]!.requestedSchema as JsonObject,
  ),
];

const longLists: Story[] = [
  form(
    'long-30',
    'Long lists',
    '30 options',
    'Pick one.',
    single({ choice: { type: 'string', title: 'Choice', oneOf: options(30) } }),
  ),
  form(
    'long-500',
    'Long lists',
    '500 options, multi',
    'Pick a few.',
    single({
      choices: { type: 'array', title: 'Choices', maxItems: 5, items: { anyOf: options(500) } },
    }),
  ),
  form(
    'long-5000',
    'Long lists',
    '5,000 options',
    'Pick one.',
    single({
      choice: { type: 'string', title: 'Choice', enum: options(5000).map((o) => o.const) },
    }),
  ),
  form(
    'long-50000',
    'Long lists',
    '50,000 options',
    'Pick one.',
    single({ choice: { type: 'string', title: 'Choice', oneOf: options(50000) } }),
  ),
];

const special: Story[] = [
  form(
    'confirm',
    'Special cases',
    'No fields: explicit confirmation',
    'Delete the draft “Q3 plan”?',
    single({}),
  ),
  form(
    'no-schema',
    'Special cases',
    'Missing requestedSchema',
    'Continue with the deployment?',
    undefined,
  ),
  form(
    'secrets',
    'Special cases',
    'Secret-looking fields',
    'Create your account.',
    fixtures[25]!.requestedSchema as JsonObject,
  ),
  form(
    'proto-keys',
    'Special cases',
    'Keys like __proto__',
    'Odd but legal names.',
    JSON.parse(
      '{"type":"object","properties":{"__proto__":{"type":"string","title":"Proto"},"constructor":{"type":"string","title":"Constructor"}}}',
    ) as JsonObject,
  ),
  form(
    'server-text',
    'Special cases',
    'HTML and bidi in server text',
    '<img src=x onerror=alert(1)> Pay \u202Egpj.exe now',
    single({
      who: { type: 'string', title: '<b>Bold?</b>', description: 'Server text is shown as text.' },
    }),
  ),
  form(
    'pydantic',
    'Special cases',
    'Pydantic-style optional',
    'Optional nickname.',
    single({
      nickname: { anyOf: [{ type: 'string', maxLength: 20 }, { type: 'null' }], title: 'Nickname' },
    }),
  ),
];

const hostile: Story[] = [
  form(
    'nested',
    'Malformed and hostile',
    'Nested object',
    'Nested forms are not allowed.',
    fixtures[22]!.requestedSchema as JsonObject,
  ),
  form(
    'ref',
    'Malformed and hostile',
    '$ref',
    'Refs are not allowed.',
    single({ a: { $ref: '#/definitions/a' } }),
  ),
  form(
    'min-max',
    'Malformed and hostile',
    'Minimum above maximum',
    'Impossible range.',
    single({ n: { type: 'integer', minimum: 10, maximum: 1 } }),
  ),
  form(
    'enum-names',
    'Malformed and hostile',
    'enumNames of the wrong length',
    'Mismatched names.',
    single({ c: { type: 'string', enum: ['a', 'b'], enumNames: ['A'] } }),
  ),
  form(
    'pattern',
    'Malformed and hostile',
    'pattern (ignored, never run)',
    'A catastrophic pattern.',
    single({ code: { type: 'string', title: 'Code', pattern: '^(a+)+$' } }),
  ),
  form(
    'too-many',
    'Malformed and hostile',
    '300,000 options',
    'Too many to show.',
    single({ c: { type: 'string', enum: Array.from({ length: 300000 }, (_, i) => `v${i}`) } }),
  ),
  form('not-object', 'Malformed and hostile', 'Root is not an object', 'A string schema.', {
    type: 'string',
  }),
];

const urls: Story[] = [
  url(
    'url-safe',
    'Safe https',
    'https://accounts.example.com/oauth/authorize?client_id=demo&scope=read',
  ),
  url('url-http', 'Plain http', 'http://example.com/login'),
  url('url-userinfo', 'User-info trick', 'https://bank.example.com@evil.example/login'),
  url('url-mixed', 'Mixed scripts (Cyrillic а)', 'https://\u0430pple.com/signin'),
  url('url-punycode', 'Punycode', 'https://xn--80ak6aa92e.com/'),
  url('url-idn', 'Internationalised host', 'https://münchen.de/termine'),
  url('url-ip', 'IP literal', 'http://192.168.0.1:8080/admin'),
  url('url-bidi', 'Bidi control', 'https://example.com/\u202Egpj.exe'),
  url('url-long', 'Very long', `https://example.com/callback?state=${'x'.repeat(2500)}`),
  url('url-javascript', 'javascript: (never opened)', 'javascript:alert(document.cookie)'),
  url('url-data', 'data: (never opened)', 'data:text/html,<script>alert(1)</script>'),
];

const rounds: Story[] = [
  {
    id: 'round-several',
    group: 'Rounds',
    title: 'Several asks in one round',
    kind: 'round',
    result: {
      resultType: 'input_required',
      inputRequests: {
        github_login: {
          method: 'elicitation/create',
          params: {
            mode: 'form',
            message: 'Please provide your GitHub username',
            requestedSchema: single({ name: { type: 'string', title: 'GitHub username' } }, [
              'name',
            ]),
          },
        },
        region: {
          method: 'elicitation/create',
          params: {
            message: 'Where should it run?',
            requestedSchema: single(
              {
                region: {
                  type: 'string',
                  title: 'Region',
                  oneOf: [
                    { const: 'eu', title: 'Europe' },
                    { const: 'us', title: 'United States' },
                  ],
                  default: 'eu',
                },
              },
              ['region'],
            ),
          },
        },
        authorize: {
          method: 'elicitation/create',
          params: {
            mode: 'url',
            message: 'Authorize access to your repositories.',
            url: 'https://github.example.com/login/oauth/authorize?client_id=demo',
          },
        },
        summary: {
          method: 'sampling/createMessage',
          params: {
            messages: [{ role: 'user', content: { type: 'text', text: 'Summarise the repo' } }],
            maxTokens: 200,
          },
        },
      },
      requestState: 'eyJsb2NhdGlvbiI6Ik5ldyBZb3JrIn0...',
    },
    hostResponses: {
      summary: {
        role: 'assistant',
        content: { type: 'text', text: 'A small TypeScript UI kit for MCP elicitation.' },
        model: 'demo-model',
        stopReason: 'endTurn',
      },
    },
  },
  {
    id: 'round-state-only',
    group: 'Rounds',
    title: 'State-only (still waiting)',
    kind: 'round',
    result: {
      resultType: 'input_required',
      requestState: 'eyJwcm9ncmVzcyI6IjUwJSIsInN0YXRlIjoicHJvY2Vzc2luZyJ9',
    },
  },
  {
    id: 'round-no-state',
    group: 'Rounds',
    title: 'No requestState',
    kind: 'round',
    result: {
      resultType: 'input_required',
      inputRequests: {
        ask: {
          method: 'elicitation/create',
          params: {
            message: 'Optional feedback',
            requestedSchema: single({ feedback: { type: 'string', title: 'Feedback' } }),
          },
        },
      },
    },
  },
];

const realSchemas: Story[] = (
  fixtures as { description: string; source: string; requestedSchema: JsonObject }[]
).map((entry, index) =>
  form(
    `fixture-${index}`,
    'Real schemas',
    `#${index} ${entry.description.slice(0, 48)}`,
    entry.description,
    entry.requestedSchema,
  ),
);

/** A file field (SEP-2356): `format: "uri"` with `x-mcp-file`. */
const fileField = (title: string, accept: string[], maxSize: number) => ({
  type: 'string',
  format: 'uri',
  title,
  'x-mcp-file': { accept, maxSize },
});

// Files (SEP-2356) and an ask a server translated (SEP-2792 contentLanguage) shown on an English page.
const filesAndLanguage: Story[] = [
  form(
    'file',
    'Files and language',
    'File: an image or a PDF',
    'Attach a photo or a scan of the damage.',
    single(
      {
        photo: fileField('Photo or scan of the damage', ['image/*', '.pdf'], 2 * 1024 * 1024),
        note: { type: 'string', title: 'What happened?' },
      },
      ['photo'],
    ),
  ),
  form(
    'file-too-large',
    'Files and language',
    'File: too large (pick anything over 1 kB)',
    'Attach your signature as a small image.',
    single(
      {
        signature: fileField('Signature', ['image/png', 'image/jpeg'], 1024),
      },
      ['signature'],
    ),
  ),
  form(
    'file-wrong-type',
    'Files and language',
    'File: wrong type (pick anything but a PDF)',
    'Attach the signed contract.',
    single(
      {
        contract: fileField('Signed contract', ['.pdf'], 5 * 1024 * 1024),
      },
      ['contract'],
    ),
  ),
  {
    id: 'content-language-hi',
    group: 'Files and language',
    title: 'Ask in Hindi (contentLanguage hi) on an English page',
    kind: 'request',
    request: {
      mode: 'form',
      message: 'कृपया अपनी यात्रा की जानकारी दें।',
      _meta: { 'io.modelcontextprotocol/contentLanguage': 'hi' },
      requestedSchema: single(
        {
          city: { type: 'string', title: 'शहर', description: 'आप कहाँ से यात्रा शुरू करेंगे' },
          nights: { type: 'integer', title: 'रातें', minimum: 1, maximum: 30 },
        },
        ['city'],
      ),
    },
  },
];

/** Every story, in sidebar order. */
export const stories: readonly Story[] = [
  ...fieldKinds,
  ...enumShapes,
  ...longLists,
  ...special,
  ...hostile,
  ...urls,
  ...filesAndLanguage,
  ...rounds,
  ...realServers,
  ...realSchemas,
];

/** The request a round story's retry answers (the spec's weather example). */
export const exampleOriginalRequest = {
  jsonrpc: '2.0',
  id: 2,
  method: 'tools/call',
  params: { name: 'get_weather', arguments: { location: 'New York' } },
} as const;
