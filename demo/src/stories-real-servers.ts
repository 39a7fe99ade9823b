/**
 * The "Real servers" stories: asks as the server libraries people use generate them, each
 * titled with the library that sends it (from their sources and tests; docs/core/schemas.md).
 */
import type { ElicitRequestParams, JsonObject } from '@elicit-kit/core';
import type { Story } from './stories.js';

const ask = (id: string, title: string, request: ElicitRequestParams): Story => ({
  id: `real-${id}`,
  group: 'Real servers',
  title,
  kind: 'request',
  request,
});
const schema = (properties: JsonObject, extra: JsonObject = {}): JsonObject => ({
  type: 'object',
  properties,
  ...extra,
});

// What zod 4's `z.toJSONSchema()` writes beside `format: "email"` and for `z.iso.datetime()`.
const zodEmail =
  "^(?:[A-Za-z0-9_'+\\-]+\\.)*[A-Za-z0-9_'+\\-]*[A-Za-z0-9_+-]@(?:[A-Za-z0-9][A-Za-z0-9\\-]*\\.)+[A-Za-z]{2,}$";

export const realServers: Story[] = [
  ask('zod4', 'zod 4 (SDK 2.x inputRequired.elicit, SDK 1.x)', {
    message: 'Book the team offsite (z.toJSONSchema of a zod 4 object).',
    requestedSchema: schema(
      {
        organizer_email: { type: 'string', format: 'email', pattern: zodEmail },
        start_date: { type: 'string', format: 'date' },
        kickoff: { type: 'string', format: 'date-time' },
        maxAttendees: { type: 'integer', exclusiveMinimum: 0, maximum: 50 },
        budgetPerHead: { type: 'number', multipleOf: 0.5, minimum: 10 },
        teamCode: {
          type: 'string',
          pattern: '^[A-Z]{3}-\\d{2}$',
          description: 'Three capitals, a dash, two digits (ENG-07)',
        },
        confirm: { type: 'string', const: 'BOOK' },
        newsletter: { default: false, type: 'boolean' },
      },
      {
        $schema: 'https://json-schema.org/draft/2020-12/schema',
        required: [
          'organizer_email',
          'start_date',
          'maxAttendees',
          'teamCode',
          'confirm',
          'newsletter',
        ],
        additionalProperties: false,
      },
    ),
  } as ElicitRequestParams),
  ask('zod3', 'zod 3 via zod-to-json-schema (SDK 1.32)', {
    message: 'How many seats? (draft-07 output, boolean exclusiveMinimum)',
    requestedSchema: schema(
      {
        email: { type: 'string', format: 'email' },
        seats: { type: 'integer', minimum: 0, exclusiveMinimum: true },
      },
      {
        $schema: 'http://json-schema.org/draft-07/schema#',
        required: ['email', 'seats'],
        additionalProperties: false,
      },
    ),
  } as ElicitRequestParams),
  ask('sdk1-register', 'SDK 1.32 register_user example (a password, masked)', {
    message: 'Create your account',
    requestedSchema: schema(
      {
        username: { type: 'string', title: 'Username', minLength: 3 },
        email: { type: 'string', format: 'email', title: 'Email' },
        password: { type: 'string', title: 'Password', minLength: 8 },
        newsletter: { type: 'boolean', title: 'Newsletter', default: false },
      },
      { required: ['username', 'email', 'password'] },
    ),
  } as ElicitRequestParams),
  ask('fastmcp', 'FastMCP (Python): items.enum without a type', {
    message: 'Pick toppings (FastMCP wraps a list in { value }).',
    requestedSchema: schema(
      { value: { type: 'array', items: { enum: ['cheese', 'olives', 'basil'] } } },
      { required: ['value'] },
    ),
  } as ElicitRequestParams),
  ask('pydantic', 'python-sdk 1.x (pydantic): anyOf [T, null], default null', {
    message: 'Anything to add?',
    requestedSchema: schema(
      { note: { anyOf: [{ type: 'string' }, { type: 'null' }], default: null, title: 'Note' } },
      { required: ['note'] },
    ),
  } as ElicitRequestParams),
  ask('openapi-nullable', 'zod-to-openapi / FastAPI: nullable: true', {
    message: 'Optional nickname',
    requestedSchema: schema({ nickname: { type: 'string', nullable: true, maxLength: 20 } }),
  } as ElicitRequestParams),
  ask('csharp', 'C# SDK ElicitAsync<T>: camelCase, no required array', {
    message: 'When should we meet?',
    requestedSchema: schema({
      meetingStart: { type: 'string', format: 'date-time' },
      guestCount: { type: 'integer' },
      room: { type: 'string', enum: ['Lisbon', 'Oslo'] },
    }),
  } as ElicitRequestParams),
  ask('rmcp', 'rmcp from_type: titled oneOf with a default, multi-select default', {
    message: 'Choose a plan',
    requestedSchema: schema(
      {
        plan: {
          type: 'string',
          oneOf: [
            { const: 'free', title: 'Free' },
            { const: 'pro', title: 'Pro' },
          ],
          default: 'pro',
        },
        addons: {
          type: 'array',
          items: { type: 'string', enum: ['backup', 'support'] },
          default: ['backup'],
        },
      },
      { description: 'Plans can be changed at any time.' },
    ),
  } as ElicitRequestParams),
  ask('go-sdk', 'go-sdk v1.7 pre-release: mode ""', {
    mode: '',
    message: 'Which city?',
    requestedSchema: schema({ city: { type: 'string', title: 'City' } }, { required: ['city'] }),
  } as unknown as ElicitRequestParams),
  ask('sep-3118', 'SEP-3118 draft: _meta.ui.resourceUri (ignored, the form renders)', {
    message: 'Pick a colour',
    requestedSchema: schema({ colour: { type: 'string', enum: ['red', 'green', 'blue'] } }),
    _meta: { ui: { resourceUri: 'ui://palette/picker' } },
  } as unknown as ElicitRequestParams),
];
