import { describe, expect, it } from 'vitest'
import {
  createSimulatedProvider,
  nextSimulatedEpisode,
  simulatedForecast,
  simulatedSource,
} from '../../../netlify/server/providers/air-quality/simulated'
import type { GridCell } from '../../../netlify/server/providers/air-quality/types'
import type { HourlyReading } from '../../../src/domain/aqi/pollutants'
import { indexSeries } from '../../../src/domain/aqi/series'
import { localSecondsOfDay } from '../../../src/domain/time/format'
import { zoneOffsetAt } from '../../../src/domain/time/time-zone'

const HOUR = 3600
/** 2026-01-15 10:20 UTC, unix seconds. */
const NOW = Date.UTC(2026, 0, 15, 10, 20) / 1000
const CURRENT_HOUR = Date.UTC(2026, 0, 15, 10) / 1000
const PLACES: GridCell[] = [
  { key: 'new-york', lat: 40.71, lon: -74.01 },
  { key: 'london', lat: 51.51, lon: -0.13 },
  { key: 'delhi', lat: 28.61, lon: 77.21 },
  { key: 'sydney', lat: -33.87, lon: 151.21 },
  { key: 'sao-paulo', lat: -23.55, lon: -46.63 },
  { key: 'reykjavik', lat: 64.15, lon: -21.94 },
]
const options = (now = NOW) => ({ signal: new AbortController().signal, now })

/** 30 days of simulated hours for a place, from consecutive 145-hour windows. */
function monthOfHours(cell: GridCell): HourlyReading[] {
  const hours = new Map<number, HourlyReading>()
  for (let now = NOW; now < NOW + 30 * 24 * HOUR; now += 120 * HOUR) {
    for (const hour of simulatedForecast(cell, now).hours) hours.set(hour.dt, hour)
  }
  return [...hours.values()]
}

