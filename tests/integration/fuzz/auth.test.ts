import fc from 'fast-check'
import { expect } from 'vitest'
import accountHandler from '../../../netlify/functions/auth-account'
import codeHandler from '../../../netlify/functions/auth-code'
import loginHandler from '../../../netlify/functions/login'
import logoutHandler from '../../../netlify/functions/auth-logout'
import outboxHandler from '../../../netlify/functions/dev-outbox'
import phoneHandler from '../../../netlify/functions/user-phone'
import userHandler from '../../../netlify/functions/auth-user'
import userLocaleHandler from '../../../netlify/functions/user-locale'
import verifyHandler from '../../../netlify/functions/auth-verify'
import { textablePhone } from '../../../netlify/server/auth/phone'
import {
  deleteAccountBodySchema,
  logoutBodySchema,
  requestCodeBodySchema,
  userLocaleBodySchema,
} from '../../../src/domain/contracts/auth'
import { badStringValue, hostileText, jsonBodies, objectBodies, pathWithJunk, wellFormed, type FieldSpec } from './generators'
import { effectiveCaller, fitsEmptyJson, fitsJson, isSameSite, methodOf, parsedBody, requests, SIGNED_IN_CALLERS, type FuzzRequest } from './fuzz-request'
import { describeFuzz } from './harness'
import { SMS_COUNTRY_CODES } from '../../../src/domain/sms/countries'

const json = (values: string[]) => fc.constantFrom(...values.map((v) => JSON.stringify(v)))

/** Numbers that can receive a text in the default countries, and phone-shaped text that mostly cannot. */
const phone: FieldSpec = {
  good: json(['+12015550123', '(201) 555-0123', '+44 7700 900123', '201-555-0123', '+1 201 555 0123']),
  bad: fc.oneof(
    badStringValue,
    json(['+1 800 555 0100', '+33 6 12 34 56 78', '911', '+', '0', '+999999999999999', '1'.repeat(33), '+1 201 555 0123 ext. 9', '+1\u0000201 555 0123', '+١٢٠١٥٥٥٠١٢٣']),
    fc.string({ unit: fc.constantFrom(...'0123456789+-(). #*x'), maxLength: 40 }).map((s) => JSON.stringify(s)),
  ),
}
const country: FieldSpec = {
  good: json(['US', 'gb', 'CA']),
  bad: fc.oneof(badStringValue, json(['USA', 'U', '', 'ZZ', 'U\u0000', 'ＵＳ', ' US', 'FR'])),
}
const code: FieldSpec = {
  good: json(['123456', '000000']),
  bad: fc.oneof(badStringValue, json(['12345', '1234567', '12345a', '١٢٣٤٥٦', '12 3456', '123456\u0000']), fc.integer().map(String)),
}

const post = (r: FuzzRequest, method = 'POST') => methodOf(r) === method && isSameSite(r)
const languageField: FieldSpec = { good: fc.constantFrom('"en"', '"es"'), bad: fc.oneof(badStringValue, fc.constantFrom('"fr"', '"ES"', '""', 'null', '1')) }
const isRead = (r: FuzzRequest) => ['GET', 'HEAD'].includes(methodOf(r))

