import { aqiFor, type ConcentrationUnit } from '../aqi/index'
import { levelOfUsAqi } from '../aqi/levels'
import type { HourIndexes } from '../aqi/hour-indexes'
import { hourlyIndexes, indexSeriesAt } from '../aqi/index-series-at'
import type { Components, HourlyReading, Pollutant } from '../aqi/pollutants'
import type { FusedSource } from '../fusion/types'
import type { ForecastHour } from './forecast-hour'

/** The top of EPA's AQI table; a concentration above its last breakpoint is "Beyond the AQI". */
const TOP_OF_THE_AQI = 500

/**
 * One hour as the alert decision reads it, from that hour's own concentration of one pollutant
 * (issue 13 item 5, decision 145). All three measures come from the same hourly value, so a
 * US AQI 151 threshold and a PM2.5 55.5 µg/m³ threshold fire in the same hour, and a 1-5
 * threshold fires in the hour that AQI's category is reached (decision 135).
 *
 * Why the hour and not a 24-hour mean: EPA reports "now" with the NowCast, a concentration put
 * through the 24-hour table, and the NowCast of a level held for a few hours converges to that
 * hourly level (U.S. EPA, TAD EPA-454/B-24-002, 2024, §"NowCast"; AirNow, "How is the NowCast
 * calculated?"). A trailing 24-hour mean reaches 151 hours after the air did, which is why
 * texts came 5-7 h late.
 *
 * @param time start of the hour, unix s
 * @param value the hour's mean concentration in `unit`; null, NaN or negative: no data
 * @returns level (1-5), US AQI (0-500, or 500 above the table: "Beyond the AQI" is Hazardous,
 *   never missing) and PM2.5 (µg/m³, only when `pollutant` is PM2.5)
 */
export function forecastHourFromConcentration(
  time: number,
  pollutant: Pollutant,
  value: number | null,
  unit: ConcentrationUnit,
): ForecastHour {
  if (value === null || !Number.isFinite(value) || value < 0) return { time, level: null, usAqi: null, pm25: null }
  const us = aqiFor('us_epa', pollutant, value, unit)
  const usAqi = us.index ?? (us.category === 'Beyond the AQI' ? TOP_OF_THE_AQI : null)
  const hour: ForecastHour = {
    time,
    // The 1-5 level is the US AQI's category (one index model, decision 135).
    level: usAqi === null ? null : levelOfUsAqi(usAqi),
    usAqi,
    pm25: pollutant === 'pm2_5' ? value : null,
  }
  if (unit !== 'ug/m3') return hour
  // The official indexes of the same hourly value (decision 275), as `hourlyIndexes` reads them.
  const indexes = hourlyIndexes({ ...NO_COMPONENTS, [pollutant]: value })
  return { ...hour, official: { ukDaqi: indexes.ukDaqi.index, eaqi: indexes.eaqi.index } }
}

const NO_COMPONENTS: Components = { co: null, no: null, no2: null, o3: null, so2: null, pm2_5: null, pm10: null, nh3: null }

/** The decision's three measures of one hour from its indexes: level and US AQI of the worst pollutant, and the hour's own PM2.5 (µg/m³). */
function forecastHourOf(time: number, indexes: HourIndexes, components: Components): ForecastHour {
  const pm25 = components.pm2_5
  return {
    time,
    level: indexes.owm5.index,
    usAqi: indexes.usAqi.index,
    pm25: pm25 !== null && Number.isFinite(pm25) && pm25 >= 0 ? pm25 : null,
    official: { ukDaqi: indexes.ukDaqi.index, eaqi: indexes.eaqi.index },
  }
}

/**
 * One forecast hour (every pollutant, µg/m³) as the alert decision reads it, from that hour's own
 * values (`hourlyIndexes`): the worst pollutant's US AQI and its 1-5 level, and the hour's PM2.5.
 * The same numbers `forecastHoursAt` gives any hour after the current one (decisions 145, 152).
 */
export function forecastHourFromReading(reading: HourlyReading): ForecastHour {
  return forecastHourOf(reading.dt, hourlyIndexes(reading.components), reading.components)
}

/**
 * A cell's hours as the alert job decides on them, by the one rule every screen uses
 * (`indexSeriesAt`, decision 152): NowCast up to the hour containing `now` (unix s), each
 * forecast hour after it from its own concentration. One entry per input hour, in order.
 */
export function forecastHoursAt(hours: readonly HourlyReading[], now: number): ForecastHour[] {
  return indexSeriesAt(hours, now).map((at, i) => {
    const hour = hours[i] as HourlyReading
    return forecastHourOf(hour.dt, at.indexes, hour.components)
  })
}

/**
 * `forecastHoursAt` over a cell's fused hours (`fusedCellHours`, decision 194), each hour with
 * its `basis`: 'measured' when it has begun by `now` (the hour under way or earlier), its PM2.5 is measured or
 * fused (`pmSources[i]` not 'model') and PM2.5 is the pollutant that sets its US AQI, as the
 * screen's "Measured at …" line says it; else 'forecast' (an ozone hour stays the model's, and a
 * later hour is a forecast however corrected: issue 24 item 6).
 */
export function fusedForecastHoursAt(hours: readonly HourlyReading[], pmSources: readonly FusedSource[], now: number): ForecastHour[] {
  return indexSeriesAt(hours, now).map((at, i): ForecastHour => {
    const hour = hours[i] as HourlyReading
    const measured = hour.dt <= now && (pmSources[i] ?? 'model') !== 'model' && at.indexes.usAqi.dominant === 'pm2_5'
    return { ...forecastHourOf(hour.dt, at.indexes, hour.components), basis: measured ? 'measured' : 'forecast' }
  })
}
