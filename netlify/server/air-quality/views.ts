import { airQualityBody, entriesFor, toEntries, type AirQualityView } from './responses'
import { noCurrentHour, type ForecastReader } from './read-air-quality'

/** current / forecast / forecast-premium: the same body over a different window of hours. */
export function hourlyView(view: AirQualityView): ForecastReader {
  return (fusion, _point, now) => {
    const list = entriesFor(view, toEntries(fusion.forecast, now, fusion.sources), now)
    if (!list) return { ok: false, response: noCurrentHour() }
    return { ok: true, body: { ...airQualityBody(fusion.forecast, list, now), measurement: fusion.measurement } }
  }
}
