import { iso1A2Code } from '@rapideditor/country-coder'

export type Region = 'UK' | 'Europe' | 'other'
export type RegionalScale = 'uk_daqi' | 'eaqi' | 'us_epa'

/**
 * Countries where the EEA's European Air Quality Index is published: the EEA's 32
 * member countries and 6 cooperating countries (Western Balkans), plus the
 * microstates inside them. The UK has its own index (DEFRA's DAQI).
 */
const EAQI_COUNTRIES = new Set([
  'AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT',
  'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'IS', 'LI', 'NO', 'CH', 'TR',
  'AL', 'BA', 'ME', 'MK', 'RS', 'XK', 'AD', 'MC', 'SM', 'VA',
])

/** Scale each region reports in, and the level from which an SMS warning is due. */
export const REGION_SCALES: Record<Region, { scale: RegionalScale; smsThreshold: number }> = {
  // DAQI 7-9 is "High": DEFRA advises everyone to reduce physical exertion outdoors.
  UK: { scale: 'uk_daqi', smsThreshold: 7 },
  // EAQI level 4 is "Poor", the level at which the EEA advises everyone to reduce activity.
  Europe: { scale: 'eaqi', smsThreshold: 4 },
  // US AQI 151 is "Unhealthy" (the spec's alert trigger "AQI 151+").
  other: { scale: 'us_epa', smsThreshold: 151 },
}

/** Each scale's SMS warning level (as in `REGION_SCALES`), whichever region it is shown for. */
export const SCALE_SMS_THRESHOLDS: Record<RegionalScale, number> = {
  uk_daqi: REGION_SCALES.UK.smsThreshold,
  eaqi: REGION_SCALES.Europe.smsThreshold,
  us_epa: REGION_SCALES.other.smsThreshold,
}

/** The country (ISO 3166-1 alpha-2, offline lookup) and region of a coordinate. */
export function regionOf(point: { lat: number; lon: number }): { country: string | null; region: Region } {
  const country = iso1A2Code([point.lon, point.lat])
  if (country === 'GB') return { country, region: 'UK' }
  if (country && EAQI_COUNTRIES.has(country)) return { country, region: 'Europe' }
  return { country, region: 'other' }
}
