// A React 19 host on @elicit-kit/react: every answer the kit hands back is written,
// as received, into <pre id="out"> for the end-to-end test to read.
import { StrictMode, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ElicitForm, ElicitRound, ElicitUrlConsent, useShowElicitation } from '@elicit-kit/react';
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

function App() {
  const [received, setReceived] = useState<Received>({});
  const [panel, setPanel] = useState(true);
  const record = (key: string) => (value: unknown) => setReceived((all) => ({ ...all, [key]: value }));
  // The test unmounts the panel while its dialog is open (the page behind a modal is inert).
  (window as { unmountPanel?: () => void }).unmountPanel = () => setPanel(false);

  return (
    <main>
      <section id="complete">
        <ElicitForm
          request={profileAsk}
          serverName="Trips"
          onElicitResponse={(event) => record('complete')(event.detail)}
          onElicitChange={(event) => record('draft')((event.currentTarget as ElicitFormElement).content)}
        />
      </section>
      <section id="decline">
        <ElicitForm request={emailAsk} serverName="Trips" locale="en" onElicitResponse={(event) => record('decline')(event.detail)} />
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
        <ElicitRound result={roundResult} serverName="Trips" onElicitRound={(event) => record('round')(event.detail)} />
      </section>
      {panel ? <DialogPanel onResult={record('dialog')} /> : <p id="unmounted">panel unmounted</p>}
      <pre id="out">{JSON.stringify(received)}</pre>
    </main>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
