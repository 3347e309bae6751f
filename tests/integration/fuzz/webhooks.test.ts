import fc from 'fast-check'
import twilio from 'twilio'
import { afterAll, beforeAll } from 'vitest'
import backgroundHandler from '../../../netlify/functions/alerts-cycle-background'
import inboundHandler from '../../../netlify/functions/webhooks-twilio-inbound'
import statusHandler from '../../../netlify/functions/webhooks-twilio-status'
import { startFakeTwilio, type FakeTwilio } from '../../fakes/fake-twilio'
import { anyJson, headerText, hostileText, hugeBody, malformedJson, notUtf8, objectText, oddNumberToken, pathWithJunk, type FuzzBody } from './generators'
import { bodyInit, headerOf, methodOf, requests, type FuzzRequest } from './fuzz-request'
import { describeFuzz } from './harness'

let fakeTwilio: FakeTwilio
beforeAll(async () => {
  fakeTwilio = await startFakeTwilio()
})
afterAll(() => fakeTwilio.close())

const TOKEN = 'fuzz-twilio-auth-token'
const twilioEnv = () => ({ TWILIO_ACCOUNT_SID: `AC${'f'.repeat(32)}`, TWILIO_AUTH_TOKEN: TOKEN, TWILIO_FROM: '+15017122661', TWILIO_API_BASE: fakeTwilio.url })

const text = (body: FuzzBody) => {
  const init = bodyInit(body) ?? ''
  return typeof init === 'string' ? init : new TextDecoder().decode(init)
}
const urlOf = (r: FuzzRequest) => new URL(r.target, 'http://localhost').href
const paramsOf = (r: FuzzRequest) => Object.fromEntries(new URLSearchParams(text(r.body)))

/** Twilio's form fields, each good or hostile; Twilio sends them form-encoded. */
const formFields = fc.record(
  {
    From: fc.oneof(fc.constantFrom('+12015550101', '+447700900123'), hostileText, fc.constantFrom('12015550101', '+0123', '+1 201 555 0101', '+12015550101\u0000', '')),
    To: fc.constantFrom('+15017122661'),
    Body: fc.oneof(fc.constantFrom('STOP', 'start', 'HELP', ' s t o p ', 'STOP\u0000'), hostileText),
    MessageSid: fc.oneof(fc.stringMatching(/^SM[0-9a-f]{32}$/), hostileText, fc.constantFrom('SM123', `XX${'0'.repeat(32)}`)),
    MessageStatus: fc.oneof(fc.constantFrom('delivered', 'failed', 'DELIVERED'), hostileText, fc.constantFrom('read', 'unknown', '')),
    ErrorCode: fc.oneof(fc.constantFrom('30003', '0'), hostileText),
  },
  { requiredKeys: [] },
)

/** Form bodies (their fields hostile), and what a Twilio webhook should never get: JSON, junk escapes, huge forms, non-UTF-8. */
const twilioBodies: fc.Arbitrary<FuzzBody> = fc.oneof(
  { weight: 6, arbitrary: formFields.map((fields) => new URLSearchParams(Object.entries(fields).map(([k, v]) => [k, v.replace(/[\ud800-\udfff]/g, '\ufffd')])).toString()) },
  { weight: 1, arbitrary: fc.constantFrom('From=%ZZ&Body=%', 'From=%2B12015550101&Body=STOP&Body=START', '&&&==', 'From', '=STOP') },
  { weight: 1, arbitrary: fc.oneof(malformedJson, anyJson, notUtf8) },
  { weight: 1, arbitrary: hugeBody(64 * 1024 + 1).map((b) => (b && typeof b === 'object' && 'repeat' in b ? { ...b, prefix: 'Body=' } : b)) },
)

