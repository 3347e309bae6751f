import fc from 'fast-check'

/**
 * Shared generators of hostile input for the fuzz suite: text, JSON values and bodies,
 * coordinates, query strings, cookies and headers. Endpoint files combine them with what
 * each endpoint's contract accepts (harness.ts filters out anything that would be valid).
 */

/** Characters that break naive code: NUL and other controls, lone surrogates, bidi marks, BOM, emoji, combining marks, quotes, markup. */
export const hostileCharacter = fc.constantFrom(
  '\u0000', '\u0001', '\u0007', '\b', '\t', '\n', '\r', '\u001b', '\u007f', '\u0085',
  '\ud800', '\udbff', '\udc00', '\udfff', '\ufffe', '\uffff', '\ufeff',
  '\u200e', '\u200f', '\u202a', '\u202e', '\u2066', '\u2069', '\u061c', '\u200b', '\u2028', '\u2029', '\u00a0', '\u3000',
  '😀', '👩🏽‍🚀', '🏳️‍🌈', '\u0301', 'e\u0301', '𝕏', 'ß', 'İ', 'Ω', 'ǅ', '中', 'ن',
  '"', "'", '`', '\\', '/', '<', '>', '&', '%', '%00', '%ZZ', '+', '=', ';', ',', '{', '}', '[', ']', '$', '#', '?',
)

const payloads = fc.constantFrom(
  "' OR '1'='1", "'; DROP TABLE users; --", '<script>alert(1)</script>', '"><img src=x onerror=alert(1)>', '{{7*7}}', '${7*7}',
  '../../../../etc/passwd', '%s%s%s%n', '__proto__', 'constructor', 'prototype', 'null', 'undefined', 'NaN', 'true', '[]', '{}',
  '\u202egnp.exe', 'admin\u0000', 'STOP', 'DELETE', '+1 201 555 0123\u0000', '\ud83d', 'a\udc00b', '   ', '',
)

/** A lone (unpaired) UTF-16 surrogate. */
export const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((code) => String.fromCharCode(code))

/** Long text: a few hundred to 20,000 characters of one hostile or ordinary character. */
export const longText = fc
  .tuple(fc.oneof(hostileCharacter, fc.constantFrom('a', '1', ' ', 'é', '😀')), fc.integer({ min: 257, max: 20_000 }))
  .map(([c, n]) => c.repeat(n))

/** Text nobody should trust: controls, surrogates, bidi marks, emoji, payloads, any code point, long runs. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  { weight: 3, arbitrary: fc.string({ unit: hostileCharacter, maxLength: 24 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 24 }) },
  { weight: 1, arbitrary: fc.string({ unit: loneSurrogate, minLength: 1, maxLength: 4 }) },
  { weight: 2, arbitrary: payloads },
  { weight: 2, arbitrary: fc.tuple(fc.string({ maxLength: 12 }), hostileCharacter, fc.string({ maxLength: 12 })).map(([a, c, b]) => a + c + b) },
  { weight: 1, arbitrary: longText },
)

/** Text with at least one NUL or other C0/DEL control character in it. */
export const textWithControl = fc
  .tuple(fc.string({ maxLength: 10 }), fc.constantFrom('\u0000', '\u0001', '\u0007', '\b', '\t', '\n', '\r', '\u001b', '\u007f'), fc.string({ maxLength: 10 }))
  .map(([a, c, b]) => a + c + b)

/** Raw JSON text of a value. */
export type RawJson = string

/** JSON number tokens that are valid JSON but odd: exponents, overflow to Infinity, -0, long mantissas. */
export const oddNumberToken = fc.constantFrom(
  '1e999', '-1e999', '1E+2', '1e-400', '-0', '0.0', '123456789012345678901234567890', '9007199254740993', '4.9e-324', '1.7976931348623157e308', '0e0', '-1e-7',
)

/** Any JSON value, as raw JSON text (strings may hold any code point, including lone surrogates). */
export const anyJson: fc.Arbitrary<RawJson> = fc.oneof(
  fc.constant('null'),
  fc.boolean().map(String),
  fc.integer().map(String),
  fc.double({ noNaN: true, noDefaultInfinity: true }).map((n) => JSON.stringify(n)),
  oddNumberToken,
  hostileText.map((s) => JSON.stringify(s)),
  fc.constantFrom('[]', '{}', '[null]', '[[[[[[[[[[[]]]]]]]]]]]', '{"a":{"b":{"c":{}}}}', '["+12015550123"]', '{"__proto__":{"admin":true}}'),
)

