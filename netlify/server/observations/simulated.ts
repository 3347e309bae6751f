import { distanceKm } from '../../../src/domain/report/comparison'
import type { Observation, Station } from '../../../src/domain/observations/types'
import { cellFor, tenthsOf } from '../air-quality/cells'
import { simulatedForecast } from '../providers/air-quality/simulated'
import { unitHash } from '../providers/air-quality/simulated-episodes'
import { ok } from '../result'
import { HOUR_SECONDS, hourOf, type ObservationProvider } from './types'

/** The simulated model covers 24 h back from the `now` it is given. */
const MODEL_PAST_HOURS = 24
/** A simulated station reads within ±8 % of the simulated model at its cell. */
const STATION_NOISE = 0.08

/**
 * Simulated stations for local mode (never on a deploy, decision 160): one per 0.1° cell at a
 * fixed spot inside it, so every place sees the same stations around it. Each reads the
 * simulated model provider's PM2.5 for its own cell (netlify/server/providers/air-quality/
 * simulated.ts, the data the app shows there) plus a small station- and hour-bound deviation,
 * so fusion anchors the model to numbers that agree with it. Names say "Simulated".
 */
export function createSimulatedObservationProvider(): ObservationProvider {
  return {
    id: 'simulated',
    name: 'Simulated stations',
    async stationsNear(center, radiusKm, { signal }) {
      signal.throwIfAborted()
      const reach = Math.ceil(radiusKm / 11) + 1
      const home = cellFor(center)
      const stations: Station[] = []
      for (let dy = -reach; dy <= reach; dy++) {
        for (let dx = -reach; dx <= reach; dx++) {
          const station = stationInCell(tenthsOf(home.lat) + dy, tenthsOf(home.lon) + dx)
          if (distanceKm(center, station) <= radiusKm) stations.push(station)
        }
      }
      return ok(stations)
    },
    async hourly(stations, fromDt, toDt, { signal, now }) {
      signal.throwIfAborted()
      // Only hours that have ended are measured.
      const lastHour = Math.min(toDt, hourOf(now) - HOUR_SECONDS)
      const observations: Observation[] = []
      for (const station of stations) {
        const cell = cellFor(station)
        for (let chunkEnd = lastHour; chunkEnd >= fromDt; chunkEnd -= MODEL_PAST_HOURS * HOUR_SECONDS) {
          const model = simulatedForecast(cell, chunkEnd)
          for (const hour of model.hours) {
            const inChunk = hour.dt <= chunkEnd && hour.dt > chunkEnd - MODEL_PAST_HOURS * HOUR_SECONDS && hour.dt >= fromDt
            const modelPm25 = hour.components.pm2_5
            if (!inChunk || modelPm25 === null) continue
            const deviation = 1 + STATION_NOISE * (2 * unitHash(stationSeed(station), hour.dt / HOUR_SECONDS) - 1)
            observations.push({ stationId: station.id, dt: hour.dt, pm2_5: Math.round(modelPm25 * deviation * 10) / 10, flags: [] })
          }
        }
      }
      return ok(observations)
    },
  }
}

/**
 * The simulated station of the cell at whole tenths of a degree (`latTenths`, `lonTenths`).
 * Its id, e.g. "simulated:408_-741", matches STATION_ID_PATTERN (no comma: `pin=` and
 * `exclude=` list ids separated by commas), so it can be pinned and excluded like a real one.
 */
function stationInCell(latTenths: number, lonTenths: number): Station {
  const lat = latTenths / 10 + (unitHash(latTenths, lonTenths, 1) - 0.5) * 0.08
  const lon = lonTenths / 10 + (unitHash(latTenths, lonTenths, 2) - 0.5) * 0.08
  const id = `simulated:${latTenths}_${lonTenths}`
  return {
    id,
    network: 'simulated',
    // "Simulated" once in the name: the line's badge and the detail's notice say it too.
    name: `Simulated station ${Math.abs(latTenths) % 100}-${Math.abs(lonTenths) % 100}`,
    lat: Math.round(lat * 1e4) / 1e4,
    lon: Math.round(lon * 1e4) / 1e4,
    kind: unitHash(latTenths, lonTenths, 3) < 0.3 ? 'regulatory' : 'low-cost',
    indoor: false,
  }
}

function stationSeed(station: Station): number {
  const [lat = 0, lon = 0] = station.id.slice('simulated:'.length).split('_').map(Number)
  return Math.round(unitHash(lat, lon, 4) * 2 ** 31)
}
