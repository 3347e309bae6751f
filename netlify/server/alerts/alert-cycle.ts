import {
  decideAlert,
  effectiveThreshold,
  type AlertDecision,
  type EpisodeState,
  type ForecastHour,
} from '../../../src/domain/alerts'
import { isPremiumSubscription } from '../billing/premium'
import { query } from '../db'
import type { PaymentsMode } from '../providers/payments/mode'
import type { AirQualityProvider, CellForecast } from '../providers/air-quality/types'
import type { SmsSender } from '../providers/sms/types'
import { claimRetries, recordAlert, sendRecorded, type AlertType } from './alert-log'
import { alertCellFor } from './alert-cells'
import { loadCellForecasts, type QueryFn } from './cell-forecasts'
import { recordCellReadings } from './cell-readings'
import { forecastHours } from './forecast-hours'
import { preferencesFromRow, type PreferenceRow } from './settings-store'

/** The job runs every 15 minutes (netlify/functions/alerts-cycle.ts). */
export const CYCLE_SECONDS = 900
/** A place checked within this long is not due again (a rerun right away does nothing new). */
const RECHECK_AFTER_SECONDS = CYCLE_SECONDS - 120
/** The daily cap counts texts over the last 24 hours. */
const CAP_WINDOW_SECONDS = 86_400

export interface CycleOptions {
  provider: AirQualityProvider
  sms: SmsSender
  paymentsMode: PaymentsMode
  /** Unix seconds. */
  now: number
  /** This run's share of the cells: places whose cell hashes to `shard` modulo `shards`. */
  shard?: { index: number; count: number }
  /** Places per run at most (the rest are due on the next run). */
  limit?: number
  /** Told about every place's decision (npm run alerts:run prints them). */
  onDecision?: (event: DecisionEvent) => void
}

export interface DecisionEvent {
  placeId: string
  placeName: string
  decision: AlertDecision['kind']
  reason: string
  /** What happened to the text, when one was due. */
  outcome?: 'sent' | 'outbox' | 'failed' | 'already recorded'
}

export interface CycleSummary {
  places: number
  cells: number
  cellsFailed: number
  upstreamRequests: number
  dbQueries: number
  recorded: number
  sent: number
  failed: number
  retried: number
}

interface PlaceRow extends PreferenceRow {
  id: string
  user_id: string
  name: string
  lat: number
  lon: number
  episode: EpisodeState | null
  phone_e164: string
  sub_status: string | null
  sub_demo: boolean | null
}

interface PreparedCell {
  hours: ForecastHour[]
  timeZone: string
}

/**
 * One alert cycle: the due places of users who may get texts (alerts on, premium, a
 * verified phone that consented and has not replied STOP), grouped by forecast cell, each
 * cell's forecast fetched once (batched, cached), then `decideAlert` per place. A text is
 * recorded as pending under its unique (place, episode, kind) key before the SMS provider
 * is called, so a crash or a concurrent run can never send it twice; what an earlier run
 * recorded but did not send is sent by the next one.
 */
