// A host or server calling core flags a secret in every language the kit ships, whatever
// catalog it registered: the warning must not depend on the locale the kit is shown in.
import { expect } from 'chai';
import { compileSchema, sensitiveFields } from '@elicit-kit/core';
import { addMessages, messages, secretCues } from '@elicit-kit/core/messages';

const hindiForm = compileSchema({
  type: 'object',
  properties: {
    पासवर्ड: { type: 'string' },
    code: { type: 'string', title: 'ओटीपी' },
    note: { type: 'string', description: 'अपना पासवर्ड कभी न बताएं।' },
    city: { type: 'string', title: 'शहर' },
  },
});

describe('sensitiveFields: every shipped language, whatever is registered', () => {
  it('should flag a Hindi पासवर्ड field for a host that registered English only, and keep the Hindi negation', () => {
    // Other test files may have registered Hindi in this process: English alone, for this test.
    const registered = { ...messages };
    for (const locale of Object.keys(messages)) if (locale !== 'en') delete messages[locale];
    try {
      expect(sensitiveFields(hindiForm).map(({ field, code }) => [field, code])).to.deep.equal([
        ['पासवर्ड', 'password'],
        ['code', 'otp'],
      ]);
      expect(
        sensitiveFields(hindiForm, { cues: secretCues() }).map(({ field }) => field),
        'with the cues of English alone',
      ).to.deep.equal(['पासवर्ड', 'code']);
    } finally {
      Object.assign(messages, registered);
    }
  });

  it('should read a registered locale’s own cues beside the shipped ones, and the shipped ones given again once', () => {
    addMessages('xx', { 'secret.password': 'κωδικος' });
    try {
      const form = compileSchema({
        type: 'object',
        properties: {
          a: { type: 'string', title: 'Κωδικός' },
          b: { type: 'string', title: 'पासवर्ड' },
        },
      });
      const cues = secretCues();
      expect(sensitiveFields(form, { cues }).map(({ code }) => code)).to.deep.equal([
        'password',
        'password',
      ]);
      expect(
        sensitiveFields(form).map(({ field }) => field),
        'unregistered cues are not read',
      ).to.deep.equal(['b']);
    } finally {
      delete messages['xx'];
    }
  });
});
