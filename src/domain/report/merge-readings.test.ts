import { describe, expect, it } from 'vitest'
import type { ServerReading } from '../contracts/history'
import { restoreReading, type StoredReading } from '../storage/readings'
import { mergeReadings, storedFromServer } from './merge-readings'

const T0 = Date.UTC(2026, 10, 22, 10) / 1000
const HOUR = 3600
const NYC = { lat: 40.71, lon: -74.01 }
const NEWARK = { lat: 40.74, lon: -74.17 } // about 14 km from NYC: another place
const components = { co: null, no: null, no2: null, o3: null, so2: null, pm2_5: 12, pm10: null, nh3: null }

function device(time: number, aqi: number, coords = NYC): StoredReading {
  const r = restoreReading({
    version: 1, time, coords, aqi, usAqi: null, components,
    source: { id: 'open-meteo', name: 'CAMS forecast via Open-Meteo', simulated: false }, fetchedAt: '2026-11-22T10:05:00Z',
  })
  if (!r) throw new Error('bad fixture')
  return r
}

function server(time: number, aqi: number, placeName = 'Home', coords = { lat: 40.7, lon: -74 }): ServerReading {
  return {
    placeId: placeName, placeName, time, coords, aqi, usAqi: null, components,
    source: { id: 'open-meteo', name: 'CAMS forecast via Open-Meteo', simulated: false }, fetchedAt: '2026-11-22T10:00:00Z',
  }
}

describe('mergeReadings', () => {
  it("keeps the device's reading for an hour both have nearby, and adds the server's other hours", () => {
    const merged = mergeReadings([device(T0, 2)], [server(T0, 3), server(T0 - HOUR, 4)])
    expect(merged.map((r) => [r.time, r.aqi])).toEqual([[T0 - HOUR, 4], [T0, 2]])
  })

  it('labels server readings as kept for the watched place, not taken on this device', () => {
    const [reading] = mergeReadings([], [server(T0, 3, 'Grandma')])
    expect(reading?.source.name).toBe('CAMS forecast via Open-Meteo · kept for your place Grandma')
    expect(storedFromServer(server(T0, 3))?.placeKey).toBe('40.70,-74.00')
  })

  it('gives one reading per cell and hour when several watched places share the cell', () => {
    expect(mergeReadings([], [server(T0, 3, 'Home'), server(T0, 3, 'Gym')])).toHaveLength(1)
  })

  it('keeps a server reading for the same hour at a place more than 10 km away', () => {
    const merged = mergeReadings([device(T0, 2)], [server(T0, 3, 'Office', NEWARK)])
    expect(merged).toHaveLength(2)
  })

  it('drops a server reading the device could not show (e.g. a bad time)', () => {
    expect(mergeReadings([], [server(-5, 3)])).toEqual([])
  })
})
