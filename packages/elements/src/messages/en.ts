/**
 * English element text (`ui.*`), the fallback of every other locale. Registered into the
 * core's message registry the first time an element needs text (`./text.ts`), under any
 * overrides a host registered before.
 */
import { formatByteSize, type MessageParams } from '@elicit-kit/core/messages';

const plural = (count: number | string | undefined, one: string, many: string) =>
  Number(count) === 1 ? one : many;

export const en = {
  'ui.serverAsks': '{server} asks',
  'ui.unknownServer': 'An MCP server',
  'ui.review': 'Review',
  'ui.send': 'Send',
  'ui.edit': 'Edit',
  'ui.decline': 'Decline',
  'ui.cancel': 'Cancel',
  'ui.confirm': 'Confirm',
  'ui.required': 'required',
  'ui.unset': 'Not set',
  'ui.yes': 'Yes',
  'ui.no': 'No',
  'ui.filter': 'Filter options',
  'ui.noMatches': 'No options match.',
  // `count` decides the plural; `formatted` (when given) is the count as the locale writes it.
  'ui.selectedCount': (p: MessageParams) =>
    `${p.formatted ?? p.count} ${plural(p.count, 'option', 'options')} selected`,
  'ui.shownCount': 'Showing {shown} of {total}',
  'ui.selected': 'Selected: {label}',
  'ui.remove': 'Remove {label}',
  'ui.ignoredIssues': (p: MessageParams) =>
    `${p.count} ${plural(p.count, 'part', 'parts')} of this request ${plural(p.count, 'was', 'were')} adjusted or ignored.`,
  'ui.timeZone': 'Time zone: {zone}',
  'ui.timeZoneLabel': '{zone} (UTC{offset})',
  'ui.reviewTitle': 'Review what will be sent',
  'ui.reviewEmpty': 'Nothing will be sent but your confirmation.',
  'ui.notSent': 'not sent',
  'ui.errorSummary': (p: MessageParams) =>
    `${p.count} ${plural(p.count, 'field needs', 'fields need')} attention.`,
  'ui.cannotRender': 'This request cannot be shown safely. You can decline or cancel it.',
  'ui.confirmOnly': 'The server asks you to confirm. No data will be sent.',
  'ui.sensitive':
    'This looks like a secret (password, key, token or card). Servers must not ask for it in a form: consider declining.',
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
  'ui.urlOpenHint':
    'Nothing opened? Your browser may have blocked it: copy the address and open it yourself.',
  'ui.copyFailed': 'Copying did not work. The address is selected: copy it with your keyboard.',
  'ui.unsupportedMode':
    'This request uses the "{mode}" mode, which this app cannot show. You can decline or cancel it.',
  'ui.roundIntro': (p: MessageParams) =>
    `${p.server} has ${p.count} ${plural(p.count, 'request', 'requests')}.`,
  'ui.answered': 'Answered',
  'ui.declined': 'Declined',
  'ui.hostHandled': 'Handled by the app: {method}',
  'ui.roundWaiting': 'The server is still working on this. You can retry now or cancel.',
  'ui.sendFailed': 'Your answers could not be sent. Nothing is lost: retry, or cancel.',
  'ui.retryNow': 'Retry',
  'ui.roundErrorSummary': (p: MessageParams) =>
    `${p.count} ${plural(p.count, 'request needs', 'requests need')} attention.`,
  'ui.roundUrlPending': 'Open the page, or decline this request.',
  'ui.roundHostPending': 'The app has not answered this request yet.',
  'ui.roundInvalid': 'The server sent a request that cannot be answered:',
  'ui.timeLeft': 'Time left to answer: {time}',
  'ui.minuteLeft': '1 minute left to answer.',
  'ui.secondsLeft': '{count} seconds left to answer.',
  'ui.expired': 'This request expired: nothing was sent. What you entered is still here to copy.',
  'ui.withdrawn':
    'This request was withdrawn: nothing was sent. What you entered is still here to copy.',
  'ui.answered-elsewhere': 'This request was answered elsewhere: nothing was sent from here.',
  'ui.timeLeftFrom': 'The request from {server} closes at {until}: {time} left',
  'ui.close': 'Close',
  'ui.relayOffline': 'The connection to the app was lost. Reconnecting…',
  'ui.relayUnavailable':
    'The app cannot take answers right now. Nothing is lost: it reconnects by itself.',
  'ui.relayRejected': 'The app did not accept this answer: {fields}. Correct it and send it again.',
  'ui.relaySendFailed': 'Your answer could not be sent. Nothing is lost: send it again.',
  'ui.relayTooLargeAny':
    'Your answer is larger than the app takes. Choose a smaller file and send it again.',
  'ui.relayTooLarge': (p: MessageParams) =>
    `Your answer is larger than the app takes (at most ${formatByteSize(p['bytes'], 'en')}, files included). Choose a smaller file and send it again.`,
  'ui.relayTaken': 'This request was already answered, or it ended.',
  'ui.receiptSent': 'Sent: {fields}',
  'ui.receipt-accept': 'Accepted',
  'ui.receipt-cancel': 'Cancelled',
  'ui.receipt-expired': 'Expired: nothing was sent',
  'ui.receipt-withdrawn': 'Withdrawn: nothing was sent',
  'ui.receipt-answered-elsewhere': 'Answered elsewhere: nothing was sent from here',
  'ui.hidden': 'hidden',
  'ui.reveal': 'Show',
  'ui.rules': 'Allowed: {rules}.',
  'ui.rule.min': '{min} or more',
  'ui.rule.above': 'more than {min}',
  'ui.rule.max': '{max} or less',
  'ui.rule.below': 'less than {max}',
  'ui.rule.step': 'a multiple of {step}',
  'ui.queued': (p: MessageParams) =>
    `${p.count} more ${plural(p.count, 'request', 'requests')} waiting`,
  // File fields (SEP-2356)
  'ui.fileChoose': 'Choose a file',
  'ui.fileDrop': 'or drop it here',
  'ui.fileAccepted': 'Accepted: {types}.',
  'ui.fileUpTo': (p: MessageParams) => `Up to ${formatByteSize(p.bytes, 'en')}.`,
  'ui.fileChosen': (p: MessageParams) =>
    `Chosen: ${p.name} (${p.type}, ${formatByteSize(p.bytes, 'en')})`,
  'ui.fileReading': 'Reading {name}…',
  'ui.fileAgain': (p: MessageParams) =>
    `${p.name} (${formatByteSize(p.bytes, 'en')}) was chosen before. Choose it again: drafts never keep files.`,
  'ui.fileRemove': 'Remove file',
  'ui.fileLoading': 'Getting the file picker ready…',
  'ui.fileLoadFailed': 'The file picker could not load. Reload the page to try again.',
  'ui.fileSent': (p: MessageParams) => `${p.name} (${formatByteSize(p.bytes, 'en')})`,
} satisfies { readonly [code: string]: string | ((params: MessageParams) => string) };

/** The codes of element text. */
export type UiMessageCode = keyof typeof en;
