import { z } from 'zod'
import { distanceKm } from '../../../src/domain/report/comparison'
import type { Observation, Station } from '../../../src/domain/observations/types'
import { fetchJson } from '../http-client'
import { UPSTREAM_TEXT_MAX_CHARS, upstreamString } from '../upstream-text'
import { ok } from '../result'
import { budgetSpent, hourOf, type AdapterConfig, type ObservationCallOptions, type ObservationProvider } from './types'

const UPSTREAM = 'Sensor.Community'

/** Numbers come as strings ("52.512", "12.30"); anything else is malformed. */
const numeric = z.union([z.string(), z.number()]).transform((v) => Number(v)).pipe(z.number())

/**
 * One measurement of the last 5 minutes from GET /airrohr/v1/filter/area=lat,lon,km
 * (github.com/opendata-stuttgart/meta/wiki/EN-APIs). `timestamp` is UTC, "YYYY-MM-DD hh:mm:ss";
 * `location.indoor` is 1 for a sensor its owner registered as indoors; the particulate sensors'
 * `value_type` "P2" is PM2.5 and "P1" PM10, µg/m³ (SDS011, PMS, SPS30 alike).
 */
const measurementSchema = z.object({
  timestamp: z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'expected YYYY-MM-DD hh:mm:ss'),
  location: z.object({ latitude: numeric.pipe(z.number().min(-90).max(90)), longitude: numeric.pipe(z.number().min(-180).max(180)), indoor: numeric }),
  sensor: z.object({ id: z.number().int(), sensor_type: z.object({ name: upstreamString(UPSTREAM_TEXT_MAX_CHARS.code) }) }),
  sensordatavalues: z.array(z.object({ value: z.union([z.string(), z.number()]), value_type: z.string() })),
})
const measurementsSchema = z.array(measurementSchema)
type Measurement = z.infer<typeof measurementSchema>

const pm25Of = (m: Measurement) => {
  const value = m.sensordatavalues.find((v) => v.value_type === 'P2')?.value
  return value === undefined ? null : Number(value)
}

function stationOf(m: Measurement): Station {
  return {
    id: `sensor-community:${m.sensor.id}`,
    network: 'sensor-community',
    name: `Sensor.Community ${m.sensor.sensor_type.name} #${m.sensor.id}`,
    lat: m.location.latitude,
    lon: m.location.longitude,
    kind: 'low-cost',
    indoor: m.location.indoor === 1,
  }
}

/**
 * Sensor.Community (keyless citizen network). Its live API serves only the last 5 minutes of
 * every sensor in an area, so the value of an hour is the mean of the PM2.5 readings seen in
 * that hour by the latest fetch (the cache keeps the hours as they pass). Readings are SDS011
 * and similar uncorrected counts: they are listed as low-cost and never corrected here.
 */
export function createSensorCommunityProvider(config: AdapterConfig): ObservationProvider {
  async function area(center: { lat: number; lon: number }, radiusKm: number, options: ObservationCallOptions) {
    if (!(await options.admit())) return budgetSpent(UPSTREAM)
    const filter = `area=${center.lat.toFixed(4)},${center.lon.toFixed(4)},${Math.max(0.1, Math.round(radiusKm * 10) / 10)}`
    const answer = await fetchJson(new URL(`/airrohr/v1/filter/${filter}`, config.baseUrl), measurementsSchema, {
      upstream: UPSTREAM,
      timeoutMs: config.timeoutMs,
      signal: options.signal,
      ...(config.fetch ? { fetch: config.fetch } : {}),
    })
    if (!answer.ok) return answer
    return ok(answer.value.filter((m) => pm25Of(m) !== null))
  }

  return {
    id: 'sensor-community',
    name: UPSTREAM,
    async stationsNear(center, radiusKm, options) {
      const answer = await area(center, radiusKm, options)
      if (!answer.ok) return answer
      return ok([...new Map(answer.value.map((m) => [m.sensor.id, stationOf(m)])).values()])
    },
    async hourly(stations, fromDt, toDt, options) {
      if (stations.length === 0) return ok([])
      const center = {
        lat: stations.reduce((sum, s) => sum + s.lat, 0) / stations.length,
        lon: stations.reduce((sum, s) => sum + s.lon, 0) / stations.length,
      }
      const radius = Math.max(...stations.map((s) => distanceKm(center, s))) + 0.5
      const answer = await area(center, radius, options)
      if (!answer.ok) return answer
      const wanted = new Set(stations.map((s) => s.id))
      const sums = new Map<string, { stationId: string; dt: number; total: number; count: number }>()
      for (const m of answer.value) {
        const stationId = `sensor-community:${m.sensor.id}`
        const dt = hourOf(Date.parse(`${m.timestamp.replace(' ', 'T')}Z`) / 1000)
        const value = pm25Of(m)
        if (!wanted.has(stationId) || value === null || Number.isNaN(value) || dt < fromDt || dt > toDt) continue
        const key = `${stationId}@${dt}`
        const sum = sums.get(key) ?? { stationId, dt, total: 0, count: 0 }
        sum.total += value
        sum.count += 1
        sums.set(key, sum)
      }
      const observations: Observation[] = [...sums.values()].map((s) => ({
        stationId: s.stationId,
        dt: s.dt,
        pm2_5: Math.round((s.total / s.count) * 10) / 10,
        flags: [],
      }))
      return ok(observations)
    },
  }
}
