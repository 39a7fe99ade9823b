import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The docs' app (index.html) and a page that only imports @elicit-kit/react (bare.html),
// to check that a bare import still registers the tags in a production build.
export default defineConfig({
  plugins: [react()],
  build: { rolldownOptions: { input: ['index.html', 'bare.html'] } },
});
