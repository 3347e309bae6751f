import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import forecastHandler from '../../netlify/functions/air-quality-forecast'
import currentHandler from '../../netlify/functions/air-quality-current'
import regionalHandler from '../../netlify/functions/air-quality-regional'
import settingsHandler from '../../netlify/functions/user-alert-settings'
import demoSubscribeHandler from '../../netlify/functions/demo-subscribe'
import { runAlertCycle } from '../../netlify/server/alerts/alert-cycle'
import { planAt } from '../../netlify/server/alerts/plan-endpoint'
import { query } from '../../netlify/server/db'
import { serverEnv } from '../../netlify/server/env'
import { airQualityProvider } from '../../netlify/server/providers/air-quality'
import { createSmsSender } from '../../netlify/server/providers/sms'
import { exceeds, forecastHourOf } from '../../src/domain/alerts/forecast-hour'
import { gsm7Length, isGsm7 } from '../../src/domain/alerts/gsm'
import { airQualityResponseSchema, regionalResponseSchema } from '../../src/domain/contracts/air-quality'
import { alertSettingsViewSchema, type Threshold } from '../../src/domain/contracts/alerts'
import { problemSchema } from '../../src/domain/contracts/problem'
import { useTestDatabase } from '../support/database'
import { CLEAN, seedAlertUser, testPhone, useLocalOpenMeteo } from './alerts-helpers'
import { call, signIn } from './auth-helpers'

useTestDatabase()

/** 12:00 UTC, noon in London (GMT in November): far from quiet hours. */
const T0 = Date.UTC(2026, 10, 23, 12, 0, 0) / 1000
const HOUR = 3600
const CYCLE = 900
const LONDON = { name: 'Home', lat: 51.51, lon: -0.12 }
/**
 * PM2.5 54 µg/m³: UK DAQI 7 "High" (DEFRA's 54-58 µg/m³ band) while the hour is US AQI 148,
 * Moderate (3 of 5): the two indexes' own cut points disagree (decision 275).
 */
const DAQI_HIGH = { ...CLEAN, pm2_5: 54 }

let clock = T0
const openMeteo = useLocalOpenMeteo(() => clock)
beforeEach(() => {
  clock = T0
})
afterEach(() => {
  vi.useRealTimers()
})

const settings = (cookie: string, body?: unknown) =>
  call(settingsHandler, '/api/user/alert-settings', body === undefined ? { cookie } : { method: 'PUT', body, cookie })

