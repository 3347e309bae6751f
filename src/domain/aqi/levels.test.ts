import { describe, expect, it } from 'vitest'
import { GUIDE_LEVELS } from './guide'
import { AQI_LEVELS, levelFor, regionalLevel, levelOfUsAqi } from './levels'

/** WCAG 2 contrast ratio of two #RRGGBB colours. */
function contrast(a: string, b: string): number {
  const luminance = (hex: string) => {
    const [r, g, b] = [1, 3, 5].map((k) => {
      const c = Number.parseInt(hex.slice(k, k + 2), 16) / 255
      return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
    }) as [number, number, number]
    return 0.2126 * r + 0.7152 * g + 0.0722 * b
  }
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (hi + 0.05) / (lo + 0.05)
}

describe('AQI_LEVELS / levelFor', () => {
  it.each([
    [1, 'Good'], [2, 'Fair'], [3, 'Moderate'], [4, 'Poor'], [5, 'Very Poor'],
  ] as const)('%i → %s', (index, name) => {
    const level = levelFor(index)
    expect(level).toMatchObject({ index, name })
    for (const advice of Object.values(level.healthAdvice)) expect(advice.length).toBeGreaterThan(10)
  })

  it.each([0, 6, 2.5, Number.NaN])('rejects %s', (index) => {
    expect(() => levelFor(index)).toThrow(RangeError)
  })

  it('has advice for the four groups', () => {
    for (const level of AQI_LEVELS) {
      expect(Object.keys(level.healthAdvice).sort()).toEqual(['children', 'general', 'olderAdults', 'respiratory'])
    }
  })
})

describe('regionalLevel', () => {
  it.each([
    { scale: 'us_epa' as const, index: 0, expected: { index: 1, name: 'Good', color: '#00E400' } },
    { scale: 'us_epa' as const, index: 50, expected: { index: 1, name: 'Good' } },
    { scale: 'us_epa' as const, index: 51, expected: { index: 2, name: 'Moderate', color: '#FFFF00' } },
    { scale: 'us_epa' as const, index: 150, expected: { index: 3, name: 'Unhealthy for Sensitive Groups', color: '#FF7E00' } },
    { scale: 'us_epa' as const, index: 151, expected: { index: 4, name: 'Unhealthy', color: '#FF0000' } },
    { scale: 'us_epa' as const, index: 300, expected: { index: 5, name: 'Very Unhealthy', color: '#8F3F97' } },
    { scale: 'us_epa' as const, index: 301, expected: { index: 6, name: 'Hazardous', color: '#7E0023' } },
    { scale: 'us_epa' as const, index: 650, expected: { index: 6, name: 'Hazardous' } },
    { scale: 'eaqi' as const, index: 1, expected: { index: 1, name: 'Good' } },
    { scale: 'eaqi' as const, index: 6, expected: { index: 6, name: 'Extremely poor' } },
    { scale: 'uk_daqi' as const, index: 3, expected: { index: 3, name: 'Low', color: '#31CF00' } },
    { scale: 'uk_daqi' as const, index: 4, expected: { index: 4, name: 'Moderate', color: '#FFFF00' } },
    { scale: 'uk_daqi' as const, index: 7, expected: { index: 7, name: 'High' } },
    { scale: 'uk_daqi' as const, index: 10, expected: { index: 10, name: 'Very High', color: '#CE30FF' } },
  ])('$scale $index → $expected.name', ({ scale, index, expected }) => {
    expect(regionalLevel(scale, index)).toMatchObject(expected)
  })

  it('uses the official advice wording', () => {
    expect(regionalLevel('uk_daqi', 5).healthAdvice).toContain(
      'who experience symptoms, should consider reducing strenuous physical activity, particularly outdoors.',
    )
    expect(regionalLevel('eaqi', 6).healthAdvice).toBe(
      'General population: Reduce physical activities outdoors. Sensitive populations: Avoid physical activities outdoors.',
    )
    expect(regionalLevel('us_epa', 120).healthAdvice).toBe(
      'People with heart or lung disease, older adults, and children should reduce prolonged or heavy exertion.',
    )
  })

  it.each([
    { scale: 'us_epa' as const, index: -1 },
    { scale: 'us_epa' as const, index: Number.NaN },
    { scale: 'eaqi' as const, index: 0 },
    { scale: 'eaqi' as const, index: 7 },
    { scale: 'eaqi' as const, index: 2.5 },
    { scale: 'uk_daqi' as const, index: 0 },
    { scale: 'uk_daqi' as const, index: 11 },
  ])('rejects $scale $index', ({ scale, index }) => {
    expect(() => regionalLevel(scale, index)).toThrow(RangeError)
  })
})

describe('colours are readable (WCAG contrast ≥ 4.5:1)', () => {
  const pairs = [
    ...AQI_LEVELS.map((l) => ({ label: `1-5 ${l.name}`, color: l.color, textColor: l.textColor })),
    ...GUIDE_LEVELS.map((l) => ({ label: `guide ${l.name}`, color: l.color, textColor: l.textColor })),
    ...[0, 51, 101, 151, 201, 301].map((i) => ({ label: `US ${i}`, ...regionalLevel('us_epa', i) })),
    ...[1, 2, 3, 4, 5, 6].map((i) => ({ label: `EAQI ${i}`, ...regionalLevel('eaqi', i) })),
    ...[1, 2, 3, 4, 5, 6, 7, 8, 9, 10].map((i) => ({ label: `DAQI ${i}`, ...regionalLevel('uk_daqi', i) })),
  ]
  it.each(pairs)('$label: $textColor on $color', ({ color, textColor }) => {
    expect(contrast(color, textColor)).toBeGreaterThanOrEqual(4.5)
  })
})

describe('levelOfUsAqi: the 1-5 level of a US AQI (the guide table, docs/product.md §Index)', () => {
  it.each([
    [0, 1], [50, 1], [51, 2], [100, 2], [101, 3], [150, 3], [151, 4], [200, 4], [201, 5], [300, 5], [301, 5], [500, 5],
  ] as const)('US AQI %i → level %i', (usAqi, level) => {
    expect(levelOfUsAqi(usAqi)).toBe(level)
  })
})

describe('level 3 (US AQI 101-150) does not understate EPA’s "Unhealthy for Sensitive Groups" (decision 235)', () => {
  it.each([
    ['the 1-5 level', levelFor(3).description],
    ['the guide', GUIDE_LEVELS[2]?.description ?? ''],
  ])('%s says it is unhealthy for sensitive groups and names them', (_, description) => {
    expect(description).toMatch(/^Unhealthy for sensitive groups/)
    for (const group of ['children', 'older adults', 'asthma', 'heart']) expect(description).toContain(group)
  })

  it('advises every sensitive group to cut back, not to carry on as usual', () => {
    const { children, olderAdults, respiratory } = levelFor(3).healthAdvice
    for (const advice of [children, olderAdults, respiratory]) {
      expect(advice).toMatch(/^Reduce/)
      expect(advice).not.toMatch(/usual/)
    }
  })
})
