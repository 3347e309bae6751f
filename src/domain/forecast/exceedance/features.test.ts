import { describe, expect, it } from 'vitest'
import { exceedanceFeatures, FEATURE_NAMES, type ExceedanceInput } from './features'
import { pm25EquivalentUgM3 } from './threshold'

const HOUR = 3600
const NOW = Date.UTC(2026, 5, 1, 12) / 1000
const T = 55.5
const feature = (values: readonly number[], name: (typeof FEATURE_NAMES)[number]) => values[FEATURE_NAMES.indexOf(name)]
/** `days` days of hourly values before NOW: `valueAt(hoursAgo)`. */
const history = (days: number, valueAt: (hoursAgo: number) => number) =>
  Array.from({ length: days * 24 }, (_, i) => ({ time: NOW - (i + 1) * HOUR, value: valueAt(i + 1) }))
const input = (overrides: Partial<ExceedanceInput> = {}): ExceedanceInput => ({
  hour: NOW, thresholdUgM3: T, station: history(14, () => 20), neighbours: [], utcOffsetSeconds: 0, ...overrides,
})

describe('exceedance features', () => {
  it('one value per name', () => {
    expect(exceedanceFeatures(input())).toHaveLength(FEATURE_NAMES.length)
  })

  it('nothing known: every station and neighbour feature missing, the front with no crossing', () => {
    const values = exceedanceFeatures(input({ station: [], utcOffsetSeconds: null }))
    FEATURE_NAMES.forEach((name) => expect(feature(values, name), name).toBeNaN())
  })

  it('neighbours without positions (decision 273): the front missing, the rest of the neighbours known', () => {
    const rising = { distanceKm: 30, hours: history(1, (ago) => (ago <= 2 ? 90 : 30)) }
    const values = exceedanceFeatures(input({ neighbours: [rising] }))
    expect(feature(values, 'neighbour_max')).toBeCloseTo(90 / T, 12)
    FEATURE_NAMES.filter((n) => n.startsWith('front_')).forEach((name) => expect(feature(values, name), name).toBeNaN())
  })

  it('a front crossing the neighbours towards the place (decision 273): arrival, speed, way', () => {
    // A wave moving east at 20 km/h that reaches the place (x = 0) in 2 h: a neighbour x km east crossed at 2 + x / 20 h.
    const crossedAt = (eastKm: number, northKm: number) => {
      const age = Math.round(-(2 + eastKm / 20))
      return { distanceKm: Math.hypot(eastKm, northKm), eastKm, northKm, hours: history(1, (ago) => (ago <= age ? 100 : 20)) }
    }
    const values = exceedanceFeatures(input({ neighbours: [crossedAt(-60, 0), crossedAt(-80, 20), crossedAt(-95, -20), { ...crossedAt(60, 0), hours: history(1, () => 20) }] }))
    expect(feature(values, 'front_crossings')).toBe(3)
    expect(feature(values, 'front_eta')).toBeCloseTo(2, 0)
    expect(feature(values, 'front_speed')).toBeGreaterThan(15)
    expect(feature(values, 'front_speed')).toBeLessThan(25)
    expect(feature(values, 'front_downstream')).toBeGreaterThan(0.95)
    expect(feature(values, 'front_upstream_max')).toBeCloseTo(100 / T, 12)
    // The nearest crossed neighbour (60 km west) crossed an hour ago; how far it is, the trees do not read (decision 295).
    expect(feature(values, 'front_nearest_age')).toBe(1)
    expect(feature(values, 'front_residual')).toBeLessThan(0.5)
    // At half the threshold the same neighbours crossed too (20 → 100 passes 27.75).
    expect(feature(values, 'front_half_crossings')).toBe(3)
  })

  it('positions but no crossing: none counted, the fit missing', () => {
    const flat = { distanceKm: 30, eastKm: 30, northKm: 0, hours: history(1, () => 20) }
    const values = exceedanceFeatures(input({ neighbours: [flat] }))
    expect(feature(values, 'front_crossings')).toBe(0)
    expect(feature(values, 'front_eta')).toBeNaN()
    expect(feature(values, 'front_downstream')).toBeNaN()
    expect(feature(values, 'front_nearest_age')).toBeNaN()
  })

  it('no neighbours and no clock: those missing, the station\'s own known, relative to the threshold', () => {
    const values = exceedanceFeatures(input({ utcOffsetSeconds: null }))
    expect(feature(values, 'lag1')).toBeCloseTo(20 / T, 12)
    expect(feature(values, 'nowcast')).toBeCloseTo(20 / T, 12)
    expect(feature(values, 'hours_since_exceedance')).toBe(336)
    expect(feature(values, 'local_hour')).toBeNaN()
    expect(feature(values, 'neighbour_max')).toBeNaN()
    expect(feature(values, 'neighbour_share_over')).toBeNaN()
  })

  it('a short history: the diurnal profile missing under 3 days, present from 3', () => {
    expect(feature(exceedanceFeatures(input({ station: history(2, () => 20) })), 'profile_ahead')).toBeNaN()
    expect(feature(exceedanceFeatures(input({ station: history(2, () => 20) })), 'hours_since_exceedance')).toBe(336)
    expect(feature(exceedanceFeatures(input({ station: history(3, () => 20) })), 'profile_ahead')).toBeCloseTo(20 / T, 12)
    expect(feature(exceedanceFeatures(input({ station: history(0.5, () => 20) })), 'hours_since_exceedance')).toBeNaN()
  })

  it('an evening peak every day: the profile sees it coming in +2 … +6', () => {
    // Every day 80 µg/m³ from 16 to 18 UTC, 20 otherwise; at 12 UTC the peak is 4-6 h ahead.
    const station = history(14, (ago) => ([16, 17, 18].includes(((12 - ago) % 24 + 24) % 24) ? 80 : 20))
    const values = exceedanceFeatures(input({ station }))
    expect(feature(values, 'profile_ahead')).toBeCloseTo(80 / T, 12)
    expect(feature(values, 'profile_now')).toBeCloseTo(20 / T, 12)
    expect(feature(values, 'profile_exceedance_share')).toBe(1)
    expect(feature(values, 'hours_since_exceedance')).toBe(18)
  })

  it('neighbours: only 10-100 km away, with their last hours', () => {
    const near = { distanceKm: 30, hours: history(1, (ago) => (ago <= 2 ? 90 : 30)) }
    const values = exceedanceFeatures(input({ neighbours: [near, { distanceKm: 5, hours: history(1, () => 300) }, { distanceKm: 150, hours: history(1, () => 300) }] }))
    expect(feature(values, 'neighbour_max')).toBeCloseTo(90 / T, 12)
    expect(feature(values, 'neighbour_share_over')).toBe(1)
    expect(feature(values, 'neighbour_crossed6')).toBe(1)
    expect(feature(values, 'neighbour_max_rise3')).toBeCloseTo(60 / T, 12)
    expect(feature(values, 'neighbour_max_over_own')).toBeCloseTo(70 / T, 12)
    // A neighbour with no recent hour counts as none: the share is of those that reported.
    const silent = { distanceKm: 40, hours: [] }
    expect(feature(exceedanceFeatures(input({ neighbours: [near, silent] })), 'neighbour_share_over')).toBe(1)
    expect(feature(exceedanceFeatures(input({ neighbours: [silent] })), 'neighbour_max')).toBeNaN()
  })

  it('local hour from the offset', () => {
    expect(feature(exceedanceFeatures(input({ utcOffsetSeconds: 5.5 * HOUR })), 'local_hour')).toBe(17)
    expect(feature(exceedanceFeatures(input({ utcOffsetSeconds: -7 * HOUR })), 'local_hour')).toBe(5)
  })
})

describe('a threshold as hourly PM2.5', () => {
  it.each([
    [{ kind: 'pm25', value: 55.5 }, 55.5],
    [{ kind: 'us_aqi', value: 151 }, 55.5],
    [{ kind: 'us_aqi', value: 101 }, 35.5],
    [{ kind: 'level', value: 4 }, 55.5],
  ] as const)('%j → %s µg/m³', (threshold, ugM3) => {
    expect(pm25EquivalentUgM3(threshold)).toBe(ugM3)
  })
})
