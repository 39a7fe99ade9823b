/**
 * `sensitiveFields`: finds form fields that ask for secrets (passwords, keys, tokens,
 * payment credentials), which servers must not request in form mode (they must use URL
 * mode), so a card can warn the person before they type one.
 */
import { fieldsOf } from './internal/fields.js';
import type { CompiledForm, FieldModel } from './schema/model.js';

/** Why a field looks sensitive. */
export type SensitiveReason =
  | 'password' | 'otp' | 'cvv' | 'card' | 'bank' | 'ssn' | 'pin' | 'api-key' | 'token' | 'secret';

/** A field that looks like it asks for a secret, in the shape of every core finding (`code`, `field`, `params`). */
export interface SensitiveField {
  /** The first rule that matched (same as `reason`). */
  readonly code: SensitiveReason;
  /** The property name (same as `name`). */
  readonly field: string;
  /** Where it matched: `{ source }`. */
  readonly params: { readonly source: SensitiveField['source'] };
  /** The property name. */
  readonly name: string;
  /** The first rule that matched. */
  readonly reason: SensitiveReason;
  /** Where it matched: the property name, the title, or a sentence of the description. */
  readonly source: 'name' | 'title' | 'description';
}

/**
 * Rules over normalised text (lower-case ASCII words joined by single spaces), first match
 * wins: one-time codes before passwords, card codes and national ID cards before card numbers. Words of one
 * compound (`newpassword`, `clientsecret`, `apikey`) are caught where the stem is distinctive.
 */
const RULES: readonly (readonly [SensitiveReason, RegExp])[] = [
  ['otp', /\b(?:t?otp|2 ?fa|mfa|one time (?:pass ?(?:word|code)|code|pin)|(?:verification|authentication|auth|sms|login|\d digit|authenticator(?: app)?|backup|recovery) codes?|code (?:(?:that )?we|i) (?:sent|texted|emailed))\b/],
  ['cvv', /\b(?:cvv2?|cvc2?|csc|card (?:verification|security) (?:code|value|number)|security code)\b/],
  ['password', /pass ?(?:word|wd|phrase|code|wort)|\b(?:pwd|kennwort|senha|wachtwoord|mot de passe|contrasena)\b/],
  ['ssn', /\b(?:ssn|social (?:security|insurance)(?: number)?|aadhaa?r|passport (?:number|no)|national (?:id|identity|identification|insurance)(?: card)? (?:number|no)|pan (?:card|number|no)|tax (?:file|identification) number|driv(?:er s|ers|ing) licen[cs]e (?:number|no))\b/],
  ['card', /\b(?:(?:credit|debit|payment|bank|atm) ?card|card ?(?:number|num|no|nr|details)|cc ?(?:num|number|no)|ccn)\b/],
  ['bank', /\b(?:iban|bank ?account|(?:routing|aba) ?(?:number|num|no)|sort code|(?:^|savings |checking |current )account (?:number|num|no))\b/],
  // `pin code` / `pincode` is the Indian postal code, not a secret.
  ['pin', /\b[mt]?pin\b(?! ?codes?\b)|\bunlock (?:code|pin|pattern)\b/],
  ['api-key', /\b(?:api|access|app|developer|license|licence|product|subscription) ?keys?\b/],
  ['token', /\b(?:access|auth|bearer|refresh|api|session|id|csrf|xsrf|oauth|personal access|security|bot|jwt) ?tokens?\b|\b(?:jwt|bearer)\b|\b(?:session|auth) cookie\b|^(?!.*\b(?:max|min|num|input|output|total|prompt|completion|context|per) token$).*token$/],
  ['secret', /secrets?\b|\b(?:private|signing|encryption|ssh|gpg|pgp|master|root) ?keys?\b|\bcredentials?\b|\b(?:seed|recovery) ?(?:phrase|words)\b|\bmnemonic\b|\bsecurity (?:question|answer)s?\b|\bmaiden name\b/],
];

/** `alternatives` as whole words of text normalised by `words` (space-separated, any script). */
const wholeWords = (alternatives: string) => new RegExp(`(?:^| )(?:${alternatives.normalize('NFD')})(?= |$)`);

/**
 * Cues in other languages, over words of any script (`words`): Hindi and other
 * Devanagari first (nukta dropped, so `फ़्रेज़` reads `फ्रेज`), then a few common
 * words for "password" in other scripts (CJK ones match inside text, which has no spaces).
 * `पिन कोड` (PIN code) is the Indian postal code, `के आधार पर` means "on the basis of",
 * `टोकन संख्या` is a queue number: none of them is a secret.
 */
