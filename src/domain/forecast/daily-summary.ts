import type { AirQualityEntry } from '../contracts/air-quality'
import { localDate } from '../time/format'
import type { UtcOffsetAt } from '../time/utc-offset'
import { english } from '../i18n/locales'

export type Trend = 'up' | 'down' | 'stable'

/** One hour as the daily card shows it: the 1-5 index and the three headline pollutants (µg/m³). */
export interface SummaryHour {
  time: number
  aqi: number
  pm2_5: number | null
  pm10: number | null
  o3: number | null
}

/** A local day of the forecast (docs/product.md §Data "Daily summary"). */
export interface DailySummary {
  /** Local calendar date, YYYY-MM-DD. */
  date: string
  /** English weekday of `date`, e.g. "Tuesday". */
  dayName: string
  /** Mean of the day's 1-5 indexes, one decimal. */
  avgAqi: number
  maxAqi: number
  minAqi: number
  trend: Trend
  /** The first 8 hourly entries of the day (docs/product.md §Limits). */
  hours: SummaryHour[]
}

const HOURS_KEPT = 8
const TREND_THRESHOLD = 0.5

/** docs/product.md §Forecast: up if the last value exceeds the first by more than 0.5, down if below by more than 0.5. */
export function trendOf(values: readonly number[]): Trend {
  const first = values[0]
  const last = values[values.length - 1]
  if (first === undefined || last === undefined) return 'stable'
  if (last - first > TREND_THRESHOLD) return 'up'
  if (first - last > TREND_THRESHOLD) return 'down'
  return 'stable'
}

/**
 * Groups hourly entries into local days (in the place's time: its offset at each hour, so a
 * daylight-saving change moves midnight) and summarises each, oldest first, keeping at most
 * `maxDays` days.
 */
export function dailySummaries(
  list: readonly AirQualityEntry[],
  offsetAt: UtcOffsetAt,
  maxDays: number,
): DailySummary[] {
  const days = new Map<string, { dayName: string; entries: AirQualityEntry[] }>()
  for (const entry of [...list].sort((a, b) => a.dt - b.dt)) {
    // English names: the card names the day in the reader's words from its date (calendarDayName).
    const { date, dayName } = localDate(entry.dt, offsetAt, english)
    const day = days.get(date) ?? { dayName, entries: [] }
    day.entries.push(entry)
    days.set(date, day)
  }
  return [...days.entries()].slice(0, Math.max(0, maxDays)).map(([date, { dayName, entries }]) => {
    const values = entries.map((e) => e.main.aqi)
    const sum = values.reduce((a, b) => a + b, 0)
    return {
      date,
      dayName,
      avgAqi: Math.round((sum / values.length) * 10) / 10,
      maxAqi: Math.max(...values),
      minAqi: Math.min(...values),
      trend: trendOf(values),
      hours: entries.slice(0, HOURS_KEPT).map((e) => ({
        time: e.dt,
        aqi: e.main.aqi,
        pm2_5: e.components.pm2_5,
        pm10: e.components.pm10,
        o3: e.components.o3,
      })),
    }
  })
}
