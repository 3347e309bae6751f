import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runAlertCycle } from '../../netlify/server/alerts/alert-cycle'
import type { DecisionEvent } from '../../netlify/server/alerts/cycle-context'
import { planAt } from '../../netlify/server/alerts/plan-endpoint'
import { database } from '../../netlify/server/data/transaction'
import { query } from '../../netlify/server/db'
import { serverEnv } from '../../netlify/server/env'
import { airQualityProvider } from '../../netlify/server/providers/air-quality'
import { createSmsSender } from '../../netlify/server/providers/sms'
import { isQuietTime, nextQuietPeriod } from '../../src/domain/alerts'
import type { AlertPlanResponse } from '../../src/domain/contracts/alerts'
import { startFakeOpenMeteo, type FakeOpenMeteo } from '../fakes/fake-open-meteo'
import { postgresBinaries, realPostgresDatabase } from '../support/real-postgres'
import { CLEAN, POOR, seedAlertUser } from './alerts-helpers'
import { LOCAL_MODE } from './auth-helpers'
import { pointAtRealPostgres } from './real-postgres-env'

/*
 * Issue 21 item 6, decisions 200 and 201: a month in the life of one member. A New York parent
 * (Children profile, so texts from Moderate; the defaults of 3 a day and quiet hours 22:00-07:00
 * on their own clock) watches home, grandma in London, and trips to Delhi (+05:30) and
 * Kathmandu (+05:45). The real job runs every 15 minutes for 30 days (MONTH_DAYS; 12 in `npm test`) on a real (local)
 * PostgreSQL (nearly 3,000 cycles: the local PGlite takes minutes longer), against a fake Open-Meteo scripted with episodes at every hour of the day,
 * overlapping at several places, and one forecast withdrawn after its warning. Every few hours
 * the screen's plan is read for each place (the endpoint's own code) and held to account.
 */

const bin = postgresBinaries()

const HOUR = 3600
const CYCLE = 900
/**
 * `npm test` lives 12 days (about 2.5 min on real PostgreSQL, decision 216); the month,
 * whose figures issue 21's note quotes, is `MONTH_DAYS=30` (about 6 min).
 */
const DAYS = Number(process.env.MONTH_DAYS ?? 12)
/** Tuesday 1 December 2026, 00:00 UTC (New York is UTC-5 all month). */
const START = Date.UTC(2026, 11, 1) / 1000
const END = START + DAYS * 24 * HOUR
const MEMBER_ZONE = 'America/New_York'
const QUIET = { start: '22:00', end: '07:00' }
/** How often the screen's plan is read for each place. */
const PLAN_EVERY = 3 * HOUR

const PLACES = [
  { name: 'Home', lat: 40.71, lon: -74.01 },
  { name: 'Grandma', lat: 51.51, lon: -0.13 },
  { name: 'Delhi trip', lat: 28.61, lon: 77.21 },
  { name: 'Kathmandu trip', lat: 27.72, lon: 85.31 },
] as const

interface Episode {
  place: number
  /** First hour of Poor air, unix s. */
  onset: number
  end: number
  /** The forecast shows it only before this moment; the air never comes. */
  withdrawnAt?: number
}

/** A small deterministic generator (LCG), so the month is the same on every run. */
function randomFrom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (Math.imul(state, 1_664_525) + 1_013_904_223) >>> 0
    return state / 2 ** 32
  }
}

/** Episodes of 3-10 h, 30-80 h apart, starting at every hour of the day across the places. */
function monthOfEpisodes(): Episode[] {
  const random = randomFrom(21)
  const episodes: Episode[] = []
  PLACES.forEach((_, place) => {
    let onset = START + (14 + place * 7) * HOUR
    while (onset < END - 24 * HOUR) {
      const hours = 3 + Math.floor(random() * 8)
      episodes.push({ place, onset, end: onset + hours * HOUR })
      onset += (hours + 30 + Math.floor(random() * 50)) * HOUR
    }
  })
  // Grandma's forecast shows an afternoon episode until 90 minutes before it; it never comes.
  const withdrawn = START + Math.min(16, DAYS - 4) * 24 * HOUR + 15 * HOUR
  episodes.push({ place: 1, onset: withdrawn, end: withdrawn + 5 * HOUR, withdrawnAt: withdrawn - 90 * 60 })
  return episodes
}

const episodes = monthOfEpisodes()
const placeAt = (lat: number, lon: number) => PLACES.findIndex((p) => Math.abs(p.lat - lat) < 0.06 && Math.abs(p.lon - lon) < 0.06)