const WORLD_RULES: readonly (readonly [SensitiveReason, RegExp])[] = [
  ['otp', wholeWords('ओटीपी|वन टाइम (?:पासवर्ड|कोड|पिन)|एक बार का (?:पासवर्ड|कोड)|(?:सत्यापन|वेरिफिकेशन|प्रमाणीकरण|पुष्टिकरण) कोड|код подтверждения')],
  ['cvv', wholeWords('सीवीवी|सीवीसी|(?:कार्ड का )?सुरक्षा कोड')],
  ['password', wholeWords('पासवर्ड|पास वर्ड|पासकोड|पासफ्रेज|कूटशब्द|कूट शब्द|गुप्त ?शब्द|संकेतशब्द|पारण शब्द|contrasena|mot de passe|senha|wachtwoord|hasło|sifre|пароль|كلمة (?:المرور|السر)|סיסמה')],
  ['password', new RegExp('密码|密碼|パスワード|비밀번호|暗証番号'.normalize('NFD'))],
  ['ssn', wholeWords('आधार(?! पर(?: |$))|(?:पैन|पासपोर्ट) (?:कार्ड|नंबर|संख्या)|सामाजिक सुरक्षा (?:संख्या|नंबर)')],
  ['card', wholeWords('(?:कार्ड|डेबिट कार्ड|क्रेडिट कार्ड) (?:नंबर|संख्या|क्रमांक)|(?:डेबिट|क्रेडिट|एटीएम) कार्ड|номер карты')],
  ['bank', wholeWords('(?:बैंक )?खाता (?:संख्या|नंबर|क्रमांक)|बैंक (?:खाता|अकाउंट)|अकाउंट नंबर')],
  ['pin', wholeWords('(?:एम|टी)?पिन(?! कोड(?: |$))|пин')],
  ['api-key', wholeWords('(?:एपीआई|लाइसेंस|एक्सेस) (?:कुंजी|की$)')],
  ['token', wholeWords('(?:एक्सेस|ऑथ|प्रमाणीकरण|बियरर|एपीआई|रिफ्रेश|सेशन|सत्र) टोकन')],
  ['secret', wholeWords('(?:गुप्त|निजी|प्राइवेट|सीक्रेट) (?:कुंजी|की$|कोड|संख्या)|सीक्रेट|(?:सीड|रिकवरी|बीज|स्मरक|पुनर्प्राप्ति) (?:फ्रेज|वाक्यांश|शब्द)')],
];

/** Cues that a sentence tells people what *not* to enter ("do not give us your PIN", "पिन न दें"). */
const NEGATION = /\b(?:not|never|without|avoid|nor)\b|n['’]t\b/;
const WORLD_NEGATION = wholeWords('नहीं|नही|मत|न|ना|बिना|कभी');

/** Zero-width and soft-hyphen characters, dropped before reading (`pass\u200Bword` reads `password`). */
const INVISIBLE = /[\u00ad\u200b-\u200d\u2060\ufeff]/g;

/**
 * Splits camelCase, snake_case, kebab-case and prose into lower-case ASCII words.
 * Linear on any input: `/([A-Z]+)([A-Z][a-z])/` was quadratic on a long run of capitals.
 */
function normalise(text: string): string {
  return text
    .replace(/([a-z\d])([A-Z])/g, '$1 $2')
    .replace(/([A-Z])(?=[A-Z][a-z])/g, '$1 ')
    .toLowerCase()
    .replace(/[^a-z\d]+/g, ' ')
    .trim();
}

/**
 * Splits text in any script into lower-case words joined by single spaces: Latin,
 * Greek and Cyrillic accents and the Devanagari nukta dropped, matras and other marks kept.
 */
function words(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f\u093c]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}

/** The reason of the first rule that matches `text`, if any: English cues, then the others. */
function reasonOf(text: string): SensitiveReason | undefined {
  const visible = text.replace(INVISIBLE, '');
  const ascii = normalise(visible);
  const english = ascii ? RULES.find(([, rule]) => rule.test(ascii))?.[0] : undefined;
  if (english || !/[^\0-\x7f]/.test(visible)) return english;
  const world = words(visible);
  return WORLD_RULES.find(([, rule]) => rule.test(world))?.[0];
}

/** True when a description sentence says what not to enter, in English or Hindi. */
function negated(sentence: string): boolean {
  return NEGATION.test(sentence.toLowerCase()) || (/[^\0-\x7f]/.test(sentence) && WORLD_NEGATION.test(words(sentence)));
}

/** The reason for one field: name and title strongly, description sentence by sentence. */
function inspectField(field: FieldModel): SensitiveField | undefined {
  const { name, kind, label, description } = field;
  // A boolean or a choice among the server's own options cannot carry the person's secret.
  if (kind === 'boolean' || kind === 'select' || kind === 'multiselect') return undefined;
  const sources: [SensitiveField['source'], string][] = [['name', name], ['title', label]];
  if (typeof description === 'string') {
    for (const sentence of description.split(/[.!?;\n।॥]+/)) {
      if (!negated(sentence)) sources.push(['description', sentence]);
    }
  }
  for (const [source, text] of sources) {
    const reason = typeof text === 'string' ? reasonOf(text) : undefined;
    if (reason) return { code: reason, field: name, params: { source }, name, reason, source };
  }
  return undefined;
}

/**
 * Lists the fields that look like they ask for a password, one-time code, card number or
 * code, bank account, national ID number, PIN, API key, token or other secret.
 * The property name and title are matched as they are; the description is matched sentence
 * by sentence, skipping sentences with a negation (`not`, `never`, `don't`, `without`,
 * `avoid`, Hindi `नहीं`, `मत`, `न`, `बिना`). Booleans and selects are never flagged. English
 * and Hindi cues, and "password" in a dozen other languages; a hint for the person, never
 * a verdict that blocks the form. Linear in the length of the text. Never throws.
 */
export function sensitiveFields(form: CompiledForm | readonly FieldModel[]): SensitiveField[] {
  const found: SensitiveField[] = [];
  for (const field of fieldsOf(form) as readonly unknown[]) {
    if (typeof field !== 'object' || field === null || typeof (field as FieldModel).name !== 'string') continue;
    const match = inspectField(field as FieldModel);
    if (match) found.push(match);
  }
  return found;
}
