import { describe, expect, it } from 'vitest'
import { viewAround } from './api/map-view'
import { cellFeatures, windFeatures } from './map-layers'

describe('windFeatures', () => {
  it('points the arrow where the air goes: a westerly (from 270°) runs west to east', () => {
    const [arrow] = windFeatures([{ lat: 0, lon: 0, speedMs: 10, fromDegrees: 270 }], 1).features
    const geometry = arrow?.geometry
    if (geometry?.type !== 'MultiLineString') throw new Error('an arrow is two lines')
    const [[tail, head] = []] = geometry.coordinates
    expect(tail?.[0]).toBeCloseTo(-0.5)
    expect(head?.[0]).toBeCloseTo(0.5)
    expect(head?.[1]).toBeCloseTo(0)
  })
})

describe('cellFeatures', () => {
  it('draws each cell with a level at the hour as a square of the spacing, hotspots marked', () => {
    const cells = [
      { key: 'a:1.0,2.0', lat: 1, lon: 2, levels: [2, null], usAqi: [60, null] },
      { key: 'a:1.1,2.0', lat: 1.1, lon: 2, levels: [4, 3], usAqi: [160, 120] },
    ]
    const now = cellFeatures(cells, 0, 0.1, [{ kind: 'cell', id: 'a:1.1,2.0', label: '', lat: 1.1, lon: 2, usAqi: 160, level: 4, source: 'model-estimate' }])
    expect(now.features.map((f) => [f.properties?.['level'], f.properties?.['hotspot']])).toEqual([[2, false], [4, true]])
    expect(cellFeatures(cells, 1, 0.1, []).features).toHaveLength(1)
  })
})

describe('viewAround', () => {
  it('spans what MapLibre shows: 512 px are 360°/2^zoom of longitude', () => {
    const { bbox } = viewAround({ lat: 0, lon: 0 }, 1, 512, 256)
    expect(bbox.east - bbox.west).toBeCloseTo(180)
    expect(bbox.north - bbox.south).toBeCloseTo(90)
  })
})
