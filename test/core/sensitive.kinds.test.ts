import { expect } from 'chai';
import { compileSchema, sensitiveFields } from '@elicit-kit/core';

// A secret is typed: a checkbox or a list of options that mentions one asks for no secret.
describe('sensitiveFields: kinds that cannot hold a secret', () => {
  it('should flag a password text field but not a checkbox, select or multi-select that names passwords', () => {
    const form = compileSchema({
      type: 'object',
      properties: {
        rememberPassword: { type: 'boolean', title: 'Remember password' },
        resetMethod: { type: 'string', title: 'Password reset by', enum: ['email', 'sms'] },
        tokenScopes: {
          type: 'array',
          title: 'API token scopes',
          items: { type: 'string', enum: ['read', 'write'] },
        },
        password: { type: 'string', title: 'Password' },
      },
    });
    expect(form.ok).to.equal(true);
    expect(sensitiveFields(form).map((finding) => finding.field)).to.deep.equal(['password']);
  });

  it('should skip entries that are not field models instead of throwing', () => {
    const form = compileSchema({ type: 'object', properties: { apiKey: { type: 'string' } } });
    const broken = {
      ...form,
      fields: [null, 7, { kind: 'string' }, ...(form.ok ? form.fields : [])],
    } as unknown as typeof form;
    expect(sensitiveFields(broken).map((finding) => finding.field)).to.deep.equal(['apiKey']);
  });
});

// Property names with a run of capitals (`OTPCode`): the run is a word of its own, so the
// rules see `otp code`, not `otpcode`, which no rule names.
describe('sensitiveFields: names with runs of capitals', () => {
  it('should split a run of capitals from the word after it, matching on the name itself', () => {
    const expected: readonly (readonly [string, string])[] = [
      ['OTPCode', 'otp'],
      ['SMSCode', 'otp'],
      ['userPINValue', 'pin'],
      ['IBANNumber', 'bank'],
      ['CVVCode', 'cvv'],
      ['x_SSN', 'ssn'],
    ];
    const form = compileSchema({
      type: 'object',
      properties: Object.fromEntries(expected.map(([name]) => [name, { type: 'string' }])),
    });
    // `source: 'name'`: the label made from the key would match too, later.
    expect(
      sensitiveFields(form).map((field) => [field.field, field.code, field.params.source]),
    ).to.deep.equal(expected.map((row) => [...row, 'name']));
  });
});
