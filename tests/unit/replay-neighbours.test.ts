import { describe, expect, it } from 'vitest'
import { featuresAt, neighboursOf } from '../../scripts/replay/neighbours'
import type { Series } from '../../scripts/replay/series-file'
import { FEATURE_NAMES } from '../../src/domain/forecast/exceedance/features'

const HOUR = 3600
const NOW = Date.UTC(2018, 10, 10, 12) / 1000
/** A day of hourly PM2.5: `value(hoursAgo)` for the hours before NOW. */
const series = (id: string, value: (hoursAgo: number) => number): Series => ({
  id, metadata: { pollutant: 'pm2_5', unit: 'ug/m3', timeZone: 'America/Los_Angeles', station: id },
  hours: Array.from({ length: 24 }, (_, i) => ({ time: NOW - (24 - i) * HOUR, value: value(24 - i) })),
})
const at = (lat: number, lon: number) => ({ lat: String(lat), lon: String(lon) })

describe('neighbours from series.csv positions (decision 273)', () => {
  it('carry their offset east and north of the station, and the features read the front from them', () => {
    const here = series('here', () => 20)
    // 0.5° south-west and south-east of the station (50-56 km south): smoke crossed them 3 and 2 hours ago.
    const sw = series('sw', (ago) => (ago <= 3 ? 120 : 20))
    const se = series('se', (ago) => (ago <= 2 ? 120 : 20))
    const catalogue = new Map([['here', at(39.8, -121.6)], ['sw', at(39.3, -121.9)], ['se', at(39.35, -121.3)]])
    const near = neighboursOf([here, sw, se], catalogue).get('here') ?? []
    expect(near.map((n) => n.series.id)).toEqual(['sw', 'se'])
    expect(near[0]?.northKm).toBeCloseTo(-55.6, 1)
    expect(near[0]?.eastKm).toBeCloseTo(-25.6, 0)
    expect(near[1]?.eastKm).toBeCloseTo(25.6, 0)
    const values = featuresAt(here, near, NOW, 55.5)
    expect(values[FEATURE_NAMES.indexOf('front_crossings')]).toBe(2)
    expect(values[FEATURE_NAMES.indexOf('front_nearest_age')]).toBe(2)
    expect(values[FEATURE_NAMES.indexOf('front_eta')]).not.toBeNaN()
  })
})
