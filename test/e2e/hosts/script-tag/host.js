// A minimal chat-like host: one MCP tool call per message, every round of input asked
// in the transcript with <elicit-round>. Uses only window.ElicitKit from elicit-kit.js.
// Everything the host sends and receives is kept in window.hostLog for inspection.
const { callWithInput, createHttpTransport, requestMeta } = window.ElicitKit;

const transcript = document.getElementById('transcript');
const composer = document.getElementById('composer');
const transport = createHttpTransport({ url: new URL('mcp', location.href) });
const meta = requestMeta({ clientInfo: { name: 'script-tag-host', version: '1.0.0' } });
/** @type {{ direction: 'sent' | 'received' | 'round', json: unknown }[]} */
const hostLog = (window.hostLog = []);
let calls = 0;

function say(role, text) {
  const item = document.createElement('li');
  item.dataset.role = role;
  const body = document.createElement('pre');
  body.textContent = text;
  item.append(body);
  transcript.append(item);
  return item;
}

/** Shows one round and resolves with what the person sends. */
function askRound(result) {
  return new Promise((resolve, reject) => {
    const item = document.createElement('li');
    item.dataset.role = 'ask';
    const round = document.createElement('elicit-round');
    round.serverName = 'e2e-mrtr';
    round.result = result;
    round.addEventListener('elicit-round', (event) => {
      hostLog.push({ direction: 'round', json: event.detail });
      round.busy = true;
      item.remove();
      if (event.detail.cancelled) reject(new Error('cancelled'));
      else resolve(event.detail.inputResponses);
    });
    item.append(round);
    transcript.append(item);
  });
}

composer.addEventListener('submit', async (event) => {
  event.preventDefault();
  const env = composer.elements.env.value;
  say('user', `deploy ${env}`);
  calls += 1;
  let last;
  const send = async (request, init) => {
    hostLog.push({ direction: 'sent', json: structuredClone(request) });
    const response = await transport(request, init);
    hostLog.push({ direction: 'received', json: structuredClone(response) });
    if (response.result?.resultType === 'input_required') last = response.result;
    return response;
  };
  const request = {
    jsonrpc: '2.0',
    id: `call-${calls}`,
    method: 'tools/call',
    params: { name: 'deploy', arguments: { env }, _meta: meta },
  };
  try {
    const result = await callWithInput(send, request, () => askRound(last));
    say('tool', result.content?.[0]?.text ?? JSON.stringify(result));
  } catch (error) {
    say('error', String(error));
  }
});

document.documentElement.dataset.ready = 'true';
