/**
 * Hindi (हिन्दी) text of every core code (typed complete: a missing code fails to compile).
 * Hosts register it with `addMessages('hi', hi)`; `@elicit-kit/elements/messages/hi` adds
 * the element text. Protocol names (JSON-RPC, resultType, $ref, HTTPS) stay in Latin
 * script, as Hindi technical writing keeps them. Most Hindi nouns here do not change for
 * number, so most counts need no plural function; CLDR counts 0 and 1 as singular.
 */
import type { Catalog, CoreMessageCode, SecretCueEntries } from './catalog.js';
import { hiSecretCues } from './secret-cues.js';
import { formatByteSize } from './bytes.js';

export const hi: Catalog<CoreMessageCode> & SecretCueEntries = {
  // Content validation
  'content.valueMissing': 'यह फ़ील्ड भरना ज़रूरी है।',
  'content.tooShort': 'कम से कम {min} अक्षर लिखें।',
  'content.tooLong': 'ज़्यादा से ज़्यादा {max} अक्षर लिखें।',
  'content.rangeUnderflow': '{min} या उससे ज़्यादा लिखें।',
  'content.rangeOverflow': '{max} या उससे कम लिखें।',
  'content.rangeUnderflow.exclusive': '{min} से ज़्यादा लिखें।',
  'content.rangeOverflow.exclusive': '{max} से कम लिखें।',
  'content.stepMismatch': 'पूर्ण संख्या लिखें।',
  'content.stepMismatch.step': '{step} का गुणज लिखें।',
  'content.patternMismatch': 'इसे उस रूप में लिखें जिसकी सर्वर अपेक्षा करता है।',
  'content.typeMismatch.email': 'ईमेल पता लिखें, जैसे name@example.com',
  'content.typeMismatch.uri': 'पूरा वेब पता लिखें, जैसे https://example.com',
  'content.typeMismatch.date': 'सही तारीख़ YYYY-MM-DD के रूप में लिखें।',
  'content.typeMismatch.date-time': 'समय क्षेत्र के साथ तारीख़ और समय लिखें।',
  'content.typeMismatch': 'इस मान का प्रकार ग़लत है।',
  'content.badInput': 'कोई संख्या लिखें।',
  'content.notAnOption': 'दिए गए विकल्पों में से एक चुनें।',
  'content.notAnOption.duplicate': 'हर विकल्प केवल एक बार चुनें।',
  'content.tooFewItems': 'कम से कम {min} विकल्प चुनें।',
  'content.tooManyItems': 'ज़्यादा से ज़्यादा {max} विकल्प चुनें।',
  'content.unknownField': 'यह फ़ील्ड इस फ़ॉर्म का हिस्सा नहीं है।',

  // Schema issues
  'schema.schema-not-object': 'फ़ॉर्म ऐसा object स्कीमा होना चाहिए जिसमें properties हों।',
  'schema.schema-too-large': 'फ़ॉर्म इतना बड़ा है कि उसे सुरक्षित रूप से नहीं दिखाया जा सकता।',
  'schema.property-not-object': 'फ़ील्ड "{name}" स्कीमा नहीं है।',
  'schema.nested-object': 'फ़ील्ड "{name}" एक नेस्टेड object है, जो फ़ॉर्म में नहीं हो सकता।',
  'schema.array-not-enum': 'फ़ील्ड "{name}" एक सूची है, पर विकल्पों में से चुनाव नहीं है।',
  'schema.unknown-type': 'फ़ील्ड "{name}" का प्रकार "{type}" समर्थित नहीं है।',
  'schema.missing-type': 'फ़ील्ड "{name}" का कोई प्रकार नहीं है।',
  'schema.unsupported-format': 'फ़ील्ड "{name}" का फ़ॉर्मैट "{format}" समर्थित नहीं है।',
  'schema.unsupported-keyword': 'फ़ील्ड "{name}" में "{keyword}" है, जो फ़ॉर्म में समर्थित नहीं है।',
  'schema.ref-not-supported':
    'फ़ील्ड "{name}" किसी दूसरे स्कीमा ($ref) का हवाला देता है, जो फ़ॉर्म में समर्थित नहीं है।',
  'schema.min-above-max': 'फ़ील्ड "{name}" की निचली सीमा उसकी ऊपरी सीमा से ज़्यादा है।',
  'schema.bad-bound': 'फ़ील्ड "{name}" का "{keyword}" अमान्य है।',
  'schema.bad-enum': 'फ़ील्ड "{name}" के विकल्पों की सूची अमान्य है।',
  'schema.bad-enum-names': 'फ़ील्ड "{name}" के विकल्पों के नाम उसके विकल्पों से मेल नहीं खाते।',
  'schema.bad-option': 'फ़ील्ड "{name}" के एक विकल्प में न मान है, न शीर्षक।',
  'schema.duplicate-option': 'फ़ील्ड "{name}" में मान "{value}" दो बार दिया गया है।',
  'schema.too-many-options': 'फ़ील्ड "{name}" में जितने विकल्प दिखाए जा सकते हैं ({max}), उससे ज़्यादा हैं।',
  'schema.too-many-fields': 'फ़ॉर्म में जितने फ़ील्ड दिखाए जा सकते हैं ({max}), उससे ज़्यादा हैं।',
  'schema.required-missing-property': 'फ़ॉर्म में "{name}" ज़रूरी है, पर वह परिभाषित नहीं है।',
  'schema.bad-required': 'ज़रूरी फ़ील्ड की सूची अमान्य है।',
  'schema.bad-default': 'फ़ील्ड "{name}" का डिफ़ॉल्ट मान ग़लत प्रकार का है; उसे अनदेखा किया गया।',
  'schema.default-not-option': 'फ़ील्ड "{name}" का डिफ़ॉल्ट मान उसके विकल्पों में नहीं है; उसे अनदेखा किया गया।',
  'schema.ignored-keyword': 'फ़ील्ड "{name}": "{keyword}" समर्थित नहीं है, उसे अनदेखा किया गया।',
  'schema.nullable-optional': 'फ़ील्ड "{name}" null भी स्वीकार करता है; उसे वैकल्पिक माना गया है।',
  'schema.bad-const': 'फ़ील्ड "{name}" का निश्चित मान ग़लत प्रकार का है।',
  'schema.pattern-not-checked':
    'फ़ील्ड "{name}" को एक ऐसे पैटर्न से मेल खाना है जिसे यहाँ जाँचा नहीं जा सकता; सर्वर उत्तर अस्वीकार कर सकता है।',
  'schema.no-schema': 'सर्वर ने कोई फ़ॉर्म नहीं भेजा; यह पुष्टि का अनुरोध है।',
  'schema.ignored-keyword.root': 'फ़ॉर्म: "{keyword}" समर्थित नहीं है, उसे अनदेखा किया गया।',
  'schema.unsupported-keyword.root': 'फ़ॉर्म "{keyword}" का उपयोग करता है, जो फ़ॉर्म में समर्थित नहीं है।',
  'schema.ref-not-supported.root':
    'फ़ॉर्म किसी दूसरे स्कीमा ($ref) का हवाला देता है, जो फ़ॉर्म में समर्थित नहीं है।',

  // URL warnings
  'url.invalid': 'यह मान्य वेब पता नहीं है।',
  'url.scheme-not-allowed':
    'यह लिंक "{scheme}" का उपयोग करता है, जो वेब पता नहीं है; इसे खोला नहीं जाएगा।',
  'url.not-https': 'यह पेज सुरक्षित नहीं है (HTTPS नहीं)। आप जो लिखेंगे, उसे दूसरे देख सकते हैं।',
  'url.punycode': 'साइट का नाम एन्कोड किया हुआ है ({ascii}); यह किसी दूसरी साइट की नकल हो सकती है।',
  'url.mixed-script': 'साइट के नाम में अलग-अलग लिपियाँ मिली हुई हैं; यह किसी दूसरी साइट की नकल हो सकती है।',
  'url.userinfo': 'पते में "@" से पहले का टेक्स्ट असली साइट को छिपाता है; असली साइट {host} है।',
  'url.ip-literal': 'यह साइट केवल एक IP पता है, कोई नाम नहीं।',
  'url.bidi-control': 'पते में लिखने की दिशा बदलने वाले छिपे अक्षर हैं।',
  'url.very-long': 'पता असामान्य रूप से लंबा है ({length} अक्षर)।',
  'url.invisible': 'पते में अदृश्य अक्षर हैं।',
  'url.local': 'यह पता इसी कंप्यूटर या स्थानीय नेटवर्क की ओर ले जाता है।',

  // Result issues
  'result.not-object': 'सर्वर ने {path} पर object के बजाय कुछ और भेजा।',
  'result.unknown-result-type': 'सर्वर ने अज्ञात resultType "{type}" भेजा।',
  'result.no-input': 'सर्वर ने इनपुट माँगा, पर न inputRequests भेजा, न requestState।',
  'result.bad-request-state': 'सर्वर ने ऐसा requestState भेजा जो स्ट्रिंग नहीं है।',
  'result.unsupported-method': 'सर्वर ने {path} पर असमर्थित "{method}" माँगा।',
  'result.bad-mode': 'सर्वर ने {path} पर ऐसा mode भेजा जो स्ट्रिंग नहीं है।',
  'result.wrong-id': 'सर्वर ने किसी दूसरे अनुरोध id का जवाब दिया।',
  'result.input-not-allowed':
    'सर्वर ने "{method}" के जवाब में इनपुट माँगा, जबकि यह अनुरोध इनपुट नहीं माँग सकता।',
  'result.bad-task': 'सर्वर ने ऐसा कार्य भेजा जिसमें न taskId है, न कोई ज्ञात status।',

  // Secret cues for sensitiveFields: kept in secret-cues.ts, which sensitiveFields always reads.
  ...hiSecretCues,
  // File fields (SEP-2356) and a misplaced x-mcp-file
  'content.fileTooLarge': (p) => `ज़्यादा से ज़्यादा ${formatByteSize(p['max'], 'hi')} की फ़ाइल चुनें।`,
  'content.fileTypeNotAccepted': 'स्वीकार किए गए प्रकार की फ़ाइल चुनें: {accept}।',
  'content.fileUnreadable': 'यह फ़ाइल पढ़ी नहीं जा सकी। इसे फिर से चुनें या कोई दूसरी फ़ाइल चुनें।',
  'schema.file-keyword-ignored':
    'फ़ील्ड "{name}" में x-mcp-file है, पर यह URI टेक्स्ट फ़ील्ड नहीं है; यह फ़ाइल फ़ील्ड नहीं है।',
};
