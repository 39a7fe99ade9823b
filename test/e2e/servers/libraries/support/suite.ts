/**
 * The tests every library gets, written once: for each feature the person answers
 * through the kit and the server must accept (its validator parsed exactly what the
 * person meant); a decline and a cancel the server must see as such; and, for libraries
 * that generate their asks from zod, no note about generator leftovers. Each outcome is
 * recorded for the before/after table (support/table.ts).
 */
import { expect } from 'chai';
import { compileSchema, type JsonObject } from '@elicit-kit/core';
import type { Echo } from './echo.js';
import {
  BROWSER_FORM,
  FLAGGED_FORM,
  feature as featureById,
  idsOf,
  type Feature,
} from './features.js';
import { startChromiumPerson, type ChromiumPerson } from './chromium.js';
import { corePerson, type Answerer, type CorePerson } from './person.js';
import { recordOutcome } from './table.js';

/** A running server of one library, as the tests drive it. */
export interface LibraryUnderTest {
  /** Calls the library's tool that asks for these features' form; resolves with the server's echo. */
  ask(list: readonly Feature[], answer: Answerer): Promise<Echo>;
}

/** A library's server and host, started for one test file. */
export interface StartedLibrary extends LibraryUnderTest {
  close(): Promise<void>;
}

/** A host's `call` shape, shared by both kinds of host. */
type Call = (tool: string, args: { [key: string]: string }, answer: Answerer) => Promise<Echo>;

/** The usual `ask`: one tool taking the features' ids (`feature: "email,starts_at"`). */
export function askTool(call: Call, tool = 'ask'): LibraryUnderTest['ask'] {
  return (list, answer) => call(tool, { feature: idsOf(list) }, answer);
}

export interface SuiteOptions {
  /** `name@version`, the table's column. */
  readonly library: string;
  readonly features: readonly Feature[];
  /** The asks come from zod: check that generator leftovers raise no note. */
  readonly generated?: boolean;
  /** Also have a person fill {@link BROWSER_FORM} in Chromium (the tool takes several features). */
  readonly browser?: boolean;
  /**
   * Features whose constraining keyword the host's own MCP client removes before its
   * handler runs, and which reach the kit whole only because the host keeps the raw asks
   * (core's `keepRawElicitations`): their tests also check that the client still drops
   * the keyword, so a client release that keeps it says the wrapper is no longer needed.
   */
  readonly restoredFromTransport?: readonly string[];
}

/** The keywords the official clients' request parsing drops (docs/core/e2e.md). */
const STRIPPED = ['multipleOf', 'exclusiveMinimum', 'exclusiveMaximum', 'pattern', 'const'];

/** What the server must have parsed for a feature's answer. */
export function expectedParse(list: Feature | readonly Feature[]): { [key: string]: unknown } {
  return Object.fromEntries(
    [list].flat().flatMap((item) => (item.parsed === undefined ? [] : [[item.id, item.parsed]])),
  );
}

/** Keys the kit should read or ignore without a word: generator leftovers (issue 16, item 2). */
const LEFTOVER = /^\$\.(\$schema|additionalProperties|properties\.[^.]+\.pattern)$/;

/**
 * Records each test that names its row into the table: `accepted` when it passed, else
 * its error message. Call inside a `describe`; the returned function names the row.
 */
export function tableRows(library: string): (row: string) => void {
  let current = '';
  afterEach(function () {
    const test = this.currentTest;
    if (!current || !test) return;
    recordOutcome(
      library,
      current,
      test.state === 'passed' ? 'accepted' : (test.err?.message ?? 'failed'),
    );
    current = '';
  });
  return (row) => {
    current = row;
  };
}

