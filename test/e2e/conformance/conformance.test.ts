/**
 * The official MCP conformance suite (`@modelcontextprotocol/conformance`, pinned) against
 * the kit as a client: for each client scenario of issue 12 the suite starts its scenario
 * server on 127.0.0.1, runs `client.ts` (drivers.ts: only the kit's public API) against it
 * and judges what it saw. The suite needs Node >= 22, so it runs on the pinned `node` npm
 * package's binary; the drivers run on the project's Node. A scenario passes only when the
 * suite exits 0, every check it judged succeeded (no failure, no warning) and it judged as
 * many checks as this version of the suite has: a scenario skipped or cut short fails.
 * Out of scope (authorization, 2025 sessions): docs/core/round-trips.md §"Conformance".
 */
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'chai';

const SUITE = 'node_modules/@modelcontextprotocol/conformance/dist/index.js';
const NODE_22 = join(
  'node_modules',
  'node',
  'bin',
  process.platform === 'win32' ? 'node.exe' : 'node',
);
const OUT = join('.test-results', 'conformance');

/** Issue 12's table: the scenario, the protocol revision it runs at, and how many checks the suite judges. */
const SCENARIOS = [
  { scenario: 'sep-2322-client-request-state', spec: '2026-07-28', checks: 5 },
  { scenario: 'tools_call', spec: '2026-07-28', checks: 2 },
  { scenario: 'http-standard-headers', spec: '2026-07-28', checks: 9 },
  { scenario: 'json-schema-ref-no-deref', spec: '2026-07-28', checks: 1 },
  { scenario: 'json-schema-2020-12-preservation', spec: '2026-07-28', checks: 9 },
  { scenario: 'request-metadata', spec: '2026-07-28', checks: 6 },
  { scenario: 'http-custom-headers', spec: '2026-07-28', checks: 18 },
  { scenario: 'http-invalid-tool-headers', spec: '2026-07-28', checks: 12 },
  { scenario: 'elicitation-sep1034-client-defaults', spec: '2025-11-25', checks: 5 },
] as const;

interface Check {
  readonly id: string;
  readonly name: string;
  readonly status: 'SUCCESS' | 'FAILURE' | 'WARNING' | 'INFO' | 'SKIPPED';
  readonly errorMessage?: string;
}

/** Runs one scenario; resolves with the suite's exit code, its output and the checks it wrote. */
function runScenario(
  scenario: string,
  spec: string,
): Promise<{ code: number | null; output: string; checks: Check[] }> {
  // The suite splits --command on spaces and appends the server URL.
  if (process.execPath.includes(' '))
    throw new Error(`the suite cannot run a client from a path with spaces: ${process.execPath}`);
  const client = `${process.execPath} --conditions=elicit-kit-source --import tsx test/e2e/conformance/client.ts`;
  const out = join(OUT, scenario);
  rmSync(out, { recursive: true, force: true });
  const args = [
    SUITE,
    'client',
    '--command',
    client,
    '--scenario',
    scenario,
    '--spec-version',
    spec,
    '--output-dir',
    out,
    '--timeout',
    '60000',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(NODE_22, args, {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, NO_COLOR: '1' },
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => {
      const runs = existsSync(out) ? readdirSync(out) : [];
      const file = runs.length === 1 ? join(out, runs[0]!, 'checks.json') : undefined;
      const checks =
        file && existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Check[]) : [];
      resolve({ code, output, checks });
    });
  });
}

describe('MCP conformance suite: client scenarios through the kit', function () {
  this.timeout(120_000);

  before(function () {
    for (const path of [SUITE, NODE_22])
      if (!existsSync(path)) throw new Error(`${path} is missing: run npm ci`);
  });

  for (const { scenario, spec, checks: expected } of SCENARIOS) {
    it(`should pass ${scenario} (${spec})`, async () => {
      const { code, output, checks } = await runScenario(scenario, spec);
      const judged = checks.filter(
        (check) => check.status === 'SUCCESS' || check.status === 'FAILURE',
      );
      const passed = judged.filter((check) => check.status === 'SUCCESS').length;
      const bad = checks.filter(
        (check) => check.status === 'FAILURE' || check.status === 'WARNING',
      );
      console.log(`      ${scenario}: ${passed}/${judged.length}`);
      const why = `${bad.map((check) => `${check.status} ${check.name}: ${check.errorMessage ?? ''}`).join('\n')}\n${output}`;
      expect(bad, why).to.deep.equal([]);
      expect(code, why).to.equal(0);
      expect(judged.length, `checks judged\n${output}`).to.equal(expected);
    });
  }
});
