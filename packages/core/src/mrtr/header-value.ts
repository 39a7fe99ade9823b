/**
 * Header value encoding of the 2026-07-28 Streamable HTTP transport (spec
 * `basic/transports/streamable-http.mdx` §"Value Encoding", SEP-2243), shared by
 * `Mcp-Name` and the `Mcp-Param-{Name}` headers.
 */

/** Visible ASCII with inner spaces only. */
const visibleAscii = /^[\x21-\x7e](?:[\x20-\x7e]*[\x21-\x7e])?$/;
/** The shape of an encoded value, which a plain value must not have. */
const sentinel = /^=\?base64\?.*\?=$/s;

/**
 * Encodes a header value as the spec asks: plain visible ASCII (inner spaces allowed)
 * without surrounding whitespace goes as is; anything else (non-ASCII, control
 * characters and tabs, surrounding whitespace, the empty string, and anything that
 * looks like the sentinel) goes as `=?base64?{Base64 of UTF-8}?=`.
 */
export function encodeHeaderValue(value: string): string {
  if (visibleAscii.test(value) && !sentinel.test(value)) return value;
  let binary = '';
  for (const byte of new TextEncoder().encode(value)) binary += String.fromCharCode(byte);
  return `=?base64?${btoa(binary)}?=`;
}
