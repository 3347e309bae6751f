import { z } from 'zod'
import { correctPurpleAirPm25, purpleAirChannelsDisagree } from '../../../src/domain/observations/purpleair-correction'
import type { Observation, Station } from '../../../src/domain/observations/types'
import { fetchJson } from '../http-client'
import { boundedText, UPSTREAM_TEXT_MAX_CHARS } from '../upstream-text'
import { err, ok } from '../result'
import { boundingBox, budgetSpent, HOUR_SECONDS, type AdapterConfig, type ObservationCallOptions, type ObservationProvider } from './types'

const UPSTREAM = 'PurpleAir'
/** Sensors not seen for a day are not listed (max_age, seconds). */
const LIST_MAX_AGE_SECONDS = 86_400
const cell = z.union([z.number(), z.string(), z.null()])

/**
 * PurpleAir API v1 (api.purpleair.com): answers are a `fields` header row and `data` rows of
 * values in that order. GET /v1/sensors ("Get Sensors Data") lists sensors in a box
 * (nwlng, nwlat, selng, selat); `location_type` is 0 outside, 1 inside.
 */
const tableSchema = z.object({ fields: z.array(z.string()), data: z.array(z.array(cell)) })

/** Reads a row by field name; a missing column is malformed. */
function columns(table: z.infer<typeof tableSchema>, names: readonly string[]) {
  const index = Object.fromEntries(names.map((name) => [name, table.fields.indexOf(name)]))
  const missing = names.find((name) => index[name] === -1)
  return { missing, read: (row: z.infer<typeof cell>[], name: string) => row[index[name] ?? -1] ?? null }
}

const asNumber = (value: z.infer<typeof cell>) => (typeof value === 'number' && Number.isFinite(value) ? value : null)

/**
 * PurpleAir (key in X-API-Key). Hourly values come from "Get Sensor History" with average=60,
 * one request per sensor, and are corrected with EPA's US-wide correction and its smoke
 * extension (src/domain/observations/purpleair-correction.ts) from the A and B channels'
 * `pm2.5_cf_1` and the sensor's `humidity`. An hour without both channels or without humidity
 * cannot be corrected and is left out; one whose channels disagree is kept and flagged.
 */
export function createPurpleAirProvider(config: AdapterConfig & { apiKey: string }): ObservationProvider {
  async function get(path: string, params: Record<string, string>, options: ObservationCallOptions) {
    if (!(await options.admit())) return budgetSpent(UPSTREAM)
    const url = new URL(path, config.baseUrl)
    for (const [name, value] of Object.entries(params)) url.searchParams.set(name, value)
    return fetchJson(url, tableSchema, {
      upstream: UPSTREAM,
      timeoutMs: config.timeoutMs,
      signal: options.signal,
      headers: { 'x-api-key': config.apiKey },
      ...(config.fetch ? { fetch: config.fetch } : {}),
    })
  }
  const malformed = (message: string) => err({ kind: 'malformed' as const, upstream: UPSTREAM, message: `${UPSTREAM} sent an unexpected response: ${message}` })

  return {
    id: 'purpleair',
    name: UPSTREAM,
    async stationsNear(center, radiusKm, options) {
      const box = boundingBox(center, radiusKm)
      const fields = ['name', 'location_type', 'latitude', 'longitude'] as const
      const answer = await get(
        '/v1/sensors',
        {
          fields: fields.join(','),
          nwlng: String(box.minLon),
          nwlat: String(box.maxLat),
          selng: String(box.maxLon),
          selat: String(box.minLat),
          max_age: String(LIST_MAX_AGE_SECONDS),
        },
        options,
      )
      if (!answer.ok) return answer
      const table = columns(answer.value, ['sensor_index', ...fields])
      if (table.missing) return malformed(`no ${table.missing} column`)
      const stations: Station[] = []
      for (const row of answer.value.data) {
        const index = asNumber(table.read(row, 'sensor_index'))
        const lat = asNumber(table.read(row, 'latitude'))
        const lon = asNumber(table.read(row, 'longitude'))
        if (index === null || lat === null || lon === null) continue
        const name = table.read(row, 'name')
        stations.push({
          id: `purpleair:${index}`,
          network: 'purpleair',
          name: typeof name === 'string' && name.trim() !== '' ? boundedText(name, UPSTREAM_TEXT_MAX_CHARS.name) : `PurpleAir sensor ${index}`,
          lat,
          lon,
          kind: 'low-cost',
          indoor: table.read(row, 'location_type') === 1,
        })
      }
      return ok(stations)
    },
    async hourly(stations, fromDt, toDt, options) {
      const observations: Observation[] = []
      const fields = ['pm2.5_cf_1_a', 'pm2.5_cf_1_b', 'humidity'] as const
      for (const station of stations) {
        const sensorIndex = station.id.slice('purpleair:'.length)
        const answer = await get(
          `/v1/sensors/${encodeURIComponent(sensorIndex)}/history`,
          { start_timestamp: String(fromDt), end_timestamp: String(toDt + HOUR_SECONDS), average: '60', fields: fields.join(',') },
          options,
        )
        if (!answer.ok) return answer
        const table = columns(answer.value, ['time_stamp', ...fields])
        if (table.missing) return malformed(`no ${table.missing} column`)
        for (const row of answer.value.data) {
          const dt = asNumber(table.read(row, 'time_stamp'))
          const a = asNumber(table.read(row, 'pm2.5_cf_1_a'))
          const b = asNumber(table.read(row, 'pm2.5_cf_1_b'))
          const humidity = asNumber(table.read(row, 'humidity'))
          if (dt === null || a === null || b === null || humidity === null || dt < fromDt || dt > toDt) continue
          const raw = (a + b) / 2
          observations.push({
            stationId: station.id,
            dt,
            pm2_5: Math.round(correctPurpleAirPm25(raw, humidity) * 10) / 10,
            rawPm2_5: Math.round(raw * 10) / 10,
            correction: 'epa-purpleair-us-2021',
            flags: purpleAirChannelsDisagree(a, b) ? ['channel-disagreement'] : [],
          })
        }
      }
      return ok(observations)
    },
  }
}
