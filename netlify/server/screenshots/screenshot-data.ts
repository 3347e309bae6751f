import type { AirQualityEntry, Source } from '../../../src/domain/contracts/air-quality'
import { dailySummaries, type DailySummary } from '../../../src/domain/forecast/daily-summary'
import { forecastStrip, type StripEntry } from '../../../src/domain/forecast/strip'
import { forecastWarning, type ForecastWarning } from '../../../src/domain/forecast/warning'
import { zoneOffsetAt } from '../../../src/domain/time/time-zone'
import { cellFor } from '../air-quality/cells'
import { cellForecast } from '../air-quality/forecast-store'
import { entriesFor, toEntries } from '../air-quality/responses'
import { airQualityProvider } from '../providers/air-quality'
import { err, ok, type Result, type UpstreamError } from '../result'
import { english } from '../../../src/domain/i18n/locales'

/** The place every screenshot shows: the demo location (docs/product.md §Purpose). */
export const SCREENSHOT_PLACE = { name: 'New York', lat: 40.7128, lon: -74.006 } as const

/** docs/product.md §Limits: the strip shows 6 entries; the premium forecast 5 days. */
const STRIP_ENTRIES = 6
const FORECAST_DAYS = 5

/** Everything the four screenshots show, from one real forecast of the place's cell. */
export interface ScreenshotData {
  place: string
  /** When the page is made, unix seconds. */
  now: number
  source: Source
  /** When the provider answered, unix seconds. */
  fetchedAt: number
  /** True when the provider failed and the last cached forecast is shown. */
  stale: boolean
  /** The place's IANA time zone: every time on the page is in it. */
  timeZone: string
  current: AirQualityEntry
  strip: StripEntry[]
  days: DailySummary[]
  /** The first later hour at Poor (4) or worse, and when its text is due. */
  warning: ForecastWarning | null
  /** The worst hour of the next 24, for the screen that has no warning to show. */
  peak: AirQualityEntry
}

export type ScreenshotDataError = UpstreamError | { kind: 'no-current-hour'; upstream: string; message: string }

/** Loads the place's forecast through the shared cache (one provider call per cell per hour at most). */
export async function loadScreenshotData(now: number): Promise<Result<ScreenshotData, ScreenshotDataError>> {
  const provider = airQualityProvider()
  const stored = await cellForecast(provider, cellFor(SCREENSHOT_PLACE), now)
  if (!stored.ok) return stored
  const { forecast, stale } = stored.value
  const list = entriesFor('forecast-premium', toEntries(forecast, now), now)
  const current = list?.[0]
  if (!list || !current) {
    return err({ kind: 'no-current-hour', upstream: provider.id, message: 'The forecast does not cover the current hour yet.' })
  }
  const next24 = forecastStrip(list, now, 24)
  const peak = next24.reduce((worst, s) => (s.entry.main.aqi > worst.main.aqi ? s.entry : worst), current)
  return ok({
    place: SCREENSHOT_PLACE.name,
    now,
    source: forecast.source,
    fetchedAt: forecast.fetchedAt,
    stale,
    timeZone: forecast.timezone,
    current,
    strip: next24.slice(0, STRIP_ENTRIES),
    days: dailySummaries(list, zoneOffsetAt(forecast.timezone), FORECAST_DAYS),
    // The store screenshots are made in English.
    warning: forecastWarning(list, now, undefined, english),
    peak,
  })
}
