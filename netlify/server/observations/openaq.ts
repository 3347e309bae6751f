import { z } from 'zod'
import type { Observation, Station } from '../../../src/domain/observations/types'
import { fetchJson } from '../http-client'
import { UPSTREAM_TEXT_MAX_CHARS, upstreamString } from '../upstream-text'
import { ok, type Result } from '../result'
import { budgetSpent, HOUR_SECONDS, isoHour, type AdapterConfig, type ObservationCallOptions, type ObservationProvider } from './types'

const UPSTREAM = 'OpenAQ'
/** OpenAQ's parameter id of PM2.5 (docs.openaq.org/examples/examples: "parameters_id 2 is the ID for PM2.5"). */
const PM25_PARAMETER_ID = 2
/** The largest radius /v3/locations accepts, metres (docs.openaq.org/using-the-api/geospatial). */
const MAX_RADIUS_M = 25_000
/** Rows per page; the API's largest page is 1,000. */
export const OPENAQ_PAGE_LIMIT = 1000
/** Pages read at most per listing: a 25 km circle holds far fewer than 5,000 locations. */
const MAX_PAGES = 5

/** `meta` of every v3 list answer; `found` is a number or a string like ">1000". */
const meta = z.object({ page: z.number().int(), limit: z.number().int(), found: z.union([z.number(), z.string()]).nullish() })

/** GET /v3/locations (docs.openaq.org/resources/locations), the fields we use. */
const locationsSchema = z.object({
  meta,
  results: z.array(
    z.object({
      id: z.number().int(),
      name: upstreamString(UPSTREAM_TEXT_MAX_CHARS.name).nullish(),
      isMobile: z.boolean().nullish(),
      isMonitor: z.boolean().nullish(),
      coordinates: z.object({ latitude: z.number().min(-90).max(90), longitude: z.number().min(-180).max(180) }),
      sensors: z.array(z.object({ id: z.number().int(), parameter: z.object({ id: z.number().int(), units: z.string() }) })),
    }),
  ),
})

/** GET /v3/sensors/{id}/hours (docs.openaq.org/resources/measurements): hourly means. */
const hoursSchema = z.object({
  meta,
  results: z.array(
    z.object({
      value: z.number().nullable(),
      parameter: z.object({ id: z.number().int(), units: z.string() }),
      period: z.object({ datetimeFrom: z.object({ utc: z.iso.datetime({ offset: true }) }) }),
    }),
  ),
})

/**
 * OpenAQ v3 (worldwide; government monitors and low-cost sensors). Every request carries the
 * key in X-API-Key (docs.openaq.org/using-the-api/api-key); lists are paged by `page` and
 * `limit`, and a page shorter than `limit` is the last.
 */
export function createOpenAqProvider(config: AdapterConfig & { apiKey: string }): ObservationProvider {
  const get = <S extends z.ZodType>(path: string, params: Record<string, string>, schema: S, options: ObservationCallOptions) => {
    const url = new URL(path, config.baseUrl)
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value)
    return fetchJson(url, schema, {
      upstream: UPSTREAM,
      timeoutMs: config.timeoutMs,
      signal: options.signal,
      headers: { 'x-api-key': config.apiKey },
      ...(config.fetch ? { fetch: config.fetch } : {}),
    })
  }

  /** Every page of a list, or the first failure. */
  async function allPages<T>(
    fetchPage: (page: number) => Promise<Result<{ meta: { limit: number }; results: T[] }>>,
    options: ObservationCallOptions,
  ): Promise<Result<T[]>> {
    const rows: T[] = []
    for (let page = 1; page <= MAX_PAGES; page++) {
      if (!(await options.admit())) return budgetSpent(UPSTREAM)
      const answer = await fetchPage(page)
      if (!answer.ok) return answer
      rows.push(...answer.value.results)
      if (answer.value.results.length < answer.value.meta.limit) break
    }
    return ok(rows)
  }

  return {
    id: 'openaq',
    name: UPSTREAM,
    async stationsNear(center, radiusKm, options) {
      const params = {
        coordinates: `${center.lat},${center.lon}`,
        radius: String(Math.min(MAX_RADIUS_M, Math.round(radiusKm * 1000))),
        parameters_id: String(PM25_PARAMETER_ID),
        limit: String(OPENAQ_PAGE_LIMIT),
      }
      const rows = await allPages((page) => get('/v3/locations', { ...params, page: String(page) }, locationsSchema, options), options)
      if (!rows.ok) return rows
      const stations: Station[] = []
      for (const location of rows.value) {
        const sensor = location.sensors.find((s) => s.parameter.id === PM25_PARAMETER_ID)
        if (!sensor || location.isMobile) continue
        stations.push({
          id: `openaq:${location.id}`,
          network: 'openaq',
          name: location.name?.trim() || `OpenAQ location ${location.id}`,
          lat: location.coordinates.latitude,
          lon: location.coordinates.longitude,
          // OpenAQ marks reference-grade (government) monitors with isMonitor.
          kind: location.isMonitor ? 'regulatory' : 'low-cost',
          indoor: false,
          upstreamRef: String(sensor.id),
        })
      }
      return ok(stations)
    },
    async hourly(stations, fromDt, toDt, options) {
      const observations: Observation[] = []
      for (const station of stations) {
        if (!station.upstreamRef) continue
        const params = { datetime_from: isoHour(fromDt), datetime_to: isoHour(toDt + HOUR_SECONDS), limit: String(OPENAQ_PAGE_LIMIT) }
        const path = `/v3/sensors/${encodeURIComponent(station.upstreamRef)}/hours`
        const rows = await allPages((page) => get(path, { ...params, page: String(page) }, hoursSchema, options), options)
        if (!rows.ok) return rows
        for (const row of rows.value) {
          const dt = Date.parse(row.period.datetimeFrom.utc) / 1000
          if (row.value === null || row.parameter.id !== PM25_PARAMETER_ID || dt < fromDt || dt > toDt) continue
          observations.push({ stationId: station.id, dt, pm2_5: row.value, flags: [] })
        }
      }
      return ok(observations)
    },
  }
}
