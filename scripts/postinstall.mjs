// Runs after `npm install` / `npm ci` (the root project's own script; dependencies' install
// scripts need `allowScripts` in package.json).
//
// The `node` devDependency (Node 22) exists only to run the MCP conformance suite, which needs
// Node >= 22 (test/e2e/conformance calls node_modules/node/bin/node by path). npm links every
// top-level package's bin into node_modules/.bin, and npm scripts put that folder first on PATH,
// so the link would silently switch every `npm test` / `npm run` command to Node 22. Removing it
// keeps the scripts on the machine's Node (engines: >= 20.19), the version the kit supports.
import { lstatSync, readlinkSync, rmSync } from 'node:fs';

const link = 'node_modules/.bin/node';
try {
  if (
    lstatSync(link).isSymbolicLink() &&
    readlinkSync(link).replaceAll('\\', '/').includes('node/bin/node')
  )
    rmSync(link);
} catch (error) {
  if (error?.code !== 'ENOENT') throw error;
}
