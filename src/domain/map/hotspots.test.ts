import { describe, expect, it } from 'vitest'
import type { OverlayCell, StationInView } from '../contracts/map'
import { airInView, hotspotsAt } from './hotspots'

const cell = (key: string, usAqi: Array<number | null>, levels: Array<number | null>): OverlayCell => ({ key, lat: 40.7, lon: -74, usAqi, levels })
const station = (id: string, usAqi: number, level: number, flags: StationInView['flags'] = []): StationInView => ({
  station: { id, network: 'openaq', name: `Station ${id}`, lat: 40.71, lon: -74.01, kind: 'regulatory', indoor: false },
  pm2_5: 40, dt: 0, ageSeconds: 600, usAqi, level, corrected: false, flags,
})

describe('hotspotsAt', () => {
  const cells = [cell('a', [60, 160], [2, 4]), cell('b', [120, 40], [3, 1]), cell('c', [30, null], [1, null]), cell('d', [90, 95], [2, 2])]

  it('ranks the cells of the hour above the view median first, leaving out missing values', () => {
    // Hour 0: 30, 60, 90, 120 → median 75.
    expect(hotspotsAt(cells, [], 0).map((h) => h.id)).toEqual(['b', 'd'])
    // Hour 1: 40, 95, 160 → median 95; c has no value.
    expect(hotspotsAt(cells, [], 1).map((h) => [h.id, h.usAqi])).toEqual([['a', 160]])
  })

  it('lists none in an even view, nor Good air above the median', () => {
    expect(hotspotsAt([cell('x', [60], [2]), cell('y', [60], [2])], [], 0)).toEqual([])
    expect(hotspotsAt([cell('x', [20], [1]), cell('y', [45], [1])], [], 0)).toEqual([])
  })

  it('adds usable stations at +0 h only, a measurement first on a tie', () => {
    const stations = [station('s1', 120, 3), station('s2', 200, 4, ['stuck'])]
    // 30, 60, 90, 120, 120 → median 90; the stuck station is left out.
    expect(hotspotsAt(cells, stations, 0).map((h) => h.id)).toEqual(['s1', 'b'])
    expect(hotspotsAt(cells, stations, 1).some((h) => h.kind === 'station')).toBe(false)
  })

  it('lists at most the count asked for', () => {
    expect(hotspotsAt(cells, [], 0, 1).map((h) => h.id)).toEqual(['b'])
  })

  it('says which cells rest on stations near them at that hour (pmSources)', () => {
    const fused = { ...cell('b', [120, 40], [3, 1]), pmSources: ['fused' as const, 'model' as const] }
    expect(hotspotsAt([cells[0]!, fused, cells[2]!, cells[3]!], [], 0).map((h) => [h.id, h.source])).toEqual([['b', 'measured-nearby'], ['d', 'model-estimate']])
  })

  it('a later hour corrected by stations is a forecast, never "measured nearby" (issue 24 item 6)', () => {
    const later = cells.map((c) => ({ ...c, pmSources: c.levels.map(() => 'fused' as const) }))
    const spots = hotspotsAt(later, [], 1)
    expect(spots.length).toBeGreaterThan(0)
    expect(spots.every((h) => h.source === 'forecast-corrected')).toBe(true)
  })
})

describe('airInView: what the card says when no hotspot stands out (issue 24 item 4)', () => {
  it('counts no place when the view has no reading at that hour: the air is not known, not Good', () => {
    expect(airInView([], [], 0)).toEqual({ places: 0, worst: null })
    expect(airInView([cell('a', [null], [null])], [], 0)).toEqual({ places: 0, worst: null })
  })

  it('gives the worst place of an evenly polluted view, which lists no hotspot', () => {
    const delhi = [cell('x', [161], [4]), cell('y', [161], [4])]
    expect(hotspotsAt(delhi, [], 0)).toEqual([])
    expect(airInView(delhi, [], 0)).toMatchObject({ places: 2, worst: { usAqi: 161, level: 4 } })
  })

  it('counts usable stations at +0 h only', () => {
    const stations = [station('s1', 130, 3), station('s2', 200, 4, ['stuck'])]
    expect(airInView([cell('a', [40, 40], [1, 1])], stations, 0)).toMatchObject({ places: 2, worst: { id: 's1' } })
    expect(airInView([cell('a', [40, 40], [1, 1])], stations, 1)).toMatchObject({ places: 1, worst: { id: 'a' } })
  })
})
