import { describe, expect, it } from 'vitest'
import { english } from '../i18n/locales'
import { bearingDegrees, placeNear } from './place-near'

const DELHI = { name: 'Delhi', lat: 28.6139, lon: 77.209 }

describe('placeNear (issue 25 item 5)', () => {
  it('calls a point by the anchor’s name within 1.5 km, else by distance and direction', () => {
    expect(placeNear({ lat: 28.62, lon: 77.21 }, DELHI, english)).toBe('Delhi')
    // 0.1° north is ~11 km.
    expect(placeNear({ lat: 28.7139, lon: 77.209 }, DELHI, english)).toBe('11 km N of Delhi')
    expect(placeNear({ lat: 28.5139, lon: 77.309 }, DELHI, english)).toBe('15 km SE of Delhi')
    expect(placeNear({ lat: 28.6139, lon: 76.9 }, DELHI, english)).toBe('30 km W of Delhi')
  })

  it('has no name without an anchor', () => {
    expect(placeNear({ lat: 0, lon: 0 }, null, english)).toBeNull()
  })

  it('measures bearings clockwise from north', () => {
    expect(bearingDegrees({ lat: 0, lon: 0 }, { lat: 1, lon: 0 })).toBeCloseTo(0)
    expect(bearingDegrees({ lat: 0, lon: 0 }, { lat: 0, lon: 1 })).toBeCloseTo(90)
    expect(bearingDegrees({ lat: 0, lon: 0 }, { lat: -1, lon: 0 })).toBeCloseTo(180)
    expect(bearingDegrees({ lat: 0, lon: 0 }, { lat: 0, lon: -1 })).toBeCloseTo(270)
  })
})