describe('simulated provider', () => {
  it('is labelled as simulated data and takes large batches', async () => {
    const provider = createSimulatedProvider()
    const result = await provider.fetchHourly(PLACES, options())
    if (!result.ok) throw new Error(result.error.message)
    expect(provider.maxBatch).toBeGreaterThanOrEqual(1000)
    expect(simulatedSource).toEqual({ id: 'simulated', name: 'Simulated data', simulated: true, url: null })
    expect(result.value.map((f) => f.cell)).toEqual(PLACES)
    expect(result.value.every((f) => f.source === simulatedSource && f.timezone !== '' && f.fetchedAt === NOW)).toBe(true)
  })

  it('is deterministic: the same cell and time give the same hours, other places differ', async () => {
    const provider = createSimulatedProvider()
    const first = await provider.fetchHourly(PLACES, options())
    const second = await provider.fetchHourly(PLACES, options())
    expect(second).toEqual(first)
    if (!first.ok) throw new Error(first.error.message)
    const [ny, london] = first.value
    expect(ny?.hours.map((h) => h.components.pm2_5)).not.toEqual(london?.hours.map((h) => h.components.pm2_5))
    // An hour keeps its value whatever "now" the request was made at.
    const later = simulatedForecast(PLACES[0]!, NOW + 5 * HOUR).hours.find((h) => h.dt === CURRENT_HOUR)
    expect(later).toEqual(ny?.hours.find((h) => h.dt === CURRENT_HOUR))
  })

  it('covers every hour from 24 h before the current hour to 5 days after', () => {
    const { hours } = simulatedForecast(PLACES[1]!, NOW)
    expect(hours).toHaveLength(24 + 120 + 1)
    expect(hours[0]?.dt).toBe(CURRENT_HOUR - 24 * HOUR)
    expect(hours.at(-1)?.dt).toBe(CURRENT_HOUR + 120 * HOUR)
    expect(hours.every((h, i) => i === 0 || h.dt - hours[i - 1]!.dt === HOUR)).toBe(true)
    for (const { components } of hours) {
      for (const value of Object.values(components)) expect(value).toBeGreaterThanOrEqual(0)
    }
  })

  it("gives each place its IANA time zone", () => {
    expect(PLACES.map((cell) => simulatedForecast(cell, NOW).timezone)).toEqual([
      'America/New_York', 'Europe/London', 'Asia/Kolkata', 'Australia/Sydney', 'America/Sao_Paulo', 'Atlantic/Reykjavik',
    ])
  })

  it('has a daily cycle: rush-hour NO2 and CO, afternoon ozone', () => {
    for (const cell of PLACES) {
      const offsetAt = zoneOffsetAt(simulatedForecast(cell, NOW).timezone)
      const month = monthOfHours(cell)
      const meanAt = (localHour: number, pick: (h: HourlyReading) => number | null) => {
        const values = month
          .filter((h) => Math.floor(localSecondsOfDay(h.dt, offsetAt) / HOUR) === localHour)
          .map((h) => pick(h) ?? 0)
        return values.reduce((a, b) => a + b, 0) / values.length
      }
      expect(meanAt(8, (h) => h.components.no2)).toBeGreaterThan(1.5 * meanAt(3, (h) => h.components.no2))
      expect(meanAt(19, (h) => h.components.co)).toBeGreaterThan(meanAt(3, (h) => h.components.co))
      expect(meanAt(15, (h) => h.components.o3)).toBeGreaterThan(1.5 * meanAt(4, (h) => h.components.o3))
    }
  })

  it('has episodes reaching Poor (US AQI 151+) and Very Poor (201+) within a month at every place', () => {
    for (const cell of PLACES) {
      const levels = indexSeries(monthOfHours(cell)).map((h) => h.owm5.index ?? 0)
      expect(levels, cell.key).toContain(4)
      expect(levels, cell.key).toContain(5)
      // Clean air most of the time: episodes are the exception.
      expect(levels.filter((level) => level >= 4).length / levels.length, cell.key).toBeLessThan(0.2)
    }
  })

  it('finds the next episode of a place, about one every few days', () => {
    for (const cell of PLACES) {
      let from = NOW
      const episodes = []
      for (let episode = nextSimulatedEpisode(cell.lat, cell.lon, from); episode && episode.start < NOW + 30 * 24 * HOUR; ) {
        episodes.push(episode)
        from = episode.end
        episode = nextSimulatedEpisode(cell.lat, cell.lon, from)
      }
      expect(episodes.length, cell.key).toBeGreaterThanOrEqual(3)
      expect(episodes.length, cell.key).toBeLessThanOrEqual(10)
      const [first] = episodes
      expect(first!.end - first!.start).toBeGreaterThanOrEqual(14 * HOUR)
      // In the middle of an episode the simulated PM2.5 is the episode's peak.
      const middle = first!.start + Math.floor((first!.end - first!.start) / 2 / HOUR) * HOUR
      const reading = simulatedForecast(cell, middle).hours.find((h) => h.dt === middle)
      expect(reading?.components.pm2_5).toBeCloseTo(first!.peakPm25, 0)
      expect(first!.peakPm25).toBeGreaterThanOrEqual(50)
    }
  })

  it('refuses to work for an aborted caller', async () => {
    const controller = new AbortController()
    controller.abort()
    await expect(
      createSimulatedProvider().fetchHourly(PLACES, { signal: controller.signal, now: NOW }),
    ).rejects.toMatchObject({ name: 'AbortError' })
  })
})

describe('the simulated model-run clock (decision 153)', () => {
  it('publishes a 00z and a 12z run 5 hours after each starts, the same for the same time', async () => {
    const runs = createSimulatedProvider().modelRuns
    const latest = async (now: number) => {
      const result = await runs?.latestRun('simulated', options(now))
      if (!result?.ok) throw new Error('no run')
      return result.value
    }
    // 10:20 UTC: the 00z run (published 05:00) is the latest; 17:00 brings the 12z run.
    expect(await latest(NOW)).toEqual({ model: 'simulated', initialisedAt: NOW - NOW % 86_400, availableAt: NOW - NOW % 86_400 + 5 * HOUR })
    expect((await latest(NOW - NOW % 86_400 + 17 * HOUR - 1)).initialisedAt).toBe(NOW - NOW % 86_400)
    expect((await latest(NOW - NOW % 86_400 + 17 * HOUR)).initialisedAt).toBe(NOW - NOW % 86_400 + 12 * HOUR)
    expect(await latest(NOW)).toEqual(await latest(NOW))
  })
})
