/**
 * The secret cues of every language the kit ships beyond English, as locale-file entries.
 * Core `sensitiveFields` always checks them, whatever locale a host registered: a warning
 * that a field looks like a password must not depend on the language the kit is displayed
 * in. The Hindi locale file carries the same entries, so `secretCues()` lists them too.
 */

/** Why a field looks sensitive. */
export type SensitiveReason =
  'password' | 'otp' | 'cvv' | 'card' | 'bank' | 'ssn' | 'pin' | 'api-key' | 'token' | 'secret';

/**
 * The non-English secret cues a locale file may carry beside its text (`secret.password`,
 * …, `secret.negation`): regular-expression alternatives, read by `secretCues`.
 */
export type SecretCueEntries = {
  readonly [key in `secret.${SensitiveReason | 'negation'}`]?: string;
};

// Secret cues for sensitiveFields (regular-expression alternatives over words; the nukta is
// dropped before matching, so `फ़्रेज़` is written `फ्रेज`). `पिन कोड` (PIN code) is the Indian
// postal code, `के आधार पर` means "on the basis of": neither is a secret.
export const hiSecretCues: SecretCueEntries = {
  'secret.otp':
    'ओटीपी|वन टाइम (?:पासवर्ड|कोड|पिन)|एक बार का (?:पासवर्ड|कोड)|(?:सत्यापन|वेरिफिकेशन|प्रमाणीकरण|पुष्टिकरण) कोड',
  'secret.cvv': 'सीवीवी|सीवीसी|(?:कार्ड का )?सुरक्षा कोड',
  'secret.password': 'पासवर्ड|पास वर्ड|पासकोड|पासफ्रेज|कूटशब्द|कूट शब्द|गुप्त ?शब्द|संकेतशब्द|पारण शब्द',
  'secret.ssn': 'आधार(?! पर(?: |$))|(?:पैन|पासपोर्ट) (?:कार्ड|नंबर|संख्या)|सामाजिक सुरक्षा (?:संख्या|नंबर)',
  'secret.card': '(?:कार्ड|डेबिट कार्ड|क्रेडिट कार्ड) (?:नंबर|संख्या|क्रमांक)|(?:डेबिट|क्रेडिट|एटीएम) कार्ड',
  'secret.bank': '(?:बैंक )?खाता (?:संख्या|नंबर|क्रमांक)|बैंक (?:खाता|अकाउंट)|अकाउंट नंबर',
  'secret.pin': '(?:एम|टी)?पिन(?! कोड(?: |$))',
  'secret.api-key': '(?:एपीआई|लाइसेंस|एक्सेस) (?:कुंजी|की$)',
  'secret.token': '(?:एक्सेस|ऑथ|प्रमाणीकरण|बियरर|एपीआई|रिफ्रेश|सेशन|सत्र) टोकन',
  'secret.secret':
    '(?:गुप्त|निजी|प्राइवेट|सीक्रेट) (?:कुंजी|की$|कोड|संख्या)|सीक्रेट|(?:सीड|रिकवरी|बीज|स्मरक|पुनर्प्राप्ति) (?:फ्रेज|वाक्यांश|शब्द)',
  'secret.negation': 'नहीं|नही|मत|न|ना|बिना|कभी',
};

/** Every shipped language's cues, read by `sensitiveFields` (a new shipped language adds its own here). */
export const shippedSecretCues: readonly SecretCueEntries[] = [hiSecretCues];