let clock = START
let openMeteo: FakeOpenMeteo
let leave: (() => Promise<void>) | undefined
beforeAll(async () => {
  if (bin === null) return
  openMeteo = await startFakeOpenMeteo({ now: () => clock })
  leave = await pointAtRealPostgres(await realPostgresDatabase(), { ...LOCAL_MODE, AIR_QUALITY_PROVIDER: 'open-meteo', OPEN_METEO_BASE_URL: openMeteo.url, UPSTREAM_TIMEOUT_MS: '2000' })
  openMeteo.setPayloadFor((lat, lon, dt) => {
    const place = placeAt(lat, lon)
    const poor = episodes.some((e) => e.place === place && dt >= e.onset && dt < e.end && (e.withdrawnAt === undefined || clock < e.withdrawnAt))
    return poor ? POOR : CLEAN
  })
}, 60_000)
afterAll(async () => {
  await leave?.()
  await openMeteo?.close()
})

interface Text {
  place: number
  kind: string
  body: string
  sent: number
  hourAt: number | null
  episodeKey: string
}

interface Promise_ {
  place: number
  madeAt: number
  plan: AlertPlanResponse
}

/** The first moment of the quiet period an onset falls in (or ends less than 2 h before it); null if none. */
function quietBefore(onset: number): number | null {
  for (let t = onset - 36 * HOUR; t <= onset; t += CYCLE) {
    const period = nextQuietPeriod(QUIET, t, MEMBER_ZONE)
    if (period && period.start <= onset && onset < period.end + 2 * HOUR && period.start > t) return period.start
  }
  return null
}

