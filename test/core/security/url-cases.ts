/**
 * The deceptive-URL corpus of the security suite: each address a hostile server might
 * send in URL mode, the warnings `inspectUrl` must give it, and what the consent card
 * must show (`host` highlighted, `display` as the address text). Shared by
 * test/core/security/urls.test.ts (the verdicts, Node and Chromium) and
 * test/elements/security/url-card.test.ts (the card).
 */
import type { UrlWarningCode } from '@elicit-kit/core';

export interface UrlCase {
  /** The family of trick, for the summary line. */
  readonly family: string;
  readonly why: string;
  readonly url: string;
  /** Exactly these warnings, in any order; `invalid` or `scheme-not-allowed` block opening. */
  readonly codes: readonly UrlWarningCode[];
  /** The host the card highlights (Unicode), `''` when none. */
  readonly host: string;
  /** The address as the card shows it (undefined: not checked beyond `host`). */
  readonly display?: string;
}

const label63 = 'a'.repeat(63);
/** 4 labels of 63 and `.com`: 259 characters, longer than DNS allows (253). */
const hugeHost = `${label63}.${label63}.${label63}.${label63}.com`;
/** A brand pushed far left of the real site by a long chain of labels. */
const longChain = `accounts.google.com.${'secure-login-session-verify-'.repeat(4)}x.evil.example`;

/**
 * Node's URL parser refuses a Punycode label that does not decode to a valid IDNA label;
 * Chromium's accepts it. Where it is accepted, the card keeps the label ASCII and names it.
 */
const acceptsBadPunycode = (() => {
  try {
    return new URL('https://xn--zvg.example.com/').hostname === 'xn--zvg.example.com';
  } catch {
    return false;
  }
})();

const c = (
  family: string,
  why: string,
  url: string,
  codes: readonly UrlWarningCode[],
  host: string,
  display?: string,
): UrlCase =>
  display === undefined
    ? { family, why, url, codes, host }
    : { family, why, url, codes, host, display };

