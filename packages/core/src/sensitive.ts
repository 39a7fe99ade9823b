/**
 * `sensitiveFields`: finds form fields that ask for secrets (passwords, keys, tokens,
 * payment credentials), which servers must not request in form mode (they must use URL
 * mode), so a card can warn the person before they type one.
 */
import { shippedSecretCues } from './messages/secret-cues.js';
import { fieldsOf } from './schema/fields.js';
import type { CompiledForm, FieldModel } from './schema/model.js';
import type { Issue } from './issue.js';

import type { SensitiveReason } from './messages/secret-cues.js';

export type { SensitiveReason } from './messages/secret-cues.js';

/** Where a secret cue matched: the property name, the title, or a sentence of the description. */
export type SensitiveSource = 'name' | 'title' | 'description';

/**
 * A field that looks like it asks for a secret. Revision 3: a finding like every other
 * (`Issue`); the Revision 1 copies `name`, `reason` and `source` are gone (read `field`,
 * `code` and `params.source`).
 */
export interface SensitiveField extends Issue<SensitiveReason> {
  /** The first rule that matched. */
  readonly code: SensitiveReason;
  /** The property name. */
  readonly field: string;
  /** Where it matched. */
  readonly params: { readonly source: SensitiveSource };
}

/**
 * Rules over normalised text (lower-case ASCII words joined by single spaces), first match
 * wins: one-time codes before passwords, card codes and national ID cards before card numbers. Words of one
 * compound (`newpassword`, `clientsecret`, `apikey`) are caught where the stem is distinctive.
 */
const RULES: readonly (readonly [SensitiveReason, RegExp])[] = [
  [
    'otp',
    /\b(?:t?otp|2 ?fa|mfa|one time (?:pass ?(?:word|code)|code|pin)|(?:verification|authentication|auth|sms|login|\d digit|authenticator(?: app)?|backup|recovery) codes?|code (?:(?:that )?we|i) (?:sent|texted|emailed))\b/,
  ],
  [
    'cvv',
    /\b(?:cvv2?|cvc2?|csc|card (?:verification|security) (?:code|value|number)|security code)\b/,
  ],
  [
    'password',
    /pass ?(?:word|wd|phrase|code|wort)|\b(?:pwd|kennwort|senha|wachtwoord|mot de passe|contrasena)\b/,
  ],
  [
    'ssn',
    /\b(?:ssn|social (?:security|insurance)(?: number)?|aadhaa?r|passport (?:number|no)|national (?:id|identity|identification|insurance)(?: card)? (?:number|no)|pan (?:card|number|no)|tax (?:file|identification) number|driv(?:er s|ers|ing) licen[cs]e (?:number|no))\b/,
  ],
  [
    'card',
    /\b(?:(?:credit|debit|payment|bank|atm) ?card|card ?(?:number|num|no|nr|details)|cc ?(?:num|number|no)|ccn)\b/,
  ],
  [
    'bank',
    /\b(?:iban|bank ?account|(?:routing|aba) ?(?:number|num|no)|sort code|(?:^|savings |checking |current )account (?:number|num|no))\b/,
  ],
  // `pin code` / `pincode` is the Indian postal code, not a secret.
  ['pin', /\b[mt]?pin\b(?! ?codes?\b)|\bunlock (?:code|pin|pattern)\b/],
  ['api-key', /\b(?:api|access|app|developer|license|licence|product|subscription) ?keys?\b/],
  [
    'token',
    /\b(?:access|auth|bearer|refresh|api|session|id|csrf|xsrf|oauth|personal access|security|bot|jwt) ?tokens?\b|\b(?:jwt|bearer)\b|\b(?:session|auth) cookie\b|^(?!.*\b(?:max|min|num|input|output|total|prompt|completion|context|per) token$).*token$/,
  ],
  [
    'secret',
    /secrets?\b|\b(?:private|signing|encryption|ssh|gpg|pgp|master|root) ?keys?\b|\bcredentials?\b|\b(?:seed|recovery) ?(?:phrase|words)\b|\bmnemonic\b|\bsecurity (?:question|answer)s?\b|\bmaiden name\b/,
  ],
];

/** `alternatives` as whole words of text normalised by `words` (space-separated, any script). */
const wholeWords = (alternatives: string) =>
  new RegExp(`(?:^| )(?:${alternatives.normalize('NFD')})(?= |$)`);

/**
 * Words that name a secret in a language other than English, by reason, as
 * regular-expression alternatives over text normalised by `words` (any script, accents and
 * the Devanagari nukta dropped), plus `negation`: words that make a description sentence say
 * what *not* to enter. A locale carries its own in its message file as `secret.<reason>` and
 * `secret.negation`; those of every language the kit ships (Hindi) are always read, and
 * `secretCues` of `@elicit-kit/core/messages` gathers those of the registered locales.
 */
export type SecretCues = { readonly [reason in SensitiveReason | 'negation']?: string };

/** Options of `sensitiveFields`. */
export interface SensitiveFieldsOptions {
  /**
   * Cues of other languages (from `secretCues()`), read after the built-in ones. Compiled
   * once per object: pass a new object, not a changed one, for other cues.
   */
  readonly cues?: SecretCues;
}

/**
 * The cues of every language the kit ships, whatever catalog a host registered: whether a
 * field looks like a password must not depend on the language the kit is displayed in.
 */
const shippedCue = (key: SensitiveReason | 'negation') =>
  shippedSecretCues.map((entries) => entries[`secret.${key}`]);

/**
 * Built in: "password" and a few other words in scripts no locale of the kit ships (CJK
 * ones match inside text, which has no spaces). `contrasena` is `contraseña` once its accent is gone.
 */
