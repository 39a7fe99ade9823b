/**
 * The demo's 2026-07-28 MCP server: the official `@modelcontextprotocol/server` 2.4,
 * answering on the demo's own origin at `/mcp`. `requestState` is sealed with the SDK's
 * HMAC codec, so the page can show real, opaque state going back and forth.
 *
 * - tool `generate_image` `{ prompt }`: before it "spends" a generation it asks for the
 *   aspect ratio (16:9, 1:1, 9:16), a style and an explicit go-ahead; returns an SVG.
 * - tool `setup_wizard`: three rounds (profile, plan, schedule); earlier answers ride in
 *   the sealed state, never re-sent by the client.
 * - tool `connect_account`: a URL-consent step, then a state-only "still waiting" round
 *   until the person says they are done.
 * - prompt `team_greeting` and resource `report://quarterly`: each asks one form first.
 * - tool `close_quarter` runs as a task (tasks extension): served beside this one by
 *   task-demo-server.ts, since the SDK does not serve tasks yet.
 */
import {
  McpServer,
  acceptedContent,
  createRequestStateCodec,
  fromJsonSchema,
  inputRequired,
  inputResponse,
  type ElicitRequestFormParams,
} from '@modelcontextprotocol/server';
import { randomBytes } from 'node:crypto';

type FormSchema = ElicitRequestFormParams['requestedSchema'];

const IMAGE_SCHEMA: FormSchema = {
  type: 'object',
  properties: {
    aspect: {
      type: 'string',
      title: 'Aspect ratio',
      oneOf: [
        { const: '16:9', title: 'Landscape 16:9' },
        { const: '1:1', title: 'Square 1:1' },
        { const: '9:16', title: 'Portrait 9:16' },
      ],
      default: '1:1',
    },
    style: {
      type: 'string',
      title: 'Style',
      enum: ['photo', 'watercolour', 'line art', 'pixel art'],
      default: 'photo',
    },
    goAhead: {
      type: 'boolean',
      title: 'Spend one generation credit',
      description: 'You have 3 credits left this month.',
    },
  },
  required: ['aspect', 'style', 'goAhead'],
};

const PROFILE_SCHEMA: FormSchema = {
  type: 'object',
  properties: {
    name: { type: 'string', title: 'Full name', minLength: 2, maxLength: 60 },
    email: { type: 'string', title: 'Work email', format: 'email' },
  },
  required: ['name', 'email'],
};

const PLAN_SCHEMA: FormSchema = {
  type: 'object',
  properties: {
    plan: {
      type: 'string',
      title: 'Plan',
      oneOf: [
        { const: 'free', title: 'Free' },
        { const: 'team', title: 'Team (€8 per seat)' },
        { const: 'enterprise', title: 'Enterprise' },
      ],
    },
    seats: { type: 'integer', title: 'Seats', minimum: 1, maximum: 500, default: 5 },
    addons: {
      type: 'array',
      title: 'Add-ons',
      items: {
        anyOf: [
          { const: 'sso', title: 'Single sign-on' },
          { const: 'audit', title: 'Audit log' },
          { const: 'support', title: 'Priority support' },
        ],
      },
      maxItems: 3,
    },
  },
  required: ['plan', 'seats'],
};

const SCHEDULE_SCHEMA: FormSchema = {
  type: 'object',
  properties: {
    start: { type: 'string', title: 'Start date', format: 'date' },
    kickoff: { type: 'string', title: 'Kick-off call', format: 'date-time' },
  },
  required: ['start'],
};

const NAME_SCHEMA: FormSchema = {
  type: 'object',
  properties: { team: { type: 'string', title: 'Team name', minLength: 1, maxLength: 40 } },
  required: ['team'],
};

const QUARTER_SCHEMA: FormSchema = {
  type: 'object',
  properties: {
    quarter: { type: 'string', title: 'Quarter', enum: ['Q1', 'Q2', 'Q3', 'Q4'], default: 'Q3' },
    currency: {
      type: 'string',
      title: 'Currency',
      enum: ['EUR', 'USD', 'INR'],
      enumNames: ['Euro', 'US dollar', 'Indian rupee'],
    },
  },
  required: ['quarter', 'currency'],
};

