import { describe, expect, it } from 'vitest'
import { i18n } from '../../lib/i18n'
import { PLAN_FEATURES } from './plan-features'

describe('PLAN_FEATURES (docs/product.md §Screens, /pricing)', () => {
  it('has ten features, the first three free and the other seven premium only', () => {
    expect(PLAN_FEATURES).toHaveLength(10)
    expect(PLAN_FEATURES.filter((f) => f.free).map((f) => i18n._(f.name))).toEqual([
      'Current air quality data',
      'Basic location tracking',
      'Simple AQI display',
    ])
    expect(PLAN_FEATURES.filter((f) => !f.free)).toHaveLength(7)
    expect(new Set(PLAN_FEATURES.map((f) => i18n._(f.name))).size).toBe(10)
  })
})
