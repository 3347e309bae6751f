import { aqiFor, type ConcentrationUnit } from '../aqi/index'
import { levelOfUsAqi } from '../aqi/levels'
import type { Owm5Index } from '../aqi/owm5'
import { POLLUTANTS, type HourlyReading, type Pollutant } from '../aqi/pollutants'
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
  return {
    time,
    // The 1-5 level is the US AQI's category (one index model, decision 135).
    level: usAqi === null ? null : levelOfUsAqi(usAqi),
    usAqi,
    pm25: pollutant === 'pm2_5' ? value : null,
  }
}

const worst = (a: number | null, b: number | null) => (a === null ? b : b === null ? a : Math.max(a, b))

/**
 * One provider hour (every pollutant, µg/m³) as the alert decision reads it: each pollutant's
 * hourly value as in `forecastHourFromConcentration`, the worst of them for the 1-5 level and
 * the US AQI, and the hour's own PM2.5. What the alert job should build its hours with, so its
 * texts fire in the same hour as the replay's (decision 145).
 */
export function forecastHourFromReading(reading: HourlyReading): ForecastHour {
  let level: number | null = null
  let usAqi: number | null = null
  for (const pollutant of POLLUTANTS) {
    const hour = forecastHourFromConcentration(reading.dt, pollutant, reading.components[pollutant], 'ug/m3')
    level = worst(level, hour.level)
    usAqi = worst(usAqi, hour.usAqi)
  }
  const pm25 = forecastHourFromConcentration(reading.dt, 'pm2_5', reading.components.pm2_5, 'ug/m3').pm25
  return { time: reading.dt, level: level as Owm5Index | null, usAqi, pm25 }
}
