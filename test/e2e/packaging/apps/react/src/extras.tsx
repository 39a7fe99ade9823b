// Renders the README's and docs' smaller React snippets beside the docs' app; every
// answer lands in <pre id="extras-out">.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import type { InputRequiredResult } from '@elicit-kit/react';
import { EmailAsk } from './PackageReadme.js';
import { ReadmeRound } from './ReadmeRound.js';
import { RoundPanel } from './RoundPanel.js';

const round: InputRequiredResult = {
  resultType: 'input_required',
  inputRequests: {
    nickname: {
      method: 'elicitation/create',
      params: {
        message: 'Pick a nickname',
        requestedSchema: { type: 'object', properties: { nickname: { type: 'string', title: 'Nickname' } }, required: ['nickname'] },
      },
    },
  },
  requestState: 'opaque-state-1',
};

function Extras() {
  const [received, setReceived] = useState<Record<string, unknown>>({});
  const record = (key: string) => (value: unknown) => setReceived((all) => ({ ...all, [key]: value }));
  return (
    <section>
      <div id="readme-round">
        <ReadmeRound inputRequired={round} retry={(inputResponses, requestState) => record('readmeRound')({ inputResponses, requestState })} />
      </div>
      <div id="round-panel">
        <RoundPanel result={round} sending={false} retry={record('roundPanel')} />
      </div>
      <div id="package-readme">
        <EmailAsk reply={record('packageReadme')} />
      </div>
      <pre id="extras-out">{JSON.stringify(received)}</pre>
    </section>
  );
}

createRoot(document.getElementById('extras')!).render(<Extras />);