export async function runAlertCycle(options: CycleOptions): Promise<CycleSummary> {
  const { now } = options
  let dbQueries = 0
  const q: QueryFn = (text, values) => {
    dbQueries++
    return query(text, values)
  }
  const summary: CycleSummary = { places: 0, cells: 0, cellsFailed: 0, upstreamRequests: 0, dbQueries: 0, recorded: 0, sent: 0, failed: 0, retried: 0 }

  // Texts an earlier run recorded and did not get out (a crash, a provider outage).
  for (const retry of await claimRetries(now, 500)) {
    dbQueries++
    summary.retried++
    const outcome = await deliver(options.sms, retry.id, retry.to, retry.body, now)
    if (outcome === 'failed') summary.failed++
    else summary.sent++
  }

  const shard = options.shard ?? { index: 0, count: 1 }
  const places = (
    await q<PlaceRow>(
      `SELECT p.id, p.user_id, p.name, p.lat, p.lon, p.episode, u.phone_e164,
              sub.status AS sub_status, sub.demo AS sub_demo,
              s.threshold_kind, s.threshold_value, s.sensitivity, s.quiet_start, s.quiet_end, s.daily_cap, s.all_clear
         FROM monitored_places p
         JOIN users u ON u.id = p.user_id AND u.alerts_enabled AND u.phone_e164 IS NOT NULL
         LEFT JOIN subscriptions sub ON sub.user_id = u.id
         LEFT JOIN alert_settings s ON s.user_id = u.id
        WHERE (p.checked_at IS NULL OR p.checked_at <= to_timestamp($1::float8 - $2::float8))
          AND NOT EXISTS (SELECT 1 FROM sms_opt_outs o WHERE o.phone_e164 = u.phone_e164)
          AND EXISTS (SELECT 1 FROM sms_consents c WHERE c.user_id = u.id AND c.phone_e164 = u.phone_e164)
          AND mod(abs(hashtext(round(p.lat::numeric, 1)::text || ',' || round(p.lon::numeric, 1)::text)), $3) = $4
        ORDER BY p.checked_at NULLS FIRST, p.id
        LIMIT $5`,
      [now, RECHECK_AFTER_SECONDS, shard.count, shard.index, options.limit ?? 1_000_000],
    )
  ).filter((p) => isPremiumSubscription(p.sub_status === null ? null : { status: p.sub_status, demo: p.sub_demo === true }, options.paymentsMode))
  summary.places = places.length
  if (places.length === 0) return { ...summary, dbQueries }

  const cells = new Map(places.map((p) => {
    const cell = alertCellFor(p)
    return [cell.key, cell]
  }))
  summary.cells = cells.size
  const loaded = await loadCellForecasts(options.provider, [...cells.values()], now, q)
  summary.upstreamRequests = loaded.upstreamRequests
  summary.cellsFailed = loaded.failed.size
  const prepared = new Map<string, PreparedCell>()
  const cellOf = (forecast: CellForecast): PreparedCell => {
    let cell = prepared.get(forecast.cell.key)
    if (!cell) {
      cell = { hours: forecastHours(forecast), timeZone: forecast.timezone }
      prepared.set(forecast.cell.key, cell)
    }
    return cell
  }

  // Texts per user in the cap window, counted once and kept up to date as this run sends.
  const userIds = [...new Set(places.map((p) => p.user_id))]
  const sentRecently = new Map<string, number>()
  for (const row of await q<{ user_id: string; n: number }>(
    `SELECT user_id, count(*)::int AS n FROM alerts
      WHERE user_id = ANY($1::uuid[]) AND kind <> 'test' AND status <> 'failed' AND created_at > to_timestamp($2::float8 - $3::float8)
      GROUP BY user_id`,
    [userIds, now, CAP_WINDOW_SECONDS],
  )) sentRecently.set(row.user_id, row.n)

  const episodes: { id: string; episode: EpisodeState | null }[] = []
  const checked: string[] = []
  for (const place of places) {
    const forecast = loaded.forecasts.get(alertCellFor(place).key)
    if (!forecast) {
      options.onDecision?.({ placeId: place.id, placeName: place.name, decision: 'none', reason: `no forecast: ${loaded.failed.get(alertCellFor(place).key) ?? 'unknown'}` })
      continue // not marked checked: the next run tries again
    }
    checked.push(place.id)
    const cell = cellOf(forecast)
    const preferences = preferencesFromRow(place)
    const decision = decideAlert(cell.hours, now, {
      enabled: true,
      optedOut: false,
      threshold: effectiveThreshold(preferences),
      sensitivity: preferences.sensitivity,
      quietHours: preferences.quietHours,
      dailyCap: preferences.dailyCap,
      allClear: preferences.allClear,
      sentToday: sentRecently.get(place.user_id) ?? 0,
      place: { name: place.name, timeZone: cell.timeZone },
      cycleSeconds: CYCLE_SECONDS,
    }, place.episode)

    if (decision.kind === 'none') {
      if (!sameEpisode(decision.episode, place.episode)) episodes.push({ id: place.id, episode: decision.episode })
      options.onDecision?.({ placeId: place.id, placeName: place.name, decision: 'none', reason: decision.reason })
      continue
    }

    const alertId = await recordAlert({
      userId: place.user_id,
      placeId: place.id,
      placeName: place.name,
      kind: decision.kind,
      alertType: alertTypeOf(decision),
      episodeKey: decision.episodeKey,
      to: place.phone_e164,
      body: decision.message,
      hourAt: decision.hourAt,
      scheduledFor: now,
      now,
    })
    dbQueries++
    // Whether this run recorded it or another did, the place is now in this episode state.
    await q(`UPDATE monitored_places SET episode = $2 WHERE id = $1`, [place.id, JSON.stringify(decision.episode)])
    if (alertId === null) {
      options.onDecision?.({ placeId: place.id, placeName: place.name, decision: decision.kind, reason: decision.reason, outcome: 'already recorded' })
      continue
    }
    summary.recorded++
    sentRecently.set(place.user_id, (sentRecently.get(place.user_id) ?? 0) + 1)
    const outcome = await deliver(options.sms, alertId, place.phone_e164, decision.message, now)
    dbQueries++
    if (outcome === 'failed') summary.failed++
    else summary.sent++
    options.onDecision?.({ placeId: place.id, placeName: place.name, decision: decision.kind, reason: decision.reason, outcome })
  }

  if (episodes.length > 0) {
    await q(
      `UPDATE monitored_places p SET episode = x.episode
         FROM jsonb_to_recordset($1::jsonb) AS x(id uuid, episode jsonb)
        WHERE p.id = x.id`,
      [JSON.stringify(episodes)],
    )
  }
  if (checked.length > 0) {
    await q(`UPDATE monitored_places SET checked_at = to_timestamp($2) WHERE id = ANY($1::uuid[])`, [checked, now])
  }
  // The hour under way of every cell checked: the watched places' history.
  await recordCellReadings(
    [...loaded.forecasts.values()].map((forecast) => ({ forecast, hours: cellOf(forecast).hours })),
    now,
    q,
  )
  return { ...summary, dbQueries }
}

/** Sends a recorded alert and records the outcome. */
async function deliver(sms: SmsSender, id: string, to: string, body: string, now: number): Promise<'sent' | 'outbox' | 'failed'> {
  const sent = await sendRecorded(sms, { id, to, body, purpose: 'alert' }, now)
  if (!sent.ok) return 'failed'
  return sent.value.delivery === 'sms' ? 'sent' : 'outbox'
}

function alertTypeOf(decision: Exclude<AlertDecision, { kind: 'none' }>): AlertType {
  if (decision.kind === 'all_clear') return 'all_clear'
  // An advance that already covers a Very Poor hour is stored as escalated (domain/alerts).
  return decision.kind === 'escalation' || decision.episode.escalated ? 'very_poor' : 'poor'
}

function sameEpisode(a: EpisodeState | null, b: EpisodeState | null): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}
