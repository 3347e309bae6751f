import { describe, expect, it } from 'vitest'
import { degreesPerPixel, latitudeOfMercatorY, mercatorY } from './mercator'

describe('Web Mercator in degrees', () => {
  it.each([
    // y = ln tan(π/4 + φ/2) in radians × 180/π; 85.0511° is the latitude where y = 180° (MapLibre's edge).
    [0, 0],
    [45, 50.4987],
    [-45, -50.4987],
    [85.0511287798, 180],
  ])('lat %f° has y %f°', (lat, y) => {
    expect(mercatorY(lat)).toBeCloseTo(y, 3)
  })

  it('reads a y back to its latitude', () => {
    for (const lat of [-84, -40.5, 0, 12.34, 40.7128, 84]) expect(latitudeOfMercatorY(mercatorY(lat))).toBeCloseTo(lat, 9)
  })

  it('spans 360° in 512 px at zoom 0 and halves with each zoom', () => {
    expect(degreesPerPixel(0) * 512).toBe(360)
    expect(degreesPerPixel(9)).toBeCloseTo(360 / 512 / 512, 12)
  })
})
