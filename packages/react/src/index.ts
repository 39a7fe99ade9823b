/**
 * @elicit-kit/react — typed React components over the elicit-kit elements, and a hook for
 * the modal `showElicitation`. Importing it registers the `elicit-*` tags (guarded).
 */
export { ElicitForm, ElicitRequest, ElicitRound, ElicitUrlConsent } from './components.js';
export { useShowElicitation, type ShowElicitation } from './use-show-elicitation.js';
export {
  useElicitationQueue,
  type ElicitationQueue,
  type ElicitationQueueOptions,
} from './use-elicitation-queue.js';
export { useAnswerWithRound, type RoundAnswerer } from './use-answer-with-round.js';
export { useRelay, type RelayView } from './use-relay.js';
export { registerElements } from './register.js';
export type { ElementHolder, ElementRef } from './element-ref.js';
export type {
  ElicitChangeEvent,
  ElicitResponseEvent,
  ElicitRoundEvent,
  ElicitUrlDoneEvent,
  ElicitRoundDetail,
  ShowElicitationOptions,
  ConnectRelayOptions,
  RelayAskInfo,
  RelayConnection,
  RelayPlace,
  RelaySettings,
} from '@elicit-kit/elements';
export type { ElicitRequestParams, ElicitResult, InputRequiredResult } from '@elicit-kit/core';
