/**
 * @elicit-kit/elements — accessible lit components for MCP elicitation. Importing this
 * module registers nothing; import `@elicit-kit/elements/define` to register the tags.
 */
export { ElicitElement } from './internal/elicit-element.js';
export { ElicitForm } from './form/elicit-form.js';
export { DEFAULT_MAX_FILE_SIZE, setMaxFileSize } from './form/fields/file-size.js';
export { ElicitUrlConsent } from './url-consent/elicit-url-consent.js';
export { ElicitRound } from './round/elicit-round.js';
export { ElicitRequest } from './request/elicit-request.js';
export { ElicitDialog } from './dialog/elicit-dialog.js';
export { showElicitation } from './dialog/show-elicitation.js';
export { answerWithRound, RoundCancelledError } from './round/answer-with-round.js';
export type { AnswerWithRoundOptions } from './round/answer-with-round.js';
export { taskMemory } from './round/task-memory.js';
export type { ShowElicitationOptions } from './dialog/show-elicitation.js';
export {
  connectRelay,
  type ConnectRelayOptions,
  type RelayAskInfo,
  type RelayConnection,
  type RelayPlace,
  type RelaySettings,
} from './relay/connect-relay.js';
export { ElicitResponseEvent } from './events/elicit-response.js';
export { ElicitRoundEvent } from './events/elicit-round.js';
export type { ElicitRoundDetail } from './events/elicit-round.js';
export { ElicitUrlDoneEvent } from './events/elicit-url-done.js';
export { ElicitChangeEvent } from './events/elicit-change.js';
export { ElicitDismissEvent } from './events/elicit-dismiss.js';
export type { AskSettings, CardEnded } from './internal/ask-settings.js';
export { themeStyles } from './styles/theme.styles.js';
export { cardTags, defineTags } from './tags.js';
export type { TagEntry } from './tags.js';
