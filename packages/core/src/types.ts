/**
 * Every shared type of @elicit-kit/core, gathered from the modules they live in (with the
 * functions that make or read them), for the root entry and for importers of `types.js`.
 */
export type { JsonValue, JsonObject } from './internal/json.js';
export type {
  ElicitAction,
  ContentValue,
  ElicitContent,
  ElicitResult,
  RequestedSchema,
  ElicitFormParams,
  ElicitUrlParams,
  ElicitRequestParams,
  ElicitMode,
} from './elicitation.js';
export type {
  JsonRpcId,
  JsonRpcRequest,
  JsonRpcNotification,
  JsonRpcError,
  JsonRpcResultResponse,
  JsonRpcErrorResponse,
  JsonRpcResponse,
} from './mrtr/jsonrpc.js';
export type {
  InputRequiredMethod,
  InputRequest,
  InputRequiredResult,
  InputResponses,
} from './mrtr/input-required.js';
export type { Issue, IssueParams, IssueSeverity } from './issue.js';
export type { SchemaIssue, SchemaIssueCode } from './schema/issues.js';
export type { ContentIssue, ContentIssueCode } from './schema/kinds/content-issues.js';
export type {
  FieldOption,
  StringFormat,
  StringField,
  NumberField,
  BooleanField,
  SelectField,
  MultiSelectField,
  ConstField,
  FileField,
  FieldModel,
  FieldKind,
  FieldOfKind,
  CompiledForm,
} from './schema/model.js';
export type { SchemaLimits } from './schema/limits.js';
