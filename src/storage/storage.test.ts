import { IDBFactory } from 'fake-indexeddb'
import 'fake-indexeddb/auto'
import { openDB } from 'idb'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { AirQualityResponse } from '../domain/contracts/air-quality'
import { READINGS_PER_PLACE } from '../domain/storage/readings'

const HOUR = 3600
const T0 = Date.UTC(2026, 10, 21, 14) / 1000

/** A US AQI inside each 1-5 level (decision 135: the level is the US AQI's category). */
const US_AQI_OF_LEVEL: Record<number, number> = { 1: 25, 2: 54, 3: 120, 4: 170, 5: 250 }

function response(dt: number, aqi = 2, coord = { lat: 40.71, lon: -74.01 }): AirQualityResponse {
  return {
    coord,
    list: [
      {
        dt,
        main: { aqi },
        components: { co: 200, no: null, no2: 10, o3: 40, so2: 2, pm2_5: 12, pm10: 20, nh3: null },
        usAqi: US_AQI_OF_LEVEL[aqi] ?? null,
        dominantPollutant: 'pm2_5',
      },
    ],
    source: { id: 'simulated', name: 'Simulated data', simulated: true, url: null },
    generatedAt: new Date(dt * 1000).toISOString(),
    fetchedAt: new Date(dt * 1000).toISOString(),
    utcOffsetSeconds: 0,
    timezone: null,
  }
}

/** Fresh modules and a fresh, empty IndexedDB for every test: the connection is memoised per module. */
async function storage() {
  vi.resetModules()
  return {
    readings: await import('./readings'),
    progress: await import('./progress'),
    settings: await import('./settings'),
  }
}

beforeEach(() => {
  vi.stubGlobal('indexedDB', new IDBFactory())
})

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('readings', () => {
  it('keeps one reading per place and hour, oldest first', async () => {
    const { readings } = await storage()
    await readings.saveReading(response(T0 + HOUR, 3))
    await readings.saveReading(response(T0, 1))
    await readings.saveReading(response(T0, 2)) // the same hour again: replaces
    await readings.saveReading(response(T0, 5, { lat: 51.51, lon: -0.13 }))

    const here = await readings.readingsForPlace('40.71,-74.01')
    expect(here.map((r) => [r.time, r.aqi])).toEqual([[T0, 2], [T0 + HOUR, 3]])
    expect(here[0]).toMatchObject({ placeKey: '40.71,-74.01', usAqi: 54, source: { id: 'simulated', simulated: true } })
    expect(await readings.readingsForPlace('51.51,-0.13')).toHaveLength(1)
    expect(await readings.readingsForPlace('40.71,-74.01', T0 + 1)).toHaveLength(1)
  })

  it(`keeps only the last ${READINGS_PER_PLACE} readings of a place`, async () => {
    const { readings } = await storage()
    for (let i = 0; i < READINGS_PER_PLACE + 3; i++) await readings.saveReading(response(T0 + i * HOUR))
    await readings.saveReading(response(T0, 1, { lat: 1, lon: 1 }))

    const kept = await readings.readingsForPlace('40.71,-74.01')
    expect(kept).toHaveLength(READINGS_PER_PLACE)
    expect(kept[0]?.time).toBe(T0 + 3 * HOUR)
    expect(kept.at(-1)?.time).toBe(T0 + (READINGS_PER_PLACE + 2) * HOUR)
    expect(await readings.readingsForPlace('1.00,1.00')).toHaveLength(1)
  })

  it('reads every place’s readings, oldest first', async () => {
    const { readings } = await storage()
    await readings.saveReading(response(T0 + HOUR, 3))
    await readings.saveReading(response(T0, 5, { lat: 51.51, lon: -0.13 }))
    await readings.saveReading(response(T0, 1))
    expect((await readings.allReadings()).map((r) => [r.placeKey, r.time, r.aqi])).toEqual([
      ['40.71,-74.01', T0, 1],
      ['51.51,-0.13', T0, 5],
      ['40.71,-74.01', T0 + HOUR, 3],
    ])
  })

  it('leaves out damaged records when reading', async () => {
    const { readings } = await storage()
    await readings.saveReading(response(T0))
    const db = await openDB('airahead')
    await db.put('readings', { placeKey: '40.71,-74.01', time: T0 + HOUR, aqi: 'bad' })
    db.close()
    expect((await readings.readingsForPlace('40.71,-74.01')).map((r) => r.time)).toEqual([T0])
    expect((await readings.allReadings()).map((r) => r.time)).toEqual([T0])
  })
})

