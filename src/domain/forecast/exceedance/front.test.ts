import { describe, expect, it } from 'vitest'
import { crossingAge, frontFeatures, offsetKm, type FrontNeighbour } from './front'

/** A neighbour at (east, north) km whose values were `high` for the last `age` hours and `low` before. */
const neighbour = (eastKm: number, northKm: number, age: number | null, high = 100, low = 20): FrontNeighbour => ({
  eastKm, northKm, ages: Array.from({ length: 25 }, (_, a) => (a === 0 ? undefined : age !== null && a <= age ? high : low)),
})

describe('the front without wind (decision 273)', () => {
  it('a crossing is the latest hour at or over the level after a measured hour under it, within 12 h', () => {
    expect(crossingAge(neighbour(0, 0, 3).ages, 55.5)).toBe(3)
    expect(crossingAge(neighbour(0, 0, null).ages, 55.5)).toBeNull()
    expect(crossingAge(neighbour(0, 0, 13).ages, 55.5)).toBeNull()
    // The hour before missing: no crossing is known.
    const gap = [...neighbour(0, 0, 3).ages]
    gap[4] = undefined
    expect(crossingAge(gap, 55.5)).toBeNull()
  })

  it('nothing to fit: no neighbours, none crossed, or one', () => {
    expect(frontFeatures([], 55.5).crossings).toBe(0)
    expect(frontFeatures([neighbour(30, 0, null)], 55.5).etaHours).toBeNaN()
    const one = frontFeatures([neighbour(-40, 0, 2)], 55.5)
    expect(one.crossings).toBe(1)
    expect(one.nearestKm).toBeCloseTo(40, 12)
    expect(one.nearestAgeHours).toBe(2)
    expect(one.etaHours).toBeNaN()
    expect(one.speedKmh).toBeNaN()
  })

  it('a wave moving north at 25 km/h, 50 km south of the place 2 h ago: there in about 0 h', () => {
    // Crossed at t = y / 25 h relative to now, for y = -50 … -100 km: ages 2 … 4.
    const f = frontFeatures([neighbour(-10, -50, 2), neighbour(20, -75, 3), neighbour(0, -100, 4), neighbour(0, 60, null)], 55.5)
    expect(f.crossings).toBe(3)
    expect(f.etaHours).toBeCloseTo(0, 0)
    expect(f.speedKmh).toBeGreaterThan(20)
    expect(f.speedKmh).toBeLessThan(30)
    expect(f.downstream).toBeGreaterThan(0.9)
    expect(f.residualHours).toBeLessThan(0.5)
    // The neighbour to the north, not yet reached, is downstream: the upstream maximum is the crossed ones'.
    expect(f.upstreamMax).toBeCloseTo(100 / 55.5, 12)
  })

  it('a place the wave moves away from is not downstream', () => {
    const f = frontFeatures([neighbour(0, 50, 2), neighbour(20, 75, 1), neighbour(-20, 75, 1)], 55.5)
    expect(f.downstream).toBeLessThan(0)
    expect(f.etaHours).toBeLessThan(0)
  })

  it('every neighbour at one place: no spread, no fit', () => {
    const f = frontFeatures([neighbour(30, 0, 2), neighbour(30, 0, 3)], 55.5)
    expect(f.crossings).toBe(2)
    expect(f.etaHours).toBeNaN()
  })

  it('offsets east and north', () => {
    const o = offsetKm({ lat: 40, lon: -122 }, { lat: 40.5, lon: -121.5 })
    expect(o.northKm).toBeCloseTo(55.6, 1)
    expect(o.eastKm).toBeCloseTo(42.4, 0)
    expect(offsetKm({ lat: 0, lon: 179.9 }, { lat: 0, lon: -179.9 }).eastKm).toBeCloseTo(22.2, 1)
  })
})
