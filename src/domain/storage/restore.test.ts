import { describe, expect, it } from 'vitest'
import type { AirQualityResponse } from '../contracts/air-quality'
import { restoreCheck, restoreProgress } from './progress'
import { placeKey, readingFromResponse, restoreReading, type StoredReading } from './readings'
import { DEFAULT_SETTINGS, restoreSettings } from './settings'
import { READING_T0, storedReading } from '../../../tests/support/stored-reading'

const T0 = READING_T0
const good: StoredReading = storedReading()

describe('restoreReading', () => {
  it('keeps a valid record as it is', () => {
    expect(restoreReading(good)).toEqual(good)
  })

  const dropped: Array<[string, unknown]> = [
    ['not an object', 'reading'],
    ['null', null],
    ['an array', [good]],
    ['no time', { ...good, time: undefined }],
    ['a fractional time', { ...good, time: T0 + 0.5 }],
    ['an AQI of 0', { ...good, aqi: 0 }],
    ['an AQI of 6', { ...good, aqi: 6 }],
    ['an AQI as text', { ...good, aqi: '2' }],
    ['a latitude beyond 90°', { ...good, coords: { lat: 91, lon: 0 } }],
    ['no coordinates', { ...good, coords: null }],
    ['an unknown source', { ...good, source: { ...good.source, id: 'somewhere' } }],
    ['no source', { ...good, source: undefined }],
    ['an unreadable fetch time', { ...good, fetchedAt: 'yesterday-ish' }],
  ]
  it.each(dropped)('drops a record with %s', (_name, value) => {
    expect(restoreReading(value)).toBeNull()
  })

  const repaired: Array<[string, unknown, Partial<StoredReading>]> = [
    ['a negative US AQI → null', { ...good, usAqi: -3 }, { usAqi: null }],
    ['a level that disagrees with its US AQI → that AQI\'s level (decision 135)', { ...good, aqi: 5, usAqi: 54 }, { aqi: 2 }],
    ['a level without a US AQI → kept', { ...good, aqi: 4, usAqi: null }, { aqi: 4, usAqi: null }],
    ['a US AQI as text → null', { ...good, usAqi: '54' }, { usAqi: null }],
    [
      'bad concentrations → null, missing ones → null',
      { ...good, components: { pm2_5: -1, pm10: Number.NaN, o3: 'x', co: 200 } },
      { components: { co: 200, no: null, no2: null, o3: null, so2: null, pm2_5: null, pm10: null, nh3: null } },
    ],
    [
      'no components → all null',
      { ...good, components: 'none' },
      { components: { co: null, no: null, no2: null, o3: null, so2: null, pm2_5: null, pm10: null, nh3: null } },
    ],
    ['a wrong place key → recomputed', { ...good, placeKey: 'elsewhere' }, { placeKey: '40.71,-74.01' }],
    ['a missing source name → the id', { ...good, source: { id: 'open-meteo' } }, { source: { id: 'open-meteo', name: 'open-meteo', simulated: false } }],
    [
      'a simulated source saying it is not → simulated',
      { ...good, source: { id: 'simulated', name: 'Simulated data', simulated: false } },
      { source: { id: 'simulated', name: 'Simulated data', simulated: true } },
    ],
    ['an unknown version and extra fields → dropped fields, current version', { ...good, version: 7, extra: true }, {}],
  ]
  it.each(repaired)('repairs %s', (_name, value, expected) => {
    expect(restoreReading(value)).toEqual({ ...good, ...expected })
  })
})

describe('placeKey', () => {
  it.each([
    [{ lat: 40.7128, lon: -74.006 }, '40.71,-74.01'],
    [{ lat: 51.5074, lon: -0.1278 }, '51.51,-0.13'],
    [{ lat: -0.001, lon: 0.004 }, '0.00,0.00'],
  ])('%o → %s', (coords, key) => expect(placeKey(coords)).toBe(key))
})

describe('readingFromResponse', () => {
  const response: AirQualityResponse = {
    coord: { lat: 40.71, lon: -74.01 },
    list: [{ dt: T0, main: { aqi: 2 }, components: good.components, usAqi: 54, dominantPollutant: 'pm2_5' }],
    source: { id: 'open-meteo', name: 'CAMS forecast via Open-Meteo', simulated: false, url: 'https://open-meteo.com' },
    generatedAt: '2026-11-21T14:05:00.000Z',
    fetchedAt: good.fetchedAt,
    utcOffsetSeconds: -18000,
    timezone: 'America/New_York',
  }

  it('keeps the first hour with its cell, source and fetch time', () => {
    expect(readingFromResponse(response)).toEqual(good)
  })

  it('is null for an empty list', () => {
    expect(readingFromResponse({ ...response, list: [] })).toBeNull()
  })
})

describe('restoreProgress', () => {
  const table: Array<[string, unknown, { streak: number; totalChecks: number; lastCheckAt: number | null }]> = [
    ['a valid record', { version: 1, streak: 3, totalChecks: 9, lastCheckAt: T0 }, { streak: 3, totalChecks: 9, lastCheckAt: T0 }],
    ['nothing stored', undefined, { streak: 0, totalChecks: 0, lastCheckAt: null }],
    ['text', 'streak=3', { streak: 0, totalChecks: 0, lastCheckAt: null }],
    ['a negative streak', { streak: -2, totalChecks: 4, lastCheckAt: T0 }, { streak: 0, totalChecks: 4, lastCheckAt: T0 }],
    ['a fractional total', { streak: 1, totalChecks: 2.5, lastCheckAt: T0 }, { streak: 1, totalChecks: 1, lastCheckAt: T0 }],
    ['a total below the streak', { streak: 5, totalChecks: 2, lastCheckAt: T0 }, { streak: 5, totalChecks: 5, lastCheckAt: T0 }],
    ['a time as an ISO string', { streak: 2, totalChecks: 2, lastCheckAt: '2026-11-21' }, { streak: 0, totalChecks: 2, lastCheckAt: null }],
    ['a streak without a last check', { streak: 4, totalChecks: 4 }, { streak: 0, totalChecks: 4, lastCheckAt: null }],
  ]
  it.each(table)('%s', (_name, value, expected) => {
    expect(restoreProgress(value)).toEqual(expected)
  })
})

describe('restoreCheck', () => {
  it.each([
    [{ version: 1, at: T0 }, T0],
    [{ at: -1 }, null],
    [{ at: 'now' }, null],
    [T0, null],
  ])('%o → %s', (value, at) => expect(restoreCheck(value)).toBe(at))
})

describe('restoreSettings', () => {
  const table: Array<[string, unknown, Partial<typeof DEFAULT_SETTINGS>]> = [
    ['valid settings', { sensitivity: 'children', concentrationUnit: 'ppb' }, { sensitivity: 'children', concentrationUnit: 'ppb' }],
    ['nothing stored', undefined, {}],
    ['an unknown profile', { sensitivity: 'athletes', concentrationUnit: 'ppm' }, { concentrationUnit: 'ppm' }],
    ['an unknown unit', { sensitivity: 'respiratory', concentrationUnit: 'mg' }, { sensitivity: 'respiratory' }],
    ['a number', 42, {}],
  ]
  it.each(table)('%s', (_name, value, expected) => {
    expect(restoreSettings(value)).toEqual({ ...DEFAULT_SETTINGS, ...expected })
  })
})