/** A JSON value that is not a string. */
export const notAString: fc.Arbitrary<RawJson> = anyJson.filter((raw) => !raw.startsWith('"'))
/** A JSON value that is not a number. */
export const notANumber: fc.Arbitrary<RawJson> = anyJson.filter((raw) => typeof JSON.parse(raw) !== 'number')
/** A JSON value that is not a boolean. */
export const notABoolean: fc.Arbitrary<RawJson> = anyJson.filter((raw) => raw !== 'true' && raw !== 'false')

/** A bad value for a string field: another type, or hostile text (the oracle decides whether the text happens to fit). */
export const badStringValue: fc.Arbitrary<RawJson> = fc.oneof(notAString, hostileText.map((s) => JSON.stringify(s)))

/** A body made of a long run, kept small in counterexamples: prefix + repeat × times + suffix. */
export interface RepeatedBody {
  prefix: string
  repeat: string
  times: number
  suffix: string
}
/** What a generated request carries: nothing, text, raw bytes, or a long repeated run. */
export type FuzzBody = undefined | string | { bytes: number[] } | RepeatedBody

/** Bytes that are not UTF-8: stray continuation bytes, overlong forms, CESU-8 surrogates, 0xFF. */
export const notUtf8: fc.Arbitrary<FuzzBody> = fc
  .tuple(
    fc.constantFrom('{"phone":"', '{"email":"', '{"name":"', '{"', '', '['),
    fc.constantFrom([0xff], [0xfe, 0xff], [0xc0, 0xaf], [0xed, 0xa0, 0x80], [0xed, 0xbf, 0xbf], [0x80], [0xe2, 0x82], [0xf4, 0x90, 0x80, 0x80], [0xf8, 0x88, 0x80, 0x80, 0x80]),
    fc.constantFrom('"}', '"]', '', '}'),
  )
  .map(([prefix, bad, suffix]) => ({ bytes: [...new TextEncoder().encode(prefix), ...bad, ...new TextEncoder().encode(suffix)] }))

/** Keys no contract knows, some of them dangerous for naive merging. */
export const extraKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'isAdmin', 'isPremium', 'userId', 'id', 'role', 'status', '', ' ', 'phone ', 'Phone'),
  hostileText.filter((s) => s.length < 40),
)

function anyJsonObject(): fc.Arbitrary<string> {
  return fc.array(fc.tuple(extraKey, anyJson), { maxLength: 4 }).map(objectText)
}

/** `{"k":v,…}` from keys and raw JSON values (duplicate keys stay duplicated). */
export function objectText(entries: readonly (readonly [string, RawJson])[]): string {
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${v}`).join(',')}}`
}

/** Text that is not JSON at all, or JSON with a syntax error. */
export const malformedJson: fc.Arbitrary<FuzzBody> = fc.oneof(
  fc.constantFrom(
    '{', '}', '[', '{"a":1,}', "{'phone':'+12015550123'}", '{phone:1}', '{"a":NaN}', '{"a":Infinity}', '{"a":-Infinity}', '{"a":0x10}',
    '{"a":01}', '{"a":1e}', '{"a":.5}', '/* c */{}', '{"a":"\\x41"}', '{"a":"\u0000"}', '{"a":"\n"}', '{"a":"\\ud800', 'undefined', 'NaN',
    '{"a":1}{"b":2}', '{"a":1} x', 'ok', '\u0000', '{"a" 1}', '{"a":[1,2}', '{"a":tru}', '"unterminated', '\u00a0{}\u00a0x',
  ),
  fc.string({ maxLength: 40 }).filter((s) => !parses(s)),
  fc.tuple(anyJsonObject(), fc.nat()).map(([text, n]) => text.slice(0, n % Math.max(1, text.length))).filter((s) => !parses(s)),
)

