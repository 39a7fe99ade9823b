/**
 * Security suite "secrets": real phrasings of secrets in English, Hindi and a few other
 * languages must be flagged by `sensitiveFields` with the right reason, and look-alikes
 * must not. Runs in Node and in Chromium (test/core). Prints one summary line.
 */
import { expect } from 'chai';
import { sensitiveFields, type SensitiveReason, type FieldModel } from '@elicit-kit/core';
import { secretCues } from '@elicit-kit/core/messages';
import { hi as hindi } from '@elicit-kit/core/messages/hi';

/** The Hindi locale's cues, as a host that registered Hindi passes them (`secretCues()`). */
const cues = secretCues([hindi]);

/** Where the phrase sits: a property name, a title (the label) or a description. */
type Slot = 'name' | 'title' | 'description';

/** One phrasing: the text, the reason it must get (undefined: not flagged), where it is put. */
interface Phrase {
  readonly text: string;
  readonly reason?: SensitiveReason;
  readonly slot?: Slot;
  readonly lang: 'en' | 'hi' | 'other';
}

const en = (text: string, reason: SensitiveReason, slot: Slot = 'title'): Phrase => ({
  text,
  reason,
  slot,
  lang: 'en',
});
const hi = (text: string, reason: SensitiveReason, slot: Slot = 'title'): Phrase => ({
  text,
  reason,
  slot,
  lang: 'hi',
});
const other = (text: string, reason: SensitiveReason): Phrase => ({
  text,
  reason,
  slot: 'title',
  lang: 'other',
});

/** Secrets as real servers and sign-up forms phrase them. */
export const SECRETS: readonly Phrase[] = [
  // Passwords and passphrases
  en('Password', 'password'),
  en('Confirm your new password', 'password'),
  en('currentPassword', 'password', 'name'),
  en('Wi-Fi passphrase', 'password'),
  en('Passcode', 'password'),
  en('db_passwd', 'password', 'name'),
  en('Enter the password for your account.', 'password', 'description'),
  // One-time codes
  en('One-time password (OTP)', 'otp'),
  en('Enter the 6-digit code from your authenticator app', 'otp'),
  en('Enter the code we sent to your phone', 'otp', 'description'),
  en('2FA code', 'otp'),
  en('SMS verification code', 'otp'),
  en('Backup code', 'otp'),
  en('totp', 'otp', 'name'),
  // PINs
  en('PIN', 'pin'),
  en('UPI PIN', 'pin'),
  en('ATM PIN', 'pin'),
  en('Your 4-digit PIN', 'pin'),
  en('Phone unlock code', 'pin'),
  // API keys and tokens
  en('OpenAI API key', 'api-key'),
  en('AWS access key ID', 'api-key'),
  en('STRIPE_API_KEY', 'api-key', 'name'),
  en('GitHub personal access token', 'token'),
  en('Bearer token', 'token'),
  en('Slack bot token', 'token'),
  en('refreshToken', 'token', 'name'),
  en('Session cookie', 'token'),
  en('HF_TOKEN', 'token', 'name'),
  // Private keys, seed phrases and other secrets
  en('AWS secret access key', 'api-key'),
  en('Client secret', 'secret'),
  en('SSH private key (PEM)', 'secret'),
  en('Your 12-word recovery phrase', 'secret'),
  en('Wallet seed phrase', 'secret'),
  en('BIP39 mnemonic', 'secret'),
  en('Webhook signing secret', 'secret'),
  en("Mother's maiden name", 'secret'),
  en('Answer to your security question', 'secret'),
  en('Database credentials', 'secret'),
  // Cards
  en('Credit card number', 'card'),
  en('Card number', 'card'),
  en('cc_number', 'card', 'name'),
  en('Debit card', 'card'),
  en('CVV', 'cvv'),
  en('CVC2', 'cvv'),
  en('Card security code (3 digits on the back)', 'cvv'),
  // Bank and national identifiers
  en('IBAN', 'bank'),
  en('Bank account number', 'bank'),
  en('Routing number', 'bank'),
  en('Sort code', 'bank'),
  en('Account number', 'bank'),
  en('Social Security number', 'ssn'),
  en('SSN (last 4 digits)', 'ssn'),
  en('Aadhaar number', 'ssn'),
  en('Passport number', 'ssn'),
  en('National Insurance number', 'ssn'),
  en('PAN card number', 'ssn'),
  en("Driver's license number", 'ssn'),

  // Hindi
  hi('पासवर्ड', 'password'),
  hi('अपना पासवर्ड दर्ज करें', 'password'),
  hi('नया पासवर्ड दोबारा लिखें', 'password'),
  hi('पासकोड', 'password'),
  hi('गुप्त शब्द', 'password'),
  hi('कूटशब्द', 'password'),
  hi('पास\u200Bवर्ड', 'password'),
  hi('ओटीपी', 'otp'),
  hi('आपके फ़ोन पर भेजा गया ओटीपी', 'otp'),
  hi('वन टाइम पासवर्ड', 'otp'),
  hi('सत्यापन कोड', 'otp'),
  hi('पिन', 'pin'),
  hi('एटीएम पिन', 'pin'),
  hi('यूपीआई पिन दर्ज करें', 'pin'),
  hi('एमपिन', 'pin'),
  hi('कार्ड नंबर', 'card'),
  hi('डेबिट कार्ड संख्या', 'card'),
  hi('क्रेडिट कार्ड', 'card'),
  hi('सीवीवी', 'cvv'),
  hi('कार्ड का सुरक्षा कोड', 'cvv'),
  hi('आधार', 'ssn'),
  hi('आधार नंबर', 'ssn'),
  hi('अपना आधार संख्या लिखें', 'ssn'),
  hi('पैन कार्ड', 'ssn'),
  hi('पासपोर्ट संख्या', 'ssn'),
  hi('बैंक खाता संख्या', 'bank'),
  hi('खाता नंबर', 'bank'),
  hi('एपीआई कुंजी', 'api-key'),
  hi('एक्सेस टोकन', 'token'),
  hi('निजी कुंजी', 'secret'),
  hi('रिकवरी फ़्रेज़', 'secret'),
  hi('कृपया अपना पासवर्ड यहाँ लिखें।', 'password', 'description'),
  hi('Wi-Fi का पासवर्ड', 'password'),
  hi('अपना OTP डालें', 'otp'),

  // Other languages: "password" and a few more
  other('Passwort', 'password'),
  other('Kennwort', 'password'),
  other('Contraseña', 'password'),
  other('Mot de passe', 'password'),
  other('Senha', 'password'),
  other('Wachtwoord', 'password'),
  other('Hasło', 'password'),
  other('Şifre', 'password'),
  other('Пароль', 'password'),
  other('密码', 'password'),
  other('パスワード', 'password'),
  other('비밀번호', 'password'),
  other('كلمة المرور', 'password'),
  other('סיסמה', 'password'),
  other('Номер карты', 'card'),
  other('Код подтверждения', 'otp'),
];