const WORLD: SecretCues = {
  otp: 'код подтверждения',
  password:
    'contrasena|mot de passe|senha|wachtwoord|hasło|sifre|пароль|كلمة (?:المرور|السر)|סיסמה',
  card: 'номер карты',
  pin: 'пин',
};
const CJK_PASSWORD = new RegExp('密码|密碼|パスワード|비밀번호|暗証番号'.normalize('NFD'));

interface WorldRules {
  readonly rules: readonly (readonly [SensitiveReason, RegExp])[];
  readonly negation?: RegExp;
}

/** Alternatives joined, each distinct one once (a registered locale may repeat the shipped cues). */
const joined = (alternatives: readonly (string | undefined)[]) =>
  [...new Set(alternatives.filter(Boolean))].join('|');

/** The built-in words, the shipped languages' and `cues`, as rules in the order of the English ones (first match wins). */
function worldRules(cues: SecretCues = {}): WorldRules {
  const rules: (readonly [SensitiveReason, RegExp])[] = [];
  // The reasons in the English rules' order: where several match, the same one wins.
  for (const [reason] of RULES) {
    const alternatives = joined([WORLD[reason], ...shippedCue(reason), cues[reason]]);
    if (alternatives) rules.push([reason, wholeWords(alternatives)]);
    if (reason === 'password') rules.push([reason, CJK_PASSWORD]);
  }
  const negation = joined([...shippedCue('negation'), cues.negation]);
  return { rules, negation: negation ? wholeWords(negation) : undefined };
}
/** The built-in and shipped words alone, compiled on first need (never, for forms in ASCII). */
let builtIn: WorldRules | undefined;
/** The rules of each `cues` object passed in, compiled once: the elements pass the same one for every form. */
const compiledCues = new WeakMap<SecretCues, WorldRules>();

/**
 * The rules of other languages for `cues`, compiled the first time text outside ASCII asks
 * for them: an ASCII form (most) never builds them, and the cold start evaluates none.
 */
function worldOf(cues: SecretCues | undefined): () => WorldRules {
  return () => {
    if (!cues) return (builtIn ??= worldRules());
    let world = compiledCues.get(cues);
    if (!world) compiledCues.set(cues, (world = worldRules(cues)));
    return world;
  };
}

/** Cues that a sentence tells people what *not* to enter ("do not give us your PIN"). */
const NEGATION = /\b(?:not|never|without|avoid|nor)\b|n['’]t\b/;

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
function reasonOf(text: string, world: () => WorldRules): SensitiveReason | undefined {
  const visible = text.replace(INVISIBLE, '');
  const ascii = normalise(visible);
  // No rule matches empty text (a name in another script normalises to ''). Loops, not `find`
  // with an arrow: an arrow made on every call and run for every rule was optimised again on
  // every ask after a garbage collection, in the background, while the ask waited.
  for (const rule of RULES) if (rule[1].test(ascii)) return rule[0];
  if (!/[^\0-\x7f]/.test(visible)) return undefined;
  const normalised = words(visible);
  for (const rule of world().rules) if (rule[1].test(normalised)) return rule[0];
  return undefined;
}

/** True when a description sentence says what not to enter, in English or a registered language. */
function negated(sentence: string, world: () => WorldRules): boolean {
  if (NEGATION.test(sentence.toLowerCase())) return true;
  const negation = /[^\0-\x7f]/.test(sentence) ? world().negation : undefined;
  return !!negation && negation.test(words(sentence));
}

/** The reason for one field: name and title strongly, description sentence by sentence. */
function inspectField(field: FieldModel, world: () => WorldRules): SensitiveField | undefined {
  const { name, kind, label, description } = field;
  // A boolean or a choice among the server's own options cannot carry the person's secret.
  if (kind === 'boolean' || kind === 'select' || kind === 'multiselect') return undefined;
  const sources: [SensitiveSource, string][] = [
    ['name', name],
    ['title', label],
  ];
  if (typeof description === 'string') {
    for (const sentence of description.split(/[.!?;\n।॥]+/)) {
      if (!negated(sentence, world)) sources.push(['description', sentence]);
    }
  }
  for (const source of sources) {
    const reason = typeof source[1] === 'string' ? reasonOf(source[1], world) : undefined;
    if (reason) return { code: reason, field: name, params: { source: source[0] } };
  }
  return undefined;
}

/**
 * Lists the fields that look like they ask for a password, one-time code, card number or
 * code, bank account, national ID number, PIN, API key, token or other secret.
 * The property name and title are matched as they are; the description is matched sentence
 * by sentence, skipping sentences with a negation (`not`, `never`, `don't`, `without`,
 * `avoid`, and a registered language's `secret.negation`). Booleans and selects are never
 * flagged. English cues, those of every language the kit ships (Hindi) and "password" in
 * a dozen other languages are built in, whatever locale is registered; other languages'
 * cues come in `options.cues` (`secretCues()` gathers those of the registered locales).
 * A hint for the person, never a verdict that blocks the form.
 * Linear in the length of the text. Never throws.
 */
export function sensitiveFields(
  form: CompiledForm | readonly FieldModel[],
  options: SensitiveFieldsOptions = {},
): SensitiveField[] {
  const world = worldOf(options.cues);
  const found: SensitiveField[] = [];
  for (const field of fieldsOf(form) as readonly unknown[]) {
    if (
      typeof field !== 'object' ||
      field === null ||
      typeof (field as FieldModel).name !== 'string'
    )
      continue;
    const match = inspectField(field as FieldModel, world);
    if (match) found.push(match);
  }
  return found;
}
