import type { Measurement, StationShown } from '../contracts/air-quality'
import type { StationSeries } from '../observations/types'
import { distanceKm } from '../report/comparison'
import { DEFAULT_STATION_LIMITS } from './select-stations'
import { isUsableObservation, stationNowcast } from './station-nowcast'
import type { FusedForecast, StationChoices, StationLimits } from './types'

type Status = StationShown['status']

const tenth = (x: number) => Math.round(x * 10) / 10

/**
 * Why a station did not feed the "now", in the order `selectStations` rules it out: excluded by
 * the person, indoor, no usable hour (every hour of a low-cost sensor uncorrected; every hour
 * old or flagged), its latest usable hour too old, beyond its kind's distance limit (unless
 * pinned), or valid but not needed (nearer ones, regulatory ones, or pinned ones were enough).
 */
function statusOf(series: StationSeries, now: number, choices: StationChoices, limits: StationLimits): Status {
  const { station, observations } = series
  if (choices.excludedIds.includes(station.id)) return 'excluded'
  if (station.indoor || observations.some((o) => o.flags.includes('indoor'))) return 'indoor'
  const latest = stationNowcast(series, now)
  if (latest === null) {
    if (station.kind === 'low-cost' && observations.length > 0 && observations.every((o) => o.correction === undefined)) return 'uncorrected'
    const flagged = observations.some((o) => o.flags.some((f) => f !== 'stale') && isUsableObservation({ ...o, flags: [] }, station.kind, now))
    return flagged ? 'flagged' : 'stale'
  }
  if (latest.ageMinutes > limits.maxAgeMinutes) return 'stale'
  const limitKm = station.kind === 'regulatory' ? limits.regulatoryKm : limits.lowCostKm
  if (!choices.pinnedIds.includes(station.id) && series.distanceKm > limitKm) return 'too-far'
  return 'not-needed'
}

export interface MeasurementInput {
  /** The stations near the cell's centre (the observation port's answer). */
  nearby: readonly StationSeries[]
  fused: FusedForecast
  choices: StationChoices
  /** The place asked about: distances shown are from it, degrees. */
  point: { lat: number; lon: number }
  /** Unix s, the fusion's. */
  now: number
  /** The model with its grid (`modelLabel`). */
  model: string
  limits?: StationLimits
}

/**
 * Where a place's numbers come from (issue 14 part 3, decision 194): every station near the
 * cell, the used ones first (status `used`, or `pinned` when the person's pin put it there) in
 * the fusion's order, then the rest nearest first with why each was not used; distances from
 * the place asked about (km, 0.1), ages in minutes, NowCasts in µg/m³ (0.1). `simulated` when
 * any station is a simulated one (local mode).
 */
export function measurementFor(input: MeasurementInput): Measurement {
  const { nearby, fused, choices, point, now } = input
  const limits = input.limits ?? DEFAULT_STATION_LIMITS
  const used = new Map(fused.provenance.stations.map((s, i) => [s.id, { weight: s.weight, order: i }]))
  const shown = nearby.map((series) => {
    const { station } = series
    const latest = stationNowcast(series, now)
    const correction = latest === null ? undefined : series.observations.find((o) => o.dt === latest.hour)?.correction
    const use = used.get(station.id)
    const status: Status = use === undefined ? statusOf(series, now, choices, limits) : choices.pinnedIds.includes(station.id) ? 'pinned' : 'used'
    const row: StationShown = {
      id: station.id,
      name: station.name,
      network: station.network,
      kind: station.kind,
      distanceKm: tenth(distanceKm(point, station)),
      ageMinutes: latest?.ageMinutes ?? null,
      ...(correction === undefined ? {} : { correction }),
      nowcastPm2_5: latest === null ? null : tenth(latest.pm2_5),
      weight: use?.weight ?? 0,
      status,
    }
    return { row, order: use?.order ?? Number.POSITIVE_INFINITY }
  })
  shown.sort((a, b) => a.order - b.order || a.row.distanceKm - b.row.distanceKm)
  const base = { model: input.model, simulated: nearby.some((s) => s.station.network === 'simulated'), stations: shown.map((s) => s.row) }
  const { provenance } = fused
  if (provenance.kind === 'model-estimate') return { kind: 'model-estimate', ...base }
  return { kind: 'measured', correctionPm2_5: tenth(provenance.correctionPm2_5), fadeHours: provenance.fadeHours, ...base }
}
