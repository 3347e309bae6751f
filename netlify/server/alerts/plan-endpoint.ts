import { planAlert, type AlertPlanAt } from '../../../src/domain/alerts'
import type { AlertPlan, AlertPlanResponse } from '../../../src/domain/contracts/alerts'
import type { MessageDescriptor } from '../../../src/domain/i18n/locales'
import { coordinatesQuerySchema } from '../../../src/domain/contracts/coordinates'
import { cellFor, cellOfKey } from '../air-quality/cells'
import { isPremiumSubscription } from '../billing/premium'
import { lastEpisodeWarning, userTextTimes } from '../data/alert-records'
import { memberPlacesInCell, type MemberPlace } from '../data/alert-places'
import { database, type Queryable } from '../data/transaction'
import { serverEnv } from '../env'
import { allowMethods, json, parseQuery, problem, readerText } from '../http'
import { airQualityProvider } from '../providers/air-quality'
import { paymentsMode } from '../providers/payments/mode'
import { takeRateLimit, tooManyRequests, type RateLimitRule } from '../rate-limit'
import { currentUser } from '../session'
import { CAP_WINDOW_SECONDS, decisionSettings } from './decide-places'
import { fusedCells, stationsOfCells } from './fused-cells'
import { outlookObservationsOfCells } from './outlooks'
import { loadCellForecasts } from './load-forecasts'

export const ALERT_PLAN_MESSAGES = {
  signIn: /*i18n*/ { id: 'problem.alertPlan.signIn', message: 'Sign in to see when AirAhead texts you.' },
  tooMany: /*i18n*/ { id: 'problem.alertPlan.tooMany', message: 'You have asked for your alert plan many times in the last hour. Please try again later.' },
  alertsOff: /*i18n*/ { id: 'answer.alertPlan.alertsOff', message: 'Your alert texts are off. Turn them on in Alert settings.' },
  optedOut: /*i18n*/ { id: 'answer.alertPlan.optedOut', message: 'This number replied STOP, so we cannot text it. Text START to our number to opt back in.' },
  noPhone: /*i18n*/ { id: 'answer.alertPlan.noPhone', message: 'Add and verify your phone number to get alert texts.' },
  noConsent: /*i18n*/ { id: 'answer.alertPlan.noConsent', message: 'Agree to receive alert texts in Alert settings to get them.' },
  notPremium: /*i18n*/ { id: 'answer.alertPlan.notPremium', message: 'Alert texts are part of AirAhead Premium.' },
  noForecast: /*i18n*/ { id: 'answer.alertPlan.noForecast', message: 'There is no forecast for this place right now, so no text can be planned. We keep checking every 15 minutes.' },
} as const

/** Plans one member may ask for per hour: each reads a cell's forecast and stations, cached (decision 201). */
export const ALERT_PLAN_LIMIT: RateLimitRule = { name: 'alert-plan-user', limit: 240, windowSeconds: 3600 }

const noStore = { 'cache-control': 'private, no-store' }
const isoOf = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString()

/** Why the job would skip this member's place altogether, as the place's plan says it (decision 201). */
function notTexting(place: MemberPlace): AlertPlan | null {
  const why = (reason: Extract<AlertPlan, { status: 'not_texting' }>['reason'], message: MessageDescriptor): AlertPlan => ({ status: 'not_texting', reason, message: readerText(message) })
  const premium = isPremiumSubscription(place.sub_status === null ? null : { status: place.sub_status, demo: place.sub_demo === true }, paymentsMode(serverEnv()))
  if (!premium) return why('not_premium', ALERT_PLAN_MESSAGES.notPremium)
  if (place.phone_e164 === null) return why('no_phone', ALERT_PLAN_MESSAGES.noPhone)
  if (!place.consented) return why('no_consent', ALERT_PLAN_MESSAGES.noConsent)
  if (place.opted_out) return why('opted_out', ALERT_PLAN_MESSAGES.optedOut)
  if (!place.alerts_enabled) return why('alerts_off', ALERT_PLAN_MESSAGES.alertsOff)
  return null
}

