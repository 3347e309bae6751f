import { describe, expect, it } from 'vitest'
import {
  citiesToCompare,
  compareAqi,
  COMPARISON_CITIES,
  comparisonHeadline,
  comparisonShareText,
  comparisonVerdict,
  compareWithCities,
  differenceTone,
  distanceKm,
  verdictMessage,
} from './comparison'
import { levelFor, levelOfUsAqi } from '../aqi/levels'
import { english } from '../i18n/locales'

const names = (home: { lat: number; lon: number }) => citiesToCompare(home).map((c) => c.name)

describe('citiesToCompare', () => {
  it.each([
    ['New York (demo location)', { lat: 40.7128, lon: -74.006 }, ['Los Angeles', 'London', 'Tokyo', 'Paris']],
    ['Brooklyn, inside greater New York', { lat: 40.6782, lon: -73.9442 }, ['Los Angeles', 'London', 'Tokyo', 'Paris']],
    ['Lima, no listed city', { lat: -12.0464, lon: -77.0428 }, ['New York', 'Los Angeles', 'London', 'Tokyo']],
    ['London', { lat: 51.5072, lon: -0.1276 }, ['New York', 'Los Angeles', 'Tokyo', 'Paris']],
    ['Sydney, last on the list', { lat: -33.87, lon: 151.21 }, ['New York', 'Los Angeles', 'London', 'Tokyo']],
    ['Newark, 15 km from New York', { lat: 40.7357, lon: -74.1724 }, ['Los Angeles', 'London', 'Tokyo', 'Paris']],
    ['Philadelphia, 130 km away', { lat: 39.9526, lon: -75.1652 }, ['New York', 'Los Angeles', 'London', 'Tokyo']],
  ])('%s', (_, home, expected) => {
    expect(names(home)).toEqual(expected)
  })

  it('always offers four distinct cities from the spec list', () => {
    for (const city of COMPARISON_CITIES) {
      const picked = citiesToCompare(city)
      expect(picked).toHaveLength(4)
      expect(picked).not.toContainEqual(city)
    }
  })
})

describe('distanceKm', () => {
  it('measures great circles (New York → London ≈ 5570 km)', () => {
    expect(distanceKm({ lat: 40.7128, lon: -74.006 }, { lat: 51.5074, lon: -0.1278 })).toBeCloseTo(5570, -1)
    expect(distanceKm({ lat: 10, lon: 20 }, { lat: 10, lon: 20 })).toBe(0)
  })
})

describe('compareAqi (user vs city, US AQI; similar under 10 % of the city’s value)', () => {
  it.each([
    [42, 100, 'better'],
    [100, 42, 'worse'],
    [50, 50, 'similar'],
    [0, 0, 'similar'],
    [46, 50, 'similar'], // 4 < 5
    [45, 50, 'better'], // 5 is not under 5
    [54, 50, 'similar'],
    [55, 50, 'worse'],
    [181, 200, 'similar'], // 19 < 20: the bar grows with the city's value
    [180, 200, 'better'],
    [1, 0, 'worse'],
    [0, 5, 'better'], // 5 ≥ 0.5
  ] as const)('%i vs %i → %s', (home, city, expected) => {
    expect(compareAqi(home, city)).toBe(expected)
  })
})

describe('differenceTone', () => {
  it.each([
    [0, 'neutral'],
    [0.49, 'neutral'],
    [-0.49, 'neutral'],
    [0.5, 'worse'],
    [-0.5, 'better'],
    [-20, 'better'],
    [20, 'worse'],
  ] as const)('%d → %s', (difference, expected) => {
    expect(differenceTone(difference)).toBe(expected)
  })
})

describe('compareWithCities and the verdict', () => {
  const [ny, la, london, tokyo] = COMPARISON_CITIES as [never, never, never, never]
  const readings = (values: Array<number | null>) =>
    [ny, la, london, tokyo].map((city, i) => ({ city, usAqi: values[i] ?? null }))

  it.each([
    [40, [100, 80, 60, 30], 3, 4, 'cleaner-than-most', ['better', 'better', 'better', 'worse']],
    [40, [100, 80, 42, 30], 2, 4, 'decent', ['better', 'better', 'similar', 'worse']],
    [40, [100, 20, 30, 40], 1, 4, 'decent', ['better', 'worse', 'worse', 'similar']],
    [150, [50, 60, 70, 80], 0, 4, 'needs-attention', ['worse', 'worse', 'worse', 'worse']],
    // A city not known (failed, or offline) is not compared: 2/2, not 2/4 (issue 24 item 4).
    [40, [null, 80, null, 100], 2, 2, 'cleaner-than-most', [null, 'better', null, 'better']],
    [null, [50, 60, 70, 80], 0, 0, null, [null, null, null, null]],
  ] as const)('user %s vs %j → better than %i/%i (%s)', (home, values, better, total, verdict, labels) => {
    const comparison = compareWithCities(home, readings([...values]))
    expect(comparison.betterCount).toBe(better)
    expect(comparison.total).toBe(total)
    expect(comparison.cities.map((c) => c.label)).toEqual(labels)
    expect(home === null ? null : comparisonVerdict(comparison.betterCount, comparison.total, levelOfUsAqi(home))).toBe(verdict)
  })

  it('keeps the difference as user minus city', () => {
    const [first] = compareWithCities(40, readings([100, 1, 1, 1])).cities
    expect(first?.difference).toBe(-60)
  })

  // Decision 242: the ranking and the level together (better, total, level → message).
  it.each([
    [4, 4, 1, 'Your air is cleaner than most major cities right now.'],
    [3, 4, 2, 'Your air is cleaner than most major cities right now.'],
    [2, 4, 2, 'Your air quality is decent compared with major cities.'],
    [2, 3, 3, 'Your air is cleaner than most major cities right now.'],
    [1, 4, 3, 'Your air quality is decent compared with major cities.'],
    // London at Fair, every city cleaner: not "needs attention" (issue 24 item 5).
    [0, 4, 2, 'Your air is Fair right now; these cities happen to be cleaner.'],
    [0, 4, 1, 'Your air is Good right now; these cities happen to be cleaner.'],
    [0, 4, 3, 'Your air needs attention: it is Moderate here right now.'],
    // Poor or worse is never "cleaner than most", however the cities are doing.
    [4, 4, 4, 'Your air needs attention: it is Poor here right now.'],
    [3, 4, 5, 'Your air needs attention: it is Very Poor here right now.'],
  ])('better than %i of %i at level %i → %s', (better, total, level, message) => {
    expect(verdictMessage(comparisonVerdict(better, total, level), levelFor(level).name, english)).toBe(message)
  })

  it('leads with the level, then the ranking', () => {
    expect(comparisonHeadline('Fair', 2, 4, english)).toBe('Fair: better than 2 of 4 cities')
    expect(comparisonHeadline('Poor', 1, 1, english)).toBe('Poor: better than 1 of 1 city')
  })

  it('writes the share text from the reading', () => {
    const comparison = compareWithCities(42, readings([100, 80, 60, 30]))
    expect(comparisonShareText('New York City', 42, comparison, english)).toBe(
      'The air in New York City (US AQI 42 · Good) is better than 3 of 4 major cities right now, on AirAhead.',
    )
  })
})
