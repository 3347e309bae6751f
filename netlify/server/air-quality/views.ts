import { airQualityBody, entriesFor, toEntries, type AirQualityView } from './responses'
import { noCurrentHour, type ForecastReader } from './read-air-quality'
import { officialWarningOf } from './regional-view'

/** current / forecast / forecast-premium: the same body over a different window of hours. */
export function hourlyView(view: AirQualityView): ForecastReader {
  return (fusion, point, now) => {
    const list = entriesFor(view, toEntries(fusion.forecast, now, fusion.sources), now)
    if (!list) return { ok: false, response: noCurrentHour() }
    const officialWarning = list[0] ? officialWarningOf(point, list[0]) : null
    return { ok: true, body: { ...airQualityBody(fusion.forecast, list, now), measurement: fusion.measurement, officialWarning } }
  }
}