/** Look-alikes: texts near a secret's words that ask for nothing secret. */
export const LOOKALIKES: readonly Phrase[] = [
  'Number of passengers',
  'Maximum tokens to generate',
  'Keyword',
  'PIN code',
  'Pincode',
  'pin_code',
  'maxTokens',
  'Token count',
  'Tokenizer',
  'Passenger name',
  'Compass heading',
  'Secretary name',
  'Keyboard layout',
  'Card type',
  'Discount code',
  'Promo code',
  'Country code',
  'ZIP code',
  'Area code',
  'Source code URL',
  'Random seed',
  'Your SSH public key',
  'Primary key column',
  'Bypass the cache',
  'Pinned message',
  'Spinner style',
  'API version',
  'Access level',
  'Credit limit',
  'Bank name',
  'Customer account number',
  'Key takeaways',
  'Output token limit',
  'Token symbol (e.g. ETH)',
  'Password policy: do not reuse old passwords',
  'Session length in minutes',
  'Booking reference',
  'Monkey name',
  'Passage to translate',
  'Discard changes?',
].map((text) => ({
  text,
  lang: 'en' as const,
  slot: text.startsWith('Password policy') ? 'description' : 'title',
}));

const LOOKALIKES_HI: readonly Phrase[] = [
  'पिन कोड',
  'पिनकोड',
  'अपना पिन कोड लिखें',
  'यात्रियों की संख्या',
  'टोकन संख्या',
  'किस आधार पर रेटिंग दी',
  'पास का स्टेशन',
  'कार्ड का प्रकार',
  'कीवर्ड',
  'मोबाइल नंबर',
  'खाते का नाम',
  'अधिकतम टोकन',
  'अपना पासवर्ड कभी न बताएं',
].map((text) => ({
  text,
  lang: 'hi' as const,
  slot: text.includes('कभी') ? 'description' : 'title',
}));

