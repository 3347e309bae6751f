import { forecastHoursAt, type ForecastHour } from '../../../src/domain/alerts'
import type { CellForecast } from '../providers/air-quality/types'

/**
 * A cell's forecast as the alert decision reads it, by the rule every screen uses
 * (`indexSeriesAt`, decision 152): per hour, the US AQI and its 1-5 category (NowCast up to the
 * hour containing `now`, each later hour from its own concentration) and the hour's PM2.5 in
 * µg/m³. One entry per forecast hour, in order. `now` in unix s.
 */
export function forecastHours(forecast: CellForecast, now: number): ForecastHour[] {
  return forecastHoursAt(forecast.hours, now)
}
