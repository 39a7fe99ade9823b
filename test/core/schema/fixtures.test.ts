import { expect } from 'chai';
import { compileSchema, defaultContent } from '@elicit-kit/core';
import fixtures from '../../fixtures/requested-schemas.json' with { type: 'json' };

interface Fixture {
  readonly description: string;
  readonly requestedSchema: unknown;
  readonly expect?: string;
  readonly validAgainstSpec20260728JsonSchema?: boolean;
  readonly expectedAcceptContentWhenUserChangesNothing?: unknown;
}

describe('compileSchema: real schemas (test/fixtures/requested-schemas.json)', () => {
  const entries = fixtures as readonly Fixture[];

  it('should have fixtures to check', () => {
    expect(entries.length).to.be.greaterThan(30);
  });

  entries.forEach((entry, index) => {
    const name = `#${index} ${entry.description}`;
    if (entry.expect === 'reject-schema') {
      it(`should refuse ${name}`, () => {
        const compiled = compileSchema(entry.requestedSchema);
        expect(compiled.ok).to.equal(false);
        expect(compiled.fields).to.deep.equal([]);
        expect(compiled.issues.some((issue) => issue.severity === 'error')).to.equal(true);
      });
      return;
    }
    it(`should compile ${name}`, () => {
      expect(entry.validAgainstSpec20260728JsonSchema).to.equal(true);
      const compiled = compileSchema(entry.requestedSchema);
      expect(compiled.ok, JSON.stringify(compiled.issues)).to.equal(true);
      const properties = (entry.requestedSchema as { properties: object }).properties;
      expect(compiled.fields.map((field) => field.name)).to.deep.equal(Object.keys(properties));
      if (entry.expectedAcceptContentWhenUserChangesNothing !== undefined) {
        expect(defaultContent(compiled)).to.deep.equal(
          entry.expectedAcceptContentWhenUserChangesNothing,
        );
      }
    });
  });

  it('should find the spec sample with defaults, including the optional field with a default', () => {
    const entry = entries.find((e) => e.expectedAcceptContentWhenUserChangesNothing !== undefined);
    expect(entry).to.exist;
    const content = defaultContent(compileSchema(entry?.requestedSchema));
    expect(content).to.have.property('optionalWithADefault', 'default value');
    expect(content).to.have.property('legacyTitledEnum', 'green');
  });
});
