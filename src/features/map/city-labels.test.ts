import { describe, expect, it } from 'vitest'
import cities from './map-cities.json'
import { minPopulationAt, pickCityLabels, type City } from './city-labels'

const WORLD = { west: -180, south: -85, east: 180, north: 85 }
/** Equirectangular pixels: enough to test overlap without a map. */
const flat = (pxPerDegree: number) => (lat: number, lon: number) => ({ x: lon * pxPerDegree, y: -lat * pxPerDegree })

describe('pickCityLabels', () => {
  const all = cities as unknown as City[]

  it('names the largest cities of the world view, never more than asked', () => {
    const labels = pickCityLabels(all, WORLD, 1.5, flat(1), null, 10)
    expect(labels.length).toBeLessThanOrEqual(10)
    expect(labels.length).toBeGreaterThan(3)
    expect(labels[0]?.name).toBe(all[0]?.[0])
    for (const label of labels) expect(all.find((c) => c[0] === label.name)?.[3]).toBeGreaterThanOrEqual(minPopulationAt(1.5))
  })

  it('names the cities people look for around the five demo places at a region zoom', () => {
    const around = (lat: number, lon: number) => ({ west: lon - 2, south: lat - 1.5, east: lon + 2, north: lat + 1.5 })
    const names = (lat: number, lon: number) => pickCityLabels(all, around(lat, lon), 8, flat(200)).map((l) => l.name)
    expect(names(51.51, -0.13)).toContain('London')
    expect(names(28.61, 77.21)).toContain('Delhi')
    expect(names(48.86, 2.35)).toContain('Paris')
    expect(names(-34.93, 138.6)).toContain('Adelaide')
    expect(names(40.71, -74.01)).toContain('New York City')
  })

  it('leaves out a smaller city whose label would cover a larger one', () => {
    const close: City[] = [
      ['Bigtown', 10, 10, 5_000_000],
      ['Nearby', 10, 10.01, 400_000],
      ['Faraway', 10, 12, 300_000],
    ]
    // Without a viewport: only overlap and bounds decide.
    const bounds = { west: 0, south: 0, east: 20, north: 20 }
    expect(pickCityLabels(close, bounds, 8, flat(100)).map((l) => l.name)).toEqual(['Bigtown', 'Faraway'])
  })

  it('draws no label that would leave the map or cover its attribution', () => {
    const edge: City[] = [
      ['Leftedge', 1, 0.05, 900_000],
      ['Centre', 1, 1, 800_000],
      ['Footnote', 0.1, 1, 700_000],
    ]
    // 100 px per degree, the view from (0, 0) to (2, 2) drawn 200 × 200 px, north up.
    const project = (lat: number, lon: number) => ({ x: lon * 100, y: (2 - lat) * 100 })
    const names = pickCityLabels(edge, { west: 0, south: 0, east: 2, north: 2 }, 8, project, { width: 200, height: 200 }).map((l) => l.name)
    expect(names).toEqual(['Centre'])
  })

  it('keeps cities outside the view and under the zoom threshold unnamed', () => {
    const few: City[] = [
      ['Elsewhere', -40, -40, 9_000_000],
      ['Midsize', 10, 10, 600_000],
    ]
    expect(pickCityLabels(few, { west: 0, south: 0, east: 20, north: 20 }, 5, flat(10))).toEqual([])
    expect(pickCityLabels(few, { west: 0, south: 0, east: 20, north: 20 }, 6.5, flat(10)).map((l) => l.name)).toEqual(['Midsize'])
  })
})
