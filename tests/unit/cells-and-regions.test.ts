import { describe, expect, it } from 'vitest'
import { cellFor } from '../../netlify/server/air-quality/cells'
import { regionOf, REGION_SCALES } from '../../netlify/server/air-quality/regions'

describe('cellFor (0.1° cells, one grid for the app and the alert job)', () => {
  it.each([
    [{ lat: 40.7128, lon: -74.006 }, 'a:40.7,-74.0'],
    [{ lat: 40.05, lon: -74.05 }, 'a:40.1,-74.1'],
    [{ lat: 40.049999, lon: -74.0499 }, 'a:40.0,-74.0'],
    [{ lat: -0.001, lon: -0.004 }, 'a:0.0,0.0'],
    [{ lat: 90, lon: -180 }, 'a:90.0,180.0'],
    [{ lat: -33.8688, lon: 151.2093 }, 'a:-33.9,151.2'],
  ])('%j → %s', (point, key) => {
    expect(cellFor(point).key).toBe(key)
  })

  it('puts nearby points in one cell with a numeric centre', () => {
    const a = cellFor({ lat: 51.5072, lon: -0.1276 })
    const b = cellFor({ lat: 51.4812, lon: -0.0851 })
    expect(a).toEqual(b)
    expect(a).toEqual({ key: 'a:51.5,-0.1', lat: 51.5, lon: -0.1 })
  })
})

describe('regionOf (offline country lookup)', () => {
  it.each([
    ['London', { lat: 51.5072, lon: -0.1276 }, 'GB', 'UK'],
    ['Edinburgh', { lat: 55.9533, lon: -3.1883 }, 'GB', 'UK'],
    ['Paris', { lat: 48.8566, lon: 2.3522 }, 'FR', 'Europe'],
    ['Oslo', { lat: 59.9139, lon: 10.7522 }, 'NO', 'Europe'],
    ['Istanbul', { lat: 41.0082, lon: 28.9784 }, 'TR', 'Europe'],
    ['New York', { lat: 40.7128, lon: -74.006 }, 'US', 'other'],
    ['Delhi', { lat: 28.6139, lon: 77.209 }, 'IN', 'other'],
    ['Dublin', { lat: 53.3498, lon: -6.2603 }, 'IE', 'Europe'],
  ])('%s', (_name, point, country, region) => {
    expect(regionOf(point)).toEqual({ country, region })
  })

  it('answers other with no country in the open ocean', () => {
    expect(regionOf({ lat: 0, lon: -140 })).toEqual({ country: null, region: 'other' })
  })

  it('uses each region’s own scale and SMS threshold', () => {
    expect(REGION_SCALES.UK).toEqual({ scale: 'uk_daqi', smsThreshold: 7 })
    expect(REGION_SCALES.Europe).toEqual({ scale: 'eaqi', smsThreshold: 4 })
    expect(REGION_SCALES.other).toEqual({ scale: 'us_epa', smsThreshold: 151 })
  })
})
