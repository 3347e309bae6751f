import { levelFor, regionalLevel } from '../../../src/domain/aqi/levels'
import { indexSeriesAt } from '../../../src/domain/aqi/index-series-at'
import { officialIndexLabel } from '../../../src/domain/home/official-warning'
import { english } from '../../../src/domain/i18n/locales'
import type { AirQualityEntry, AirQualityResponse, RegionalResponse } from '../../../src/domain/contracts/air-quality'
import { noCurrentHour, type ForecastReader } from './read-air-quality'
import { REGION_SCALES, SCALE_SMS_THRESHOLDS, regionOf, type RegionalScale } from './regions'

const HOUR = 3600

/** What each scale's value is averaged over, shown beside it. */
const AVERAGING: Record<RegionalScale, string> = {
  us_epa: 'NowCast',
  uk_daqi: 'PM 24-hour mean, O3 8-hour mean, NO2 and SO2 hourly',
  eaqi: 'hourly values',
}

/**
 * GET /api/air-quality/regional: the current hour on the scale people in that region
 * know — DEFRA's DAQI in the UK, the EEA's EAQI in Europe, the US AQI (NowCast) elsewhere —
 * or on the scale the person chose (`chosen`, decision 154), with the scale's own level name,
 * advice and colour. Above the top of EPA's table the US AQI is 500 with `beyond` (Hazardous,
 * over any threshold), never missing. The hour is the fused one (decision 194), as on the dashboard.
 */
export const regionalView = (chosen: RegionalScale | null): ForecastReader => ({ forecast }, point, now) => {
  const currentHour = Math.floor(now / HOUR) * HOUR
  const i = forecast.hours.findIndex((h) => h.dt === currentHour)
  const hour = forecast.hours[i]
  const indexes = indexSeriesAt(forecast.hours, now)[i]?.indexes
  if (!hour || !indexes) return { ok: false, response: noCurrentHour() }

  const { country, region } = regionOf(point)
  const regionScale = REGION_SCALES[region].scale
  const scale = chosen ?? regionScale
  const smsThreshold = SCALE_SMS_THRESHOLDS[scale]
  const aqi =
    scale === 'uk_daqi' ? indexes.ukDaqi.index : scale === 'eaqi' ? indexes.eaqi.index : indexes.usAqi.index
  if (aqi === null) return { ok: false, response: noCurrentHour() }

  const body: RegionalResponse = {
    region,
    scale,
    regionScale,
    aqi,
    level: regionalLevel(scale, aqi),
    isDangerous: aqi >= smsThreshold,
    ...(scale === 'us_epa' ? { beyond: indexes.usAqi.beyond } : {}),
    averaging: AVERAGING[scale],
    ...(indexes.owm5.index === null ? {} : { airAheadLevel: { index: indexes.owm5.index, name: levelFor(indexes.owm5.index).name } }),
    country,
    smsThreshold,
    components: hour.components,
    source: forecast.source,
    generatedAt: new Date(now * 1000).toISOString(),
    fetchedAt: new Date(forecast.fetchedAt * 1000).toISOString(),
    dt: hour.dt,
    timezone: forecast.timezone,
  }
  return { ok: true, body }
}


/**
 * The place's own official index for an entry's hour when it is at or above its warning level
 * (the regional card's `isDangerous` on the region's scale), named as /home's verdict names it,
 * with the band's own advice; null under it or unknown (decisions 243, 275).
 */
export function officialWarningOf(point: { lat: number; lon: number }, entry: AirQualityEntry): AirQualityResponse['officialWarning'] {
  const scale = REGION_SCALES[regionOf(point).region].scale
  const value = scale === 'uk_daqi' ? entry.official?.ukDaqi : scale === 'eaqi' ? entry.official?.eaqi : entry.usAqi
  if (value === null || value === undefined || value < SCALE_SMS_THRESHOLDS[scale]) return null
  const level = regionalLevel(scale, value)
  const beyond = scale === 'us_epa' && entry.usAqiBeyond === true ? '+' : ''
  // The answer's words are English; the app says them in the reader's language from scale and value (decision 275).
  return { index: officialIndexLabel(scale, `${value}${beyond}`, english), band: level.name, advice: level.healthAdvice, scale, value, beyond: beyond !== '' }
}
