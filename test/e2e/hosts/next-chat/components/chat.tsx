'use client';
// The chat: useChat for the turn, useRelay for the asks. The relay's container is the
// transcript's foot; an ask tagged with a tool call's id shows inside that call's part.
import { useChat } from '@ai-sdk/react';
import { useRelay } from '@elicit-kit/react';
import { useState, type FormEvent } from 'react';

export function Chat() {
  const { messages, sendMessage, stop, status } = useChat();
  const relay = useRelay({ url: '/elicit' });
  const [draft, setDraft] = useState('');
  const busy = status === 'submitted' || status === 'streaming';

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (!draft.trim()) return;
    void sendMessage({ text: draft });
    setDraft('');
  };

  return (
    <main>
      <header>
        <h1>Chat</h1>
        <button
          type="button"
          id="theme"
          onClick={() => document.documentElement.classList.toggle('dark')}
        >
          Dark mode
        </button>
      </header>
      {messages.map((message) => (
        <section key={message.id} className="message" data-role={message.role}>
          {message.parts.map((part, index) => {
            if (part.type === 'text') return <p key={index}>{part.text}</p>;
            if (part.type !== 'dynamic-tool') return null;
            return (
              <div
                key={part.toolCallId}
                className="tool-call"
                data-tool-call={part.toolCallId}
                data-state={part.state}
              >
                <span className="tool-name">{part.toolName}</span>
                <div ref={relay.place(part.toolCallId)} />
                {part.state === 'output-available' ? (
                  <pre className="tool-output">{JSON.stringify(part.output)}</pre>
                ) : null}
              </div>
            );
          })}
        </section>
      ))}
      <div ref={relay.ref} id="asks" />
      <form className="composer" onSubmit={send}>
        <input
          aria-label="Message"
          value={draft}
          onChange={(event) => setDraft(event.target.value)}
        />
        {busy ? (
          <button type="button" id="stop" onClick={() => void stop()}>
            Stop
          </button>
        ) : (
          <button type="submit">Send</button>
        )}
      </form>
    </main>
  );
}
