import type { StoredReading } from '../../src/domain/storage/readings'

/** 14:00 UTC on Saturday 21 November 2026: the hour the reading fixtures are for. */
export const READING_T0 = Date.UTC(2026, 10, 21, 14) / 1000

/** A valid device reading in New York (Fair, PM2.5 12.5 µg/m³ from Open-Meteo), with `over` applied. */
export function storedReading(over: Partial<StoredReading> = {}): StoredReading {
  return {
    version: 1,
    placeKey: '40.71,-74.01',
    time: READING_T0,
    coords: { lat: 40.71, lon: -74.01 },
    aqi: 2,
    usAqi: 54,
    components: { co: 200, no: null, no2: 10, o3: 40, so2: 2, pm2_5: 12.5, pm10: 20, nh3: null },
    source: { id: 'open-meteo', name: 'CAMS forecast via Open-Meteo', simulated: false },
    fetchedAt: '2026-11-21T13:55:00.000Z',
    ...over,
  }
}