export const URL_CASES: readonly UrlCase[] = [
  // Homographs in several scripts
  c(
    'homograph',
    'Cyrillic а in a Latin name',
    'https://\u0430pple.com/',
    ['punycode', 'mixed-script'],
    '\u0430pple.com',
  ),
  c(
    'homograph',
    'all-Cyrillic lookalike of apple.com',
    'https://xn--80ak6aa92e.com/',
    ['punycode', 'mixed-script'],
    'аррӏе.com',
  ),
  c(
    'homograph',
    'Cyrillic о twice in google',
    'https://g\u043e\u043egle.com/',
    ['punycode', 'mixed-script'],
    'g\u043e\u043egle.com',
  ),
  c(
    'homograph',
    'Cyrillic е in paypal',
    'https://payp\u0430l.com/',
    ['punycode', 'mixed-script'],
    'payp\u0430l.com',
  ),
  c(
    'homograph',
    'Cyrillic ԁ and е in dell',
    'https://\u0501\u0435ll.com/',
    ['punycode', 'mixed-script'],
    '\u0501\u0435ll.com',
  ),
  c(
    'homograph',
    'Greek ο in microsoft',
    'https://micr\u03bfsoft.com/',
    ['punycode', 'mixed-script'],
    'micr\u03bfsoft.com',
  ),
  c(
    'homograph',
    'Greek α in apple',
    'https://\u03b1pple.com/',
    ['punycode', 'mixed-script'],
    '\u03b1pple.com',
  ),
  c(
    'homograph',
    'Armenian ա in apple',
    'https://\u0561pple.com/',
    ['punycode', 'mixed-script'],
    '\u0561pple.com',
  ),
  c(
    'homograph',
    'Cherokee letters in BANK',
    'https://\u13f4\u13aaNK.com/',
    ['punycode', 'mixed-script'],
    '\u13f4\u13aank.com',
  ),
  c(
    'homograph',
    'a Devanagari letter inside a Cyrillic-Latin mix',
    'https://ab\u0915\u043f.com/',
    ['punycode', 'mixed-script'],
    'ab\u0915\u043f.com',
  ),
  c(
    'homograph',
    'a division slash posing as a path',
    'https://google.com\u2215login.evil.com/',
    ['punycode', 'mixed-script'],
    'google.com\u2215login.evil.com',
  ),
  c(
    'homograph',
    'a fraction slash posing as a path',
    'https://google.com\u2044login.evil.com/',
    ['punycode', 'mixed-script'],
    'google.com\u2044login.evil.com',
  ),
  // Legitimate IDNs: named (punycode) but not called a trick
  c(
    'idn',
    'German umlaut',
    'https://m\u00fcnchen.de/',
    ['punycode'],
    'm\u00fcnchen.de',
    'https://m\u00fcnchen.de/',
  ),
  c(
    'idn',
    'Hindi name and TLD',
    'https://\u0928\u092e\u0938\u094d\u0924\u0947.\u092d\u093e\u0930\u0924/',
    ['punycode'],
    '\u0928\u092e\u0938\u094d\u0924\u0947.\u092d\u093e\u0930\u0924',
  ),
  c('idn', 'Japanese name', 'https://\u65e5\u672c.jp/', ['punycode'], '\u65e5\u672c.jp'),
  c(
    'idn',
    'Cyrillic lookalike under a Cyrillic TLD',
    'https://xn--80ak6aa92e.xn--p1ai/',
    ['punycode'],
    'аррӏе.рф',
  ),
  c(
    'idn',
    'Arabic name and TLD',
    'https://xn--mgbh0fb.xn--kgbechtv/',
    ['punycode'],
    '\u0645\u062b\u0627\u0644.\u0625\u062e\u062a\u0628\u0627\u0631',
  ),
  // Punycode as sent
  c(
    'punycode',
    'Punycode of a Cyrillic-Latin mix',
    'https://xn--pypal-4ve.com/',
    ['punycode', 'mixed-script'],
    'p\u0430ypal.com',
  ),
  c(
    'punycode',
    'a Latin lookalike letter (ɡ, script g)',
    'https://\u0261oogle.com/',
    ['punycode'],
    '\u0261oogle.com',
  ),
  c(
    'punycode',
    'Punycode decoding to plain ASCII stays ASCII',
    'https://xn--google-.com/',
    ['punycode'],
    'xn--google-.com',
  ),
  c(
    'punycode',
    'an xn-- label in the path is not a host',
    'https://example.com/xn--80ak6aa92e',
    [],
    'example.com',
    'https://example.com/xn--80ak6aa92e',
  ),
  // User-info tricks
  c(
    'userinfo',
    'a brand before @',
    'https://accounts.google.com@evil.example/login',
    ['userinfo'],
    'evil.example',
    'https://accounts.google.com@evil.example/login',
  ),
  c(
    'userinfo',
    'a brand and port before @',
    'https://google.com:443@evil.example/',
    ['userinfo'],
    'evil.example',
  ),
  c(
    'userinfo',
    'two @: the last one wins',
    'https://user@google.com@evil.example/',
    ['userinfo'],
    'evil.example',
    'https://user%40google.com@evil.example/',
  ),
  c(
    'userinfo',
    'a user and password',
    'https://admin:hunter2@bank.example/',
    ['userinfo'],
    'bank.example',
  ),
  c(
    'userinfo',
    'an empty user-info is dropped',
    'https://@example.com/',
    [],
    'example.com',
    'https://example.com/',
  ),
  c(
    'userinfo',
    'a backslash ends the host: @ is in the path',
    'https://evil.example\\@google.com',
    [],
    'evil.example',
    'https://evil.example/@google.com',
  ),
  c(
    'userinfo',
    '@ after # is in the fragment',
    'https://google.com#@evil.example',
    [],
    'google.com',
    'https://google.com/#@evil.example',
  ),
  c(
    'userinfo',
    'a percent-encoded @ in the host is refused',
    'https://google.com%40evil.example/',
    ['invalid'],
    '',
  ),
  // IP literals in every notation
  c('ip', 'dotted loopback', 'https://127.0.0.1/', ['ip-literal', 'local'], '127.0.0.1'),
  c(
    'ip',
    'decimal loopback',
    'https://2130706433/',
    ['ip-literal', 'local'],
    '127.0.0.1',
    'https://127.0.0.1/',
  ),
  c(
    'ip',
    'octal loopback',
    'https://0177.0.0.1/',
    ['ip-literal', 'local'],
    '127.0.0.1',
    'https://127.0.0.1/',
  ),
  c('ip', 'octal as one number', 'https://017700000001/', ['ip-literal', 'local'], '127.0.0.1'),
  c('ip', 'hex loopback', 'https://0x7f.0.0.1/', ['ip-literal', 'local'], '127.0.0.1'),
  c('ip', 'hex as one number', 'https://0x7f000001/', ['ip-literal', 'local'], '127.0.0.1'),
  c('ip', 'short form', 'https://127.1/', ['ip-literal', 'local'], '127.0.0.1'),
  c(
    'ip',
    'full-width digits',
    'https://\uff11\uff12\uff17.\uff10.\uff10.\uff11/',
    ['ip-literal', 'local'],
    '127.0.0.1',
  ),
  c('ip', 'percent-encoded digit', 'https://127.0.0.%31/', ['ip-literal', 'local'], '127.0.0.1'),
  c('ip', 'trailing dot', 'https://127.0.0.1./', ['ip-literal', 'local'], '127.0.0.1'),
  c(
    'ip',
    'cloud metadata (link-local)',
    'http://169.254.169.254/latest/meta-data/',
    ['not-https', 'ip-literal', 'local'],
    '169.254.169.254',
  ),
  c('ip', 'private 10/8 in hex', 'https://0xa.0x0.0x0.0x1/', ['ip-literal', 'local'], '10.0.0.1'),
  c(
    'ip',
    'private 192.168/16',
    'https://192.168.1.1/admin',
    ['ip-literal', 'local'],
    '192.168.1.1',
  ),
  c(
    'ip',
    'carrier-grade NAT 100.64/10 (Tailscale and ISPs)',
    'https://100.100.100.100/',
    ['ip-literal', 'local'],
    '100.100.100.100',
  ),
  c('ip', 'unspecified, as 0', 'https://0/', ['ip-literal', 'local'], '0.0.0.0'),
  c('ip', 'public IPv4', 'https://93.184.215.14/', ['ip-literal'], '93.184.215.14'),
  c('ip', 'IPv6 loopback', 'https://[::1]/', ['ip-literal', 'local'], '[::1]'),
  c('ip', 'IPv6 unspecified', 'https://[::]/', ['ip-literal', 'local'], '[::]'),
  c('ip', 'IPv6 link-local', 'https://[fe80::1]/', ['ip-literal', 'local'], '[fe80::1]'),
  c(
    'ip',
    'IPv6 unique local',
    'https://[fd12:3456::1]/',
    ['ip-literal', 'local'],
    '[fd12:3456::1]',
  ),
  c(
    'ip',
    'IPv6 long form of loopback',
    'https://[0:0:0:0:0:0:0:1]/',
    ['ip-literal', 'local'],
    '[::1]',
  ),
  c(
    'ip',
    'IPv4-mapped loopback',
    'https://[::ffff:127.0.0.1]/',
    ['ip-literal', 'local'],
    '[::ffff:7f00:1]',
  ),
  c(
    'ip',
    'IPv4-mapped metadata address',
    'https://[::ffff:169.254.169.254]/',
    ['ip-literal', 'local'],
    '[::ffff:a9fe:a9fe]',
  ),
  c(
    'ip',
    'IPv4-compatible loopback (deprecated form)',
    'https://[::127.0.0.1]/',
    ['ip-literal', 'local'],
    '[::7f00:1]',
  ),
  c(
    'ip',
    'NAT64 prefix around a private address',
    'https://[64:ff9b::10.0.0.1]/',
    ['ip-literal', 'local'],
    '[64:ff9b::a00:1]',
  ),
  c('ip', 'public IPv6', 'https://[2001:db8::1]/', ['ip-literal'], '[2001:db8::1]'),
  // Local names
  c(
    'local',
    'localhost over http',
    'http://localhost:3000/callback',
    ['not-https', 'local'],
    'localhost',
  ),
  c('local', 'a subdomain of localhost', 'https://evil.localhost/', ['local'], 'evil.localhost'),
  c('local', 'an mDNS name', 'https://printer.local/', ['local'], 'printer.local'),
  c('local', 'a home router name', 'https://router.lan/', ['local'], 'router.lan'),
  c(
    'local',
    'a name without dots (resolved on the local network)',
    'https://intranet/',
    ['local'],
    'intranet',
  ),
  // Non-http(s) schemes: never opened
  c(
    'scheme',
    'javascript:',
    'javascript:alert(document.domain)',
    ['scheme-not-allowed'],
    '',
    'javascript:alert(document.domain)',
  ),
  c(
    'scheme',
    'javascript: in capitals with leading space',
    ' JaVaScRiPt:alert(1)',
    ['scheme-not-allowed'],
    '',
    'javascript:alert(1)',
  ),
  c(
    'scheme',
    'javascript: split by a tab',
    'java\tscript:alert(1)',
    ['scheme-not-allowed', 'invisible'],
    '',
    'javascript:alert(1)',
  ),
  c(
    'scheme',
    'data: HTML',
    'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
    ['scheme-not-allowed'],
    '',
  ),
  c('scheme', 'vbscript:', 'vbscript:msgbox(1)', ['scheme-not-allowed'], ''),
  c('scheme', 'file:', 'file:///etc/passwd', ['scheme-not-allowed'], ''),
  c('scheme', 'blob:', 'blob:https://example.com/7d2e', ['scheme-not-allowed'], ''),
  c('scheme', 'ftp:', 'ftp://example.com/payload.exe', ['scheme-not-allowed'], ''),
  c('scheme', 'wss:', 'wss://example.com/socket', ['scheme-not-allowed'], ''),
  c('scheme', 'intent:', 'intent://scan#Intent;scheme=zxing;end', ['scheme-not-allowed'], ''),
  c('scheme', 'view-source:', 'view-source:https://example.com/', ['scheme-not-allowed'], ''),
  c('scheme', 'chrome:', 'chrome://settings/passwords', ['scheme-not-allowed'], ''),
  c('scheme', 'about:', 'about:blank', ['scheme-not-allowed'], ''),
  c('scheme', 'mailto:', 'mailto:support@example.com', ['scheme-not-allowed'], ''),
  c('scheme', 'tel:', 'tel:+15551234567', ['scheme-not-allowed'], ''),
  c('scheme', 'a scheme-relative address', '//evil.example/login', ['invalid'], ''),
  c('scheme', 'plain http', 'http://example.com/login', ['not-https'], 'example.com'),
  // Bidi overrides and invisible characters
  c(
    'bidi',
    'right-to-left override in the path (fake extension)',
    'https://example.com/\u202Efdp.exe',
    ['bidi-control'],
    'example.com',
    'https://example.com/%E2%80%AEfdp.exe',
  ),
  c(
    'bidi',
    'right-to-left override in the host',
    'https://ex\u202Eample.com/',
    ['invalid', 'bidi-control'],
    '',
  ),
  c(
    'bidi',
    'an isolate in the query',
    'https://example.com/?next=\u2067evil',
    ['bidi-control'],
    'example.com',
  ),
  c(
    'bidi',
    'a right-to-left mark at the end',
    'https://example.com/\u200F',
    ['bidi-control'],
    'example.com',
  ),
  acceptsBadPunycode
    ? c(
        'bidi',
        'Punycode of a right-to-left override (accepted here: kept ASCII)',
        'https://xn--zvg.example.com/',
        ['punycode', 'bidi-control'],
        'xn--zvg.example.com',
      )
    : c(
        'bidi',
        'Punycode of a right-to-left override (refused here)',
        'https://xn--zvg.example.com/',
        ['invalid'],
        '',
      ),
  c(
    'bidi',
    'a zero-width space in the host',
    'https://pay\u200Bpal.com/',
    ['invisible'],
    'paypal.com',
  ),
  c('bidi', 'a soft hyphen in the host', 'https://pay\u00ADpal.com/', ['invisible'], 'paypal.com'),
  c(
    'bidi',
    'a percent-encoded override in the host is refused',
    'https://%E2%80%AEexample.com/',
    ['invalid'],
    '',
  ),
  // Very long addresses and hosts
  c('long', 'a host longer than DNS allows', `https://${hugeHost}/`, ['very-long'], hugeHost),
  c(
    'long',
    'a brand pushed left by a long chain of labels',
    `https://${longChain}/`,
    ['very-long'],
    longChain,
  ),
  c(
    'long',
    'a 3,000-character path',
    `https://example.com/${'a'.repeat(3000)}`,
    ['very-long'],
    'example.com',
  ),
  c(
    'long',
    'an ordinary long host is fine',
    'https://my-load-balancer-1234567890.us-west-2.elb.amazonaws.com/',
    [],
    'my-load-balancer-1234567890.us-west-2.elb.amazonaws.com',
  ),
  // Trailing dots
  c('dots', 'a trailing dot', 'https://example.com./', [], 'example.com.', 'https://example.com./'),
  c('dots', 'localhost with a trailing dot', 'https://localhost./', ['local'], 'localhost.'),
  // Percent-encoded and full-width hosts: shown as the site they really reach
  c(
    'encoded',
    'a percent-encoded letter',
    'https://%65xample.com/',
    [],
    'example.com',
    'https://example.com/',
  ),
  c(
    'encoded',
    'a full-width host',
    'https://\uff45\uff58\uff41\uff4d\uff50\uff4c\uff45.com/',
    [],
    'example.com',
    'https://example.com/',
  ),
  c(
    'encoded',
    'an ideographic full stop as the dot',
    'https://google\u3002com/',
    [],
    'google.com',
    'https://google.com/',
  ),
  c(
    'encoded',
    'a full-width solidus in the host is refused',
    'https://google\uff0fevil.example/',
    ['invalid'],
    '',
  ),
  c(
    'encoded',
    'capitals and a default port',
    'HTTPS://EXAMPLE.COM:443/',
    [],
    'example.com',
    'https://example.com/',
  ),
];
