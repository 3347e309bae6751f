// `--forecast model` and `--forecast fused` (decision 166): the degraded model, alone or fused
// with the series' own observations as one regulatory station at the place (decision 165).
import { fuseForecast } from '../../src/domain/fusion/fused-forecast'
import type { HourlyObservation } from '../../src/domain/forecast/nowcast-predictor'
import type { StationSeries } from '../../src/domain/observations/types'
import { degradedModelHours } from './degraded-model'
import type { Series } from './series-file'

const HOUR = 3600
/** Model hours before the decision, for the model's NowCast beside the measured one. */
const MODEL_PAST_HOURS = 12
const OBSERVED_HOURS = 12

/** The degraded model's hours `hour` … `hour + horizonHours` as the decision in that hour sees them. */
export function modelForecast(byTime: ReadonlyMap<number, number>, hour: number, horizonHours: number): HourlyObservation[] {
  return degradedModelHours(byTime, hour, hour, hour + horizonHours * HOUR).map((h) => ({ time: h.dt, value: h.pm2_5 }))
}

/** The series as the observation port would give it: one regulatory monitor at the place, hours up to `hour` − 1 h. */
function stationAtThePlace(series: Series, byTime: ReadonlyMap<number, number>, hour: number): StationSeries {
  const id = `replay:${series.id}`
  const observations = []
  for (let t = hour - OBSERVED_HOURS * HOUR; t < hour; t += HOUR) {
    const value = byTime.get(t)
    if (value !== undefined) observations.push({ stationId: id, dt: t, pm2_5: value, flags: [] })
  }
  return {
    // 'simulated': the replay's stand-in station, not one the observation port read.
    station: { id, network: 'simulated', name: series.metadata.station || series.id, lat: 0, lon: 0, kind: 'regulatory', indoor: false },
    distanceKm: 0,
    observations,
  }
}

/** The fused hours `hour` … `hour + horizonHours` at a decision in the hour starting `hour`. */
export function fusedForecast(
  series: Series, byTime: ReadonlyMap<number, number>, hour: number, horizonHours: number, fadeHours?: number,
): HourlyObservation[] {
  const model = degradedModelHours(byTime, hour, hour - MODEL_PAST_HOURS * HOUR, hour + horizonHours * HOUR)
  const fused = fuseForecast({
    now: hour,
    nearby: [stationAtThePlace(series, byTime, hour)],
    model: { label: 'degraded copy of the observations', hours: model },
    choices: { pinnedIds: [], excludedIds: [] },
    ...(fadeHours === undefined ? {} : { fadeHours }),
  })
  return fused.hours.filter((h) => h.dt >= hour).map((h) => ({ time: h.dt, value: h.pm2_5 }))
}
