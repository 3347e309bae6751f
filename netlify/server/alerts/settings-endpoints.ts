import {
  alertConsentRequestSchema,
  alertSettingsUpdateSchema,
  type AlertPreferences,
  type AlertSettingsView,
} from '../../../src/domain/contracts/alerts'
import { guardStateChange } from '../auth/guards'
import { withTransaction } from '../data/transaction'
import { clientIp } from '../client-ip'
import { allowMethods, json, problem } from '../http'
import { takeRateLimit, tooManyRequests, type RateLimitRule } from '../rate-limit'
import { readJsonBody } from '../request-body'
import { currentUser, type SessionUser } from '../session'
import { smsSender } from '../providers/sms'
import { consentConfirmation, consentText, CONSENT_TEXT } from './consent-text'
import { translator } from '../i18n'
import { requestLocale } from '../request-locale'
import {
  alertSettingsView,
  loadAlertAccount,
  recordConsent,
  savePreferences,
  setAlertsEnabled,
  type AlertAccount,
} from './settings-store'

export const ALERT_SETTINGS_MESSAGES = {
  signIn: /*i18n*/ { id: 'problem.alertSettings.signIn', message: 'Sign in with your phone number to set up alerts.' },
  premiumOnly: /*i18n*/ { id: 'problem.alertSettings.premiumOnly', message: 'SMS alerts are part of AirAhead Premium. Upgrade to Premium to turn them on.' },
  phoneRequired: /*i18n*/ { id: 'problem.alertSettings.phoneRequired', message: 'Verify your phone number first: alerts are only ever texted to a verified number.' },
  consentRequired: /*i18n*/ { id: 'problem.alertSettings.consentRequired', message: 'Agree to receive alert texts before turning alerts on.' },
  optedOut: /*i18n*/ { id: 'problem.alertSettings.optedOut', message: 'This number replied STOP, so we cannot text it. Text START to our number to opt back in, then try again.' },
  staleConsent: /*i18n*/ { id: 'problem.alertSettings.staleConsent', message: 'The alert terms have changed. Please read and accept the current version.' },
  tooManyConsents: /*i18n*/ { id: 'problem.alertSettings.tooManyConsents', message: 'You have turned alert texts on several times today, and each time we text a confirmation. Please try again tomorrow.' },
} as const

/** Opt-ins one user may give per day: each texts a confirmation to their phone (decision 092). */
export const CONSENT_LIMIT: RateLimitRule = { name: 'alert-consent-user', limit: 5, windowSeconds: 86_400 }

const noStore = { 'cache-control': 'private, no-store' }

/** The settings of `user`, the consent text in the request's language (decision 283: the app sends its own). */
async function view(user: SessionUser, req: Request): Promise<{ account: AlertAccount; body: AlertSettingsView } | null> {
  const account = await loadAlertAccount(user.id)
  if (!account) return null
  return { account, body: alertSettingsView(account, user.isPremium, smsSender().delivery, translator(requestLocale(req))) }
}

