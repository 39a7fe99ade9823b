import { expect } from 'chai';
import fixtures from '../../fixtures/requested-schemas.json' with { type: 'json' };
import { compileSchema, validateContent } from '@elicit-kit/core';

interface FixtureCase {
  readonly content: unknown;
  readonly expect: 'valid' | 'invalid';
  readonly note?: string;
}
interface Fixture {
  readonly source: string;
  readonly description?: string;
  readonly requestedSchema?: unknown;
  readonly cases?: readonly FixtureCase[];
}

const entries = (fixtures as readonly Fixture[]).filter((entry) => entry.cases !== undefined);

describe('validateContent over the real schemas', () => {
  it('should find fixtures with cases to check', () => {
    expect(entries.length).to.be.greaterThan(10);
  });

  for (const entry of entries) {
    const name = entry.description ?? entry.source;
    for (const [index, testCase] of (entry.cases ?? []).entries()) {
      it(`should find case ${index} ${testCase.expect}: ${name}`, () => {
        const form = compileSchema(entry.requestedSchema);
        expect(form.ok, JSON.stringify(form.issues)).to.equal(true);
        const issues = validateContent(form, testCase.content);
        expect(issues.length === 0, JSON.stringify(issues)).to.equal(testCase.expect === 'valid');
      });
    }
  }

  it('should check pattern as ajv does: the zipCode case is refused for its pattern and its missing fields', () => {
    // `pattern` is outside the MCP subset, but SDK 1.x's ajv enforces it, so the kit checks
    // it with its linear-time matcher (never the page's backtracking engine).
    const entry = entries.find((candidate) =>
      candidate.cases?.some((item) => item.note?.includes('pattern')),
    );
    expect(entry, 'the pattern fixture').to.not.equal(undefined);
    const testCase = entry?.cases?.find((item) => item.note?.includes('pattern'));
    const issues = validateContent(compileSchema(entry?.requestedSchema), testCase?.content);
    expect(
      issues.filter((issue) => issue.field === 'zipCode').map((issue) => issue.code),
    ).to.deep.equal(['patternMismatch']);
    expect(issues.map((issue) => issue.code)).to.include('valueMissing');
  });
});
