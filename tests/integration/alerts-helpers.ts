import { afterAll, beforeAll, beforeEach } from 'vitest'
import { resetServerEnv } from '../../netlify/server/env'
import { startFakeOpenMeteo, type FakeOpenMeteo } from '../fakes/fake-open-meteo'
import { startFakePushService, type FakePushService } from '../fakes/fake-push-service'
import { LOCAL_MODE, setEnv } from './auth-helpers'
import type { Queryable } from '../../netlify/server/data/transaction'

type QueryFn = Queryable['query']
import { CONSENT_TEXT } from '../../netlify/server/alerts/consent-text'
import type { Components } from '../../src/domain/aqi/pollutants'

export interface SeededUser {
  userId: string
  phone: string
  placeIds: string[]
}

/**
 * A user who gets alerts: verified phone, demo premium (payments in demo mode), consent
 * given, alerts on, and the given places. Written straight to the database: the API path
 * to this state has its own tests (alerts-api.test.ts).
 */
export async function seedAlertUser(
  q: QueryFn,
  phone: string,
  places: { name: string; lat: number; lon: number }[],
  settings: { allClear?: boolean; quiet?: [string, string] | null } = {},
): Promise<SeededUser> {
  const [user] = await q<{ id: string }>(
    `INSERT INTO users (phone_e164, phone_verified_at, alerts_enabled) VALUES ($1, now(), true) RETURNING id`,
    [phone],
  )
  if (!user) throw new Error('no user')
  await q(`INSERT INTO subscriptions (user_id, status, demo) VALUES ($1, 'premium', true)`, [user.id])
  await q(`INSERT INTO sms_consents (user_id, phone_e164, text_version, text_body) VALUES ($1, $2, $3, $4)`, [
    user.id, phone, CONSENT_TEXT.version, CONSENT_TEXT.text,
  ])
  if (settings.allClear !== undefined || settings.quiet !== undefined) {
    const quiet = settings.quiet === undefined ? ['22:00', '07:00'] : settings.quiet
    await q(
      `INSERT INTO alert_settings (user_id, sensitivity, quiet_start, quiet_end, daily_cap, all_clear) VALUES ($1, 'general', $2, $3, 3, $4)`,
      [user.id, quiet?.[0] ?? null, quiet?.[1] ?? null, settings.allClear ?? true],
    )
  }
  const placeIds: string[] = []
  for (const place of places) {
    const [row] = await q<{ id: string }>(
      `INSERT INTO monitored_places (user_id, name, lat, lon) VALUES ($1, $2, $3, $4) RETURNING id`,
      [user.id, place.name, place.lat, place.lon],
    )
    if (row) placeIds.push(row.id)
  }
  return { userId: user.id, phone, placeIds }
}

/** Clean air: every pollutant well inside level 1 (US AQI ≤ 50). */
export const CLEAN: Partial<Components> = { pm2_5: 4, pm10: 8, o3: 30, no2: 8, so2: 2, co: 200, no: 1, nh3: 1 }
/**
 * Poor air: PM2.5 110 µg/m³, level 4 (US AQI 151-200) from its first hour: after clean air the
 * NowCast is (110 + 4) / 2 = 57 µg/m³ (AQI 152), and 110 itself is AQI 192. The rest clean.
 */
export const POOR: Partial<Components> = { ...CLEAN, pm2_5: 110 }
/** Very Poor air: PM2.5 260 µg/m³, level 5 (US AQI 201+) from its first hour (NowCast ≥ 132). */
export const VERY_POOR: Partial<Components> = { ...CLEAN, pm2_5: 260 }

/** A US test number per index: +1 201 555 01xx. */
export const testPhone = (i: number) => `+1201555${String(100 + i).padStart(4, '0')}`

/**
 * The file's fake Open-Meteo, started once for all its tests, with the functions in local mode
 * reading Open-Meteo from it; `now` is the fake's clock. `fake` is set once the file starts.
 */
export function useLocalOpenMeteo(now: () => number): { fake: FakeOpenMeteo } {
  const handle = {} as { fake: FakeOpenMeteo }
  let restoreEnv = () => {}
  beforeAll(async () => {
    handle.fake = await startFakeOpenMeteo({ now })
    restoreEnv = setEnv({ ...LOCAL_MODE, AIR_QUALITY_PROVIDER: 'open-meteo', OPEN_METEO_BASE_URL: handle.fake.url, UPSTREAM_TIMEOUT_MS: '2000' })
    resetServerEnv()
  })
  afterAll(async () => {
    await handle.fake.close()
    restoreEnv()
    resetServerEnv()
  })
  return handle
}

/** A fake push service for a test file (decision 265): started before its tests, emptied before each, closed after. */
export function useFakePushService(): { fake: FakePushService } {
  const handle = {} as { fake: FakePushService }
  beforeAll(async () => {
    handle.fake = await startFakePushService()
  })
  beforeEach(() => {
    handle.fake.received.length = 0
  })
  afterAll(async () => {
    await handle.fake.close()
  })
  return handle
}
