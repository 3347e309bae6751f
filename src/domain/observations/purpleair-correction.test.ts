import { describe, expect, it } from 'vitest'
import { correctPurpleAirPm25, purpleAirChannelsDisagree } from './purpleair-correction'

describe('correctPurpleAirPm25 (EPA US-wide correction with its smoke extension)', () => {
  it.each([
    // Barkjohn et al. 2021: 0.524 × 10 − 0.0862 × 50 + 5.75 = 6.68
    { cf1: 10, rh: 50, expected: 6.68 },
    { cf1: 35, rh: 80, expected: 0.524 * 35 - 0.0862 * 80 + 5.75 },
    // EPA's anchors for the ranges: just under 570 µg/m³ gives 300 at 50 % RH, 611 gives 400.
    { cf1: 569.9, rh: 50, expected: 300.07 },
    { cf1: 611, rh: 50, expected: 400.1 },
    { cf1: 800, rh: 30, expected: 4.21e-4 * 800 * 800 + 0.392 * 800 + 3.44 },
  ])('corrects $cf1 µg/m³ at $rh % RH to $expected', ({ cf1, rh, expected }) => {
    expect(correctPurpleAirPm25(cf1, rh)).toBeCloseTo(expected, 1)
  })

  it('blends the two fits between 570 and 611 so the curve has no jump', () => {
    const below = correctPurpleAirPm25(569.99, 50)
    const above = correctPurpleAirPm25(570, 50)
    // EPA's published coefficients are rounded: the weight is 0.008, not 0, at 570.
    expect(Math.abs(above - below)).toBeLessThan(1)
    const beforeTop = correctPurpleAirPm25(610.99, 50)
    const top = correctPurpleAirPm25(611, 50)
    expect(Math.abs(top - beforeTop)).toBeLessThan(1)
    const middle = correctPurpleAirPm25(590, 50)
    expect(middle).toBeGreaterThan(correctPurpleAirPm25(580, 50))
    expect(middle).toBeLessThan(correctPurpleAirPm25(600, 50))
  })

  it('never returns a negative concentration in clean, humid air', () => {
    expect(correctPurpleAirPm25(0, 100)).toBe(0)
  })
})

describe('purpleAirChannelsDisagree (EPA hourly A/B QC: > 5 µg/m³ and > 70 %)', () => {
  it.each([
    { a: 10, b: 14, disagree: false }, // 4 µg/m³ apart
    { a: 2, b: 7.5, disagree: true }, // 5.5 apart, 116 %
    { a: 100, b: 120, disagree: false }, // 20 apart but 18 %
    { a: 40, b: 90, disagree: true }, // 50 apart, 77 %
    { a: 0, b: 6, disagree: true },
  ])('A=$a B=$b → $disagree', ({ a, b, disagree }) => {
    expect(purpleAirChannelsDisagree(a, b)).toBe(disagree)
  })
})
