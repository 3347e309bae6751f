import { describe, expect, it } from 'vitest'
import type { Components } from '../aqi/pollutants'
import { forecastHourFromConcentration, forecastHourFromReading, forecastHoursAt, fusedForecastHoursAt } from './hourly-measures'

const T = 1_795_000_000
const components = (values: Partial<Components>): Components => ({
  pm2_5: null, pm10: null, o3: null, no2: null, so2: null, co: null, no: null, nh3: null, ...values,
})

describe('forecastHourFromConcentration', () => {
  it.each<[number, number, number]>([
    // PM2.5 µg/m³ → US AQI (EPA 2024 table, truncated to 0.1) and the 1-5 level, its category
    // (decision 135: 0-50 Good, 51-100 Fair, 101-150 Moderate, 151-200 Poor, 201+ Very Poor).
    [9.0, 1, 50],
    [35.4, 2, 100],
    [35.5, 3, 101],
    [50, 3, 137],
    [55.4, 3, 150],
    [55.45, 3, 150],
    [55.5, 4, 151],
    [125.4, 4, 200],
    [125.5, 5, 201],
    [325.4, 5, 500],
  ])('PM2.5 %f µg/m³ → level %i, US AQI %i, from the hour itself', (value, level, usAqi) => {
    expect(forecastHourFromConcentration(T, 'pm2_5', value, 'ug/m3')).toMatchObject({ time: T, level, usAqi, pm25: value })
  })

  it('beyond the top of the table is US AQI 500 (Hazardous), not missing', () => {
    expect(forecastHourFromConcentration(T, 'pm2_5', 886, 'ug/m3')).toMatchObject({ level: 5, usAqi: 500 })
  })

  it.each([null, Number.NaN, -1])('%s is no data', (value) => {
    expect(forecastHourFromConcentration(T, 'pm2_5', value, 'ug/m3')).toEqual({ time: T, level: null, usAqi: null, pm25: null })
  })

  it('another pollutant gives level and US AQI but no PM2.5', () => {
    // PM10 200 µg/m³: US AQI 123 (EPA 2024 table, 155-254 → 101-150), so Moderate (3).
    expect(forecastHourFromConcentration(T, 'pm10', 200, 'ug/m3')).toMatchObject({ time: T, level: 3, usAqi: 123, pm25: null })
  })
})

describe('forecastHourFromReading', () => {
  it('the worst pollutant for level and US AQI; PM2.5 from its own value', () => {
    // PM2.5 30 µg/m³ alone is US AQI 90 (Fair, 2); PM10 200 µg/m³ is US AQI 123 (Moderate, 3),
    // DAQI 10 (above 100 µg/m³) and EAQI 5 "Very poor" (195-270 µg/m³ hourly, 2024 bands).
    const hour = forecastHourFromReading({ dt: T, components: components({ pm2_5: 30, pm10: 200, o3: 50 }) })
    expect(hour).toEqual({ time: T, level: 3, usAqi: 123, pm25: 30, official: { ukDaqi: 10, eaqi: 5 } })
  })

  it('no pollutant: nothing known', () => {
    expect(forecastHourFromReading({ dt: T, components: components({}) })).toEqual({ time: T, level: null, usAqi: null, pm25: null, official: { ukDaqi: null, eaqi: null } })
  })
})

describe('fusedForecastHoursAt: each hour says what its level rests on (decision 194)', () => {
  const HOUR = 3600
  // PM2.5 70 µg/m³ (US AQI 161) with ozone 40 µg/m³; then clean PM2.5 with ozone 300 µg/m³ (ozone sets the AQI).
  const hours = [0, 1, 2, 3, 4].map((i) => ({ dt: T + i * HOUR, components: components(i < 4 ? { pm2_5: 70, o3: 40 } : { pm2_5: 3, o3: 300 }) }))
  const sources = ['measured', 'measured', 'fused', 'model', 'fused'] as const

  it('measured when its PM2.5 is measured or fused and sets the AQI up to the hour under way; forecast when the model alone does, or ozone does', () => {
    const fused = fusedForecastHoursAt(hours, sources, T + 2 * HOUR + 600)
    // The first hour alone has no PM NowCast (EPA: 2 of the 3 latest hours), so PM2.5 sets nothing there.
    expect(fused.map((h) => h.basis)).toEqual(['forecast', 'measured', 'measured', 'forecast', 'forecast'])
  })

  it('issue 24 item 6: an hour after the one under way is a forecast, however corrected by stations', () => {
    const fused = fusedForecastHoursAt(hours, sources, T + HOUR + 600)
    expect(fused[1]?.basis).toBe('measured')
    expect(fused[2]?.basis).toBe('forecast')
  })

  it('the same levels as forecastHoursAt: the basis is a label, never a second rule', () => {
    const fused = fusedForecastHoursAt(hours, sources, T + HOUR)
    expect(fused.map(({ basis: _basis, ...hour }) => hour)).toEqual(forecastHoursAt(hours, T + HOUR))
  })
})
