import { z } from 'zod'
import type { Observation, Station } from '../../../src/domain/observations/types'
import { fetchJson } from '../http-client'
import { UPSTREAM_TEXT_MAX_CHARS, upstreamString } from '../upstream-text'
import { ok } from '../result'
import { boundingBox, budgetSpent, HOUR_SECONDS, hourOf, type AdapterConfig, type ObservationCallOptions, type ObservationProvider } from './types'

const UPSTREAM = 'AirNow'

/**
 * One row of AirNow's "Observations by Monitoring Site" (GET /aq/data/, docs.airnowapi.org):
 * with verbose=1 each row names its site. `UTC` is the start of the hour ("2026-11-26T01:00");
 * `Value` is the hourly concentration in `Unit` (UG/M3 for PM2.5), −999 when missing.
 */
const rowSchema = z.object({
  Latitude: z.number().min(-90).max(90),
  Longitude: z.number().min(-180).max(180),
  UTC: z.string().regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, 'expected YYYY-MM-DDTHH:MM'),
  Parameter: z.string(),
  Unit: z.string(),
  Value: z.number(),
  SiteName: upstreamString(UPSTREAM_TEXT_MAX_CHARS.name).nullish(),
  AgencyName: upstreamString(UPSTREAM_TEXT_MAX_CHARS.name).nullish(),
  FullAQSCode: upstreamString(UPSTREAM_TEXT_MAX_CHARS.code).nullish(),
  IntlAQSCode: upstreamString(UPSTREAM_TEXT_MAX_CHARS.code).nullish(),
})
const dataSchema = z.array(rowSchema)
type Row = z.infer<typeof rowSchema>

/** AirNow's date parameters are UTC hours written "YYYY-MM-DDTHH". */
const airNowHour = (dt: number) => new Date(dt * 1000).toISOString().slice(0, 13)
const siteCode = (row: Row) => row.IntlAQSCode || row.FullAQSCode || `${row.Latitude},${row.Longitude}`

/**
 * EPA AirNow (US, Canada and Mexico regulatory monitors). The key goes in API_KEY; one bounding
 * box query answers every site in it for a span of hours, so there is no paging. Only permanent
 * monitors (monitorType=0) and PM2.5 concentrations (parameters=PM25, dataType=C).
 */
export function createAirNowProvider(config: AdapterConfig & { apiKey: string }): ObservationProvider {
  async function rows(box: ReturnType<typeof boundingBox>, fromDt: number, toDt: number, options: ObservationCallOptions) {
    if (!(await options.admit())) return budgetSpent(UPSTREAM)
    const url = new URL('/aq/data/', config.baseUrl)
    const params: Record<string, string> = {
      startDate: airNowHour(fromDt),
      endDate: airNowHour(toDt),
      parameters: 'PM25',
      BBOX: `${box.minLon},${box.minLat},${box.maxLon},${box.maxLat}`,
      dataType: 'C',
      format: 'application/json',
      verbose: '1',
      monitorType: '0',
      includerawconcentrations: '0',
      API_KEY: config.apiKey,
    }
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value)
    const answer = await fetchJson(url, dataSchema, {
      upstream: UPSTREAM,
      timeoutMs: config.timeoutMs,
      signal: options.signal,
      ...(config.fetch ? { fetch: config.fetch } : {}),
    })
    if (!answer.ok) return answer
    return ok(answer.value.filter((row) => row.Parameter === 'PM2.5' && row.Unit.toUpperCase() === 'UG/M3'))
  }

  return {
    id: 'airnow',
    name: UPSTREAM,
    async stationsNear(center, radiusKm, options) {
      // The sites that reported in the last three hours are the ones worth listing.
      const current = hourOf(options.now)
      const answer = await rows(boundingBox(center, radiusKm), current - 3 * HOUR_SECONDS, current, options)
      if (!answer.ok) return answer
      const sites = new Map<string, Station>()
      for (const row of answer.value) {
        const code = siteCode(row)
        sites.set(code, {
          id: `airnow:${code}`,
          network: 'airnow',
          name: row.SiteName?.trim() || `AirNow site ${code}`,
          lat: row.Latitude,
          lon: row.Longitude,
          kind: 'regulatory',
          indoor: false,
        })
      }
      return ok([...sites.values()])
    },
    async hourly(stations, fromDt, toDt, options) {
      if (stations.length === 0) return ok([])
      const wanted = new Set(stations.map((s) => s.id))
      const box = {
        minLat: Math.min(...stations.map((s) => s.lat)) - 0.01,
        maxLat: Math.max(...stations.map((s) => s.lat)) + 0.01,
        minLon: Math.min(...stations.map((s) => s.lon)) - 0.01,
        maxLon: Math.max(...stations.map((s) => s.lon)) + 0.01,
      }
      const answer = await rows(box, fromDt, toDt, options)
      if (!answer.ok) return answer
      const observations: Observation[] = []
      for (const row of answer.value) {
        const stationId = `airnow:${siteCode(row)}`
        const dt = Date.parse(`${row.UTC}:00Z`) / 1000
        if (!wanted.has(stationId) || dt < fromDt || dt > toDt) continue
        observations.push({ stationId, dt, pm2_5: row.Value, flags: [] })
      }
      return ok(observations)
    },
  }
}
