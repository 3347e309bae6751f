import { describe, expect, it } from 'vitest'
import type { StationSeries } from '../observations/types'
import { correctionShare, FADE_HOURS, fuseForecast, modelNowcastAt, type FusionInput } from './fused-forecast'
import type { ModelForecast, StationChoices } from './types'

const HOUR = 3600
const LAST = Date.UTC(2026, 10, 21, 12) / 1000
const NOW = LAST + HOUR + 600
const NO_CHOICES: StationChoices = { pinnedIds: [], excludedIds: [] }

/** A regulatory monitor `km` away measuring `value` µg/m³ for the 12 hours ending LAST. */
const monitor = (id: string, km: number, value: number): StationSeries => ({
  station: { id, network: 'airnow', name: `Monitor ${id}`, lat: 0, lon: 0, kind: 'regulatory', indoor: false },
  distanceKm: km,
  observations: Array.from({ length: 12 }, (_, i) => ({ stationId: id, dt: LAST - (11 - i) * HOUR, pm2_5: value, flags: [] })),
})
/** The model from 11 h before LAST to 48 h after, `value(hoursAfterLast)` µg/m³. */
const model = (value: (k: number) => number): ModelForecast => ({
  label: 'CAMS global forecast',
  hours: Array.from({ length: 60 }, (_, i) => ({ dt: LAST + (i - 11) * HOUR, pm2_5: value(i - 11) })),
})
const fuse = (overrides: Partial<FusionInput>) => fuseForecast({ now: NOW, nearby: [], model: model(() => 10), choices: NO_CHOICES, ...overrides })

describe('correctionShare', () => {
  it('is 1 at lead 0, 1/e at τ, and falls towards 0', () => {
    expect(correctionShare(0)).toBe(1)
    expect(correctionShare(FADE_HOURS)).toBeCloseTo(Math.exp(-1))
    expect(correctionShare(10 * FADE_HOURS)).toBeLessThan(1e-4)
  })
})

