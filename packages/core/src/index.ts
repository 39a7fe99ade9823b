/**
 * @elicit-kit/core — framework-free MCP elicitation: compile `requestedSchema`s,
 * validate answers, shape `ElicitResult`s and drive Multi Round-Trip Requests.
 */
export type * from './types.js';

// Schemas and answers
export { compileSchema, DEFAULT_LIMITS } from './schema/compile.js';
export { defaultContent } from './schema/defaults.js';
export { labelFromKey } from './schema/label.js';
export { validateContent } from './validate/validate.js';
export { isEmail, isUri, isDate, isDateTime } from './schema/kinds/formats.js';
export { acceptsFile, mediaTypeOfName, readDataUri } from './schema/kinds/data-uri.js';
export type { DataUri } from './schema/kinds/data-uri.js';
export { accept, decline, cancel } from './results.js';
export { askMode } from './elicitation.js';
export {
  defaultTimeZone,
  localDateTimeToWire,
  wireDateTimeToLocal,
  timeZoneLabel,
  timeZoneOffset,
  wireDateOf,
} from './convert.js';
export type { DateTimeWireOptions } from './convert.js';
export { parseLocaleNumber, formatLocaleNumber } from './locale-number.js';
export type { ParsedNumber } from './locale-number.js';

// Time and withdrawal: one signal per ask
export { askSignal, endedBy } from './ask-signal.js';
export type { AskEnd, AskSignalOptions } from './ask-signal.js';

// URLs and secrets
export { MAX_URL_LENGTH, inspectUrl } from './url/inspect.js';
export type {
  InspectUrlOptions,
  UrlInspection,
  UrlWarning,
  UrlWarningCode,
} from './url/inspect.js';
export { sensitiveFields } from './sensitive.js';
export type {
  SecretCues,
  SensitiveField,
  SensitiveFieldsOptions,
  SensitiveReason,
  SensitiveSource,
} from './sensitive.js';

// Legacy push (2025-11-25 and older)
export {
  URL_ELICITATION_REQUIRED,
  answerLegacyRequest,
  elicitationCompleteNotification,
  readElicitationComplete,
  readUrlElicitationRequired,
} from './legacy.js';
export type { LegacyAnswer, LegacyContext, LegacyOptions } from './legacy.js';

// Round trips (2026-07-28)
export {
  PROTOCOL_VERSION,
  PROTOCOL_VERSION_META_KEY,
  CLIENT_CAPABILITIES_META_KEY,
  CLIENT_INFO_META_KEY,
  requestMeta,
  declaredModes,
  ACCEPT_LANGUAGE_META_KEY,
  CONTENT_LANGUAGE_META_KEY,
  acceptLanguage,
  languageTags,
  contentLanguageOf,
} from './mrtr/meta.js';
export type { ClientInfo, LanguageOptions, RequestMetaOptions } from './mrtr/meta.js';
export { readInputRequired } from './mrtr/read.js';
export type {
  InputEntry,
  InputEntryMethod,
  ReadResult,
  ResultIssue,
  ResultIssueCode,
} from './mrtr/read.js';
export { retryRequest } from './mrtr/retry.js';
export type { RetryInput, RetryOptions } from './mrtr/retry.js';
export { callWithInput } from './mrtr/call.js';
export type {
  AnswerInput,
  CallOptions,
  HostHandler,
  RetryContext,
  RoundContext,
  Send,
} from './mrtr/contract.js';
export { readTask, declareTasks } from './mrtr/tasks.js';
export type { SavedTask, TaskInfo, TaskMemory, TaskOptions, TaskStatus } from './mrtr/contract.js';
export { createHttpTransport } from './mrtr/http.js';
export { encodeHeaderValue } from './mrtr/header-value.js';
export { readToolHeaders, paramHeaders } from './mrtr/tool-headers.js';
export type {
  ToolHeader,
  ToolHeaderIssue,
  ToolHeaderIssueCode,
  ToolHeaders,
} from './mrtr/tool-headers.js';
export { createSseParser } from './mrtr/sse.js';
export type { SseEvent, SseParser } from './mrtr/sse.js';
export type { ExcludedTool, HttpTransportOptions } from './mrtr/http.js';
export { keepRawElicitations } from './mrtr/raw-asks.js';
export type { KeepRawOptions, MessageTransport, RawElicitations } from './mrtr/raw-asks.js';
export {
  RoundTripError,
  RoundsExceededError,
  UndeclaredModeError,
  UnsupportedInputRequestError,
  UnansweredInputError,
  InvalidAnswerError,
  InvalidResultError,
  RpcError,
  DuplicateIdError,
  HttpError,
  ConnectionError,
  UnsupportedVersionError,
  TasksRequiredError,
  TaskError,
  TaskFailedError,
  TaskCancelledError,
  TaskExpiredError,
  TaskStuckError,
} from './mrtr/errors.js';
export type { RoundTripErrorCode } from './mrtr/errors.js';

// Text for all of these: `@elicit-kit/core/messages` (formatIssue, formatMessage, addMessages),
// kept out of this entry so that importing the core never pulls a catalog.
