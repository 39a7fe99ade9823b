/**
 * English text of every code the core emits, the fallback of every other locale.
 * Keys are namespaced by issue family: `content.*` (validateContent), `schema.*`
 * (compileSchema), `url.*` (inspectUrl), `result.*` (readInputRequired). Element text
 * (`ui.*`) lives in `@elicit-kit/elements`.
 */
import { formatByteSize } from './bytes.js';

type MessageParams = { readonly [key: string]: string | number };

/** A count and its English noun: `1 option`, `2 options`. */
const counted = (count: number | string | undefined, noun: string) =>
  `${count} ${Number(count) === 1 ? noun : `${noun}s`}`;

export const en = {
  // Content validation (codes from validateContent)
  'content.valueMissing': 'This field is required.',
  'content.tooShort': (p: MessageParams) => `Use at least ${counted(p.min, 'character')}.`,
  'content.tooLong': (p: MessageParams) => `Use at most ${counted(p.max, 'character')}.`,
  'content.rangeUnderflow': 'Enter {min} or more.',
  'content.rangeOverflow': 'Enter {max} or less.',
  'content.rangeUnderflow.exclusive': 'Enter more than {min}.',
  'content.rangeOverflow.exclusive': 'Enter less than {max}.',
  'content.stepMismatch': 'Enter a whole number.',
  'content.stepMismatch.step': 'Enter a multiple of {step}.',
  'content.patternMismatch': 'Enter it in the form the server expects.',
  'content.typeMismatch.email': 'Enter an email address, like name@example.com.',
  'content.typeMismatch.uri': 'Enter a full web address, like https://example.com.',
  'content.typeMismatch.date': 'Enter a real date as YYYY-MM-DD.',
  'content.typeMismatch.date-time': 'Enter a date and time with a time zone.',
  'content.typeMismatch': 'This value has the wrong type.',
  'content.badInput': 'Enter a number.',
  'content.notAnOption': 'Choose one of the offered options.',
  'content.notAnOption.duplicate': 'Choose each option only once.',
  'content.tooFewItems': (p: MessageParams) => `Choose at least ${counted(p.min, 'option')}.`,
  'content.tooManyItems': (p: MessageParams) => `Choose at most ${counted(p.max, 'option')}.`,
  'content.unknownField': 'This field is not part of the form.',

  // Schema issues (codes from compileSchema)
  'schema.schema-not-object': 'The form must be an object schema with properties.',
  'schema.schema-too-large': 'The form is too large to show safely.',
  'schema.property-not-object': 'Field "{name}" is not a schema.',
  'schema.nested-object': 'Field "{name}" is a nested object, which forms cannot contain.',
  'schema.array-not-enum': 'Field "{name}" is a list that is not a choice of options.',
  'schema.unknown-type': 'Field "{name}" has the unsupported type "{type}".',
  'schema.missing-type': 'Field "{name}" has no type.',
  'schema.unsupported-format': 'Field "{name}" has the unsupported format "{format}".',
  'schema.unsupported-keyword': 'Field "{name}" uses "{keyword}", which forms do not support.',
  'schema.ref-not-supported':
    'Field "{name}" refers to another schema ($ref), which forms do not support.',
  'schema.min-above-max': 'Field "{name}" has a lower limit above its upper limit.',
  'schema.bad-bound': 'Field "{name}" has an invalid "{keyword}".',
  'schema.bad-enum': 'Field "{name}" has an invalid list of options.',
  'schema.bad-enum-names': 'Field "{name}" has option names that do not match its options.',
  'schema.bad-option': 'Field "{name}" has an option without a value or a title.',
  'schema.duplicate-option': 'Field "{name}" offers the value "{value}" twice.',
  'schema.too-many-options': 'Field "{name}" has more options than can be shown ({max}).',
  'schema.too-many-fields': 'The form has more fields than can be shown ({max}).',
  'schema.required-missing-property': 'The form requires "{name}", which it does not define.',
  'schema.bad-required': 'The list of required fields is invalid.',
  'schema.bad-default': 'Field "{name}" has a default of the wrong kind; it was ignored.',
  'schema.default-not-option':
    'Field "{name}" has a default that is not one of its options; it was ignored.',
  'schema.ignored-keyword': 'Field "{name}": "{keyword}" is not supported and was ignored.',
  'schema.nullable-optional': 'Field "{name}" also allows null; it is treated as optional.',
  'schema.bad-const': 'Field "{name}" has a fixed value of the wrong kind.',
  'schema.pattern-not-checked':
    'Field "{name}" must match a pattern that cannot be checked here; the server may refuse the answer.',
  'schema.no-schema': 'The server sent no form; this is a request to confirm.',
  'schema.ignored-keyword.root': 'The form: "{keyword}" is not supported and was ignored.',
  'schema.unsupported-keyword.root': 'The form uses "{keyword}", which forms do not support.',
  'schema.ref-not-supported.root':
    'The form refers to another schema ($ref), which forms do not support.',

  // URL warnings (codes from inspectUrl)
  'url.invalid': 'This is not a valid web address.',
  'url.scheme-not-allowed':
    'This link uses "{scheme}", which is not a web address and will not be opened.',
  'url.not-https': 'This page is not secure (no HTTPS). Others may see what you enter.',
  'url.punycode': 'The site name is encoded ({ascii}); it may imitate another site.',
  'url.mixed-script': 'The site name mixes alphabets; it may imitate another site.',
  'url.userinfo': 'The address hides text before "@"; the real site is {host}.',
  'url.ip-literal': 'The site is a bare IP address, not a name.',
  'url.bidi-control': 'The address contains hidden direction characters.',
  'url.very-long': 'The address is unusually long ({length} characters).',
  'url.invisible': 'The address contains invisible characters.',
  'url.local': 'The address points to this computer or the local network.',

  // Result issues (codes from readInputRequired), shown when a round cannot be answered
  'result.not-object': 'The server sent something other than an object at {path}.',
  'result.unknown-result-type': 'The server sent the unknown resultType "{type}".',
  'result.no-input': 'The server asked for input but sent neither inputRequests nor requestState.',
  'result.bad-request-state': 'The server sent a requestState that is not a string.',
  'result.unsupported-method': 'The server asked for the unsupported "{method}" at {path}.',
  'result.bad-mode': 'The server sent a mode that is not a string at {path}.',
  'result.wrong-id': 'The server answered a different request id.',
  'result.input-not-allowed':
    'The server asked for input in answer to "{method}", which cannot ask for input.',
  'result.bad-task': 'The server sent a task without a taskId or a known status.',
  // File fields (SEP-2356) and a misplaced x-mcp-file
  'content.fileTooLarge': (p: MessageParams) =>
    `Choose a file of at most ${formatByteSize(p.max, 'en')}.`,
  'content.fileTypeNotAccepted': 'Choose a file of an accepted type: {accept}.',
  'content.fileUnreadable': 'This file could not be read. Choose it again or choose another file.',
  'schema.file-keyword-ignored':
    'Field "{name}" has x-mcp-file but is not a URI text field; it is not a file field.',
} satisfies { readonly [code: string]: string | ((params: MessageParams) => string) };
