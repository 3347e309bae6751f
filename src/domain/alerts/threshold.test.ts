import { describe, expect, it } from 'vitest'
import type { Sensitivity, Threshold } from '../contracts/alerts'
import { defaultThreshold, describeThreshold, effectiveThreshold } from './threshold'
import { english } from '../i18n/locales'

describe('defaultThreshold', () => {
  it.each<[Sensitivity, number]>([
    ['general', 4],
    ['child', 3],
    ['older_adult', 3],
    ['heart_lung', 3],
  ])('%s → level %i', (sensitivity, value) => {
    expect(defaultThreshold(sensitivity)).toEqual({ kind: 'level', value })
  })
})

describe('effectiveThreshold', () => {
  it("uses the profile's default when the user chose none", () => {
    expect(effectiveThreshold({ threshold: null, sensitivity: 'child' })).toEqual({ kind: 'level', value: 3 })
    expect(effectiveThreshold({ threshold: null, sensitivity: 'general' })).toEqual({ kind: 'level', value: 4 })
  })

  it("keeps the user's own threshold, even for a sensitive profile", () => {
    const own: Threshold = { kind: 'us_aqi', value: 151 }
    expect(effectiveThreshold({ threshold: own, sensitivity: 'heart_lung' })).toEqual(own)
  })
})

describe('describeThreshold', () => {
  it.each<[Threshold, string]>([
    [{ kind: 'level', value: 4 }, 'Poor (4 of 5)'],
    [{ kind: 'level', value: 3 }, 'Moderate (3 of 5)'],
    [{ kind: 'level', value: 5 }, 'Very Poor (5 of 5)'],
    [{ kind: 'us_aqi', value: 151 }, 'US AQI 151'],
    [{ kind: 'pm25', value: 55.5 }, 'PM2.5 55.5 µg/m³'],
  ])('%o → %s', (threshold, text) => expect(describeThreshold(threshold, english)).toBe(text))
})