/** Where GET /api/login sends people: always our sign-in page, with a `next` that stays on this site and off /api/. */
async function staysOnSite(res: Response) {
  if (res.status !== 302) return
  const location = res.headers.get('location') ?? ''
  expect(location).toMatch(/^\/sign-in\?next=/)
  const next = decodeURIComponent(location.slice('/sign-in?next='.length))
  expect(next.startsWith('/') && !next.startsWith('//') && !next.startsWith('/\\'), `next=${next}`).toBe(true)
  expect(new URL(next, 'http://localhost').host).toBe('localhost')
  expect(new URL(next, 'http://localhost').pathname.startsWith('//'), `next=${next}`).toBe(false)
  expect(next).not.toMatch(/^\/api\//)
}

const nextValue = fc.oneof(
  fc.constantFrom(
    '//evil.example', '/\\evil.example', '\\\\evil.example', 'https://evil.example', 'javascript:alert(1)', '/%2F%2Fevil.example', '/api/auth/user',
    '/API/auth', '/./api/x', '/a/../api/x', '/%2e%2e/api', '/\t/evil.example', '/%09/evil.example', '/ok?x=1#y', '/' + 'a'.repeat(600), '@evil.example', '/\u2028',
    '/.//evil.example', '/%2e//evil.example', '/..//evil.example', '/%5C%5Cevil.example',
  ),
  hostileText,
)

describeFuzz('auth', () => [
  {
    name: 'POST /api/auth/code',
    handler: codeHandler,
    requests: requests({ methods: ['POST'], target: pathWithJunk('/api/auth/code'), body: jsonBodies(objectBodies({ phone, country })) }),
    accepts: (r) => {
      const body = post(r) ? parsedBody(r, requestCodeBodySchema) : null
      return body !== null && textablePhone(body.phone, body.country, SMS_COUNTRY_CODES).ok
    },
  },
  {
    // No code was ever issued, so even a well-formed phone and code is wrong: nothing may change.
    name: 'POST /api/auth/verify',
    handler: verifyHandler,
    requests: requests({ methods: ['POST'], target: pathWithJunk('/api/auth/verify'), body: jsonBodies(objectBodies({ phone, code, country })) }),
    accepts: () => false,
  },
  {
    // Moving the account to a new number needs a code for it; none was issued, so nothing may change.
    name: 'POST /api/user/phone',
    handler: phoneHandler,
    requests: requests({ methods: ['POST'], target: pathWithJunk('/api/user/phone'), body: jsonBodies(objectBodies({ phone, code, country })), ...SIGNED_IN_CALLERS }),
    accepts: () => false,
  },
  {
    // Saves the language of a signed-in person's texts (decision 283); without a session it
    // answers { saved: false } and writes nothing.
    name: 'PUT /api/user/locale',
    handler: userLocaleHandler,
    requests: requests({ methods: ['PUT', 'POST'], target: pathWithJunk('/api/user/locale'), body: jsonBodies(objectBodies({ locale: languageField })) }),
    accepts: (r) => post(r, 'PUT') && fitsJson(r, userLocaleBodySchema),
  },
  {
    name: 'POST /api/auth/logout',
    handler: logoutHandler,
    requests: requests({ methods: ['POST'], target: pathWithJunk('/api/auth/logout'), body: jsonBodies(objectBodies({})) }),
    accepts: (r) => post(r) && fitsEmptyJson(r, logoutBodySchema),
  },
  {
    name: 'DELETE /api/auth/account',
    handler: accountHandler,
    requests: requests({
      methods: ['DELETE'],
      target: pathWithJunk('/api/auth/account'),
      ...SIGNED_IN_CALLERS,
      body: jsonBodies(objectBodies({ confirm: { good: json(['DELETE']), bad: fc.oneof(badStringValue, json(['delete', ' DELETE', 'DELETE\u0000', 'DELETE ', 'DELET', 'ＤＥＬＥＴＥ'])) } })),
    }),
    accepts: (r) => post(r, 'DELETE') && effectiveCaller(r) !== 'none' && fitsJson(r, deleteAccountBodySchema),
  },
  {
    name: 'GET /api/auth/user',
    handler: userHandler,
    requests: requests({ methods: ['GET'], target: pathWithJunk('/api/auth/user'), body: jsonBodies(objectBodies({})) }),
    accepts: () => false,
    harmless: (r) => methodOf(r) === 'GET',
  },
  {
    name: 'GET /api/login',
    handler: loginHandler,
    requests: requests({
      methods: ['GET', 'HEAD'],
      target: fc.oneof(
        pathWithJunk('/api/login'),
        nextValue.map((next) => `/api/login?next=${encodeURIComponent(wellFormed(next))}`),
        nextValue.filter((next) => !/[#\s]/.test(next)).map((next) => `/api/login?next=${next}`),
      ),
      body: jsonBodies(objectBodies({})),
    }),
    accepts: () => false,
    harmless: isRead,
    check: staysOnSite,
  },
  {
    name: 'GET /api/dev/outbox',
    handler: outboxHandler,
    requests: requests({ methods: ['GET'], target: pathWithJunk('/api/dev/outbox'), body: jsonBodies(objectBodies({})) }),
    accepts: () => false,
    harmless: (r) => methodOf(r) === 'GET',
  },
])
