import { describe, expect, it } from 'vitest'
import { flagObservations, latestObservationForNow, MAX_OBSERVATION_AGE_SECONDS, observationsForNow } from './quality'
import type { Observation, Station, StationSeries } from './types'

const H = 3600
const NOW = 1_764_000_000 - (1_764_000_000 % H) + 20 * 60 // 20 min into an hour
const outdoor: Station = { id: 'openaq:1', network: 'openaq', name: 'Monitor', lat: 0, lon: 0, kind: 'regulatory', indoor: false }
const sensor: Station = { ...outdoor, id: 'purpleair:1', network: 'purpleair', kind: 'low-cost' }

/** `values[i]` is the hour starting `values.length - i` hours before the current one. */
function hours(values: number[], stationId = 'openaq:1', endOffsetHours = 1): Observation[] {
  const currentHour = NOW - (NOW % H)
  return values.map((pm2_5, i) => ({ stationId, dt: currentHour - (values.length - i + endOffsetHours - 1) * H, pm2_5, flags: [] }))
}

describe('flagObservations', () => {
  it('leaves a fresh outdoor series with varying values unflagged, oldest first', () => {
    const flagged = flagObservations(outdoor, hours([8, 9.5, 11, 10]).reverse(), NOW)
    expect(flagged.map((o) => o.flags)).toEqual([[], [], [], []])
    expect(flagged.map((o) => o.pm2_5)).toEqual([8, 9.5, 11, 10])
  })

  it('flags every hour of an indoor sensor', () => {
    const flagged = flagObservations({ ...sensor, indoor: true }, hours([5, 6]), NOW)
    expect(flagged.every((o) => o.flags.includes('indoor'))).toBe(true)
  })

  it('flags negative, missing (−999) and implausible values as out-of-range', () => {
    const flagged = flagObservations(outdoor, hours([-2, -999, 1500, Number.NaN, 12]), NOW)
    expect(flagged.map((o) => o.flags.includes('out-of-range'))).toEqual([true, true, true, true, false])
  })

  it('flags a low-cost sensor stuck on one value for 4 h, not one for 3 h', () => {
    const stuck = flagObservations(sensor, hours([7, 12.3, 12.3, 12.3, 12.3, 9], 'purpleair:1'), NOW)
    expect(stuck.map((o) => o.flags.includes('stuck'))).toEqual([false, true, true, true, true, false])
    const notStuck = flagObservations(sensor, hours([7, 12.3, 12.3, 12.3, 9], 'purpleair:1'), NOW)
    expect(notStuck.some((o) => o.flags.includes('stuck'))).toBe(false)
  })

  it('gives regulatory monitors 12 h of one value before calling them stuck', () => {
    expect(flagObservations(outdoor, hours(Array(11).fill(3)), NOW).some((o) => o.flags.includes('stuck'))).toBe(false)
    expect(flagObservations(outdoor, hours(Array(12).fill(3)), NOW).every((o) => o.flags.includes('stuck'))).toBe(true)
  })

  it('does not join runs across a missing hour', () => {
    const series = hours([4, 4, 4, 4, 4, 4], 'purpleair:1').filter((_, i) => i !== 2)
    expect(flagObservations(sensor, series, NOW).some((o) => o.flags.includes('stuck'))).toBe(false)
  })

  it('flags all hours stale once the newest ended more than 2 h ago', () => {
    // Newest hour ended 2 h 20 min before now.
    const old = flagObservations(outdoor, hours([10, 11], 'openaq:1', 3), NOW)
    expect(old.every((o) => o.flags.includes('stale'))).toBe(true)
    const fresh = flagObservations(outdoor, hours([10, 11], 'openaq:1', 2), NOW)
    expect(fresh.some((o) => o.flags.includes('stale'))).toBe(false)
  })

  it('keeps the flags an adapter set, in the shared order', () => {
    const [first] = flagObservations({ ...sensor, indoor: true }, [{ ...hours([3])[0]!, flags: ['channel-disagreement'] }], NOW)
    expect(first?.flags).toEqual(['indoor', 'channel-disagreement'])
  })
})

describe('observationsForNow', () => {
  const series = (station: Station, observations: Observation[]): StationSeries => ({
    station,
    distanceKm: 1,
    observations: flagObservations(station, observations, NOW),
  })

  it('gives the unflagged hours of a fresh station', () => {
    const usable = observationsForNow(series(outdoor, hours([8, 9, 10])), NOW)
    expect(usable.map((o) => o.pm2_5)).toEqual([8, 9, 10])
    expect(latestObservationForNow(series(outdoor, hours([8, 9, 10])), NOW)?.pm2_5).toBe(10)
  })

  it('never gives an indoor or a stale station', () => {
    expect(observationsForNow(series({ ...sensor, indoor: true }, hours([8, 9, 10], 'purpleair:1')), NOW)).toEqual([])
    expect(observationsForNow(series(outdoor, hours([8, 9, 10], 'openaq:1', 4)), NOW)).toEqual([])
    expect(latestObservationForNow(series(outdoor, hours([8], 'openaq:1', 4)), NOW)).toBeNull()
  })

  it('gives nothing when only old hours are clean (the recent ones disagree)', () => {
    const observations = hours([8, 9, 10, 11], 'purpleair:1').map((o, i) => (i >= 1 ? { ...o, flags: ['channel-disagreement' as const] } : o))
    // The clean hour ended 3 h + 20 min ago.
    expect(observationsForNow(series(sensor, observations), NOW)).toEqual([])
    expect(MAX_OBSERVATION_AGE_SECONDS).toBe(7200)
  })
})