function planView(plan: AlertPlanAt): AlertPlan {
  switch (plan.status) {
    case 'will_text':
      return { status: 'will_text', at: isoOf(plan.at), hourAt: isoOf(plan.hourAt), kind: plan.kind, beforeQuietHours: plan.beforeQuietHours }
    case 'texted':
      return { status: 'texted', at: plan.at === null ? null : isoOf(plan.at), hourAt: plan.hourAt === null ? null : isoOf(plan.hourAt) }
    case 'nothing_expected':
      return { status: 'nothing_expected', until: isoOf(plan.until) }
  }
}

const squaredDistance = (place: MemberPlace, point: { lat: number; lon: number }) => (place.lat - point.lat) ** 2 + (place.lon - point.lon) ** 2

/**
 * GET /api/user/alert-plan?lat=&lon=: what the alert job will do about the member's watched
 * place in that position's cell (decision 201): the job's own decision (the same forecast
 * loading, fusion with the place's station choices, settings and cap count) run for its next
 * runs. `{watched: false}` when the member watches no place there.
 */
export async function alertPlan(req: Request): Promise<Response> {
  const refused = allowMethods(req, ['GET'])
  if (refused) return refused
  const query = parseQuery(req, coordinatesQuerySchema)
  if (!query.ok) return query.response
  const user = await currentUser(req)
  if (!user) return problem(401, 'not_signed_in', ALERT_PLAN_MESSAGES.signIn)
  const now = Math.floor(Date.now() / 1000)
  const limit = await takeRateLimit(ALERT_PLAN_LIMIT, user.id, now)
  if (!limit.allowed) return tooManyRequests(limit.retryAfterSeconds, ALERT_PLAN_MESSAGES.tooMany)

  return json(await planAt(database, user.id, query.value, now, req.signal), { headers: noStore })
}

/**
 * The plan for `userId`'s watched place in the cell of `point` at `now` (unix s): the same
 * forecast loading, fusion with the place's station choices, settings and cap count as the job
 * (decision 201). The endpoint's whole answer; tests call it with their own clock.
 */
export async function planAt(db: Queryable, userId: string, point: { lat: number; lon: number }, now: number, signal?: AbortSignal): Promise<AlertPlanResponse> {
  const places = await memberPlacesInCell(db, userId, cellFor(point).key)
  const place = [...places].sort((a, b) => squaredDistance(a, point) - squaredDistance(b, point))[0]
  if (place === undefined) return { watched: false }

  const answer = (plan: AlertPlan, timeZone: string): AlertPlanResponse => ({ watched: true, placeId: place.id, placeName: place.name, timeZone, plan })
  const fallbackZone = place.time_zone ?? 'UTC'
  const skipped = notTexting(place)
  if (skipped) return answer(skipped, fallbackZone)

  const loaded = await loadCellForecasts(airQualityProvider(), [cellOfKey(place.cell_key)], now, db, signal)
  const stations = await stationsOfCells([...loaded.forecasts.values()], now, undefined, signal)
  const alertPlace = { ...place, phone_e164: place.phone_e164 ?? '' }
  const observed = await outlookObservationsOfCells([...loaded.forecasts.values()].map((f) => ({ key: f.cell.key, lat: f.cell.lat, lon: f.cell.lon })), now)
  const cell = fusedCells(loaded.forecasts, stations, now, observed).forPlace(alertPlace)
  if (cell === undefined) return answer({ status: 'not_texting', reason: 'no_forecast', message: readerText(ALERT_PLAN_MESSAGES.noForecast) }, fallbackZone)

  const sentAt = await userTextTimes(db, userId, now, CAP_WINDOW_SECONDS)
  const settings = decisionSettings(alertPlace, cell, sentAt, now)
  const lastWarning = place.episode && !place.episode.closed ? await lastEpisodeWarning(db, place.id, place.episode.key) : null
  // The job's next run reads the classifier's outlook as this one does (decision 247).
  const plan = planAlert({ forecast: cell.hours, now, settings, episode: place.episode, sentAt, lastWarning, outlook: cell.outlook?.(settings.threshold) ?? null })
  return answer(planView(plan), settings.timeZone ?? cell.timeZone)
}
