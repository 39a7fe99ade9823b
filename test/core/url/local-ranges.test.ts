import { expect } from 'chai';
import { inspectUrl } from '@elicit-kit/core';

// The edges of every local address range: the first and last address inside, and the
// neighbours just outside. An off-by-one in a range check (`b > 16`, `b <= 32`) passes every
// test that only tries an address in the middle of the range.
const isLocal = (url: string) =>
  inspectUrl(url).warnings.some((warning) => warning.code === 'local');

const local: readonly string[] = [
  'https://10.0.0.0/',
  'https://10.255.255.255/',
  'https://127.0.0.1/',
  'https://127.255.255.255/',
  'https://0.0.0.0/',
  'https://0.1.2.3/',
  'https://172.16.0.0/',
  'https://172.31.255.255/',
  'https://192.168.0.0/',
  'https://192.168.255.255/',
  'https://169.254.0.0/',
  'https://169.254.255.255/',
  'https://100.64.0.0/',
  'https://100.127.255.255/',
  // IPv6: unique local fc00::/7, link-local fe80::/10, site-local fec0::/10 (deprecated).
  'https://[fc00::1]/',
  'https://[fdff:ffff::1]/',
  'https://[fe80::1]/',
  'https://[febf:ffff::1]/',
  'https://[fec0::1]/',
  'https://[feff:ffff::1]/',
  // IPv4 inside IPv6: mapped, compatible, translated (::ffff:0:a.b.c.d), NAT64 (64:ff9b::/96).
  'https://[::ffff:172.16.0.1]/',
  'https://[::10.0.0.1]/',
  'https://[::ffff:0:192.168.1.1]/',
  'https://[64:ff9b::127.0.0.1]/',
  // An address written out in full (no `::` in URL.hostname).
  'https://[fc00:1:2:3:4:5:6:7]/',
  // Names: every reserved suffix, with and without a trailing dot.
  'https://a.localhost/',
  'https://a.local/',
  'https://a.localdomain/',
  'https://a.internal/',
  'https://a.intranet/',
  'https://a.lan/',
  'https://a.home/',
  'https://a.corp/',
  'https://a.home.arpa/',
  'https://printer.local./',
  'https://localhost./',
  // Any name without a dot, not only the reserved ones: the resolver completes it locally.
  'https://printer/',
  'https://build-server/',
];

const notLocal: readonly string[] = [
  'https://9.255.255.255/',
  'https://11.0.0.0/',
  'https://126.255.255.255/',
  'https://128.0.0.0/',
  'https://1.0.0.0/',
  'https://172.15.255.255/',
  'https://172.32.0.0/',
  'https://171.16.0.1/',
  'https://173.16.0.1/',
  'https://192.167.255.255/',
  'https://192.169.0.0/',
  'https://191.168.0.1/',
  'https://193.168.0.1/',
  'https://169.253.255.255/',
  'https://169.255.0.0/',
  'https://168.254.0.1/',
  'https://170.254.0.1/',
  'https://100.63.255.255/',
  'https://100.128.0.0/',
  'https://99.64.0.1/',
  'https://101.64.0.1/',
  // IPv6 just outside each range, and public addresses in every embedding form.
  'https://[fbff:ffff::1]/',
  'https://[fe00::1]/',
  'https://[fe7f:ffff::1]/',
  'https://[2001:db8::1]/',
  'https://[::ffff:8.8.8.8]/',
  'https://[::8.8.8.8]/',
  'https://[::ffff:0:8.8.8.8]/',
  'https://[64:ff9b::8.8.8.8]/',
  'https://[64:ff9b:1::10.0.0.1]/',
  'https://[1::ffff:10.0.0.1]/',
  'https://[::1:ffff:10.0.0.1]/',
  // Near misses of each embedding: a wrong group before the IPv4 part, or the wrong prefix.
  'https://[::1:10.0.0.1]/',
  'https://[1::ffff:0:10.0.0.1]/',
  'https://[::ffff:1:10.0.0.1]/',
  'https://[65:ff9b::10.0.0.1]/',
  'https://[64:ff9c::10.0.0.1]/',
  'https://[2001:db8:1:2:3:4:5:6]/',
  // Names that only end like a reserved one.
  'https://notlocalhost.com/',
  'https://mylocal.example/',
  'https://local.example.com/',
  'https://corp.example/',
  'https://ahome.arpa/',
  'https://example.lang/',
  'https://example.com./',
];

describe('inspectUrl: local address ranges', () => {
  for (const url of local) {
    it(`should call ${url} local`, () => {
      expect(isLocal(url)).to.equal(true);
    });
  }
  for (const url of notLocal) {
    it(`should not call ${url} local`, () => {
      expect(isLocal(url)).to.equal(false);
    });
  }
});
