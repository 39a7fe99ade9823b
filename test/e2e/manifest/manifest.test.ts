/**
 * The custom-elements manifest is current (regenerating it changes nothing) and lists
 * every tag, property, event, part and custom property hosts and tools rely on.
 */
import { expect } from 'chai';
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import {
  CARD_PARTS,
  FORM_PARTS,
  URL_PARTS,
} from '../../../packages/elements/src/internal/parts.js';

interface Named {
  readonly name: string;
}
interface Declaration {
  readonly kind: string;
  readonly name: string;
  readonly tagName?: string;
  readonly customElement?: boolean;
  readonly members?: readonly (Named & {
    readonly kind: string;
    readonly privacy?: string;
    readonly static?: boolean;
  })[];
  readonly events?: readonly Named[];
  readonly cssParts?: readonly Named[];
  readonly cssProperties?: readonly Named[];
  readonly attributes?: readonly Named[];
}
interface Manifest {
  readonly modules: readonly {
    readonly path: string;
    readonly declarations?: readonly Declaration[];
  }[];
}

const committedPath = 'packages/elements/custom-elements.json';

function generate(): Manifest {
  // The analyzer resolves --outdir against the working directory, so stay inside the repo.
  mkdirSync('.test-results', { recursive: true });
  const outdir = mkdtempSync(join('.test-results', 'cem-'));
  try {
    execFileSync(
      process.execPath,
      [
        'node_modules/@custom-elements-manifest/analyzer/cem.js',
        'analyze',
        '--config',
        'custom-elements-manifest.config.mjs',
        '--outdir',
        outdir,
        '--quiet',
      ],
      { stdio: 'pipe' },
    );
    return JSON.parse(readFileSync(join(outdir, 'custom-elements.json'), 'utf8')) as Manifest;
  } finally {
    rmSync(outdir, { recursive: true, force: true });
  }
}

function element(manifest: Manifest, tag: string): Declaration {
  const found = manifest.modules
    .flatMap((module) => module.declarations ?? [])
    .find((d) => d.tagName === tag);
  if (!found) throw new Error(`${tag} is not in the manifest`);
  return found;
}

const names = (list: readonly Named[] | undefined) =>
  new Set((list ?? []).map((item) => item.name));
const publicFields = (declaration: Declaration) =>
  new Set(
    (declaration.members ?? [])
      .filter((m) => m.kind === 'field' && !m.static && (m.privacy ?? 'public') === 'public')
      .map((m) => m.name),
  );

describe('custom-elements.json', function () {
  this.timeout(120000);
  let manifest: Manifest;

  before(() => {
    manifest = generate();
  });

  it('should be current: regenerating it gives the committed file', () => {
    const committed = JSON.parse(readFileSync(committedPath, 'utf8')) as Manifest;
    expect(committed).to.deep.equal(
      manifest,
      'run `npm run manifest` and commit packages/elements/custom-elements.json',
    );
  });

  it('should list every tag of DESIGN.md', () => {
    const tags = manifest.modules
      .flatMap((module) => module.declarations ?? [])
      .filter((d) => d.customElement)
      .map((d) => d.tagName);
    expect(tags).to.have.members([
      'elicit-form',
      'elicit-url-consent',
      'elicit-round',
      'elicit-request',
      'elicit-dialog',
    ]);
  });

  it('should give every element the shared properties and attributes', () => {
    for (const tag of ['elicit-form', 'elicit-url-consent', 'elicit-round', 'elicit-request']) {
      const declaration = element(manifest, tag);
      expect([...publicFields(declaration)], tag).to.include.members([
        'serverName',
        'locale',
        'theme',
        'busy',
      ]);
      expect([...names(declaration.attributes)], tag).to.include.members([
        'server-name',
        'locale',
        'theme',
        'busy',
      ]);
      expect(names(declaration.cssProperties).size, `${tag} custom properties`).to.be.greaterThan(
        0,
      );
    }
    expect([...publicFields(element(manifest, 'elicit-form'))]).to.include('request');
    expect([...publicFields(element(manifest, 'elicit-url-consent'))]).to.include('request');
    expect([...publicFields(element(manifest, 'elicit-request'))]).to.include('request');
    expect([...publicFields(element(manifest, 'elicit-round'))]).to.include('result');
  });

  it('should list the events each element fires', () => {
    expect([...names(element(manifest, 'elicit-form').events)]).to.include('elicit-response');
    expect([...names(element(manifest, 'elicit-url-consent').events)]).to.include.members([
      'elicit-response',
      'elicit-url-done',
    ]);
    expect([...names(element(manifest, 'elicit-request').events)]).to.include('elicit-response');
    expect([...names(element(manifest, 'elicit-round').events)]).to.include('elicit-round');
  });

  it('should document exactly the parts the cards declare in internal/parts.ts, which <elicit-request> re-exports', () => {
    expect([...names(element(manifest, 'elicit-form').cssParts)].sort()).to.deep.equal(
      [...FORM_PARTS].sort(),
    );
    expect([...names(element(manifest, 'elicit-url-consent').cssParts)].sort()).to.deep.equal(
      [...URL_PARTS].sort(),
    );
    expect([...CARD_PARTS].sort()).to.deep.equal(
      [...new Set([...FORM_PARTS, ...URL_PARTS])].sort(),
    );
  });

  it('should list the part names DESIGN.md makes public API', () => {
    const formParts = [
      'card',
      'server',
      'message',
      'form',
      'field',
      'label',
      'hint',
      'error',
      'warning',
      'summary',
      'actions',
      'accept',
      'decline',
      'cancel',
    ];
    expect([...names(element(manifest, 'elicit-form').cssParts)]).to.include.members(formParts);
    expect([...names(element(manifest, 'elicit-url-consent').cssParts)]).to.include.members([
      'card',
      'server',
      'message',
      'url',
      'host',
      'open',
      'copy',
      'done',
      'decline',
      'cancel',
    ]);
    expect([...names(element(manifest, 'elicit-round').cssParts)]).to.include.members([
      'card',
      'server',
      'item',
      'send',
      'cancel',
      'summary',
    ]);
  });
});
