// A small chat host on every hook and component of @elicit-kit/react, written as a host on
// React 18 or 19 writes it. Never run: react-types.test.ts compiles it against
// @types/react 18 (tsconfig.react18.json) and 19 (tsconfig.react19.json).
import { useRef, useState } from 'react';
import {
  callWithInput,
  type ElicitFormParams,
  type JsonRpcRequest,
  type Send,
} from '@elicit-kit/core';
import {
  ElicitForm,
  ElicitRequest,
  ElicitRound,
  ElicitUrlConsent,
  registerElements,
  useAnswerWithRound,
  useElicitationQueue,
  useRelay,
  useShowElicitation,
  type ElicitResult,
  type InputRequiredResult,
  type RelayAskInfo,
} from '@elicit-kit/react';

registerElements();

const ask: ElicitFormParams = {
  message: 'Your name?',
  requestedSchema: { type: 'object', properties: { name: { type: 'string' } } },
};

/** A tool call of the transcript: its ask, if any, shows inside it. */
function ToolCall({
  id,
  place,
}: {
  id: string;
  place: (tag: string) => (element: HTMLElement | null) => void;
}) {
  return (
    <section>
      <p>Tool call {id}</p>
      <div ref={place(id)} />
    </section>
  );
}

export function Chat({
  calls,
  dark,
  send,
  request,
  round,
}: {
  calls: string[];
  dark: boolean;
  send: Send;
  request: JsonRpcRequest;
  round: InputRequiredResult;
}) {
  const [results, setResults] = useState<ElicitResult[]>([]);
  const relay = useRelay({
    url: '/elicit',
    theme: dark ? 'dark' : 'light',
    locale: 'en',
    persistKey: 'chat',
    place: (info: RelayAskInfo) => (info.serverName === 'x' ? null : undefined),
  });
  const show = useShowElicitation();
  const transcript = useRef<HTMLDivElement>(null);
  const queue = useElicitationQueue({ containerRef: transcript, inline: true, receipt: true });
  const rounds = useAnswerWithRound({ serverName: 'Trips' });
  const element: HTMLElement | null = rounds.ref.current;
  return (
    <main data-rounds={element ? 'mounted' : 'not yet'}>
      {calls.map((id) => (
        <ToolCall key={id} id={id} place={relay.place} />
      ))}
      <div ref={relay.ref} />
      <section ref={relay.ref} />
      <div ref={transcript} aria-busy={queue.pending > 0} />
      <div ref={rounds.ref} aria-busy={rounds.pending} />
      <button
        type="button"
        onClick={async () =>
          setResults([...results, await show(ask, { serverName: 'Trips' }), await queue.show(ask)])
        }
      >
        Ask
      </button>
      <button type="button" onClick={() => void callWithInput(send, request, rounds.answer)}>
        Call
      </button>
      <ElicitForm
        request={ask}
        serverName="Trips"
        theme="dark"
        onElicitResponse={(event) => setResults([...results, event.detail])}
        onElicitChange={(event) => event.currentTarget}
      />
      <ElicitRequest
        request={ask}
        locale="hi"
        onElicitResponse={(event) => setResults([...results, event.detail])}
        onElicitUrlDone={(event) => event.detail.url}
      />
      <ElicitUrlConsent
        request={{
          mode: 'url',
          message: 'Sign in',
          url: 'https://example.com/',
          elicitationId: 'e1',
        }}
        onElicitResponse={(event) => event.detail.action}
      />
      <ElicitRound
        result={round}
        busy={false}
        onElicitRound={(event) => event.detail.inputResponses}
      />
    </main>
  );
}
