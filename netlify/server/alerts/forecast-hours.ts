import type { ForecastHour } from '../../../src/domain/alerts'
import { indexSeries } from '../../../src/domain/aqi/series'
import type { CellForecast } from '../providers/air-quality/types'

/**
 * A cell's forecast as the alert decision reads it: per hour, the US AQI (EPA NowCast, the
 * value the app shows for that hour), the spec's 1-5 level (that AQI's category, decision 135)
 * and the hour's PM2.5 concentration in µg/m³ (what a "PM2.5 above 55.5" threshold compares).
 */
export function forecastHours(forecast: CellForecast): ForecastHour[] {
  const indexes = indexSeries(forecast.hours)
  return forecast.hours.map((hour, i) => ({
    time: hour.dt,
    level: indexes[i]?.owm5.index ?? null,
    usAqi: indexes[i]?.usAqi.index ?? null,
    pm25: hour.components.pm2_5,
  }))
}
