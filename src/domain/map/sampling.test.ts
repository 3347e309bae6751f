import { describe, expect, it } from 'vitest'
import { MAX_OVERLAY_CELLS, MAX_WIND_POINTS, overlaySamples, windSamples, zoomSpacingTenths } from './sampling'

describe('overlaySamples', () => {
  it('reads 0.1° model cells at city zoom, each on a cell centre', () => {
    const { spacingDegrees, points } = overlaySamples({ west: -74.2, south: 40.55, east: -73.85, north: 40.9 }, 11)
    expect(spacingDegrees).toBe(0.1)
    // Latitudes 40.6 … 40.9 (4) × longitudes -74.2 … -73.9 (4).
    expect(points).toHaveLength(16)
    expect(points[0]).toEqual({ lat: 40.6, lon: -74.2 })
    for (const p of points) expect(Math.round(p.lat * 10) / 10).toBe(p.lat)
  })

  it('widens the spacing as the zoom goes out, and never passes the cell bound', () => {
    expect(zoomSpacingTenths(10)).toBe(1)
    expect(zoomSpacingTenths(8)).toBe(1)
    expect(zoomSpacingTenths(7)).toBe(2)
    expect(zoomSpacingTenths(3)).toBe(20)
    const country = overlaySamples({ west: -10, south: 35, east: 5, north: 45 }, 5)
    expect(country.points.length).toBeLessThanOrEqual(MAX_OVERLAY_CELLS)
    expect(country.spacingDegrees).toBeGreaterThanOrEqual(2)
    const world = overlaySamples({ west: -180, south: -85, east: 180, north: 85 }, 0)
    expect(world.points.length).toBeLessThanOrEqual(MAX_OVERLAY_CELLS)
  })

  it('widens beyond the zoom when a tall view would hold too many cells', () => {
    const tall = overlaySamples({ west: 0, south: 0, east: 0.5, north: 3 }, 10)
    expect(tall.points.length).toBeLessThanOrEqual(MAX_OVERLAY_CELLS)
    expect(tall.spacingDegrees).toBeGreaterThan(0.1)
  })

  it('gives a view narrower than one spacing its centre cell', () => {
    expect(overlaySamples({ west: 2.31, south: 48.81, east: 2.33, north: 48.83 }, 14).points).toEqual([{ lat: 48.8, lon: 2.3 }])
  })

  it('keeps the points it already read when the view pans by part of a spacing', () => {
    const a = overlaySamples({ west: 0, south: 0, east: 0.55, north: 0.55 }, 10).points
    const b = overlaySamples({ west: 0.05, south: 0, east: 0.6, north: 0.55 }, 10).points
    const shared = a.filter((p) => b.some((q) => q.lat === p.lat && q.lon === p.lon))
    expect(shared.length).toBeGreaterThanOrEqual(a.length - 6)
  })
})

describe('windSamples', () => {
  it('samples at most 16 points, on 0.2° multiples or coarser', () => {
    const points = windSamples({ west: -74.2, south: 40.5, east: -73.7, north: 41 })
    expect(points.length).toBeGreaterThan(0)
    expect(points.length).toBeLessThanOrEqual(MAX_WIND_POINTS)
    for (const p of points) expect(Math.round(p.lat * 10) % 2).toBe(0)
    expect(windSamples({ west: -180, south: -80, east: 180, north: 80 }).length).toBeLessThanOrEqual(MAX_WIND_POINTS)
  })
})
