// The page the reload test drives: a form and a round with persistKey, bundled from the
// packages' src/ by esbuild. What the elements fire is collected in window.answers.
import '@elicit-kit/elements/define';
import type { ElicitForm, ElicitRound } from '@elicit-kit/elements';

const answers: unknown[] = [];
Object.assign(window, { answers });

const form = document.createElement('elicit-form') as ElicitForm;
form.persistKey = 'signup';
form.serverName = 'Accounts';
form.request = {
  message: 'Sign up',
  requestedSchema: {
    type: 'object',
    properties: {
      name: { type: 'string', title: 'Name' },
      api_key: { type: 'string', title: 'API key' },
    },
  },
};
form.addEventListener('elicit-response', (event) => answers.push(event.detail));
document.body.append(form);

// The round: on first load the page starts it (as a tools/call result would); after a reload
// the element finds the pending round under its key by itself.
const round = document.createElement('elicit-round') as ElicitRound;
round.persistKey = 'trip';
round.serverName = 'Travel';
round.addEventListener('elicit-round', (event) => answers.push(event.detail));
document.body.append(round);
Object.assign(window, {
  startRound: () => {
    round.result = {
      resultType: 'input_required',
      requestState: 'state-✓-42',
      inputRequests: {
        city: {
          method: 'elicitation/create',
          params: {
            message: 'Where to?',
            requestedSchema: {
              type: 'object',
              properties: { city: { type: 'string', title: 'City' } },
              required: ['city'],
            },
          },
        },
        seat: {
          method: 'elicitation/create',
          params: {
            message: 'Seat?',
            requestedSchema: {
              type: 'object',
              properties: { seat: { type: 'string', title: 'Seat' } },
            },
          },
        },
      },
    };
  },
});
