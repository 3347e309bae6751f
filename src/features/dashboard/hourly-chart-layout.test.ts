import { describe, expect, it } from 'vitest'
import type { AirQualityEntry } from '../../domain/contracts/air-quality'
import { CHART, layoutHourlyChart } from './hourly-chart-layout'

const HOUR = 3600
const T0 = Date.UTC(2026, 10, 24, 12) / 1000

const entry = (i: number, usAqi: number | null): AirQualityEntry => ({
  dt: T0 + i * HOUR,
  main: { aqi: 2 },
  components: { co: null, no: null, no2: null, o3: null, so2: null, pm2_5: 5, pm10: null, nh3: null },
  usAqi,
  dominantPollutant: 'pm2_5',
})
const day = (values: readonly (number | null)[]) => values.map((v, i) => entry(i, v))
const bottom = CHART.height - CHART.bottom

describe('layoutHourlyChart', () => {
  it('draws each bar to its US AQI on a 0-200 axis with the level boundaries as ticks', () => {
    const layout = layoutHourlyChart(day([0, 50, 100, 200]), 151, null)
    expect(layout.ticks.map((t) => t.value)).toEqual([0, 50, 100, 150, 200])
    const [zero, fifty, hundred, top] = layout.bars
    expect(zero?.height).toBe(2) // a clean hour still shows
    expect(fifty?.y).toBeCloseTo(layout.yOf(50))
    expect((hundred?.height ?? 0) / (fifty?.height ?? 1)).toBeCloseTo(2)
    expect(top?.y).toBeCloseTo(CHART.top)
    expect(layout.thresholdY).toBeCloseTo(layout.yOf(151))
    expect(layout.bars.every((b) => b.y + b.height === bottom)).toBe(true)
  })

  it('widens the axis to hold the worst hour and the threshold', () => {
    expect(layoutHourlyChart(day([250]), 151, null).ticks.at(-1)?.value).toBe(300)
    expect(layoutHourlyChart(day([40]), 301, null).ticks.at(-1)?.value).toBe(500)
    expect(layoutHourlyChart(day([650]), 151, null).bars[0]?.y).toBeCloseTo(CHART.top)
  })

  it('leaves an hour without a US AQI empty and labels every 6th hour', () => {
    const layout = layoutHourlyChart(day(Array.from({ length: 24 }, (_, i) => (i === 3 ? null : 30))), 151, null)
    expect(layout.bars[3]?.height).toBe(0)
    expect(layout.bars.filter((b) => b.labelled).map((b) => b.entry.dt)).toEqual([0, 6, 12, 18].map((i) => T0 + i * HOUR))
  })

  it('marks now inside its hour, and not at all outside the chart', () => {
    const hours = day(Array.from({ length: 24 }, () => 30))
    const slot = (CHART.width - CHART.left - CHART.right) / 24
    expect(layoutHourlyChart(hours, 151, T0 + 2.5 * HOUR).nowX).toBeCloseTo(CHART.left + 2.5 * slot)
    expect(layoutHourlyChart(hours, 151, T0 - 1).nowX).toBeNull()
    expect(layoutHourlyChart(hours, 151, T0 + 24 * HOUR).nowX).toBeNull()
    expect(layoutHourlyChart([], 151, T0).nowX).toBeNull()
  })
})