function parses(text: string): boolean {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

/** Valid JSON that is not an object: arrays, strings, numbers, booleans, null. */
export const nonObjectJson: fc.Arbitrary<FuzzBody> = anyJson.filter((raw) => !raw.startsWith('{'))

/** One field of a JSON object contract: values that fit it and values that do not. */
export interface FieldSpec {
  good: fc.Arbitrary<RawJson>
  bad: fc.Arbitrary<RawJson>
}

/**
 * Objects over a contract's fields: each field left out, good, bad or of another type,
 * plus sometimes unknown fields. Most are invalid; the endpoint's oracle drops the rest.
 */
export function objectBodies(fields: Record<string, FieldSpec>): fc.Arbitrary<string> {
  const entries = Object.entries(fields).map(([name, spec]) =>
    fc
      .oneof(
        { weight: 1, arbitrary: fc.constant(null) },
        { weight: 3, arbitrary: spec.good },
        { weight: 4, arbitrary: spec.bad },
        { weight: 1, arbitrary: anyJson },
      )
      .map((value) => (value === null ? [] : [[name, value] as const])),
  )
  const extras = fc.oneof({ weight: 3, arbitrary: fc.constant([]) }, { weight: 1, arbitrary: fc.array(fc.tuple(extraKey, anyJson), { minLength: 1, maxLength: 3 }) })
  return fc.tuple(fc.tuple(...entries), extras).map(([known, extra]) => objectText([...known.flat(), ...extra]))
}

/** Bodies over 100 KB (the JSON limit) or 512 KB (the webhook limit). */
export const hugeBody = (minBytes: number): fc.Arbitrary<FuzzBody> =>
  fc.record({
    prefix: fc.constantFrom('{"x":"', '{"phone":"', '["', ''),
    repeat: fc.constantFrom('a', 'é', '😀', '\\u0000', ' '),
    times: fc.integer({ min: minBytes, max: minBytes + 64 * 1024 }),
    suffix: fc.constantFrom('"}', '"]', ''),
  })

/**
 * Request bodies for a JSON endpoint: malformed JSON, bytes that are not UTF-8, JSON that
 * is not an object, objects from `objects`, huge bodies, and no body at all.
 */
export function jsonBodies(objects: fc.Arbitrary<string>): fc.Arbitrary<FuzzBody> {
  return fc.oneof(
    { weight: 2, arbitrary: malformedJson },
    { weight: 1, arbitrary: notUtf8 },
    { weight: 1, arbitrary: nonObjectJson },
    { weight: 8, arbitrary: objects },
    { weight: 1, arbitrary: hugeBody(100 * 1024 + 1) },
    { weight: 1, arbitrary: fc.constantFrom<FuzzBody>(undefined, '', ' ', '\ufeff', 'null') },
  )
}

/** Content types: mostly JSON (so bodies reach the parser), and everything a client might wrongly send. */
export const contentType = fc.oneof(
  { weight: 8, arbitrary: fc.constantFrom('application/json', 'application/json; charset=utf-8', 'Application/JSON', ' application/json ;charset=UTF-8') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'text/plain', 'text/plain;charset=UTF-8', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/jsonp',
      'application/json-patch+json', 'application/ld+json', 'text/json', 'application/xml', '*/*', 'application/json, text/plain', 'json', ';', '',
    ),
  },
  { weight: 1, arbitrary: fc.constant(null) },
)

/** Bad latitude/longitude text: NaN, Infinity, out of range (also in exponent, hex and padded forms), words, empties, injections. */
export const badCoordinateText = fc.oneof(
  fc.constantFrom(
    'NaN', 'nan', 'Infinity', '-Infinity', '+Infinity', 'inf', '1e999', '-1e999', '9e1', '1e3', '-1.8e2.5', '0x5B', '0xFFFFFFFF', '0b1111111', '0o777',
    '90.0000001', '-90.0000001', '180.0000001', '-180.000001', '1,5', '1.2.3', '12abc', 'abc', '--1', '+-1', '١٢', '４５', '', ' ', '\t', 'null', 'undefined',
    'true', '[]', '{}', '%00', '1%00', "1' OR '1'='1", '1;DROP TABLE users', '1e', 'e1', '.', '-', '+', '∞', '1_000',
  ),
  fc.oneof(fc.double({ min: 90.000001, max: 1e308, noNaN: true }), fc.double({ min: -1e308, max: -90.000001, noNaN: true })).map(String),
  fc.integer({ min: 91, max: 100_000 }).map((n) => `${n / 10}e1`),
  hostileText,
)

/** Any latitude or longitude text, valid or not (the oracle checks each pair). */
export const coordinateText = fc.oneof(
  { weight: 3, arbitrary: badCoordinateText },
  { weight: 1, arbitrary: fc.double({ min: -90, max: 90, noNaN: true }).map(String) },
)

/** Query strings of junk: odd keys, repeated keys, malformed percent-escapes, huge values. */
export const junkQuery = fc
  .array(
    fc.tuple(
      fc.oneof(fc.constantFrom('q', 'lat', 'lon', 'latitude', 'longitude', 'next', '__proto__', 'constructor', '', 'a[]', 'a[b]', '%', '%ZZ'), fc.string({ maxLength: 8 })),
      fc.oneof(hostileText.filter((s) => s.length < 300), fc.constantFrom('%', '%Z', '%E0%A4%A', '%C0%AF', '%00', '%FF', '%ED%A0%80', '+', '&', '=')),
    ),
    { maxLength: 4 },
  )
  .map((pairs) => pairs.map(([k, v]) => `${rawQueryPart(k)}=${rawQueryPart(v)}`).join('&'))

