import { describe, expect, it } from 'vitest'
import type { ObservationFlag, Station, StationSeries } from '../observations/types'
import { DEFAULT_STATION_LIMITS, selectStations } from './select-stations'
import type { StationChoices } from './types'
import { stationNowcast } from './station-nowcast'

const HOUR = 3600
/** The last complete hour starts at LAST; `now` is 10 minutes after it ended. */
const LAST = Date.UTC(2026, 10, 21, 12) / 1000
const NOW = LAST + HOUR + 600
const NO_CHOICES: StationChoices = { pinnedIds: [], excludedIds: [] }

const station = (id: string, overrides: Partial<Station> = {}): Station => ({
  id, network: 'airnow', name: `Station ${id}`, lat: 0, lon: 0, kind: 'regulatory', indoor: false, ...overrides,
})

/** Hourly values oldest first, the newest at `newest` (default LAST); null: a missing hour. */
const near = (
  s: Station, distanceKm: number, values: readonly (number | null)[],
  { newest = LAST, flags = [] as ObservationFlag[], corrected = s.kind === 'low-cost' } = {},
): StationSeries => ({
  station: s,
  distanceKm,
  observations: values.flatMap((pm2_5, i) => pm2_5 === null ? [] : [{
    stationId: s.id, dt: newest - (values.length - 1 - i) * HOUR, pm2_5, flags,
    ...(corrected ? { correction: 'epa-purpleair-us-2021' as const, rawPm2_5: pm2_5 * 2 } : {}),
  }]),
})
const flat = (value: number) => Array.from({ length: 12 }, () => value)
const ids = (nearby: readonly StationSeries[], choices = NO_CHOICES, now = NOW) =>
  selectStations(nearby, now, choices).map((s) => s.series.station.id)

describe('stationNowcast (EPA PM NowCast at the latest usable hour)', () => {
  it("EPA's worked example: 12 hours ending 13 µg/m³ give 17.4 µg/m³", () => {
    const now = stationNowcast(near(station('a'), 2, [50, 80, 75, 90, 82, 53, 64, 74, 21, 10, 16, 13]), NOW)
    expect(Math.floor((now?.pm2_5 ?? 0) * 10) / 10).toBe(17.4)
    expect(now).toMatchObject({ hour: LAST, ageMinutes: 10 })
  })

  it('flagged hours are left out, as missing hours are: the NowCast is of the rest', () => {
    const series = near(station('a'), 2, [...flat(20).slice(1), 200])
    const spike = series.observations.at(-1)
    if (spike !== undefined) spike.flags = ['out-of-range']
    expect(stationNowcast(series, NOW)).toMatchObject({ hour: LAST - HOUR, pm2_5: 20, ageMinutes: 70 })
  })

  it('an hour that has not ended yet is not used', () => {
    expect(stationNowcast(near(station('a'), 2, [...flat(20), 90], { newest: LAST + HOUR }), NOW)).toMatchObject({ hour: LAST, pm2_5: 20 })
  })

  it('a low-cost sensor counts only its corrected hours', () => {
    expect(stationNowcast(near(station('p', { kind: 'low-cost' }), 1, flat(20), { corrected: false }), NOW)).toBeNull()
  })
})

describe('selectStations', () => {
  it('stale, indoor, flagged and uncorrected stations are never used', () => {
    const nearby = [
      near(station('stale'), 1, flat(20), { newest: LAST - 3 * HOUR }), // ended 190 min ago
      near(station('indoor', { indoor: true }), 1, flat(20)),
      near(station('stuck'), 1, flat(20), { flags: ['stuck'] }),
      near(station('disagree', { kind: 'low-cost' }), 1, flat(20), { flags: ['channel-disagreement'] }),
      near(station('raw', { kind: 'low-cost' }), 1, flat(20), { corrected: false }),
    ]
    expect(ids(nearby)).toEqual([])
    expect(ids([...nearby, near(station('ok'), 20, flat(20))])).toEqual(['ok'])
  })

  it('the age limit is 3 h from the end of the latest usable hour', () => {
    const twoHoursOld = near(station('a'), 1, flat(20), { newest: LAST - 2 * HOUR }) // ended 130 min before NOW
    expect(ids([twoHoursOld])).toEqual(['a'])
    expect(ids([twoHoursOld], NO_CHOICES, NOW + 50 * 60)).toEqual(['a']) // 180 min
    expect(ids([twoHoursOld], NO_CHOICES, NOW + 51 * 60)).toEqual([])
  })

  it('a station whose NowCast is not defined (2 of its 3 latest hours missing) is not used', () => {
    expect(ids([near(station('a'), 1, [...flat(20), null, null, 30])])).toEqual([])
  })

  it('distance limits: regulatory within 25 km, low-cost within 10 km, nearest first, at most 3', () => {
    const reg = (id: string, km: number) => near(station(id), km, flat(20))
    expect(ids([reg('r30', 30), reg('r25', 25), reg('r5', 5), reg('r12', 12), reg('r1', 1)])).toEqual(['r1', 'r5', 'r12'])
    const sensor = (id: string, km: number) => near(station(id, { kind: 'low-cost', network: 'purpleair' }), km, flat(20))
    expect(ids([sensor('p11', 11), sensor('p10', 10), sensor('p2', 2)])).toEqual(['p2', 'p10'])
    expect(selectStations([sensor('p2', 2)], NOW, NO_CHOICES, { ...DEFAULT_STATION_LIMITS, lowCostKm: 1 })).toEqual([])
  })

  it('regulatory monitors are preferred: a sensor next door is used only when no monitor is valid within 25 km', () => {
    const sensor = near(station('p', { kind: 'low-cost', network: 'purpleair' }), 0.3, flat(20))
    expect(ids([sensor, near(station('r'), 24, flat(20))])).toEqual(['r'])
    expect(ids([sensor, near(station('r'), 24, flat(20), { flags: ['stale'] })])).toEqual(['p'])
  })

  it('pinned stations come first and alone, at any distance, while valid; excluded ones never', () => {
    const nearby = [near(station('r1'), 1, flat(20)), near(station('far'), 60, flat(20)), near(station('r2'), 2, flat(20))]
    expect(ids(nearby, { pinnedIds: ['far'], excludedIds: [] })).toEqual(['far'])
    expect(ids(nearby, { pinnedIds: ['r2', 'r1'], excludedIds: [] })).toEqual(['r2', 'r1'])
    expect(ids(nearby, { pinnedIds: ['gone'], excludedIds: ['r1'] })).toEqual(['r2'])
    expect(ids(nearby, { pinnedIds: ['r1'], excludedIds: ['r1'] })).toEqual(['r2'])
  })
})
