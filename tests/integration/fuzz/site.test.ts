import fc from 'fast-check'
import emailOutboxHandler from '../../../netlify/functions/dev-email-outbox'
import feedbackHandler from '../../../netlify/functions/feedback'
import healthHandler from '../../../netlify/functions/health'
import newsletterConfirmHandler from '../../../netlify/functions/newsletter-confirm'
import newsletterHandler from '../../../netlify/functions/newsletter-subscribe'
import welcomeHandler from '../../../netlify/functions/send-welcome-email'
import smsCountriesHandler from '../../../netlify/functions/sms-countries'
import waitlistHandler from '../../../netlify/functions/sms-waitlist'
import waitlistConfirmHandler from '../../../netlify/functions/sms-waitlist-confirm'
import { sendWelcomeEmailBodySchema } from '../../../src/domain/contracts/email'
import { feedbackRequestSchema } from '../../../src/domain/contracts/feedback'
import { newsletterSubscribeRequestSchema } from '../../../src/domain/contracts/newsletter'
import { waitlistRequestSchema } from '../../../src/domain/contracts/sms-countries'
import { SMS_COUNTRY_CODES } from '../../../src/domain/sms/countries'
import { badStringValue, headerText, hostileText, jsonBodies, longText, objectBodies, pathWithJunk, textWithControl, wellFormed, type FieldSpec } from './generators'
import { effectiveCaller, fitsEmptyJson, fitsJson, isSameSite, methodOf, parsedBody, PREMIUM_CALLERS, requests, type FuzzRequest } from './fuzz-request'
import { describeFuzz } from './harness'

const json = (values: unknown[]) => fc.constantFrom(...values.map((v) => JSON.stringify(v)))
const post = (r: FuzzRequest) => methodOf(r) === 'POST' && isSameSite(r)
const noBodies = jsonBodies(objectBodies({}))
const asJson = (text: fc.Arbitrary<string>) => text.map((s) => JSON.stringify(s))
/** GET and POST of a confirmation link at `path` with junk, malformed and well-formed (never live) tokens. */
const confirmationLinks = (path: string) =>
  requests({
    methods: ['GET', 'POST'],
    target: fc.oneof(
      pathWithJunk(path),
      fc.constantFrom('a'.repeat(43), `${'A'.repeat(42)}-`, 'a'.repeat(44), '', '%00'.repeat(15)).map((t) => `${path}?token=${t}`),
      hostileText.map((t) => `${path}?token=${encodeURIComponent(wellFormed(t))}`),
    ),
    body: noBodies,
  })

const email: FieldSpec = {
  good: json(['ann@example.com', ' Ann@Example.COM ', 'bo.b+news@example.org']),
  bad: fc.oneof(
    badStringValue,
    json(['ann', 'ann@', '@example.com', 'ann@example', 'ann smith@example.com', 'ann@exa mple.com', 'ann@@example.com', 'ann@example.com\u0000', 'ann\u202e@example.com', 'ánn@example.com', 'ann@例え.jp', `${'a'.repeat(65)}@example.com`, `a@${'b'.repeat(250)}.com`, 'ann@example.com, bo@example.com', '"ann"@example.com', 'ann@[127.0.0.1]']),
  ),
}
/** US is well-formed but already texted: refused with 400 country_supported. */
const country: FieldSpec = { good: json(['IN', 'br', ' jp ', 'US']), bad: fc.oneof(badStringValue, json(['IND', 'I', '', '12', 'I\u0000'])) }
const source: FieldSpec = { good: json(['website', 'home', 'landing']), bad: fc.oneof(badStringValue, json(['twitter', 'Website', ' home', ''])) }

const feedbackFields: Record<string, FieldSpec> = {
  subject: { good: json(['Hello', 'Ça va? 😀']), bad: fc.oneof(badStringValue, asJson(textWithControl), asJson(longText), json(['', '   ', 'x'.repeat(101)])) },
  message: { good: json(['Line one\nline two', 'Thanks']), bad: fc.oneof(badStringValue, asJson(textWithControl), json(['', 'x'.repeat(1001)])) },
  currentPage: { good: json(['/', '/home', '/history?x=1']), bad: fc.oneof(badStringValue, json(['home', '//evil.example', '/a b', '/\u0000', `/${'x'.repeat(512)}`, 'https://evil.example/'])) },
  userAgent: { good: json(['Mozilla/5.0', '', 'x\u0000y']), bad: fc.oneof(badStringValue.filter((raw) => !raw.startsWith('"')), asJson(headerText)) },
}

describeFuzz('site', () => [
  {
    name: 'POST /api/newsletter/subscribe',
    handler: newsletterHandler,
    requests: requests({ methods: ['POST'], target: pathWithJunk('/api/newsletter/subscribe'), body: jsonBodies(objectBodies({ email, source })) }),
    accepts: (r) => post(r) && fitsJson(r, newsletterSubscribeRequestSchema),
  },
  {
    // No generated token is ever a live one (256 random bits), so every answer is a refusal.
    name: 'GET and POST /api/newsletter/confirm',
    handler: newsletterConfirmHandler,
    requests: confirmationLinks('/api/newsletter/confirm'),
    accepts: () => false,
  },
  {
    name: 'POST /api/feedback',
    handler: feedbackHandler,
    requests: requests({ methods: ['POST'], target: pathWithJunk('/api/feedback'), body: jsonBodies(objectBodies(feedbackFields)), ...PREMIUM_CALLERS }),
    accepts: (r) => post(r) && effectiveCaller(r) === 'premium' && fitsJson(r, feedbackRequestSchema),
  },
  {
    name: 'POST /api/user/send-welcome-email',
    handler: welcomeHandler,
    requests: requests({ methods: ['POST'], target: pathWithJunk('/api/user/send-welcome-email'), body: jsonBodies(objectBodies({ to: email })) }),
    accepts: (r) => post(r) && fitsEmptyJson(r, sendWelcomeEmailBodySchema),
  },
  {
    name: 'GET /api/dev/email-outbox',
    handler: emailOutboxHandler,
    requests: requests({ methods: ['GET'], target: pathWithJunk('/api/dev/email-outbox'), body: noBodies }),
    accepts: () => false,
    harmless: (r) => methodOf(r) === 'GET',
  },
  {
    name: 'POST /api/sms/waitlist',
    handler: waitlistHandler,
    requests: requests({ methods: ['POST'], target: pathWithJunk('/api/sms/waitlist'), body: jsonBodies(objectBodies({ email, country })) }),
    accepts: (r) => {
      const body = post(r) ? parsedBody(r, waitlistRequestSchema) : null
      return body !== null && !SMS_COUNTRY_CODES.includes(body.country)
    },
  },
  {
    // As the newsletter's: no generated token is ever a live one, so every answer is a refusal.
    name: 'GET and POST /api/sms/waitlist/confirm',
    handler: waitlistConfirmHandler,
    requests: confirmationLinks('/api/sms/waitlist/confirm'),
    accepts: () => false,
  },
  {
    name: 'GET /api/sms/countries',
    handler: smsCountriesHandler,
    requests: requests({ methods: ['GET'], target: pathWithJunk('/api/sms/countries'), body: noBodies }),
    accepts: () => false,
    harmless: (r) => methodOf(r) === 'GET',
  },
  {
    name: 'GET /api/health',
    handler: healthHandler,
    requests: requests({ methods: ['GET'], target: pathWithJunk('/api/health'), body: noBodies }),
    accepts: () => false,
    harmless: (r) => methodOf(r) === 'GET',
  },
])
