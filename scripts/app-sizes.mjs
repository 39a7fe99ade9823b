// What elicit-kit adds to a stranger's app: builds a bare vanilla, React and Vue app and
// the same app showing one <elicit-form>, each on the packed tarballs (installed as in the
// packaging suite, scripts/packaging.mjs), with Vite's production defaults, and prints the
// difference of their JavaScript + CSS, minified and gzipped (level 9).
// Usage: node scripts/app-sizes.mjs [--json]
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import vue from '@vitejs/plugin-vue';
import { buildArtefacts } from './build.mjs';
import { filesBelow, installApp, packWorkspaces } from './packaging.mjs';

const ask =
  "{ message: 'Tell us about the trip', requestedSchema: { type: 'object', properties: { name: { type: 'string', title: 'Name' } }, required: ['name'] } }";
const html = (entry) =>
  `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>app</title></head><body><div id="app"></div><script type="module" src="/src/${entry}"></script></body></html>\n`;

/** Each framework's bare app and the same app with the kit: files, dependencies, Vite plugins. */
const apps = {
  vanilla: {
    uses: '@elicit-kit/elements/define + <elicit-form>',
    dependencies: { bare: [], kit: ['@elicit-kit/elements'] },
    plugins: () => [],
    files: (kit) => ({
      'index.html': html('main.js'),
      'src/main.js': kit
        ? `import '@elicit-kit/elements/define';\nconst form = document.createElement('elicit-form');\nform.request = ${ask};\nform.addEventListener('elicit-response', (event) => console.log(event.detail));\ndocument.querySelector('#app').append(form);\n`
        : "document.querySelector('#app').textContent = 'Hello';\n",
    }),
  },
  react: {
    uses: '@elicit-kit/react <ElicitForm>',
    dependencies: {
      bare: ['react', 'react-dom'],
      kit: ['react', 'react-dom', '@elicit-kit/react'],
    },
    plugins: () => [react()],
    files: (kit) => ({
      'index.html': html('main.jsx'),
      'src/main.jsx': kit
        ? `import { createRoot } from 'react-dom/client';\nimport { ElicitForm } from '@elicit-kit/react';\nconst ask = ${ask};\ncreateRoot(document.getElementById('app')).render(<main><p>Hello</p><ElicitForm request={ask} onElicitResponse={(event) => console.log(event.detail)} /></main>);\n`
        : "import { createRoot } from 'react-dom/client';\ncreateRoot(document.getElementById('app')).render(<main><p>Hello</p></main>);\n",
    }),
  },
  vue: {
    uses: '@elicit-kit/elements/define + <elicit-form>',
    dependencies: { bare: ['vue'], kit: ['vue', '@elicit-kit/elements'] },
    plugins: () => [
      vue({
        template: { compilerOptions: { isCustomElement: (tag) => tag.startsWith('elicit-') } },
      }),
    ],
    files: (kit) => ({
      'index.html': html('main.js'),
      'src/main.js': `${kit ? "import '@elicit-kit/elements/define';\n" : ''}import { createApp } from 'vue';\nimport App from './App.vue';\ncreateApp(App).mount('#app');\n`,
      'src/App.vue': kit
        ? `<script setup>\nconst ask = ${ask};\n</script>\n<template><main><p>Hello</p><elicit-form :request.prop="ask" @elicit-response="(e) => console.log(e.detail)" /></main></template>\n`
        : '<template><main><p>Hello</p></main></template>\n',
    }),
  },
};

/** gzip -9 bytes of every .js and .css file Vite wrote. */
function gzippedSize(outDir) {
  return filesBelow(outDir)
    .filter((file) => /\.(js|css)$/.test(file))
    .reduce(
      (total, file) => total + gzipSync(readFileSync(join(outDir, file)), { level: 9 }).length,
      0,
    );
}

async function measure(root, tarballs, name, kit) {
  const app = apps[name];
  const dir = join(root, `${name}-${kit ? 'kit' : 'bare'}`);
  for (const [file, text] of Object.entries(app.files(kit))) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  const dependencies = Object.fromEntries(
    app.dependencies[kit ? 'kit' : 'bare'].map((dependency) => [dependency, '*']),
  );
  writeFileSync(
    join(dir, 'package.json'),
    JSON.stringify({ name: `${name}-app`, private: true, type: 'module', dependencies }),
  );
  installApp(dir, tarballs);
  await build({
    root: dir,
    configFile: false,
    logLevel: 'silent',
    plugins: app.plugins(),
    build: { outDir: join(dir, 'dist') },
  });
  return gzippedSize(join(dir, 'dist'));
}

const json = process.argv.includes('--json');
// The bundle too: rebuilding elements empties its dist/, and the tarball ships both.
const failures = await buildArtefacts(['core', 'elements', 'react', 'bundle']);
if (failures.length > 0) {
  console.error(`build failed: ${failures.join('; ')}`);
  process.exit(1);
}
const root = mkdtempSync(join(tmpdir(), 'elicit-app-sizes-'));
try {
  const tarballs = new Map(
    packWorkspaces(join(root, 'packs')).map((report) => [report.name, report.tarball]),
  );
  const results = [];
  for (const name of Object.keys(apps)) {
    const bare = await measure(root, tarballs, name, false);
    const withKit = await measure(root, tarballs, name, true);
    results.push({ app: name, uses: apps[name].uses, bare, withKit, adds: withKit - bare });
  }
  if (json) {
    console.log(JSON.stringify(results, null, 2));
  } else {
    const kB = (bytes) => `${(bytes / 1000).toFixed(1)} kB`;
    console.log(
      'What the kit adds to a bare Vite app (production build, JS + CSS, minified, gzip -9):',
    );
    for (const { app, uses, bare, withKit, adds } of results) {
      console.log(
        `  ${app.padEnd(8)} ${kB(adds).padStart(8)}   (bare ${kB(bare)}, with ${uses} ${kB(withKit)})`,
      );
    }
  }
} finally {
  rmSync(root, { recursive: true, force: true });
}