/** A string field with `text` in `slot` (name `value` unless the slot is the name). */
function fieldWith({ text, slot = 'title' }: Phrase): FieldModel {
  const name = slot === 'name' ? text : 'value';
  const label = slot === 'title' ? text : name;
  return {
    kind: 'string',
    name,
    label,
    hasTitle: slot === 'title',
    required: false,
    ...(slot === 'description' ? { description: text } : {}),
  } as FieldModel;
}

const tally = {
  flagged: 0,
  lookalikes: 0,
  byLang: { en: 0, hi: 0, other: 0 } as Record<Phrase['lang'], number>,
  failures: 0,
};

describe('security: secrets', () => {
  after(() => {
    const { en: english, hi: hindi, other: others } = tally.byLang;
    console.log(
      `secrets: ${SECRETS.length} phrasings (${english} en, ${hindi} hi, ${others} other) flagged with their reason, ` +
        `${LOOKALIKES.length + LOOKALIKES_HI.length} look-alikes not flagged; ${tally.failures} failed`,
    );
  });

  describe('secrets are flagged with their reason', () => {
    for (const phrase of SECRETS) {
      it(`should flag ${phrase.lang} "${phrase.text}" (${phrase.slot}) as ${phrase.reason}`, () => {
        const found = sensitiveFields([fieldWith(phrase)], { cues }).map(
          (entry) => `${entry.code}@${entry.params.source}`,
        );
        if (found.join() !== `${phrase.reason}@${phrase.slot}`) tally.failures += 1;
        expect(found).to.deep.equal([`${phrase.reason}@${phrase.slot}`]);
        tally.flagged += 1;
        tally.byLang[phrase.lang] += 1;
      });
    }
  });

  describe('look-alikes are not flagged', () => {
    for (const phrase of [...LOOKALIKES, ...LOOKALIKES_HI]) {
      it(`should not flag ${phrase.lang} "${phrase.text}" (${phrase.slot})`, () => {
        const found = sensitiveFields([fieldWith(phrase)], { cues });
        if (found.length) tally.failures += 1;
        expect(found.map((entry) => entry.code)).to.deep.equal([]);
        tally.lookalikes += 1;
      });
    }
  });

  // The figures docs/SECURITY.md quotes: a case added or removed updates the doc in the same commit.
  it('should hold the 107 phrasings and 53 look-alikes docs/SECURITY.md quotes, at least 40 English and 25 Hindi', () => {
    expect(SECRETS.length).to.equal(107);
    expect(LOOKALIKES.length + LOOKALIKES_HI.length).to.equal(53);
    expect(SECRETS.filter((p) => p.lang === 'en').length).to.be.at.least(40);
    expect(SECRETS.filter((p) => p.lang === 'hi').length).to.be.at.least(25);
    const reasons = new Set(SECRETS.map((p) => p.reason));
    expect([...reasons].sort()).to.deep.equal([
      'api-key',
      'bank',
      'card',
      'cvv',
      'otp',
      'password',
      'pin',
      'secret',
      'ssn',
      'token',
    ]);
  });

  it('should skip Hindi description sentences that say what not to enter, and split at the danda', () => {
    const negative = fieldWith({
      text: 'अपना पिन किसी को न बताएं। यहाँ अपना नाम लिखें।',
      slot: 'description',
      lang: 'hi',
    });
    expect(sensitiveFields([negative], { cues })).to.deep.equal([]);
    const mixed = fieldWith({
      text: 'पुराना पासवर्ड मत लिखें। नया पासवर्ड लिखें।',
      slot: 'description',
      lang: 'hi',
    });
    expect(sensitiveFields([mixed], { cues }).map((entry) => entry.code)).to.deep.equal([
      'password',
    ]);
  });

  // Relies on the runner's timeout, like the English one in sensitive.test.ts: every rule
  // (Hindi and other scripts included) must stay linear on hostile text.
  it('should read long hostile texts in any script in linear time', () => {
    const runs = [
      'पा'.repeat(50_000),
      'आधार '.repeat(20_000),
      ' पिन'.repeat(20_000),
      'a\u0301'.repeat(50_000),
      '\u200B'.repeat(100_000),
      'token '.repeat(20_000) + 'x',
    ];
    const fields = runs.map((text, index) =>
      fieldWith({ text: `${text}${index}`, slot: 'description', lang: 'hi' }),
    );
    const reasons = sensitiveFields(fields, { cues }).map((entry) => entry.code);
    expect(reasons).to.deep.equal(['ssn', 'pin']);
  });
});
