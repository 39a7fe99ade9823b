/**
 * English messages, the built-in locale and the fallback of every other.
 * Keys are namespaced: `content.*` validation, `schema.*` schema issues, `url.*` URL
 * warnings, `ui.*` element text. Other locales translate any subset of these keys.
 */
import type { MessageParams } from './catalog.js';

const plural = (count: number | string | undefined, one: string, many: string) =>
  Number(count) === 1 ? one : many;

export const en = {
  // Content validation (codes from validateContent)
  'content.valueMissing': 'This field is required.',
  'content.tooShort': (p: MessageParams) =>
    `Use at least ${p.min} ${plural(p.min, 'character', 'characters')}.`,
  'content.tooLong': (p: MessageParams) =>
    `Use at most ${p.max} ${plural(p.max, 'character', 'characters')}.`,
  'content.rangeUnderflow': 'Enter {min} or more.',
  'content.rangeOverflow': 'Enter {max} or less.',
  'content.stepMismatch': 'Enter a whole number.',
  'content.typeMismatch.email': 'Enter an email address, like name@example.com.',
  'content.typeMismatch.uri': 'Enter a full web address, like https://example.com.',
  'content.typeMismatch.date': 'Enter a real date as YYYY-MM-DD.',
  'content.typeMismatch.date-time': 'Enter a date and time with a time zone.',
  'content.typeMismatch': 'This value has the wrong type.',
  'content.badInput': 'Enter a number.',
  'content.notAnOption': 'Choose one of the offered options.',
  'content.notAnOption.duplicate': 'Choose each option only once.',
  'content.tooFewItems': (p: MessageParams) =>
    `Choose at least ${p.min} ${plural(p.min, 'option', 'options')}.`,
  'content.tooManyItems': (p: MessageParams) =>
    `Choose at most ${p.max} ${plural(p.max, 'option', 'options')}.`,
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
  'schema.ref-not-supported': 'Field "{name}" refers to another schema ($ref), which forms do not support.',
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
  'schema.default-not-option': 'Field "{name}" has a default that is not one of its options; it was ignored.',
  'schema.ignored-keyword': 'Field "{name}": "{keyword}" is not supported and was ignored.',
  'schema.nullable-optional': 'Field "{name}" also allows null; it is treated as optional.',
  'schema.no-schema': 'The server sent no form; this is a request to confirm.',

  // URL warnings (codes from inspectUrl)
  'url.invalid': 'This is not a valid web address.',
  'url.scheme-not-allowed': 'This link uses "{scheme}", which is not a web address and will not be opened.',
  'url.not-https': 'This page is not secure (no HTTPS). Others may see what you enter.',
  'url.punycode': 'The site name is encoded ({ascii}); it may imitate another site.',
  'url.mixed-script': 'The site name mixes alphabets; it may imitate another site.',
  'url.userinfo': 'The address hides text before "@"; the real site is {host}.',
  'url.ip-literal': 'The site is a bare IP address, not a name.',
  'url.bidi-control': 'The address contains hidden direction characters.',
  'url.very-long': 'The address is unusually long ({length} characters).',
  'url.invisible': 'The address contains invisible characters.',
  'url.local': 'The address points to this computer or the local network.',

  // Round trips (MRTR results, round-trip errors, legacy error responses)
  'round.not-object': 'The server sent something other than an object at {path}.',
  'round.unknown-result-type': 'The server sent the unknown resultType "{type}".',
  'round.no-input': 'The server asked for input but sent neither inputRequests nor requestState.',
  'round.bad-request-state': 'The server sent a requestState that is not a string.',
  'round.unsupported-method': 'The server asked for the unsupported "{method}" at {path}.',
  'round.bad-mode': 'The server sent a mode that is not a string at {path}.',
  'round.rounds-exceeded': 'The server still asked for input after {rounds} rounds.',
  'round.undeclared-mode': 'The server asked for "{mode}" mode, which this client did not declare.',
  'round.unanswered-input': 'No answer was given for {keys}.',
  'round.invalid-answer': 'The answer for "{key}" is not a valid result.',
  'round.unsupported-input-request': 'The server asked for "{method}", which this app does not handle.',
  'round.invalid-result': 'The server sent an invalid result. {issues}',
  'round.rpc-error': 'The server answered with error {rpcCode}: {rpcMessage}',
  'round.duplicate-id': 'The request id {id} was already used in this call.',
  'round.http-error': 'The server answered with HTTP status {status} and no JSON-RPC response.',
  'round.not-request': 'The message is not a JSON-RPC request.',
  'round.method-not-found': 'The method "{method}" is not handled here.',
  'round.bad-params': 'The elicitation request is invalid: {reason}',

  // Element text
  'ui.serverAsks': '{server} asks',
  'ui.unknownServer': 'An MCP server',
  'ui.accept': 'Submit',
  'ui.review': 'Review',
  'ui.send': 'Send',
  'ui.edit': 'Edit',
  'ui.decline': 'Decline',
  'ui.cancel': 'Cancel',
  'ui.confirm': 'Confirm',
  'ui.required': 'required',
  'ui.optional': 'optional',
  'ui.unset': 'Not set',
  'ui.yes': 'Yes',
  'ui.no': 'No',
  'ui.filter': 'Filter options',
  'ui.noMatches': 'No options match.',
  'ui.selectedCount': (p: MessageParams) =>
    `${p.count} ${plural(p.count, 'option', 'options')} selected`,
  'ui.shownCount': 'Showing {shown} of {total}',
  'ui.timeZone': 'Time zone: {zone}',
  'ui.timeZoneLabel': '{zone} (UTC{offset})',
  'ui.reviewTitle': 'Review what will be sent',
  'ui.reviewEmpty': 'Nothing will be sent but your confirmation.',
  'ui.notSent': 'not sent',
  'ui.errorSummary': (p: MessageParams) =>
    `${p.count} ${plural(p.count, 'field needs', 'fields need')} attention.`,
  'ui.cannotRender': 'This request cannot be shown safely. You can decline or cancel it.',
  'ui.confirmOnly': 'The server asks you to confirm. No data will be sent.',
  'ui.sensitive': 'This looks like a secret (password, key, token or card). Servers must not ask for it in a form: consider declining.',
  'ui.sending': 'Sending…',
  'ui.urlIntro': '{server} wants to open this page:',
  'ui.urlHost': 'Site: {host}',
  'ui.urlHostAscii': 'Encoded as: {ascii}',
  'ui.urlConsent': 'I want to open this page',
  'ui.open': 'Open page',
  'ui.copy': 'Copy address',
  'ui.copied': 'Address copied.',
  'ui.popupBlocked': 'The page could not be opened. Copy the address and open it yourself.',
  'ui.done': "I'm done",
  'ui.retry': 'Open again',
  'ui.urlOpened': 'The page is open in a new tab. Come back here when you are done.',
  'ui.roundIntro': (p: MessageParams) =>
    `${p.server} has ${p.count} ${plural(p.count, 'request', 'requests')}.`,
  'ui.answered': 'Answered',
  'ui.declined': 'Declined',
  'ui.pending': 'Not answered yet',
  'ui.hostHandled': 'Handled by the app: {method}',
  'ui.close': 'Close',
} satisfies { readonly [code: string]: string | ((params: MessageParams) => string) };