/** Throws the person's first problem, marked as the kit's. */
function kitCheck(person: CorePerson): void {
  try {
    person.check();
  } catch (error) {
    throw new Error(`kit: ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  }
}

/**
 * One library's test file: `describe('library: <library> (<api>)')` that starts the server
 * and its host once, runs the shared tests and stops both.
 */
export function describeLibrary(
  api: string,
  options: SuiteOptions & { start(): Promise<StartedLibrary>; timeout?: number },
): void {
  describe(`library: ${options.library} (${api})`, function () {
    this.timeout(options.timeout ?? 20_000);
    let started: StartedLibrary | undefined;
    before(async () => {
      started = await options.start();
    });
    after(async () => {
      await started?.close();
    });
    libraryTests(() => started!, options);
  });
}

/** Registers the shared tests; call inside the library's `describe`, after its `before`. */
export function libraryTests(server: () => LibraryUnderTest, options: SuiteOptions): void {
  const row = tableRows(options.library);

  for (const feature of options.features) {
    if (options.restoredFromTransport?.includes(feature.id)) {
      it(`should have the server accept ${feature.label} answered through the kit, its keyword kept by keepRawElicitations (the host's client drops it)`, async () => {
        row(feature.label);
        const person = corePerson(feature);
        const echo = await server().ask([feature], person.answer);
        if (echo.action === 'cancel') kitCheck(person);
        const constraints = (params: JsonObject | undefined): string[] => {
          const schema = params?.['requestedSchema'] as
            { properties?: { [key: string]: JsonObject } } | undefined;
          return Object.keys(schema?.properties?.[feature.id] ?? {}).filter((key) =>
            STRIPPED.includes(key),
          );
        };
        expect(constraints(person.asked[0]), 'the keyword reached the kit').to.not.deep.equal([]);
        expect(
          constraints(person.parsed[0]),
          "the host's client keeps the keyword now: move this feature out of restoredFromTransport",
        ).to.deep.equal([]);
        const sent = person.sent
          .map((result) => JSON.stringify(result.content ?? result.action))
          .join(', ');
        expect(
          echo,
          `server: ${echo.refused ?? JSON.stringify(echo)} (sent ${sent})`,
        ).to.deep.equal({ action: 'accept', parsed: expectedParse(feature) });
        kitCheck(person);
      });
      continue;
    }
    it(`should have the server accept ${feature.label} answered through the kit`, async () => {
      row(feature.label);
      const person = corePerson(feature);
      const echo = await server().ask([feature], person.answer);
      // The server's words first: they are what the table shows. A cancel means the
      // person could not answer (the kit refused the form): then the kit's words.
      if (echo.action === 'cancel') kitCheck(person);
      // Refused before anyone saw it: by the library before sending, or by the kit's
      // answerLegacyRequest (-32602) for a form it cannot render. The text says which.
      if (person.asked.length === 0)
        throw new Error(`never reached the person: ${echo.refused ?? JSON.stringify(echo)}`);
      const sent = person.sent
        .map((result) => JSON.stringify(result.content ?? result.action))
        .join(', ');
      expect(echo, `server: ${echo.refused ?? JSON.stringify(echo)} (sent ${sent})`).to.deep.equal({
        action: 'accept',
        parsed: expectedParse(feature),
      });
      kitCheck(person);
    });
  }

  for (const action of ['decline', 'cancel'] as const) {
    it(`should have the server see a ${action}`, async () => {
      row(action);
      const person = corePerson(featureById('email'), action);
      const echo = await server().ask([featureById('email')], person.answer);
      person.check();
      expect(echo).to.deep.equal({ action });
    });
  }

  if (options.generated) {
    it('should show the ask it generates from zod without notes about generator leftovers', async () => {
      row('no notes for `$schema`, `additionalProperties`, email `pattern`');
      const person = corePerson(featureById('email'), 'decline');
      await server().ask([featureById('email')], person.answer);
      person.check();
      const issues = compileSchema((person.asked[0] as JsonObject)['requestedSchema']).issues;
      expect(
        issues.filter((issue) => LEFTOVER.test(issue.path)),
        JSON.stringify(issues),
      ).to.deep.equal([]);
    });
  }

  if (options.browser) {
    describe('a person in Chromium', () => {
      let person: ChromiumPerson;
      before(async () => {
        person = await startChromiumPerson();
      });
      after(async () => {
        await person?.close();
      });

      it('should have the server accept the form a person filled in <elicit-form>', async () => {
        row('a person in Chromium (email, date-time, min/max, enum, boolean)');
        const echo = await server().ask(BROWSER_FORM, person.answer);
        const sent = person.sent
          .map((result) => JSON.stringify(result.content ?? result.action))
          .join(', ');
        expect(
          echo,
          `server: ${echo.refused ?? JSON.stringify(echo)} (sent ${sent})`,
        ).to.deep.equal({ action: 'accept', parsed: expectedParse(BROWSER_FORM) });
      });

      if (options.generated) {
        it('should have the server accept the form once the person corrected what <elicit-form> flagged', async () => {
          row(
            'a person in Chromium corrects what the form flags (email, multipleOf, regex; const sent)',
          );
          const echo = await server().ask(FLAGGED_FORM, person.correct);
          const sent = person.sent
            .map((result) => JSON.stringify(result.content ?? result.action))
            .join(', ');
          expect(
            echo,
            `server: ${echo.refused ?? JSON.stringify(echo)} (sent ${sent})`,
          ).to.deep.equal({ action: 'accept', parsed: expectedParse(FLAGGED_FORM) });
        });
      }

      it('should have the server see a decline clicked in <elicit-form>, which shows no schema notes', async () => {
        row('a person in Chromium declines; no notes shown');
        const echo = await server().ask(BROWSER_FORM, person.decline);
        expect(echo).to.deep.equal({ action: 'decline' });
        const notes = person.notes.at(-1);
        expect(notes === '', `the form showed notes: ${notes}`).to.equal(true);
      });
    });
  }
}
