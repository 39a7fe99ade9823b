/**
 * The feature table itself, checked against the validators the servers use: what the
 * server must end up parsing is what zod 4 and zod 3 accept, and every refused value
 * really is refused by both (the kit takes no part here). Without this a
 * wrong table could make a kit check look necessary, or a server look strict.
 */
import { expect } from 'chai';
import { FEATURES, v3Object, v4Object } from './support/features.js';
import { expectedParse } from './support/suite.js';

describe('library suite: the feature table', () => {
  for (const feature of FEATURES) {
    it(`should have zod 4 and zod 3 parse the answer to ${feature.label} as the table says`, () => {
      const content = expectedParse(feature);
      for (const schema of [v4Object(feature), v3Object(feature)]) {
        const parsed = schema.safeParse(content);
        expect(parsed.success && parsed.data, JSON.stringify(parsed)).to.deep.equal(
          expectedParse(feature),
        );
      }
    });

    for (const refused of feature.refused ?? []) {
      it(`should have zod 4 and zod 3 refuse ${JSON.stringify(refused.draft)} for ${feature.label}`, () => {
        const content = { [feature.id]: refused.draft };
        expect(v4Object(feature).safeParse(content).success, 'zod 4').to.equal(false);
        expect(v3Object(feature).safeParse(content).success, 'zod 3').to.equal(false);
      });
    }
  }
});
