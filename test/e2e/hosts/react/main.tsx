// A React 19 host on @elicit-kit/react: every answer the kit hands back is written,
// as received, into <pre id="out"> for the end-to-end test to read.
import { StrictMode, useRef, useState } from 'react';
import { callWithInput, type JsonRpcRequest, type Send } from '@elicit-kit/core';
import { createRoot } from 'react-dom/client';
import {
  ElicitForm,
  ElicitRound,
  ElicitUrlConsent,
  useAnswerWithRound,
  useElicitationQueue,
  useShowElicitation,
} from '@elicit-kit/react';
import type { ElicitForm as ElicitFormElement } from '@elicit-kit/elements';
import { consentAsk, dialogAsk, emailAsk, profileAsk, roundResult } from '../asks.js';

type Received = Record<string, unknown>;

function DialogPanel({ onResult }: { onResult: (result: unknown) => void }) {
  const show = useShowElicitation();
  return (
    <button id="ask" onClick={async () => onResult(await show(dialogAsk, { serverName: 'Trips' }))}>
      Ask in a dialog
    </button>
  );
}

/** Three asks at once through useElicitationQueue, inline in a transcript with receipts. */
function QueuePanel({ onResult }: { onResult: (result: unknown) => void }) {
  const transcript = useRef<HTMLDivElement>(null);
  const { show, pending } = useElicitationQueue({
    containerRef: transcript,
    inline: true,
    receipt: true,
    serverName: 'Trips',
  });
  const ask = (label: string) => ({ ...dialogAsk, message: label });
  return (
    <section id="queue">
      <button
        id="ask-three"
        onClick={async () =>
          onResult(await Promise.all(['First', 'Second', 'Third'].map((label) => show(ask(label)))))
        }
      >
        Three asks
      </button>
      <p id="pending">{pending}</p>
      <div id="transcript" ref={transcript} />
    </section>
  );
}

/** A tools/call answered through useAnswerWithRound, against a scripted 2026-07-28 server. */
function RoundPanel({ onResult }: { onResult: (result: unknown) => void }) {
  const { ref, answer, pending } = useAnswerWithRound({ serverName: 'Trips' });
  const sent: unknown[] = [];
  // The first send of the answers fails (a dropped connection): the round comes back for Retry.
  const send: Send = async (request) => {
    sent.push(request.params);
    if (sent.length === 2) throw new TypeError('connection reset');
    const result =
      sent.length === 1 ? roundResult : { content: [{ type: 'text', text: 'booked' }] };
    return { jsonrpc: '2.0', id: request.id, result };
  };
  const call: JsonRpcRequest = {
    jsonrpc: '2.0',
    id: 1,
    method: 'tools/call',
    params: { name: 'book', arguments: {} },
  };
  return (
    <section id="call">
      <button
        id="call-tool"
        onClick={async () =>
          onResult({
            result: await callWithInput(send, call, answer),
            failed: sent[1],
            retry: sent[2],
          })
        }
      >
        Call the tool
      </button>
      <p id="round-pending">{String(pending)}</p>
      {/* The person's language as the page marks it: every request of the call names it first. */}
      <div id="rounds" ref={ref} lang="en-IN" />
    </section>
  );
}

function App() {
  const [received, setReceived] = useState<Received>({});
  const [panel, setPanel] = useState(true);
  const record = (key: string) => (value: unknown) =>
    setReceived((all) => ({ ...all, [key]: value }));
  // The test unmounts the panel while its dialog is open (the page behind a modal is inert).
  (window as { unmountPanel?: () => void }).unmountPanel = () => setPanel(false);

  return (
    <main>
      <section id="complete">
        <ElicitForm
          request={profileAsk}
          serverName="Trips"
          onElicitResponse={(event) => record('complete')(event.detail)}
          onElicitChange={(event) =>
            record('draft')((event.currentTarget as ElicitFormElement).content)
          }
        />
      </section>
      <section id="decline">
        <ElicitForm
          request={emailAsk}
          serverName="Trips"
          locale="en"
          onElicitResponse={(event) => record('decline')(event.detail)}
        />
      </section>
      <section id="consent">
        <ElicitUrlConsent
          request={consentAsk}
          serverName="Calendar"
          theme="dark"
          onElicitResponse={(event) => record('consent')(event.detail)}
          onElicitUrlDone={(event) => record('urlDone')(event.detail)}
        />
      </section>
      <section id="round">
        <ElicitRound
          result={roundResult}
          serverName="Trips"
          onElicitRound={(event) => record('round')(event.detail)}
        />
      </section>
      {panel ? <DialogPanel onResult={record('dialog')} /> : <p id="unmounted">panel unmounted</p>}
      <QueuePanel onResult={record('queue')} />
      <RoundPanel onResult={record('call')} />
      <pre id="out">{JSON.stringify(received)}</pre>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
