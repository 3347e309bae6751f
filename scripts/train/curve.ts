// The held-out curve read at equal cost (decision 293): two variants are compared by the share of
// episodes and first arrivals each warns at the same false alarms per station-month, not at the
// point each happened to freeze (a frozen point lands by chance a few tenths of a false alarm
// either way). A diagnostic only: nothing here chooses a point.

/** One probability threshold replayed over every held-out group. */
export interface CurvePoint {
  falseAlarmsPerMonth: number
  /** Shares 0-1. */
  warned: number
  firstArrivalsWarned: number
}

/**
 * The shares at `falseAlarms` per station-month, linear between the two points around it (the
 * points in any order); null outside the curve's range.
 */
export function atFalseAlarms(points: readonly CurvePoint[], falseAlarms: number): { warned: number; firstArrivalsWarned: number } | null {
  const sorted = [...points].sort((a, b) => a.falseAlarmsPerMonth - b.falseAlarmsPerMonth)
  for (let i = 1; i < sorted.length; i += 1) {
    const lo = sorted[i - 1] as CurvePoint
    const hi = sorted[i] as CurvePoint
    if (falseAlarms < lo.falseAlarmsPerMonth || falseAlarms > hi.falseAlarmsPerMonth) continue
    const span = hi.falseAlarmsPerMonth - lo.falseAlarmsPerMonth
    const u = span === 0 ? 0 : (falseAlarms - lo.falseAlarmsPerMonth) / span
    return { warned: lo.warned + u * (hi.warned - lo.warned), firstArrivalsWarned: lo.firstArrivalsWarned + u * (hi.firstArrivalsWarned - lo.firstArrivalsWarned) }
  }
  return null
}
