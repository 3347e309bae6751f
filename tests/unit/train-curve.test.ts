import { describe, expect, it } from 'vitest'
import { atFalseAlarms, type CurvePoint } from '../../scripts/train/curve'

const point = (falseAlarmsPerMonth: number, warned: number, firstArrivalsWarned: number): CurvePoint => ({ falseAlarmsPerMonth, warned, firstArrivalsWarned })

describe('the held-out curve at equal cost (decision 293)', () => {
  // As a replay gives them: the highest threshold first, the fewest false alarms.
  const curve = [point(0.48, 0.167, 0.075), point(0.9, 0.25, 0.14), point(0.66, 0.212, 0.109)]

  it('reads the shares between the two points around the cost, whatever their order', () => {
    const at = atFalseAlarms(curve, 0.57)
    expect(at?.warned).toBeCloseTo(0.167 + 0.5 * (0.212 - 0.167), 12)
    expect(at?.firstArrivalsWarned).toBeCloseTo(0.075 + 0.5 * (0.109 - 0.075), 12)
  })

  it('gives a point\'s own shares at its cost', () => {
    const at = atFalseAlarms(curve, 0.66)
    expect(at?.warned).toBeCloseTo(0.212, 12)
    expect(at?.firstArrivalsWarned).toBeCloseTo(0.109, 12)
  })

  it('says nothing outside the curve', () => {
    expect(atFalseAlarms(curve, 0.3)).toBeNull()
    expect(atFalseAlarms(curve, 1.2)).toBeNull()
    expect(atFalseAlarms([], 0.5)).toBeNull()
  })
})
