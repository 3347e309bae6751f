import type { Coordinates } from '../contracts/coordinates'
import { usAqiWithCategory } from '../aqi/us-epa'
import type { MessageDescriptor, Translate } from '../i18n/locales'

/** docs/product.md §Data "Comparison city". */
export interface ComparisonCity {
  name: string
  /** Degrees, WGS 84. */
  lat: number
  lon: number
}

/** docs/product.md §Limits, in order; the first four that are not the user's own city are compared. */
export const COMPARISON_CITIES: readonly ComparisonCity[] = [
  { name: 'New York', lat: 40.7128, lon: -74.006 },
  { name: 'Los Angeles', lat: 34.0522, lon: -118.2437 },
  { name: 'London', lat: 51.5074, lon: -0.1278 },
  { name: 'Tokyo', lat: 35.6895, lon: 139.6917 },
  { name: 'Paris', lat: 48.8566, lon: 2.3522 },
  { name: 'Delhi', lat: 28.6139, lon: 77.209 },
  { name: 'Beijing', lat: 39.9042, lon: 116.4074 },
  { name: 'Sydney', lat: -33.8688, lon: 151.2093 },
]

export const COMPARED_CITY_COUNT = 4
/** A place this close to a city's centre is in that city (greater New York, London, … fit). */
export const SAME_CITY_RADIUS_KM = 50
/** docs/product.md §Limits: "Similar" when the difference is under 10 % of the other city's US AQI. */
export const SIMILAR_FRACTION = 0.1
/** docs/product.md §Limits: a difference under 0.5 is shown in the neutral colour. */
export const NEUTRAL_DIFFERENCE = 0.5

const EARTH_RADIUS_KM = 6371

/** Great-circle distance in kilometres. */
export function distanceKm(a: Coordinates, b: Coordinates): number {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLon = (b.lon - a.lon) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/**
 * The cities to compare a place with: the first `count` of the spec's list, skipping the
 * city the place is in (within SAME_CITY_RADIUS_KM), so nobody is compared with themselves.
 */
export function citiesToCompare(home: Coordinates, count = COMPARED_CITY_COUNT): ComparisonCity[] {
  return COMPARISON_CITIES.filter((city) => distanceKm(home, city) > SAME_CITY_RADIUS_KM).slice(0, count)
}

/** How the user's air compares with a city's: 'better' means cleaner than that city. */
export type ComparisonLabel = 'better' | 'worse' | 'similar'

/**
 * Compares two US AQI values (0-500; lower is cleaner). Similar when they differ by less than
 * 10 % of the other city's value (so the bar grows with the pollution: 5 points at 50, 20 at
 * 200), or are equal.
 */
export function compareAqi(homeUsAqi: number, cityUsAqi: number): ComparisonLabel {
  const difference = homeUsAqi - cityUsAqi
  if (difference === 0 || Math.abs(difference) < SIMILAR_FRACTION * cityUsAqi) return 'similar'
  return difference < 0 ? 'better' : 'worse'
}

/** The colour of a difference (user minus city, US AQI points): neutral under 0.5. */
export function differenceTone(difference: number): 'neutral' | 'better' | 'worse' {
  if (Math.abs(difference) < NEUTRAL_DIFFERENCE) return 'neutral'
  return difference < 0 ? 'better' : 'worse'
}

export interface CityReading {
  city: ComparisonCity
  /** Null while unknown: the reading failed or has no US AQI. */
  usAqi: number | null
}

export interface CityComparison extends CityReading {
  /** Null when either side has no reading. */
  label: ComparisonLabel | null
  /** User minus city, US AQI points; null when either side has no reading. */
  difference: number | null
}

export interface Comparison {
  cities: CityComparison[]
  /** Cities the user's air is cleaner than ('better'). */
  betterCount: number
  /**
   * Cities compared: the X/N denominator. A city whose reading failed or is not known offline
   * is left out, so it never counts as a city the user's air is not cleaner than (issue 24 item 4).
   */
  total: number
}

/** The user's US AQI against each city's. */
export function compareWithCities(homeUsAqi: number | null, readings: readonly CityReading[]): Comparison {
  const cities = readings.map((reading): CityComparison => {
    if (homeUsAqi === null || reading.usAqi === null) return { ...reading, label: null, difference: null }
    return { ...reading, label: compareAqi(homeUsAqi, reading.usAqi), difference: homeUsAqi - reading.usAqi }
  })
  return { cities, betterCount: cities.filter((c) => c.label === 'better').length, total: cities.filter((c) => c.label !== null).length }
}

export type ComparisonVerdict = 'cleaner-than-most' | 'decent' | 'clean-but-others-cleaner' | 'needs-attention'

/**
 * The verdict of a comparison, from the ranking *and* the place's own 1-5 level (decision 242),
 * so it never reassures under Poor air nor alarms under Good or Fair: Poor or worse always needs
 * attention; beating most of the cities known is "cleaner than most", beating one or more
 * "decent"; beating none is "needs attention" from Moderate (EPA's Unhealthy for Sensitive
 * Groups, decision 235), and at Good or Fair only says the others happen to be cleaner.
 * @param betterCount cities the place's air is cleaner than
 * @param total cities compared (known readings only)
 * @param level the place's 1-5 level now
 */
export function comparisonVerdict(betterCount: number, total: number, level: number): ComparisonVerdict {
  if (level >= 4) return 'needs-attention'
  if (betterCount > total / 2) return 'cleaner-than-most'
  if (betterCount >= 1) return 'decent'
  return level <= 2 ? 'clean-but-others-cleaner' : 'needs-attention'
}

/** The comparisons' words (decision 284). */
const VERDICT_MESSAGES: Readonly<Record<ComparisonVerdict, MessageDescriptor>> = {
  'cleaner-than-most': /*i18n*/ { id: 'comparison.verdict.cleanerThanMost', message: 'Your air is cleaner than most major cities right now.' },
  decent: /*i18n*/ { id: 'comparison.verdict.decent', message: 'Your air quality is decent compared with major cities.' },
  'clean-but-others-cleaner': /*i18n*/ { id: 'comparison.verdict.othersCleaner', message: 'Your air is {level} right now; these cities happen to be cleaner.' },
  'needs-attention': /*i18n*/ { id: 'comparison.verdict.needsAttention', message: 'Your air needs attention: it is {level} here right now.' },
}
const HEADLINE = /*i18n*/ { id: 'comparison.headline', message: '{level}: better than {count} of {total, plural, one {# city} other {# cities}}' }
const SHARE_TEXT = /*i18n*/ {
  id: 'comparison.share',
  message: 'The air in {place} (US AQI {usAqi}) is better than {count} of {total} major cities right now, on AirAhead.',
}

/** What a verdict says, with the place's level name ("Fair"), in the reader's words with `t`. docs/product.md §Limits. */
export function verdictMessage(verdict: ComparisonVerdict, levelName: string, t: Translate): string {
  return t({ ...VERDICT_MESSAGES[verdict], values: { level: levelName } })
}

/** The line both comparisons lead with: the level, then the ranking ("Fair: better than 2 of 4 cities"). */
export function comparisonHeadline(levelName: string, betterCount: number, total: number, t: Translate): string {
  return t({ ...HEADLINE, values: { level: levelName, count: betterCount, total } })
}

/** The text a person shares: where, the count, and the reading it rests on. */
export function comparisonShareText(placeName: string, homeUsAqi: number, comparison: Comparison, t: Translate): string {
  return t({ ...SHARE_TEXT, values: { place: placeName, usAqi: usAqiWithCategory(homeUsAqi, false, t), count: comparison.betterCount, total: comparison.total } })
}
