import type { Components, HourlyReading } from '../../../../src/domain/aqi/pollutants'
import type { Source } from '../../../../src/domain/contracts/air-quality'
import { localSecondsOfDay } from '../../../../src/domain/time/format'
import { zoneOffsetAt } from '../../../../src/domain/time/time-zone'
import type { UtcOffsetAt } from '../../../../src/domain/time/utc-offset'
import { ok } from '../../result'
import { episodeWeight, HOUR_SECONDS, placeHash, simulatedPlace } from './simulated-episodes'
import { placeTimeZone } from './place-time-zone'
import type { SimulatedPlace } from './simulated-episodes'
import type { AirQualityProvider, CellForecast, GridCell, ModelRun } from './types'

export { nextSimulatedEpisode } from './simulated-episodes'
export type { SimulatedEpisode } from './simulated-episodes'

export const simulatedSource: Source = { id: 'simulated', name: 'Simulated data', simulated: true, url: null }

/** Hours before and after the current hour that a simulated forecast covers. */
const PAST_HOURS = 24
const FUTURE_HOURS = 5 * 24

/** The simulated model's runs: every 12 hours (00z, 12z, as CAMS global), each published 5 hours after it starts. */
const RUN_INTERVAL_SECONDS = 12 * HOUR_SECONDS
const RUN_DELAY_SECONDS = 5 * HOUR_SECONDS

/** The simulated model's latest published run at `now` (unix s): a deterministic run clock, no network. */
export function simulatedModelRun(now: number): ModelRun {
  const initialisedAt = Math.floor((now - RUN_DELAY_SECONDS) / RUN_INTERVAL_SECONDS) * RUN_INTERVAL_SECONDS
  return { model: 'simulated', initialisedAt, availableAt: initialisedAt + RUN_DELAY_SECONDS }
}

/**
 * The embedded default: plausible, clearly labelled, deterministic data from lat/lon/hour
 * (no keys, no network). Same cell and `now` always give the same hours.
 */
export function createSimulatedProvider(): AirQualityProvider {
  return {
    id: 'simulated',
    maxBatch: 1000,
    fetchHourly: async (cells, { signal, now }) => {
      signal.throwIfAborted()
      return ok(cells.map((cell) => simulatedForecast(cell, now)))
    },
    modelRuns: {
      models: ['simulated'],
      latestRun: async (_model, { signal, now }) => {
        signal.throwIfAborted()
        return ok(simulatedModelRun(now))
      },
    },
  }
}

/** One cell's simulated forecast: every hour from 24 h before the current hour to 5 days after. */
export function simulatedForecast(cell: GridCell, now: number): CellForecast {
  const place = simulatedPlace(cell.lat, cell.lon)
  const timezone = placeTimeZone(cell.lat, cell.lon)
  const offsetAt = zoneOffsetAt(timezone)
  const currentHour = Math.floor(now / HOUR_SECONDS) * HOUR_SECONDS
  const hours: HourlyReading[] = []
  for (let h = -PAST_HOURS; h <= FUTURE_HOURS; h++) {
    const dt = currentHour + h * HOUR_SECONDS
    hours.push({ dt, components: simulatedComponents(place, dt, offsetAt) })
  }
  return { cell, hours, timezone, source: simulatedSource, fetchedAt: now }
}

/** Concentrations (µg/m³) for the hour starting at `dt` (unix seconds). */
function simulatedComponents(place: SimulatedPlace, dt: number, offsetAt: UtcOffsetAt): Components {
  const base = (channel: number, min: number, max: number) => min + placeHash(place, 0, channel) * (max - min)
  const localHour = localSecondsOfDay(dt, offsetAt) / HOUR_SECONDS
  // Rush hours (about 08:00 and 18:30) for traffic pollutants; early-afternoon sun for ozone.
  const traffic = 0.65 + 0.75 * bump(localHour, 8, 1.8) + 0.6 * bump(localHour, 18.5, 2.2)
  const sun = 0.55 + 0.75 * bump(localHour, 15, 3)
  const drift = (channel: number) => 0.75 + 0.5 * smoothNoise(place, dt, channel)
  const { weight, episode } = episodeWeight(place, dt)

  const normalPm25 = base(10, 5, 18) * (0.75 + 0.4 * traffic) * drift(20)
  const pm25 = episode ? normalPm25 + (episode.peakPm25 - normalPm25) * weight : normalPm25
  const no2 = base(11, 10, 35) * traffic * drift(21) * (1 + 0.4 * weight)
  return {
    pm2_5: round(pm25),
    pm10: round(pm25 * base(12, 1.4, 2)),
    o3: round(base(13, 40, 70) * sun * drift(22)),
    no2: round(no2),
    so2: round(base(14, 1.5, 7.5) * drift(23)),
    co: round(base(15, 180, 430) * (0.8 + 0.25 * traffic) * drift(24) * (1 + 0.5 * weight)),
    no: round(no2 * 0.15 * traffic),
    nh3: round(base(16, 1, 9) * drift(25)),
  }
}

/** A bell around `centre` (hours of the day), width `width` hours, wrapping at midnight. */
function bump(hour: number, centre: number, width: number): number {
  const distance = Math.min(Math.abs(hour - centre), 24 - Math.abs(hour - centre))
  return Math.exp(-(distance * distance) / (2 * width * width))
}

/** Slow day-to-day variation in [0, 1]: hashed knots every 8 h, eased in between. */
function smoothNoise(place: SimulatedPlace, dt: number, channel: number): number {
  const position = dt / (8 * HOUR_SECONDS)
  const knot = Math.floor(position)
  const t = (1 - Math.cos((position - knot) * Math.PI)) / 2
  return placeHash(place, knot, channel) * (1 - t) + placeHash(place, knot + 1, channel) * t
}

const round = (value: number) => Math.round(value * 10) / 10