/** X-Twilio-Signature: missing, junk, random, another token, another URL, other parameters — or right, over fields that are wrong. */
function signedTwilio(path: string, methods: readonly string[]) {
  return fc
    .tuple(
      requests({
        methods,
        target: pathWithJunk(path),
        body: twilioBodies,
        callers: { none: 1 },
        contentType: fc.oneof({ weight: 5, arbitrary: fc.constant('application/x-www-form-urlencoded') }, { weight: 1, arbitrary: fc.constantFrom('application/json', 'text/plain', 'multipart/form-data; boundary=x', null) }),
      }),
      fc.constantFrom('missing', 'junk', 'random', 'other-token', 'other-url', 'other-params', 'right'),
      headerText,
      fc.base64String({ minLength: 28, maxLength: 28 }),
    )
    .map(([r, how, junk, random]) => {
      const url = urlOf(r)
      const params = paramsOf(r)
      const signature = {
        missing: null,
        junk,
        random,
        'other-token': twilio.getExpectedTwilioSignature('not-the-token', url, params),
        'other-url': twilio.getExpectedTwilioSignature(TOKEN, url.includes('/inbound') ? url.replace('/inbound', '/status') : url.replace('/status', '/inbound'), params),
        'other-params': twilio.getExpectedTwilioSignature(TOKEN, url, { ...params, Body: 'STOP' }),
        right: twilio.getExpectedTwilioSignature(TOKEN, url, params),
      }[how]
      return signature === null ? r : { ...r, headers: [['x-twilio-signature', signature] as [string, string], ...r.headers] }
    })
}

/** Signed by Twilio with our token, as a form of at most 64 KB: then only the fields can make it bad. */
function signedForm(r: FuzzRequest): boolean {
  const signature = headerOf(r, 'x-twilio-signature')
  if (methodOf(r) !== 'POST' || !signature || !(headerOf(r, 'content-type') ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded')) return false
  return text(r.body).length <= 64 * 1024 && twilio.validateRequest(TOKEN, signature, urlOf(r), paramsOf(r))
}

const E164 = /^\+[1-9]\d{1,14}$/
const STATUSES = ['queued', 'accepted', 'sending', 'sent', 'delivered', 'undelivered', 'failed']

const JOB_SECRET = 'fuzz-alert-job-secret-0123456789abcdef'
const shardBodies: fc.Arbitrary<FuzzBody> = fc.oneof(
  fc.tuple(fc.oneof(oddNumberToken, anyJson, fc.integer({ min: -5, max: 1005 }).map(String)), fc.oneof(oddNumberToken, anyJson, fc.integer({ min: -5, max: 1005 }).map(String))).map(([index, count]) => objectText([['index', index], ['count', count]])),
  malformedJson,
  notUtf8,
  fc.constantFrom<FuzzBody>(undefined, '', 'null', '{}', '[]'),
)


describeFuzz('webhooks and the job', () => [
  {
    name: 'POST /api/webhooks/twilio/inbound',
    handler: inboundHandler,
    requests: signedTwilio('/api/webhooks/twilio/inbound', ['POST']),
    // Validly signed with a real From is Twilio's own message (STOP/START/HELP): never sent.
    accepts: (r) => signedForm(r) && E164.test(paramsOf(r).From ?? ''),
    env: twilioEnv,
  },
  {
    name: 'POST /api/webhooks/twilio/status',
    handler: statusHandler,
    requests: signedTwilio('/api/webhooks/twilio/status', ['POST']),
    accepts: (r) => {
      const p = paramsOf(r)
      return signedForm(r) && /^(SM|MM)[0-9a-fA-F]{32}$/.test(p.MessageSid ?? p.SmsSid ?? '') && STATUSES.includes((p.MessageStatus ?? p.SmsStatus ?? '').toLowerCase())
    },
    env: twilioEnv,
  },
  {
    name: 'POST /.netlify/functions/alerts-cycle-background',
    handler: backgroundHandler,
    requests: fc
      .tuple(
        requests({ methods: ['POST'], target: pathWithJunk('/.netlify/functions/alerts-cycle-background'), body: shardBodies, callers: { none: 1 } }),
        fc.oneof(
          { weight: 4, arbitrary: fc.constant(JOB_SECRET) },
          { weight: 2, arbitrary: fc.constantFrom(JOB_SECRET.toUpperCase(), `${JOB_SECRET}x`, JOB_SECRET.slice(1), JOB_SECRET.replace('0', '1'), 'secret') },
          { weight: 1, arbitrary: headerText },
        ),
        fc.integer({ min: 0, max: 5 }).map((n) => n > 0),
      )
      .map(([r, secret, send]) => (send ? { ...r, headers: [['x-airahead-job-secret', secret] as [string, string], ...r.headers] } : r)),
    // A worker takes no body (it claims its work from the alert_jobs queue): only the secret decides.
    accepts: (r) => headerOf(r, 'x-airahead-job-secret') === JOB_SECRET,
  },
])
