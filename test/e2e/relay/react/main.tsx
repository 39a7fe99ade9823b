// A React page on useRelay: the asks of the relay at /elicit are shown in the panel while
// it is mounted; "Hide" unmounts it (the connection closes). "Tool call" mounts the element
// of the tool call tagged `t1` (`relay.place('t1')`); "Dark" and "Hindi" change the
// hook's `theme` and `locale`.
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { addMessages } from '@elicit-kit/core/messages';
import { hi } from '@elicit-kit/elements/messages/hi';
import { useRelay } from '@elicit-kit/react';

addMessages('hi', hi);

function Panel({ call, dark, hindi }: { call: boolean; dark: boolean; hindi: boolean }) {
  const relay = useRelay({
    url: '/elicit',
    persistKey: 'react',
    locale: hindi ? 'hi' : 'en',
    ...(dark ? { theme: 'dark' } : {}),
  });
  return (
    <>
      {call ? (
        <section id="call-t1">
          <p>Tool call t1</p>
          <div ref={relay.place('t1')} />
        </section>
      ) : null}
      <div id="chat" ref={relay.ref} />
    </>
  );
}

function App() {
  const [shown, setShown] = useState(true);
  const [call, setCall] = useState(false);
  const [dark, setDark] = useState(false);
  const [hindi, setHindi] = useState(false);
  return (
    <main>
      <button type="button" id="toggle" onClick={() => setShown(!shown)}>
        {shown ? 'Hide' : 'Show'}
      </button>
      <button type="button" id="call" onClick={() => setCall(!call)}>
        Tool call
      </button>
      <button type="button" id="dark" onClick={() => setDark(!dark)}>
        Dark
      </button>
      <button type="button" id="hindi" onClick={() => setHindi(!hindi)}>
        Hindi
      </button>
      {shown ? <Panel call={call} dark={dark} hindi={hindi} /> : null}
    </main>
  );
}

createRoot(document.querySelector('#root')!).render(<App />);
