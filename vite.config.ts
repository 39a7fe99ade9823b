import { defineConfig } from 'vite';
import { demoMcpServers } from './demo/server/vite-plugin.js';

// `npm start`: the demo gallery with its MCP servers on the same origin, on 127.0.0.1.
export default defineConfig({
  root: 'demo',
  plugins: [demoMcpServers()],
  server: { host: '127.0.0.1', port: 5173 },
  preview: { host: '127.0.0.1', port: 4173 },
  build: { outDir: '../dist/demo', emptyOutDir: true, target: 'es2022' },
});
