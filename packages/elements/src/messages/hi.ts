/**
 * Hindi (हिन्दी) for everything the kit shows: the core's codes and the element text
 * (typed complete: a missing code fails to compile). One call registers it all:
 * `addMessages('hi', hi)`. Polite `आप` register; UI text avoids verbs that agree with the
 * reader's gender; CLDR counts 0 and 1 as singular.
 */
import { formatByteSize, type Catalog, type MessageParams } from '@elicit-kit/core/messages';
import { hi as core } from '@elicit-kit/core/messages/hi';
import type { UiMessageCode } from './en.js';

/** CLDR Hindi "one": integer part 0, or exactly 1. */
const one = (count: number | string | undefined) =>
  Math.trunc(Number(count)) === 0 || Number(count) === 1;

const ui: Catalog<UiMessageCode> = {
  'ui.serverAsks': '{server} पूछ रहा है',
  'ui.unknownServer': 'एक MCP सर्वर',
  'ui.review': 'जाँचें',
  'ui.send': 'भेजें',
  'ui.edit': 'बदलें',
  'ui.decline': 'अस्वीकार करें',
  'ui.cancel': 'रद्द करें',
  'ui.confirm': 'पुष्टि करें',
  'ui.required': 'ज़रूरी',
  'ui.unset': 'सेट नहीं',
  'ui.yes': 'हाँ',
  'ui.no': 'नहीं',
  'ui.filter': 'विकल्प छाँटें',
  'ui.noMatches': 'कोई विकल्प मेल नहीं खाता।',
  'ui.selectedCount': (p: MessageParams) =>
    `${p.formatted ?? p.count} विकल्प ${one(p.count) ? 'चुना गया' : 'चुने गए'}`,
  'ui.shownCount': '{total} में से {shown} दिखाए जा रहे हैं',
  'ui.selected': 'चुना गया: {label}',
  'ui.remove': '{label} हटाएँ',
  'ui.ignoredIssues': (p: MessageParams) =>
    one(p.count)
      ? `इस अनुरोध का ${p.count} हिस्सा बदला या अनदेखा किया गया।`
      : `इस अनुरोध के ${p.count} हिस्से बदले या अनदेखे किए गए।`,
  'ui.timeZone': 'समय क्षेत्र: {zone}',
  'ui.timeZoneLabel': '{zone} (UTC{offset})',
  'ui.reviewTitle': 'देख लें कि क्या भेजा जाएगा',
  'ui.reviewEmpty': 'आपकी पुष्टि के सिवा कुछ नहीं भेजा जाएगा।',
  'ui.notSent': 'नहीं भेजा जाएगा',
  'ui.errorSummary': '{count} फ़ील्ड पर ध्यान देना ज़रूरी है।',
  'ui.cannotRender': 'यह अनुरोध सुरक्षित रूप से नहीं दिखाया जा सकता। आप इसे अस्वीकार या रद्द कर सकते हैं।',
  'ui.confirmOnly': 'सर्वर आपसे पुष्टि करने को कह रहा है। कोई डेटा नहीं भेजा जाएगा।',
  'ui.sensitive':
    'यह कोई गोपनीय जानकारी लगती है (पासवर्ड, कुंजी, टोकन या कार्ड)। सर्वर को इसे फ़ॉर्म में नहीं माँगना चाहिए: अस्वीकार करने पर विचार करें।',
  'ui.sending': 'भेजा जा रहा है…',
  'ui.urlIntro': '{server} यह पेज खोलना चाहता है:',
  'ui.urlHost': 'साइट: {host}',
  'ui.urlHostAscii': 'एन्कोड किया हुआ रूप: {ascii}',
  'ui.urlConsent': 'मुझे यह पेज खोलना है',
  'ui.open': 'पेज खोलें',
  'ui.copy': 'पता कॉपी करें',
  'ui.copied': 'पता कॉपी हो गया।',
  'ui.popupBlocked': 'पेज नहीं खुल सका। पता कॉपी करके उसे ख़ुद खोलें।',
  'ui.done': 'मेरा काम हो गया',
  'ui.retry': 'फिर से खोलें',
  'ui.urlOpened': 'पेज एक नए टैब में खुला है। काम पूरा होने पर यहाँ लौट आएँ।',
  'ui.urlOpenHint': 'कुछ नहीं खुला? हो सकता है आपके ब्राउज़र ने उसे रोक दिया हो: पता कॉपी करके उसे ख़ुद खोलें।',
  'ui.copyFailed': 'कॉपी नहीं हो सका। पता चुना हुआ है: उसे कीबोर्ड से कॉपी करें।',
  'ui.unsupportedMode':
    'यह अनुरोध "{mode}" mode का उपयोग करता है, जिसे यह ऐप नहीं दिखा सकता। आप इसे अस्वीकार या रद्द कर सकते हैं।',
  'ui.roundIntro': (p: MessageParams) =>
    one(p.count) ? `${p.server} का ${p.count} अनुरोध है।` : `${p.server} के ${p.count} अनुरोध हैं।`,
  'ui.answered': 'जवाब दिया गया',
  'ui.declined': 'अस्वीकार किया गया',
  'ui.hostHandled': 'ऐप ने संभाला: {method}',
  'ui.roundWaiting': 'सर्वर अभी इस पर काम कर रहा है। आप अभी फिर से कोशिश कर सकते हैं या रद्द कर सकते हैं।',
  'ui.sendFailed': 'आपके जवाब भेजे नहीं जा सके। कुछ भी खोया नहीं है: फिर से कोशिश करें, या रद्द करें।',
  'ui.retryNow': 'फिर से कोशिश करें',
  'ui.roundErrorSummary': (p: MessageParams) =>
    `${p.count} ${one(p.count) ? 'अनुरोध' : 'अनुरोधों'} पर ध्यान देना ज़रूरी है।`,
  'ui.roundUrlPending': 'पेज खोलें, या इस अनुरोध को अस्वीकार करें।',
  'ui.roundHostPending': 'ऐप ने अभी तक इस अनुरोध का जवाब नहीं दिया है।',
  'ui.roundInvalid': 'सर्वर ने ऐसा अनुरोध भेजा है जिसका जवाब नहीं दिया जा सकता:',
  'ui.timeLeft': 'जवाब देने के लिए बचा समय: {time}',
  'ui.minuteLeft': 'जवाब देने के लिए 1 मिनट बचा है।',
  'ui.secondsLeft': 'जवाब देने के लिए {count} सेकंड बचे हैं।',
  'ui.expired':
    'इस अनुरोध का समय समाप्त हो गया: कुछ नहीं भेजा गया। आपकी दर्ज की गई जानकारी कॉपी करने के लिए यहीं है।',
  'ui.withdrawn':
    'यह अनुरोध वापस ले लिया गया: कुछ नहीं भेजा गया। आपकी दर्ज की गई जानकारी कॉपी करने के लिए यहीं है।',
  'ui.answered-elsewhere': 'इस अनुरोध का जवाब कहीं और दे दिया गया: यहाँ से कुछ नहीं भेजा गया।',
  'ui.timeLeftFrom': '{server} का अनुरोध {until} पर बंद होगा: {time} बाकी',
  'ui.close': 'बंद करें',
  'ui.relayOffline': 'ऐप से कनेक्शन टूट गया। फिर से जोड़ा जा रहा है…',
  'ui.relayUnavailable': 'ऐप अभी जवाब नहीं ले सकता। कुछ भी खोया नहीं है: कनेक्शन अपने आप फिर से जुड़ेगा।',
  'ui.relayRejected': 'ऐप ने यह जवाब स्वीकार नहीं किया: {fields}। इसे ठीक करके फिर से भेजें।',
  'ui.relaySendFailed': 'आपका जवाब भेजा नहीं जा सका। कुछ भी खोया नहीं है: इसे फिर से भेजें।',
  'ui.relayTooLargeAny': 'आपका जवाब ऐप की सीमा से बड़ा है। छोटी फ़ाइल चुनकर इसे फिर से भेजें।',
  'ui.relayTooLarge': (p: MessageParams) =>
    `आपका जवाब ऐप की सीमा से बड़ा है (फ़ाइलों सहित ज़्यादा से ज़्यादा ${formatByteSize(p['bytes'], 'hi')})। छोटी फ़ाइल चुनकर इसे फिर से भेजें।`,
  'ui.relayTaken': 'इस अनुरोध का जवाब पहले ही दिया जा चुका है, या यह समाप्त हो गया है।',
  'ui.receiptSent': 'भेजा गया: {fields}',
  'ui.receipt-accept': 'स्वीकार किया गया',
  'ui.receipt-cancel': 'रद्द किया गया',
  'ui.receipt-expired': 'समय समाप्त: कुछ नहीं भेजा गया',
  'ui.receipt-withdrawn': 'वापस लिया गया: कुछ नहीं भेजा गया',
  'ui.receipt-answered-elsewhere': 'कहीं और जवाब दिया गया: यहाँ से कुछ नहीं भेजा गया',
  'ui.hidden': 'छिपाया गया',
  'ui.reveal': 'दिखाएँ',
  'ui.rules': 'मान्य: {rules}।',
  'ui.rule.min': '{min} या उससे ज़्यादा',
  'ui.rule.above': '{min} से ज़्यादा',
  'ui.rule.max': '{max} या उससे कम',
  'ui.rule.below': '{max} से कम',
  'ui.rule.step': '{step} का गुणज',
  'ui.queued': (p: MessageParams) =>
    `${p.count} और ${one(p.count) ? 'अनुरोध प्रतीक्षा में है' : 'अनुरोध प्रतीक्षा में हैं'}`,

  // File fields (SEP-2356)
  'ui.fileChoose': 'फ़ाइल चुनें',
  'ui.fileDrop': 'या उसे यहाँ छोड़ें',
  'ui.fileAccepted': 'स्वीकार्य: {types}।',
  'ui.fileUpTo': (p: MessageParams) => `ज़्यादा से ज़्यादा ${formatByteSize(p['bytes'], 'hi')}।`,
  'ui.fileChosen': (p: MessageParams) =>
    `चुनी गई: ${p['name']} (${p['type']}, ${formatByteSize(p['bytes'], 'hi')})`,
  'ui.fileReading': '{name} पढ़ी जा रही है…',
  'ui.fileAgain': (p: MessageParams) =>
    `${p['name']} (${formatByteSize(p['bytes'], 'hi')}) पहले चुनी गई थी। उसे फिर से चुनें: ड्राफ़्ट में फ़ाइलें कभी नहीं रखी जातीं।`,
  'ui.fileRemove': 'फ़ाइल हटाएँ',
  'ui.fileLoading': 'फ़ाइल चुनने का साधन तैयार हो रहा है…',
  'ui.fileLoadFailed': 'फ़ाइल चुनने का साधन लोड नहीं हो सका। फिर कोशिश करने के लिए पेज दोबारा लोड करें।',
  'ui.fileSent': (p: MessageParams) => `${p['name']} (आकार ${formatByteSize(p['bytes'], 'hi')})`,
};

export const hi = { ...core, ...ui };