type Text = { content: { type: 'text'; text: string }[] };
const text = (value: string): Text => ({ content: [{ type: 'text', text: value }] });

interface WizardState {
  readonly step: 2 | 3;
  readonly name: string;
  readonly email: string;
  readonly plan?: string;
  readonly seats?: number;
  readonly addons?: readonly string[];
}

interface ConnectState {
  readonly consented: true;
  readonly polls: number;
}

function svgImage(prompt: string, aspect: string, style: string): string {
  const [w, h] = aspect === '16:9' ? [320, 180] : aspect === '9:16' ? [180, 320] : [240, 240];
  const label = prompt.replace(/[<>&"']/g, '').slice(0, 40);
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">` +
    `<rect width="100%" height="100%" fill="#2d5fa8"/><circle cx="${w / 2}" cy="${h / 2}" r="${Math.min(w, h) / 4}" fill="#f5c542"/>` +
    `<text x="8" y="${h - 12}" fill="#fff" font-family="sans-serif" font-size="12">${label} · ${style}</text></svg>`;
  return Buffer.from(svg).toString('base64');
}

/** Builds one server instance (the handler makes one per request). */
export function buildDemoServer(
  stateKey: string = randomBytes(32).toString('hex'),
): () => McpServer {
  // One HMAC codec seals every tool's state; binding to the method stops cross-method replay.
  const codec = createRequestStateCodec<WizardState | ConnectState>({
    key: stateKey,
    bind: (ctx) => ctx.mcpReq.method,
  });

  return () => {
    const server = new McpServer(
      { name: 'elicit-kit demo', version: '1.0.0' },
      { requestState: { verify: codec.verify } },
    );

    server.registerTool(
      'generate_image',
      {
        description:
          'Generates an image from a prompt, after asking how and whether to spend a credit.',
        inputSchema: fromJsonSchema<{ prompt: string }>({
          type: 'object',
          properties: { prompt: { type: 'string' } },
          required: ['prompt'],
        }),
      },
      async ({ prompt }, ctx) => {
        const settings = inputResponse(ctx.mcpReq.inputResponses, 'settings');
        if (settings.kind === 'missing') {
          return inputRequired({
            inputRequests: {
              settings: inputRequired.elicit({
                message: `Generate an image of “${prompt}”?`,
                requestedSchema: IMAGE_SCHEMA,
              }),
            },
          });
        }
        if (settings.kind === 'elicit' && settings.action !== 'accept')
          return text(`Nothing generated (${settings.action}).`);
        const answer = acceptedContent<{ aspect: string; style: string; goAhead: boolean }>(
          ctx.mcpReq.inputResponses,
          'settings',
        );
        if (!answer) return { ...text('The answer did not match the form.'), isError: true };
        if (!answer.goAhead) return text('Nothing generated: no go-ahead to spend a credit.');
        return {
          content: [
            {
              type: 'text',
              text: `Generated a ${answer.aspect} ${answer.style} image of “${prompt}”. 2 credits left.`,
            },
            {
              type: 'image',
              data: svgImage(prompt, answer.aspect, answer.style),
              mimeType: 'image/svg+xml',
            },
          ],
        };
      },
    );

    server.registerTool(
      'setup_wizard',
      { description: 'Sets up a workspace in three rounds.' },
      async (ctx) => {
        const responses = ctx.mcpReq.inputResponses;
        const state = ctx.mcpReq.requestState<WizardState>();
        if (state === undefined) {
          const profile = acceptedContent<{ name: string; email: string }>(responses, 'profile');
          if (!profile) {
            const seen = inputResponse(responses, 'profile');
            if (seen.kind === 'elicit') return text(`Setup stopped (${seen.action}).`);
            return inputRequired({
              inputRequests: {
                profile: inputRequired.elicit({
                  message: 'Step 1 of 3: who are you?',
                  requestedSchema: PROFILE_SCHEMA,
                }),
              },
            });
          }
          const next: WizardState = { step: 2, ...profile };
          return inputRequired({
            inputRequests: {
              plan: inputRequired.elicit({
                message: `Step 2 of 3: choose a plan, ${profile.name}.`,
                requestedSchema: PLAN_SCHEMA,
              }),
            },
            requestState: await codec.mint(next, ctx),
          });
        }
        if (state.step === 2) {
          const plan = acceptedContent<{ plan: string; seats: number; addons?: string[] }>(
            responses,
            'plan',
          );
          if (!plan) return text('Setup stopped at the plan.');
          const next: WizardState = {
            ...state,
            step: 3,
            plan: plan.plan,
            seats: plan.seats,
            addons: plan.addons ?? [],
          };
          return inputRequired({
            inputRequests: {
              schedule: inputRequired.elicit({
                message: 'Step 3 of 3: when do you start?',
                requestedSchema: SCHEDULE_SCHEMA,
              }),
            },
            requestState: await codec.mint(next, ctx),
          });
        }
        const schedule = acceptedContent<{ start: string; kickoff?: string }>(
          responses,
          'schedule',
        );
        if (!schedule) return text('Setup stopped at the schedule.');
        return text(
          `Workspace ready for ${state.name} <${state.email}>: ${state.plan} plan, ${state.seats} seats` +
            `${state.addons?.length ? `, add-ons ${state.addons.join(', ')}` : ''}; starts ${schedule.start}` +
            `${schedule.kickoff ? `, kick-off ${schedule.kickoff}` : ''}.`,
        );
      },
    );

    server.registerTool(
      'connect_account',
      { description: 'Connects a third-party account out of band.' },
      async (ctx) => {
        const state = ctx.mcpReq.requestState<ConnectState>();
        if (state === undefined) {
          const consent = inputResponse(ctx.mcpReq.inputResponses, 'authorize');
          if (consent.kind === 'missing') {
            return inputRequired({
              inputRequests: {
                authorize: inputRequired.elicitUrl({
                  message: 'Sign in to Example Drive to let the assistant read your files.',
                  url: 'https://example.com/oauth/authorize?client=elicit-kit-demo',
                }),
              },
            });
          }
          if (consent.kind !== 'elicit' || consent.action !== 'accept')
            return text('Account not connected.');
          // Consent given: the person is now on the page; answer "still waiting" once.
          return inputRequired({
            requestState: await codec.mint({ consented: true, polls: 1 }, ctx),
          });
        }
        return text(
          `Example Drive connected after ${state.polls} check${state.polls === 1 ? '' : 's'}.`,
        );
      },
    );

    server.registerPrompt(
      'team_greeting',
      { description: 'A greeting prompt for a team.' },
      (ctx) => {
        const answer = acceptedContent<{ team: string }>(ctx.mcpReq.inputResponses, 'team');
        if (!answer) {
          return inputRequired({
            inputRequests: {
              team: inputRequired.elicit({
                message: 'Which team is this for?',
                requestedSchema: NAME_SCHEMA,
              }),
            },
          });
        }
        return {
          messages: [
            {
              role: 'user',
              content: { type: 'text', text: `Write a warm welcome for the ${answer.team} team.` },
            },
          ],
        };
      },
    );

    server.registerResource(
      'quarterly',
      'report://quarterly',
      { mimeType: 'text/plain' },
      (uri, ctx) => {
        const answer = acceptedContent<{ quarter: string; currency: string }>(
          ctx.mcpReq.inputResponses,
          'period',
        );
        if (!answer) {
          return inputRequired({
            inputRequests: {
              period: inputRequired.elicit({
                message: 'Which report?',
                requestedSchema: QUARTER_SCHEMA,
              }),
            },
          });
        }
        return {
          contents: [
            {
              uri: uri.href,
              mimeType: 'text/plain',
              text: `Revenue ${answer.quarter}: 1,234,567 ${answer.currency}`,
            },
          ],
        };
      },
    );

    return server;
  };
}