/** GET and PUT /api/user/alert-settings. */
export async function alertSettings(req: Request): Promise<Response> {
  const refused = req.method === 'GET' ? allowMethods(req, ['GET']) : guardStateChange(req, ['GET', 'PUT'])
  if (refused) return refused
  const user = await currentUser(req)
  if (!user) return problem(401, 'not_signed_in', ALERT_SETTINGS_MESSAGES.signIn)

  if (req.method === 'GET') {
    const current = await view(user, req)
    return current ? json(current.body, { headers: noStore }) : problem(401, 'not_signed_in', ALERT_SETTINGS_MESSAGES.signIn)
  }

  if (!user.isPremium) return problem(403, 'premium_required', ALERT_SETTINGS_MESSAGES.premiumOnly)
  const body = await readJsonBody(req, alertSettingsUpdateSchema)
  if (!body.ok) return body.response
  const current = await loadAlertAccount(user.id)
  if (!current) return problem(401, 'not_signed_in', ALERT_SETTINGS_MESSAGES.signIn)

  const update = body.value
  if (update.alertsEnabled === true && !current.alertsEnabled) {
    if (current.phone === null) return problem(409, 'phone_required', ALERT_SETTINGS_MESSAGES.phoneRequired)
    if (current.consent === null) return problem(409, 'consent_required', ALERT_SETTINGS_MESSAGES.consentRequired)
    if (current.optedOut) return problem(409, 'opted_out', ALERT_SETTINGS_MESSAGES.optedOut)
  }
  const preferences: AlertPreferences = {
    threshold: update.threshold === undefined ? current.preferences.threshold : update.threshold,
    sensitivity: update.sensitivity ?? current.preferences.sensitivity,
    quietHours: update.quietHours === undefined ? current.preferences.quietHours : update.quietHours,
    dailyCap: update.dailyCap ?? current.preferences.dailyCap,
    allClear: update.allClear ?? current.preferences.allClear,
    timeZone: update.timeZone === undefined ? current.preferences.timeZone : update.timeZone,
  }
  await withTransaction(async (tx) => {
    await savePreferences(tx, user.id, preferences)
    if (update.alertsEnabled !== undefined) await setAlertsEnabled(tx, user.id, update.alertsEnabled)
  })
  const saved = await view(user, req)
  return saved ? json(saved.body, { headers: noStore }) : problem(401, 'not_signed_in', ALERT_SETTINGS_MESSAGES.signIn)
}

/**
 * POST /api/user/alert-consent {textVersion}: the opt-in. Stores the evidence (the exact
 * text and its version, time, IP, browser), turns alerts on and texts a confirmation.
 */
export async function alertConsent(req: Request): Promise<Response> {
  const refused = guardStateChange(req, ['POST'])
  if (refused) return refused
  const user = await currentUser(req)
  if (!user) return problem(401, 'not_signed_in', ALERT_SETTINGS_MESSAGES.signIn)
  if (!user.isPremium) return problem(403, 'premium_required', ALERT_SETTINGS_MESSAGES.premiumOnly)
  if (user.phone === null) return problem(409, 'phone_required', ALERT_SETTINGS_MESSAGES.phoneRequired)
  const body = await readJsonBody(req, alertConsentRequestSchema)
  if (!body.ok) return body.response
  if (body.value.textVersion !== CONSENT_TEXT.version) return problem(409, 'stale_consent', ALERT_SETTINGS_MESSAGES.staleConsent)
  const account = await loadAlertAccount(user.id)
  if (!account) return problem(401, 'not_signed_in', ALERT_SETTINGS_MESSAGES.signIn)
  if (account.optedOut) return problem(409, 'opted_out', ALERT_SETTINGS_MESSAGES.optedOut)
  const limit = await takeRateLimit(CONSENT_LIMIT, user.id, Math.floor(Date.now() / 1000))
  if (!limit.allowed) return tooManyRequests(limit.retryAfterSeconds, ALERT_SETTINGS_MESSAGES.tooManyConsents)

  const phone = user.phone
  await withTransaction(async (tx) => {
    await recordConsent(tx, { userId: user.id, phone, ip: clientIp(req), userAgent: req.headers.get('user-agent'), text: consentText(translator(requestLocale(req))) })
    await setAlertsEnabled(tx, user.id, true)
  })
  // The confirmation is a courtesy: consent and the switch stand even if it cannot be sent now.
  const confirmation = await smsSender().send({ to: phone, body: consentConfirmation(translator(requestLocale(req))), purpose: 'consent_confirmation' }).catch(() => null)
  if (confirmation && !confirmation.ok) console.warn(`alert consent confirmation not sent: ${confirmation.error.message}`)
  const saved = await view(user, req)
  return saved ? json(saved.body, { status: 201, headers: noStore }) : problem(401, 'not_signed_in', ALERT_SETTINGS_MESSAGES.signIn)
}
