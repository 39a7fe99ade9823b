// A React page on useRelay: the asks of the relay at /elicit are shown in the panel while
// it is mounted; "Hide" unmounts it (the connection closes).
import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { useRelay } from '@elicit-kit/react';

function Panel() {
  const { ref } = useRelay({ url: '/elicit', persistKey: 'react' });
  return <div id="chat" ref={ref} />;
}

function App() {
  const [shown, setShown] = useState(true);
  return (
    <main>
      <button type="button" id="toggle" onClick={() => setShown(!shown)}>{shown ? 'Hide' : 'Show'}</button>
      {shown ? <Panel /> : null}
    </main>
  );
}

createRoot(document.querySelector('#root')!).render(<App />);