/** The text with each lone surrogate replaced by U+FFFD (what a URL can carry of it). */
export const wellFormed = (text: string) => text.replace(/[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g, '\ufffd')

/** The endpoint's path, sometimes with a junk query string. */
export const pathWithJunk = (path: string) =>
  fc.oneof({ weight: 3, arbitrary: fc.constant(path) }, { weight: 1, arbitrary: junkQuery.map((q) => `${path}?${q}`) })

/** Percent-encodes what a URL could not carry, keeping `%` sequences (valid or not) as they are. */
function rawQueryPart(text: string): string {
  return [...text].map((c) => (/^[\w.~%+!*'()$,;:@/?-]$/.test(c) ? c : encodeURIComponent(wellFormed(c)))).join('')
}

/** Header-safe text (Latin-1, no NUL/CR/LF), as a browser or curl could send. */
export const headerText = fc.oneof(
  fc.string({ unit: fc.integer({ min: 0x20, max: 0xff }).filter((c) => c !== 0x7f).map((c) => String.fromCharCode(c)), maxLength: 60 }),
  fc.constantFrom('\u00ff\u00fe', 'Ã©', '" OR 1=1', '<script>', '%00', 'null', 'undefined', '\t'),
  fc.integer({ min: 256, max: 16 * 1024 }).map((n) => 'A'.repeat(n)),
)

/** Who the cookie belongs to: no session, an anonymous account, a verified non-premium member, a premium member. */
export type Caller = 'none' | 'anonymous' | 'member' | 'premium'

/** How the Cookie header is made from the caller's real session cookie. */
export type CookieStyle =
  | { style: 'real' }
  | { style: 'real-among-junk'; junk: string }
  | { style: 'none' }
  | { style: 'forged'; token: string }
  | { style: 'garbage'; value: string }
  | { style: 'huge'; times: number }
  | { style: 'forged-then-real'; token: string }
  | { style: 'secure-name' }
  | { style: 'junk-only'; junk: string }

const base64url = fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_')

/** Cookie headers: mostly the caller's real cookie (`realWeight` in 30, to get past authentication), else forged, broken or huge. */
export const cookieStyle = (realWeight = 20): fc.Arbitrary<CookieStyle> => fc.oneof(
  { weight: realWeight, arbitrary: fc.constant({ style: 'real' as const }) },
  { weight: 3, arbitrary: headerText.filter((s) => !s.includes('airahead')).map((junk) => ({ style: 'real-among-junk' as const, junk })) },
  { weight: 1, arbitrary: fc.constant({ style: 'none' as const }) },
  { weight: 2, arbitrary: fc.string({ unit: base64url, minLength: 43, maxLength: 43 }).map((token) => ({ style: 'forged' as const, token })) },
  { weight: 2, arbitrary: headerText.map((value) => ({ style: 'garbage' as const, value })) },
  { weight: 1, arbitrary: fc.integer({ min: 4 * 1024, max: 64 * 1024 }).map((times) => ({ style: 'huge' as const, times })) },
  { weight: 1, arbitrary: fc.string({ unit: base64url, minLength: 43, maxLength: 43 }).map((token) => ({ style: 'forged-then-real' as const, token })) },
  { weight: 1, arbitrary: fc.constant({ style: 'secure-name' as const }) },
  { weight: 1, arbitrary: headerText.map((junk) => ({ style: 'junk-only' as const, junk })) },
)

/** Origins: mostly none (API clients), the app's own, other sites, opaque and broken ones. */
export const origin = fc.oneof(
  { weight: 12, arbitrary: fc.constant(null) },
  { weight: 3, arbitrary: fc.constantFrom('http://localhost', 'http://LOCALHOST', 'https://localhost') },
  {
    weight: 2,
    arbitrary: fc.constantFrom(
      'https://evil.example', 'null', 'http://localhost:5173', 'http://localhost.evil.example', 'http://evil.example/localhost', 'file://',
      'http://127.0.0.1', 'garbage', '', 'http://user@localhost@evil.example', 'http://[::1]', 'chrome-extension://abc',
    ),
  },
)

/** Methods: standard ones, lower case (normalised by Request for some), WebDAV and made up. */
export const anyMethod = fc.constantFrom('GET', 'HEAD', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'post', 'get', 'Delete', 'PROPFIND', 'MKCOL', 'FOO', 'M-SEARCH')

/** Extra headers that sometimes confuse servers: forwarded IPs, lying lengths, method overrides, odd agents. */
export const extraHeaders = fc.array(
  fc.tuple(
    fc.constantFrom('x-forwarded-for', 'x-nf-client-connection-ip', 'content-length', 'x-http-method-override', 'user-agent', 'accept', 'accept-language', 'x-forwarded-host', 'referer', 'stripe-signature', 'x-twilio-signature'),
    fc.oneof(headerText, fc.constantFrom('-1', 'abc', '1e9', '999999999999', 'DELETE', '::1', '127.0.0.1, 10.0.0.1', '2001:db8::1')),
  ),
  { maxLength: 2 },
)
