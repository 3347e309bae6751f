import { describe, expect, it } from 'vitest'
import type { ObservationFlag, Station, StationSeries } from '../observations/types'
import { fuseForecast } from './fused-forecast'
import { inCamsEurope, modelLabel } from './model-label'
import { measurementFor } from './stations-shown'
import type { StationChoices } from './types'

const HOUR = 3600
const LAST = Date.UTC(2026, 10, 21, 12) / 1000
const NOW = LAST + HOUR + 600
const NO_CHOICES: StationChoices = { pinnedIds: [], excludedIds: [] }
const POINT = { lat: 52.5, lon: 13.4 }
/** ~1.11 km per 0.01° of latitude. */
const north = (km: number) => ({ lat: POINT.lat + km / 111.2, lon: POINT.lon })

const station = (id: string, km: number, overrides: Partial<Station> = {}): Station => ({
  id, network: 'openaq', name: `Station ${id}`, ...north(km), kind: 'regulatory', indoor: false, ...overrides,
})
const series = (s: Station, km: number, { newest = LAST, flags = [] as ObservationFlag[], corrected = false, values = [20, 20, 20] } = {}): StationSeries => ({
  station: s,
  distanceKm: km,
  observations: values.map((pm2_5, i) => ({
    stationId: s.id, dt: newest - (values.length - 1 - i) * HOUR, pm2_5, flags,
    ...(corrected ? { correction: 'epa-purpleair-us-2021' as const, rawPm2_5: pm2_5 * 2 } : {}),
  })),
})
const model = { label: 'CAMS Europe, 11 km', hours: Array.from({ length: 24 }, (_, i) => ({ dt: LAST + (i - 12) * HOUR, pm2_5: 10 })) }
const measure = (nearby: StationSeries[], choices = NO_CHOICES) =>
  measurementFor({ nearby, fused: fuseForecast({ now: NOW, nearby, model, choices }), choices, point: POINT, now: NOW, model: model.label })
const statuses = (nearby: StationSeries[], choices = NO_CHOICES) => Object.fromEntries(measure(nearby, choices).stations.map((s) => [s.id, s.status]))

describe('measurementFor: every station near the cell with why it is or is not used', () => {
  const nearby = [
    series(station('used', 2), 2),
    series(station('old', 1), 1, { newest: LAST - 5 * HOUR }),
    series(station('indoor', 1.5, { indoor: true, kind: 'low-cost' }), 1.5, { corrected: true }),
    series(station('raw', 3, { kind: 'low-cost', network: 'purpleair' }), 3),
    series(station('stuck', 4), 4, { flags: ['stuck'] }),
    series(station('far', 24), 24),
    series(station('far-sensor', 12, { kind: 'low-cost' }), 12, { corrected: true }),
    series(station('more', 5), 5),
    series(station('extra', 6), 6),
    series(station('spare', 7), 7),
  ]

  it('names the used ones first, then the rest nearest first, each with its reason', () => {
    const m = measure(nearby)
    expect(m.kind).toBe('measured')
    expect(m.model).toBe('CAMS Europe, 11 km')
    expect(m.simulated).toBe(false)
    expect(m.stations.map((s) => [s.id, s.status])).toEqual([
      ['used', 'used'], ['more', 'used'], ['extra', 'used'],
      ['old', 'stale'], ['indoor', 'indoor'], ['raw', 'uncorrected'], ['stuck', 'flagged'], ['spare', 'not-needed'],
      ['far-sensor', 'too-far'], ['far', 'not-needed'],
    ])
    const used = m.stations.filter((s) => s.status === 'used')
    expect(used.reduce((sum, s) => sum + s.weight, 0)).toBeCloseTo(1, 6)
    expect(m.stations.filter((s) => s.status !== 'used').every((s) => s.weight === 0)).toBe(true)
    expect(m.correctionPm2_5).toBe(10)
    expect(m.fadeHours).toBe(12)
  })

  it('gives distances from the place asked about, ages in minutes and each NowCast', () => {
    const first = measure(nearby).stations[0]
    expect(first).toMatchObject({ id: 'used', distanceKm: 2, ageMinutes: 10, nowcastPm2_5: 20, kind: 'regulatory', network: 'openaq' })
    const old = measure(nearby).stations.find((s) => s.id === 'old')
    expect(old?.ageMinutes).toBe(5 * 60 + 10)
  })

  it('a pinned station is used and says so; an excluded one says excluded; excluding every used one is a model estimate', () => {
    expect(statuses(nearby, { pinnedIds: ['far'], excludedIds: ['used'] })).toMatchObject({ far: 'pinned', used: 'excluded', more: 'not-needed' })
    const valid = ['used', 'more', 'extra', 'spare', 'far']
    const none = measure(nearby, { pinnedIds: [], excludedIds: valid })
    expect(none.kind).toBe('model-estimate')
    expect(none.correctionPm2_5).toBeUndefined()
    expect(none.stations.filter((s) => valid.includes(s.id)).every((s) => s.status === 'excluded')).toBe(true)
  })

  it('with no station at all: a model estimate with an empty list; simulated stations make it simulated', () => {
    expect(measure([])).toEqual({ kind: 'model-estimate', model: 'CAMS Europe, 11 km', simulated: false, stations: [] })
    const simulated = measure([series(station('simulated:1', 2, { network: 'simulated' }), 2)])
    expect(simulated).toMatchObject({ kind: 'measured', simulated: true })
  })
})

describe('modelLabel', () => {
  it.each([
    ['open-meteo', { lat: 52.5, lon: 13.4 }, 'CAMS Europe, 11 km'],
    ['open-meteo', { lat: 40.7, lon: -74 }, 'CAMS global, 45 km'],
    ['open-meteo', { lat: 28.6, lon: 77.2 }, 'CAMS global, 45 km'],
    ['simulated', { lat: 52.5, lon: 13.4 }, 'Simulated model'],
  ] as const)('%s at %j is %s', (source, point, label) => expect(modelLabel(source, point)).toBe(label))

  it('CAMS Europe’s grid edges: 30.05-71.95°N, 24.95°W-44.95°E', () => {
    expect(inCamsEurope({ lat: 30.05, lon: -24.95 })).toBe(true)
    expect(inCamsEurope({ lat: 71.95, lon: 44.95 })).toBe(true)
    expect(inCamsEurope({ lat: 30, lon: 0 })).toBe(false)
    expect(inCamsEurope({ lat: 50, lon: 45 })).toBe(false)
  })
})
