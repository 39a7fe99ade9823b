/**
 * A person answering through the kit's core, as a host would wire it: `compileSchema` on
 * the ask as the server sent it (it must render), the form's defaults, what the person
 * types (a date-time typed in their own zone goes through `localDateTimeToWire`), then
 * `validateContent` (it must find nothing) and `accept` / `decline` / `cancel`.
 * Before sending, the person also tries the feature's refused values: the kit must flag
 * each, since the server would refuse it.
 */
import { expect } from 'chai';
import {
  accept,
  cancel,
  compileSchema,
  decline,
  defaultContent,
  localDateTimeToWire,
  validateContent,
  type CompiledForm,
  type ElicitResult,
  type JsonObject,
} from '@elicit-kit/core';
import {
  PERSON_TIME_ZONE,
  isLocal,
  type ContentValue,
  type Draft,
  type Feature,
} from './features.js';

export type Action = 'accept' | 'decline' | 'cancel';

/**
 * Answers one ask's `params` (form mode) with an `ElicitResult`. A host whose MCP client
 * parses asks passes what it parsed as `parsed` beside the params as sent.
 */
export type Answerer = (params: JsonObject, parsed?: JsonObject) => Promise<ElicitResult>;

/** A person for one feature: the answerer, what it was asked, and what went wrong on its side. */
export interface CorePerson {
  readonly answer: Answerer;
  /** Every ask's `params`, as the server sent them. */
  readonly asked: JsonObject[];
  /** Every ask's `params` as the host's MCP client parsed them, when it parses them. */
  readonly parsed: JsonObject[];
  /** Every answer the person sent. */
  readonly sent: ElicitResult[];
  /** Throws the first assertion that failed while answering (the server saw a cancel then). */
  check(): void;
}

/** The wire value of a draft: a local date-time converted with core's `localDateTimeToWire`. */
function wireValue(draft: Draft): ContentValue | undefined {
  if (draft === null) return undefined;
  if (isLocal(draft)) {
    const wire = localDateTimeToWire(draft.local, PERSON_TIME_ZONE);
    expect(wire, `localDateTimeToWire(${draft.local})`).to.be.a('string');
    return wire;
  }
  return draft as ContentValue;
}

/** Compiles the ask as the server sent it; the form must render. */
export function compileAsk(params: JsonObject): CompiledForm {
  const form = compileSchema(params['requestedSchema']);
  const blocking = form.issues.filter((issue) => issue.severity !== 'ignored');
  expect(form.ok, `compileSchema refused the ask: ${JSON.stringify(blocking)}`).to.equal(true);
  return form;
}

/** The content a person submits: the form's defaults, then what they typed. */
export function fill(form: CompiledForm, drafts: { readonly [name: string]: Draft }): JsonObject {
  const content: JsonObject = { ...defaultContent(form) };
  for (const [name, draft] of Object.entries(drafts)) {
    const value = wireValue(draft);
    if (value !== undefined) content[name] = value as string | number | boolean | string[];
  }
  return content;
}

function answerOnce(
  feature: Feature,
  action: Action,
  params: JsonObject,
  problems: unknown[],
): ElicitResult {
  const form = compileAsk(params);
  if (action === 'decline') return decline();
  if (action === 'cancel') return cancel();
  for (const refused of feature.refused ?? []) {
    // The person first types a value the server refuses: the kit must say so, else it
    // goes out as typed and the server has its say.
    const bad = fill(form, { [feature.id]: refused.draft });
    const codes = validateContent(form, bad)
      .filter((issue) => issue.field === feature.id)
      .map((issue) => issue.code);
    if (!codes.includes(refused.code as (typeof codes)[number])) {
      problems.push(
        new Error(
          `validateContent(${JSON.stringify(bad)}) reported [${codes.join(', ')}], not ${refused.code}: the kit sent it`,
        ),
      );
      return accept(bad);
    }
  }
  const content = fill(form, { [feature.id]: feature.draft });
  expect(
    validateContent(form, content),
    `validateContent of ${JSON.stringify(content)}`,
  ).to.deep.equal([]);
  return accept(content);
}

/**
 * The person for `feature`. A failed assertion is kept for `check()` and answered as a
 * cancel, so the server's call still ends and the test reports the kit's failure.
 */
export function corePerson(feature: Feature, action: Action = 'accept'): CorePerson {
  const asked: JsonObject[] = [];
  const parsedAsks: JsonObject[] = [];
  const sent: ElicitResult[] = [];
  const problems: unknown[] = [];
  return {
    asked,
    parsed: parsedAsks,
    sent,
    answer: async (params, parsed) => {
      asked.push(structuredClone(params));
      if (parsed) parsedAsks.push(structuredClone(parsed));
      let result: ElicitResult;
      try {
        result = answerOnce(feature, action, params, problems);
      } catch (error) {
        problems.push(error);
        result = cancel();
      }
      sent.push(result);
      return result;
    },
    check() {
      if (problems.length > 0) throw problems[0];
      expect(asked, 'the server asked').to.have.length.greaterThan(0);
    },
  };
}