// Without Debian's `postgresql` package (.ci/run installs it) the suite is skipped, and says so.
describe.skipIf(bin === null)('a month in the life of a member with four places in four zones (decisions 200, 201)', () => {
  it('warns every onset in time, never in quiet hours, never capped, once per episode, as the screen said', async () => {
    const user = await seedAlertUser(query, '+12125550142', [...PLACES])
    await query(
      `INSERT INTO alert_settings (user_id, sensitivity, quiet_start, quiet_end, daily_cap, all_clear, time_zone)
       VALUES ($1, 'child', $2, $3, 3, true, $4)`,
      [user.userId, QUIET.start, QUIET.end, MEMBER_ZONE],
    )
    const decisions: DecisionEvent[] = []
    const promises: Promise_[] = []
    for (clock = START; clock < END; clock += CYCLE) {
      if ((clock - START) % PLAN_EVERY === 0) {
        for (const [place, p] of PLACES.entries()) promises.push({ place, madeAt: clock, plan: await planAt(database, user.userId, p, clock) })
      }
      await runAlertCycle({
        provider: airQualityProvider(),
        sms: createSmsSender(serverEnv()),
        paymentsMode: 'demo',
        now: clock,
        onDecision: (event) => decisions.push(event),
      })
    }

    const rows = await query<{ place_id: string; kind: string; body: string; sent: number; hour_at: number | null; episode_key: string }>(
      `SELECT place_id, kind, body, extract(epoch FROM sent_at)::int AS sent, extract(epoch FROM hour_at)::int AS hour_at, episode_key
         FROM alerts WHERE status = 'sent' ORDER BY sent_at, id`,
    )
    const texts: Text[] = rows.map((r) => ({ place: user.placeIds.indexOf(r.place_id), kind: r.kind, body: r.body, sent: r.sent, hourAt: r.hour_at, episodeKey: r.episode_key }))

    // Every onset the forecast showed is warned 1 h 45 min or more ahead, or before quiet hours began.
    const real = episodes.filter((e) => e.withdrawnAt === undefined)
    const verdicts = real.map((e) => {
      const advance = texts.find((t) => t.place === e.place && t.kind === 'advance' && t.hourAt === e.onset)
      const quietStart = quietBefore(e.onset)
      const due = quietStart ?? e.onset - 105 * 60
      return { episode: e, advance, inTime: advance !== undefined && advance.sent <= due, beforeQuiet: quietStart !== null }
    })
    const late = verdicts.filter((v) => v.advance && !v.inTime)
    const missed = verdicts.filter((v) => !v.advance)
    const inQuiet = texts.filter((t) => isQuietTime(QUIET, t.sent, MEMBER_ZONE))
    // The cap holds back only all-clears and updates (decision 200): a capped warning would be late or missed above.
    const droppedAtCap = decisions.filter((d) => d.reason === 'daily cap').length
    const advances = texts.filter((t) => t.kind === 'advance')
    const perEpisode = new Map<string, number>()
    for (const t of advances) perEpisode.set(`${t.place}:${t.episodeKey}`, (perEpisode.get(`${t.place}:${t.episodeKey}`) ?? 0) + 1)
    const duplicates = [...perEpisode.values()].filter((n) => n > 1).length
    const withdrawnUpdate = texts.find((t) => t.place === 1 && t.body.startsWith('AirAhead update'))

    // Every promise the screen made is what the job then did.
    const withdrawnPlace = episodes.find((e) => e.withdrawnAt !== undefined)
    const promisesToText = promises.filter((p) => p.plan.watched && p.plan.plan.status === 'will_text')
    const broken = promisesToText.filter(({ plan, place }) => {
      if (!plan.watched || plan.plan.status !== 'will_text') return false
      const { kind } = plan.plan
      const at = Date.parse(plan.plan.at) / 1000
      const hourAt = Date.parse(plan.plan.hourAt) / 1000
      // A forecast withdrawn after the promise: the job rightly did not text (the update said so).
      if (withdrawnPlace && place === withdrawnPlace.place && hourAt === withdrawnPlace.onset) return false
      return !texts.some((t) => t.place === place && t.sent === at && t.kind === kind && t.hourAt === hourAt)
    })
    const textedClaims = promises.filter((p) => p.plan.watched && p.plan.plan.status === 'texted')
    const unfounded = textedClaims.filter((p) => !texts.some((t) => t.place === p.place && t.sent <= p.madeAt && t.kind !== 'all_clear'))

    console.log(
      `month in the life: ${real.length} onsets at 4 places over ${DAYS} days; ${verdicts.length - late.length - missed.length} warned in time ` +
        `(${verdicts.filter((v) => v.inTime && v.beforeQuiet).length} before quiet hours), ${late.length} late, ${missed.length} missed; ` +
        `${texts.length} texts (${advances.length} warnings, ${texts.filter((t) => t.kind === 'all_clear').length} all-clears/updates); ` +
        `${inQuiet.length} in quiet hours; ${droppedAtCap} all-clears dropped at the cap, ${late.length + missed.length} warnings held back; ` +
        `${duplicates} duplicate warnings; screen promises kept ${promisesToText.length - broken.length}/${promisesToText.length}, ` +
        `"already texted" true ${textedClaims.length - unfounded.length}/${textedClaims.length}`,
    )

    // The outbox of the month's busiest day, on the member's clock (the issue's "scripted day").
    const dayOf = (t: number) => new Date(t * 1000).toLocaleDateString('en-US', { timeZone: MEMBER_ZONE })
    const byDay = new Map<string, Text[]>()
    for (const t of texts) byDay.set(dayOf(t.sent), [...(byDay.get(dayOf(t.sent)) ?? []), t])
    const busiest = [...byDay].sort((a, b) => b[1].length - a[1].length)[0]
    const clockOf = (t: number) => new Date(t * 1000).toLocaleString('en-US', { timeZone: MEMBER_ZONE, weekday: 'short', hour: 'numeric', minute: '2-digit', timeZoneName: 'short' })
    console.log(`busiest day, ${busiest?.[0]}:\n${(busiest?.[1] ?? []).map((t) => `  ${clockOf(t.sent)}  ${t.body}`).join('\n')}`)

    // About 1.6 onsets a day across the four places.
    expect(real.length).toBeGreaterThan(DAYS)
    expect(verdicts.some((v) => v.beforeQuiet)).toBe(true)
    expect(missed.map((v) => v.episode)).toEqual([])
    expect(late.map((v) => [v.episode, v.advance?.sent])).toEqual([])
    expect(inQuiet.map((t) => [t.sent, t.body])).toEqual([])
    expect(duplicates).toBe(0)
    expect(advances.length).toBe(real.length + 1)
    expect(withdrawnUpdate?.body).toContain('no longer expected')
    expect(broken.map((p) => [p.place, p.madeAt, p.plan])).toEqual([])
    expect(promisesToText.length).toBeGreaterThan(DAYS / 2)
    expect(unfounded.map((p) => [p.place, p.madeAt])).toEqual([])
    // Texts about places in other zones name the member's clock.
    expect(texts.some((t) => t.place === 2 && t.kind === 'advance' && t.body.includes('your time'))).toBe(true)
  }, 900_000)
})
