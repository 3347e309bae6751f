import { describe, expect, it } from 'vitest'
import { chartThreshold } from './chart-threshold'
import { english } from '../i18n/locales'

describe('chartThreshold: the alert threshold on the US AQI axis', () => {
  it.each([
    [2, 51],
    [3, 101],
    [4, 151],
    [5, 201],
  ])('level %i starts at US AQI %i', (value, usAqi) => {
    expect(chartThreshold({ kind: 'level', value }, english)).toEqual({ usAqi, label: expect.stringContaining('of 5)') as string })
  })

  it('keeps a US AQI threshold as it is', () => {
    expect(chartThreshold({ kind: 'us_aqi', value: 120 }, english)).toEqual({ usAqi: 120, label: 'Your alert: US AQI 120' })
  })

  it('puts a PM2.5 threshold through EPA’s PM2.5 table and keeps µg/m³ in the label', () => {
    expect(chartThreshold({ kind: 'pm25', value: 55.5 }, english)).toEqual({
      usAqi: 151,
      label: 'Your alert: PM2.5 55.5 µg/m³ = US AQI 151',
    })
    expect(chartThreshold({ kind: 'pm25', value: 35.5 }, english).usAqi).toBe(101)
    expect(chartThreshold({ kind: 'pm25', value: 35.4 }, english).usAqi).toBe(100)
    expect(chartThreshold({ kind: 'pm25', value: 500 }, english).usAqi).toBe(500)
  })
})
