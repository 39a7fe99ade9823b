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
 * wins: one-time codes before passwords, card codes before card numbers. Words of one
 * compound (`newpassword`, `clientsecret`, `apikey`) are caught where the stem is distinctive.
 */
const RULES: readonly (readonly [SensitiveReason, RegExp])[] = [
  ['otp', /\b(?:t?otp|2fa|mfa|one time (?:pass ?(?:word|code)|code|pin)|(?:verification|authentication|auth|sms|login) code)\b/],
  ['cvv', /\b(?:cvv2?|cvc2?|csc|card (?:verification|security) (?:code|value|number)|security code)\b/],
  ['password', /pass ?(?:word|wd|phrase|code)|\bpwd\b/],
  ['card', /\b(?:(?:credit|debit|payment|bank) ?card|card ?(?:number|num|no|nr|details)|cc ?(?:num|number|no)|ccn)\b/],
  ['bank', /\b(?:iban|bank ?account|routing ?(?:number|num|no))\b/],
  ['ssn', /\b(?:ssn|social (?:security|insurance)|aadhaa?r)\b/],
  // `pin code` / `pincode` is the Indian postal code, not a secret.
  ['pin', /\b[mt]?pin\b(?! ?codes?\b)/],
  ['api-key', /\b(?:api|access|app|developer|license|licence|product|subscription) ?keys?\b/],
  ['token', /\b(?:access|auth|bearer|refresh|api|session|id|csrf|xsrf|oauth|security|bot|jwt) ?tokens?\b|\b(?:jwt|bearer)\b|^(?!.*\b(?:max|min|num|input|output|total|prompt|completion|context|per) token$).*token$/],
  ['secret', /secrets?\b|\b(?:private|signing|encryption|ssh|gpg|pgp|master|root) ?keys?\b|\bcredentials?\b|\b(?:seed|recovery) ?(?:phrase|words)\b|\bmnemonic\b/],
];

/** Cues that a sentence tells people what *not* to enter ("do not give us your PIN"). */
const NEGATION = /\b(?:not|never|without|avoid|nor)\b|n['’]t\b/;

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

/** The reason of the first rule that matches `text`, if any. */
function reasonOf(text: string): SensitiveReason | undefined {
  const words = normalise(text);
  // No rule matches empty text, so text without words finds nothing.
  return RULES.find(([, rule]) => rule.test(words))?.[0];
}

/** The reason for one field: name and title strongly, description sentence by sentence. */
function inspectField(field: FieldModel): SensitiveField | undefined {
  const { name, kind, label, description } = field;
  // A boolean or a choice among the server's own options cannot carry the person's secret.
  if (kind === 'boolean' || kind === 'select' || kind === 'multiselect') return undefined;
  const sources: [SensitiveField['source'], string][] = [['name', name], ['title', label]];
  if (typeof description === 'string') {
    for (const sentence of description.split(/[.!?;\n]+/)) {
      if (!NEGATION.test(sentence.toLowerCase())) sources.push(['description', sentence]);
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
 * `avoid`). Booleans and selects are never flagged. English cues only; a hint for the
 * person, never a verdict that blocks the form. Never throws.
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