describe('progress', () => {
  it('records checks, keeps them across connections, and resets the streak on load after 48 h', async () => {
    const first = await storage()
    expect(await first.progress.loadProgress(T0)).toEqual({ streak: 0, totalChecks: 0, lastCheckAt: null })
    expect((await first.progress.saveCheck(T0)).state).toEqual({ streak: 1, totalChecks: 1, lastCheckAt: T0 })
    expect((await first.progress.saveCheck(T0 + 60)).state.streak).toBe(1)
    const outcome = await first.progress.saveCheck(T0 + 2 * HOUR)
    expect(outcome).toMatchObject({ raised: true, state: { streak: 2, totalChecks: 3 } })

    // Another page load (new modules, same database).
    const second = await storage()
    expect(await second.progress.loadProgress(T0 + 3 * HOUR)).toEqual({ streak: 2, totalChecks: 3, lastCheckAt: T0 + 2 * HOUR })
    expect(await second.progress.loadProgress(T0 + 51 * HOUR)).toEqual({ streak: 0, totalChecks: 3, lastCheckAt: T0 + 2 * HOUR })
    const third = await storage()
    expect((await third.progress.loadProgress(T0 + 51 * HOUR)).streak).toBe(0)
    expect(await third.progress.checksSince(T0 + 30)).toEqual([T0 + 60, T0 + 2 * HOUR])
  })

  it('reports the milestone a check reaches', async () => {
    const { progress } = await storage()
    await progress.saveCheck(T0)
    await progress.saveCheck(T0 + 2 * HOUR)
    expect((await progress.saveCheck(T0 + 4 * HOUR)).milestone).toBe(3)
  })

  it('repairs a damaged progress record', async () => {
    const { progress } = await storage()
    await progress.loadProgress(T0) // creates the database
    const db = await openDB('airahead')
    await db.put('meta', { streak: 'many', totalChecks: -4, lastCheckAt: T0 }, 'progress')
    db.close()
    expect(await progress.loadProgress(T0 + 60)).toEqual({ streak: 0, totalChecks: 0, lastCheckAt: T0 })
    expect((await progress.saveCheck(T0 + 120)).state).toEqual({ streak: 1, totalChecks: 1, lastCheckAt: T0 + 120 })
  })
})

describe('settings', () => {
  it('defaults, saves a change and repairs what it reads', async () => {
    const { settings } = await storage()
    expect(await settings.loadSettings()).toEqual({ version: 1, sensitivity: 'general', concentrationUnit: 'ug/m3' })
    await settings.saveSettings({ sensitivity: 'respiratory' })
    await settings.saveSettings({ concentrationUnit: 'ppb' })
    expect(await settings.loadSettings()).toEqual({ version: 1, sensitivity: 'respiratory', concentrationUnit: 'ppb' })

    const db = await openDB('airahead')
    await db.put('meta', { sensitivity: 'athletes', concentrationUnit: 'ppb' }, 'settings')
    db.close()
    expect((await settings.loadSettings()).sensitivity).toBe('general')
  })
})

describe('the database schema', () => {
  it('creates version 1 with its three stores', async () => {
    const { progress } = await storage()
    await progress.loadProgress(T0)
    const db = await openDB('airahead')
    expect(db.version).toBe(1)
    expect([...db.objectStoreNames].sort()).toEqual(['checks', 'meta', 'readings'])
    db.close()
  })
})

describe('without IndexedDB', () => {
  const unavailable: Array<[string, unknown]> = [
    ['IndexedDB is missing', undefined],
    [
      'indexedDB.open throws (private mode)',
      { open: () => { throw new DOMException('A mutation operation was attempted on a database that did not allow mutations.', 'InvalidStateError') } },
    ],
    ['the open request fails', { open: () => failingRequest() }],
  ]

  it.each(unavailable)('runs without history when %s', async (_name, factory) => {
    vi.stubGlobal('indexedDB', factory)
    const { readings, progress, settings } = await storage()

    await readings.saveReading(response(T0))
    expect(await readings.readingsForPlace('40.71,-74.01')).toEqual([])
    expect(await readings.allReadings()).toEqual([])

    // Checks still count for this session.
    expect((await progress.saveCheck(T0)).state).toEqual({ streak: 1, totalChecks: 1, lastCheckAt: T0 })
    expect((await progress.saveCheck(T0 + 2 * HOUR)).state.streak).toBe(2)
    expect(await progress.loadProgress(T0 + 3 * HOUR)).toEqual({ streak: 2, totalChecks: 2, lastCheckAt: T0 + 2 * HOUR })
    expect(await progress.loadProgress(T0 + 60 * HOUR)).toMatchObject({ streak: 0, totalChecks: 2 })
    expect(await progress.checksSince(0)).toEqual([])

    expect((await settings.saveSettings({ sensitivity: 'children' })).sensitivity).toBe('children')
    expect((await settings.loadSettings()).sensitivity).toBe('children')
  })

  it('gives up on an open that never answers', async () => {
    vi.useFakeTimers()
    try {
      vi.stubGlobal('indexedDB', { open: () => new EventTarget() })
      const { progress } = await storage()
      const check = progress.saveCheck(T0)
      await vi.advanceTimersByTimeAsync(3000)
      expect((await check).state.streak).toBe(1)
    } finally {
      vi.useRealTimers()
    }
  })
})

/** An IDBOpenDBRequest that fails the way a disabled or broken IndexedDB does. */
function failingRequest(): IDBOpenDBRequest {
  const request = new EventTarget() as IDBOpenDBRequest
  Object.defineProperty(request, 'error', { value: new DOMException('The operation failed for reasons unrelated to the database itself.', 'UnknownError') })
  setTimeout(() => request.dispatchEvent(new Event('error')))
  return request
}
