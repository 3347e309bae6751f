import { randomUUID } from 'node:crypto'
import { TEST_ALERTS_PER_DAY, testAlertRequestSchema, type TestAlertResponse } from '../../../src/domain/contracts/alerts'
import { guardStateChange } from '../auth/guards'
import { isSamePhone } from '../auth/phone'
import { json, problem } from '../http'
import { takeRateLimit, tooManyRequests } from '../rate-limit'
import { readJsonBody } from '../request-body'
import { currentUser } from '../session'
import { smsSender } from '../providers/sms'
import { countTestTexts, lockUsersTextTimes, recordClaimedAlert } from '../data/alert-records'
import { database, withTransaction } from '../data/transaction'
import { deliverRecorded } from './deliver'
import { loadAlertAccount } from './settings-store'
import { english, type Translate } from '../../../src/domain/i18n/locales'
import { translator } from '../i18n'
import { requestLocale } from '../request-locale'

const TEST_ALERT = /*i18n*/ {
  id: 'alert.test',
  message: 'AirAhead test: this is how an alert looks. We text about 2 h before the air at your places turns bad. Reply STOP to opt out',
}
/** The test text in the reader's words (GSM-7, one segment: decision 282). */
export const testAlertText = (t: Translate = english) => t(TEST_ALERT)

export const TEST_ALERT_MESSAGES = {
  signIn: /*i18n*/ { id: 'problem.testAlert.signIn', message: 'Sign in with your phone number to send a test alert.' },
  premiumOnly: /*i18n*/ { id: 'problem.testAlert.premiumOnly', message: 'Test alerts are part of AirAhead Premium.' },
  notYourPhone: /*i18n*/ { id: 'problem.testAlert.notYourPhone', message: 'Test alerts go only to your own verified phone number. Verify this number first.' },
  optedOut: /*i18n*/ { id: 'problem.testAlert.optedOut', message: 'This number replied STOP, so we cannot text it. Text START to our number to opt back in.' },
  tooMany: /*i18n*/ { id: 'problem.testAlert.tooMany', message: 'You can send {count} test alerts a day. Try again tomorrow.', values: { count: TEST_ALERTS_PER_DAY } },
  failed: /*i18n*/ { id: 'problem.testAlert.failed', message: 'The text could not be sent. Please try again in a few minutes.' },
} as const

/** Tries a day, failed ones included: a bound on provider calls while texts keep failing. */
const TEST_ALERT_ATTEMPTS_RULE = { name: 'test-alert-attempts', limit: 10, windowSeconds: 86_400 }
const DAY_SECONDS = 86_400

/**
 * POST /api/demo/test-alert {phoneNumber, message} (docs/product.md §API): one test text to the
 * caller's own verified phone, at most 3 a day (a text that failed does not count), logged with their alerts. The message the
 * spec's page sends is not used: we text our fixed wording, never arbitrary text.
 */
export async function sendTestAlert(req: Request): Promise<Response> {
  const refused = guardStateChange(req, ['POST'])
  if (refused) return refused
  const user = await currentUser(req)
  if (!user || user.phone === null) return problem(401, 'not_signed_in', TEST_ALERT_MESSAGES.signIn)
  if (!user.isPremium) return problem(403, 'premium_required', TEST_ALERT_MESSAGES.premiumOnly)
  const body = await readJsonBody(req, testAlertRequestSchema)
  if (!body.ok) return body.response

  const phone = user.phone
  if (!isSamePhone(body.value.phoneNumber, phone)) return problem(403, 'not_your_phone', TEST_ALERT_MESSAGES.notYourPhone)
  const account = await loadAlertAccount(user.id)
  if (account?.optedOut) return problem(409, 'opted_out', TEST_ALERT_MESSAGES.optedOut)

  const now = Math.floor(Date.now() / 1000)
  const text = testAlertText(translator(requestLocale(req)))
  const attempts = await takeRateLimit(TEST_ALERT_ATTEMPTS_RULE, user.id, now)
  if (!attempts.allowed) return tooManyRequests(attempts.retryAfterSeconds, TEST_ALERT_MESSAGES.tooMany)

  // Three test texts a day that did not fail, counted under the user's lock so two requests
  // at once cannot both take the third.
  const recorded = await withTransaction(async (tx) => {
    await lockUsersTextTimes(tx, [user.id], now, DAY_SECONDS)
    const used = await countTestTexts(tx, user.id, now)
    if (used.count >= TEST_ALERTS_PER_DAY) return { id: null, retryAfter: Math.max(1, Math.ceil((used.oldestAt ?? now) + DAY_SECONDS - now)) }
    const id = await recordClaimedAlert(tx, {
      userId: user.id, placeId: null, placeName: null, kind: 'test', alertType: 'test', episodeKey: `test-${randomUUID()}`,
      to: phone, body: text, hourAt: null, scheduledFor: now,
    }, now)
    if (id === null) throw new Error('a test alert with a fresh key was not recorded')
    return { id, retryAfter: 0 }
  })
  if (recorded.id === null) return tooManyRequests(recorded.retryAfter, TEST_ALERT_MESSAGES.tooMany)
  const sent = await deliverRecorded(smsSender(), database, { id: recorded.id, to: phone, body: text, purpose: 'test_alert' }, now)
  if (!sent.ok) return problem(502, 'sms_failed', TEST_ALERT_MESSAGES.failed)
  const answer: TestAlertResponse = { success: true, delivery: sent.value.delivery, to: phone, message: text }
  return json(answer, { headers: { 'cache-control': 'no-store' } })
}