describe('fuseForecast', () => {
  it('the measured hour, then the model shifted by the difference: ≈ measured at short lead, → the model at long lead', () => {
    const { hours, provenance } = fuse({ nearby: [monitor('a', 3, 80)], model: model(() => 30) })
    expect(hours[0]).toEqual({ dt: LAST, pm2_5: 80, source: 'measured' })
    expect(hours[1]).toMatchObject({ dt: LAST + HOUR, source: 'fused' })
    expect(hours[1]?.pm2_5).toBeCloseTo(30 + 50 * Math.exp(-1 / FADE_HOURS))
    expect(hours[1]?.pm2_5).toBeGreaterThan(75)
    expect(hours.at(-1)?.pm2_5).toBeCloseTo(30 + 50 * Math.exp(-48 / FADE_HOURS))
    expect(hours.at(-1)?.pm2_5).toBeLessThan(31)
    expect(hours).toHaveLength(49)
    expect(provenance).toMatchObject({ kind: 'measured', model: 'CAMS global forecast', correctionPm2_5: 50, fadeHours: FADE_HOURS })
  })

  it("keeps the model's own change: a rise the model sees ahead stays in the fused hours", () => {
    const { hours } = fuse({ nearby: [monitor('a', 3, 20)], model: model((k) => (k >= 6 ? 100 : 10)) })
    const at = (k: number) => hours.find((h) => h.dt === LAST + k * HOUR)?.pm2_5 ?? Number.NaN
    expect(at(6) - at(5)).toBeCloseTo(90 + 10 * (correctionShare(6) - correctionShare(5)))
  })

  it('an overestimating model is scaled down by the measured-to-model ratio, fading to the model', () => {
    const { hours, provenance } = fuse({ nearby: [monitor('a', 3, 5)], model: model((k) => (k < 2 ? 60 : 20)) })
    expect(provenance).toMatchObject({ correctionPm2_5: -55 })
    expect(hours.find((h) => h.dt === LAST + HOUR)?.pm2_5).toBeCloseTo(60 * (5 / 60) ** correctionShare(1))
    expect(hours.find((h) => h.dt === LAST + 6 * HOUR)?.pm2_5).toBeCloseTo(20 * (5 / 60) ** correctionShare(6))
    expect(Math.min(...hours.map((h) => h.pm2_5))).toBeGreaterThan(1)
    expect(hours.at(-1)?.pm2_5).toBeLessThan(20)
    expect(hours.at(-1)?.pm2_5).toBeGreaterThan(19)
  })

  it('issue 24: a falling model far above a station is never shown as 0.0 µg/m³ beside it', () => {
    // London, simulated: the model's NowCast ≈ 104 falling to 68 in the hour under way; a monitor
    // 10.5 km away measures 29. Subtracting the difference (−75) took the hour to −7, shown 0.0 "Good".
    const falling = model((k) => (k <= 0 ? 110 : 68))
    const { hours, provenance } = fuse({ nearby: [monitor('14-1', 10.5, 29)], model: falling })
    expect(provenance.kind === 'measured' && provenance.correctionPm2_5).toBeLessThan(-70)
    const underWay = hours.find((h) => h.dt === LAST + HOUR)?.pm2_5 ?? 0
    expect(underWay).toBeGreaterThan(15)
    expect(underWay).toBeLessThan(29)
    expect(hours.every((h) => h.pm2_5 >= 0.1)).toBe(true)
  })

  it('never below the model’s precision unless the model’s hour is: a model at 0 stays 0', () => {
    const { hours } = fuse({ nearby: [monitor('a', 3, 0.01)], model: model((k) => (k < 1 ? 50 : k < 3 ? 0.2 : 0)) })
    expect(hours.find((h) => h.dt === LAST + 2 * HOUR)?.pm2_5).toBe(0.1)
    expect(hours.find((h) => h.dt === LAST + 4 * HOUR)?.pm2_5).toBe(0)
  })

  it('compares like with like: the measured NowCast with the NowCast of the model over the same hours', () => {
    // The model rose from 10 to 40 two hours ago; its NowCast at LAST is not 40.
    const risen = model((k) => (k >= -1 ? 40 : 10))
    expect(modelNowcastAt(risen.hours, LAST)).toBeLessThan(40)
    expect(fuse({ nearby: [monitor('a', 3, 40)], model: risen }).provenance).toMatchObject({ correctionPm2_5: 40 - (modelNowcastAt(risen.hours, LAST) ?? 0) })
    // Without past hours, its value at the measured hour or the first in the 3 after.
    expect(modelNowcastAt([{ dt: LAST + 2 * HOUR, pm2_5: 7 }], LAST)).toBe(7)
    expect(modelNowcastAt([{ dt: LAST + 4 * HOUR, pm2_5: 7 }], LAST)).toBeNull()
  })

  it('several stations: NowCasts weighted by 1/d² (d at least 1 km), shares shown', () => {
    const { hours, provenance } = fuse({ nearby: [monitor('far', 4, 100), monitor('near', 0.2, 20), monitor('mid', 2, 60)] })
    // Weights 1, 1/4, 1/16 → (20 + 15 + 6.25) / 1.3125
    expect(hours[0]?.pm2_5).toBeCloseTo((20 + 60 / 4 + 100 / 16) / (1 + 1 / 4 + 1 / 16))
    expect(provenance.stations.map((s) => [s.id, s.distanceKm, s.ageMinutes, s.kind, s.network])).toEqual([
      ['near', 0.2, 10, 'regulatory', 'airnow'],
      ['mid', 2, 10, 'regulatory', 'airnow'],
      ['far', 4, 10, 'regulatory', 'airnow'],
    ])
    expect(provenance.stations.reduce((sum, s) => sum + s.weight, 0)).toBeCloseTo(1)
  })

  it('nothing valid near: the model from the hour under way, labelled "model estimate"', () => {
    for (const nearby of [[], [monitor('a', 40, 80)]]) {
      const { hours, provenance } = fuse({ nearby, model: model(() => 12) })
      expect(provenance).toEqual({ kind: 'model-estimate', label: 'model estimate', stations: [], model: 'CAMS global forecast' })
      expect(hours[0]).toEqual({ dt: LAST + HOUR, pm2_5: 12, source: 'model' })
      expect(hours.every((h) => h.source === 'model')).toBe(true)
    }
  })
})
