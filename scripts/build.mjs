// `npm run build`: every publishable artefact, in dependency order.
// - per package: ESM modules mirroring src/ (Vite, `--mode lib-<name>`, dependencies
//   external) and declarations (tsc with packages/<name>/tsconfig.build.json);
// - the script-tag files in packages/elements/dist (scripts/script-tag-files.mjs says what
//   each holds): elicit-kit.cards.js and elicit-kit.js (IIFEs, window.ElicitKit) with their
//   ESM twins (.mjs), and one add-on per locale file of the elements (elicit-kit.<tag>.js/.mjs).
// Usage: node scripts/build.mjs [core|elements|react|relay|bundle ...]   (default: all)
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, rmSync } from 'node:fs';
import { build } from 'vite';
import { scriptTagBuilds } from './script-tag-files.mjs';

const steps = {
  core: { modes: ['lib-core'], declarations: 'packages/core' },
  // The theme presets ship as written (`@elicit-kit/elements/themes/*.css`).
  elements: {
    modes: ['lib-elements'],
    declarations: 'packages/elements',
    copy: ['packages/elements/themes', 'packages/elements/dist/themes'],
  },
  react: { modes: ['lib-react'], declarations: 'packages/react' },
  relay: { modes: ['lib-relay'], declarations: 'packages/relay' },
  // The locale add-ons are discovered, so a new locale file needs no edit here.
  bundle: { modes: scriptTagBuilds().map((entry) => entry.mode) },
};

/**
 * Builds the named steps (all by default); declarations of a package need its
 * dependencies' first. A failed step does not stop the others; returns the failures.
 */
export async function buildArtefacts(names = Object.keys(steps)) {
  const failures = [];
  for (const name of names) {
    const step = steps[name];
    if (!step) throw new Error(`unknown build "${name}"; one of ${Object.keys(steps).join(', ')}`);
    if (step.declarations) {
      if (!existsSync(`${step.declarations}/src/index.ts`)) {
        console.log(`skip ${name}: no src/index.ts yet`);
        continue;
      }
      rmSync(`${step.declarations}/dist`, { recursive: true, force: true });
    }
    for (const mode of step.modes) {
      console.log(`vite build --mode ${mode}`);
      await build({ configFile: 'vite.config.ts', mode, logLevel: 'warn' });
    }
    if (step.copy) cpSync(step.copy[0], step.copy[1], { recursive: true });
    if (step.declarations) {
      console.log(`tsc -p ${step.declarations}/tsconfig.build.json`);
      const tsc = spawnSync('npx', ['tsc', '-p', `${step.declarations}/tsconfig.build.json`], {
        stdio: 'inherit',
      });
      if (tsc.status !== 0)
        failures.push(`declarations for ${name} (tsc -p ${step.declarations}/tsconfig.build.json)`);
    }
  }
  return failures;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const names = process.argv.slice(2);
  try {
    const failures = await buildArtefacts(names.length > 0 ? names : undefined);
    if (failures.length > 0) {
      console.error(`\nbuild failed: ${failures.join('; ')}`);
      process.exit(1);
    }
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
