// A region-month's counts as the figures /accuracy shows (decision 192).
import type { AccuracyRegion, AccuracyRow, ForecastFigures } from '../contracts/accuracy'
import type { Forecaster } from './predictions'

/** A rate is shown from this many episodes (hit rate) or warnings (false-alarm rate): below, one case moves it by more than 20 points. */
export const MIN_COUNT_FOR_RATE = 5
/** Under this many episodes the figures are labelled as resting on few episodes (a 95 % interval of a hit rate of 80 % over 20 is still 58-92 %). */
export const FEW_EPISODES = 20

/** What the settle step counted for one forecast, region and month. */
export interface OutcomeCounts {
  episodes: number
  hits: number
  warnings: number
  falseAlarms: number
  /** Median lead over warned episodes, seconds, or null. */
  medianLeadSeconds: number | null
}

const rate = (part: number, whole: number) => (whole >= MIN_COUNT_FOR_RATE ? part / whole : null)

/** The counts as figures: rates only from MIN_COUNT_FOR_RATE, lead in whole minutes, `few` under FEW_EPISODES episodes. */
export function forecastFigures(counts: OutcomeCounts): ForecastFigures {
  return {
    episodes: counts.episodes,
    hits: counts.hits,
    hitRate: rate(counts.hits, counts.episodes),
    warnings: counts.warnings,
    falseAlarms: counts.falseAlarms,
    falseAlarmRate: rate(counts.falseAlarms, counts.warnings),
    medianLeadMinutes: counts.medianLeadSeconds === null ? null : Math.round(counts.medianLeadSeconds / 60),
    few: counts.episodes < FEW_EPISODES,
  }
}

const NONE: OutcomeCounts = { episodes: 0, hits: 0, warnings: 0, falseAlarms: 0, medianLeadSeconds: null }

/** Counts per region, month and forecaster as one row per region and month with the three forecasts side by side, in the order given. */
export function accuracyRows(counts: readonly (OutcomeCounts & { region: AccuracyRegion; month: string; forecaster: Forecaster })[]): AccuracyRow[] {
  const rows = new Map<string, { region: AccuracyRegion; month: string; counts: Partial<Record<Forecaster, OutcomeCounts>> }>()
  for (const c of counts) {
    const key = `${c.month} ${c.region}`
    const row = rows.get(key) ?? { region: c.region, month: c.month, counts: {} }
    row.counts[c.forecaster] = c
    rows.set(key, row)
  }
  return [...rows.values()].map(({ region, month, counts: byForecaster }) => ({
    region,
    month,
    job: forecastFigures(byForecaster.job ?? NONE),
    model: forecastFigures(byForecaster.model ?? NONE),
    persistence: forecastFigures(byForecaster.persistence ?? NONE),
  }))
}