describe('a threshold on the official index (decision 275)', () => {
  it('a UK member sets UK DAQI 7 through the API: zod-checked, stored, read back as the threshold in force', async () => {
    const cookie = (await signIn(testPhone(0))).pair
    expect((await call(demoSubscribeHandler, '/api/demo/subscribe', { body: {}, cookie })).status).toBe(200)

    const res = await settings(cookie, { threshold: { kind: 'uk_daqi', value: 7 } })
    expect(res.status).toBe(200)
    expect(alertSettingsViewSchema.parse(await res.json())).toMatchObject({
      preferences: { threshold: { kind: 'uk_daqi', value: 7 } }, effectiveThreshold: { kind: 'uk_daqi', value: 7 },
    })
    expect(await query(`SELECT threshold_kind, threshold_value::float AS value FROM alert_settings`)).toEqual([{ threshold_kind: 'uk_daqi', value: 7 }])

    for (const bad of [{ kind: 'uk_daqi', value: 3 }, { kind: 'uk_daqi', value: 7.5 }, { kind: 'eaqi', value: 7 }, { kind: 'caqi', value: 50 }]) {
      const refused = await settings(cookie, { threshold: bad })
      expect(refused.status, JSON.stringify(bad)).toBe(400)
      expect(problemSchema.parse(await refused.json()).error).toBe('invalid_request')
    }
    expect((await settings(cookie, { threshold: { kind: 'eaqi', value: 4 } })).status).toBe(200)
    const view = alertSettingsViewSchema.parse(await (await settings(cookie)).json())
    expect(view.effectiveThreshold).toEqual({ kind: 'eaqi', value: 4 })

    // Existing kinds keep working unchanged.
    expect((await settings(cookie, { threshold: { kind: 'pm25', value: 35.5 } })).status).toBe(200)
    expect(alertSettingsViewSchema.parse(await (await settings(cookie)).json()).effectiveThreshold).toEqual({ kind: 'pm25', value: 35.5 })
  })

  it('the job texts a DAQI 7 member when the DAQI reaches High while AirAhead’s level is Moderate; a Poor member gets nothing; the screen, the plan and the text agree', async () => {
    const members: Array<{ threshold: Threshold; userId: string }> = []
    for (const [i, threshold] of ([{ kind: 'uk_daqi', value: 7 }, { kind: 'level', value: 4 }] as Threshold[]).entries()) {
      const { userId } = await seedAlertUser(query, testPhone(i), [LONDON], { quiet: null })
      await query(`UPDATE alert_settings SET threshold_kind = $2, threshold_value = $3 WHERE user_id = $1`, [userId, threshold.kind, threshold.value])
      members.push({ threshold, userId })
    }
    const onset = T0 + 4 * HOUR
    openMeteo.fake.setPayloadFor((_lat, _lon, dt) => (dt >= onset && dt < onset + 6 * HOUR ? DAQI_HIGH : CLEAN))

    // Before the text: the member's plan says when it will come.
    const [daqiMember, poorMember] = members as [(typeof members)[0], (typeof members)[0]]
    const planBefore = await planAt({ query }, daqiMember.userId, LONDON, clock + 90 * 60)
    expect(planBefore).toMatchObject({ watched: true, plan: { status: 'will_text' } })

    const sms = createSmsSender(serverEnv())
    while (clock <= onset) {
      await runAlertCycle({ provider: airQualityProvider(), sms, paymentsMode: 'demo', now: clock })
      const [sent] = await query<{ n: number }>(`SELECT count(*)::int AS n FROM alerts WHERE kind = 'advance'`)
      if ((sent?.n ?? 0) > 0) break
      clock += CYCLE
    }
    const texts = await query<{ user_id: string; body: string; hour_at: number }>(
      `SELECT user_id, body, extract(epoch FROM hour_at)::int AS hour_at FROM alerts WHERE kind = 'advance'`,
    )
    expect(texts.map((t) => t.user_id)).toEqual([daqiMember.userId])
    const text = texts[0]!
    expect(text.hour_at).toBe(onset)
    expect(onset - clock).toBeGreaterThanOrEqual(2 * HOUR)
    expect(text.body).toBe('AirAhead: Air at Home will be UK DAQI 7 (High) around 4 PM (forecast). Limit time outdoors. Reply STOP to opt out')
    expect(isGsm7(text.body) && gsm7Length(text.body) <= 160).toBe(true)

    // The accuracy record keeps the new kind beside the old ones.
    const watched = await query<{ threshold_kind: string }>(`SELECT DISTINCT threshold_kind FROM accuracy_watch ORDER BY 1`)
    expect(watched.map((w) => w.threshold_kind)).toEqual(['level', 'uk_daqi'])

    // The screen at the same moment, from the same cached row: the onset hour is Moderate (3 of 5)
    // and UK DAQI 7, so the member's banner warns by the same rule as the job, and the Poor member's does not.
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(clock * 1000)
    const res = await forecastHandler(new Request(`http://localhost/api/air-quality/forecast?lat=${LONDON.lat}&lon=${LONDON.lon}`))
    const body = airQualityResponseSchema.parse(await res.json())
    const entry = body.list.find((e) => e.dt === onset)!
    expect(entry).toMatchObject({ main: { aqi: 3 }, official: { ukDaqi: 7 } })
    expect(exceeds(forecastHourOf(entry), daqiMember.threshold)).toBe(true)
    expect(exceeds(forecastHourOf(entry), poorMember.threshold)).toBe(false)

    // After the text: the plan says it was sent.
    vi.useRealTimers()
    expect(await planAt({ query }, daqiMember.userId, LONDON, clock + 60)).toMatchObject({ plan: { status: 'texted' } })
    expect(await planAt({ query }, poorMember.userId, LONDON, clock + 60)).toMatchObject({ plan: { status: 'nothing_expected' } })
  })

  it('after an episode the 1-5 level falls first: the answer names the official warning the regional card shows', async () => {
    // PM2.5 70 µg/m³ for a day, 10 in the hour under way: the NowCast falls to Moderate while
    // DEFRA's 24-hour mean (67.5 µg/m³) is DAQI 9, High.
    openMeteo.fake.setPayloadFor((_lat, _lon, dt) => (dt < T0 ? { ...CLEAN, pm2_5: 70 } : { ...CLEAN, pm2_5: 10 }))
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime((T0 + 600) * 1000)
    const q = `lat=${LONDON.lat}&lon=${LONDON.lon}`
    const current = airQualityResponseSchema.parse(await (await currentHandler(new Request(`http://localhost/api/air-quality/current?${q}`))).json())
    const regional = regionalResponseSchema.parse(await (await regionalHandler(new Request(`http://localhost/api/air-quality/regional?${q}`))).json())
    expect(current.list[0]).toMatchObject({ main: { aqi: 3 }, official: { ukDaqi: 9 } })
    expect(regional).toMatchObject({ scale: 'uk_daqi', aqi: 9, isDangerous: true })
    expect(current.officialWarning).toEqual({ index: 'UK DAQI 9', band: 'High', advice: regional.level.healthAdvice, scale: 'uk_daqi', value: 9, beyond: false })

    // New York at the same air: its official index is the US AQI, under 151, so no warning.
    const ny = airQualityResponseSchema.parse(await (await currentHandler(new Request('http://localhost/api/air-quality/current?lat=40.71&lon=-74.01'))).json())
    expect(ny.officialWarning).toBeNull()
  })
})
