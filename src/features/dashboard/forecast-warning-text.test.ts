import { describe, expect, it } from 'vitest'
import { ALERT_LEAD_SECONDS } from '../../domain/forecast/warning'
import { fixedOffset } from '../../domain/time/utc-offset'
import { forecastWarningText } from './forecast-warning-text'

const HOUR = 3600
const NEW_YORK = fixedOffset(-5 * HOUR)
// 2026-11-21 10:20 in New York (15:20 UTC), a Saturday.
const NOW = Date.UTC(2026, 10, 21, 15, 20) / 1000
const at = (utcHour: number, day = 21) => Date.UTC(2026, 10, day, utcHour) / 1000
const warning = (dt: number, aqi = 4) => ({ at: dt, aqi, alertAt: dt - ALERT_LEAD_SECONDS })

describe('forecastWarningText', () => {
  it('gives the poor hour and the alert 2 hours earlier in the place’s time', () => {
    expect(forecastWarningText(warning(at(21)), NOW, NEW_YORK, 'Poor')).toBe(
      'Poor air expected at ~4 PM; if you watch this place, AirAhead texts you around ~2 PM, 2 hours earlier, or before your quiet hours if it falls in them',
    )
  })

  it('names tomorrow and later days', () => {
    expect(forecastWarningText(warning(at(14, 22), 5), NOW, NEW_YORK, 'Very Poor')).toBe(
      'Very Poor air expected at ~9 AM tomorrow; if you watch this place, AirAhead texts you around ~7 AM tomorrow, 2 hours earlier, or before your quiet hours if it falls in them',
    )
    expect(forecastWarningText(warning(at(14, 23)), NOW, NEW_YORK, 'Poor')).toBe(
      'Poor air expected at ~9 AM on Monday; if you watch this place, AirAhead texts you around ~7 AM on Monday, 2 hours earlier, or before your quiet hours if it falls in them',
    )
  })

  it('says the text goes out at the next run when the poor hour is under 2 hours off', () => {
    expect(forecastWarningText(warning(at(17)), NOW, NEW_YORK, 'Poor')).toBe(
      'Poor air expected at ~12 PM, less than 2 hours from now; if you watch this place, AirAhead texts you within 15 minutes, or before your quiet hours if it falls in them',
    )
  })

  it('crosses midnight in local time, not UTC', () => {
    // 03:00 UTC on the 22nd is 10 PM on the 21st in New York.
    expect(forecastWarningText(warning(at(3, 22)), NOW, NEW_YORK, 'Poor')).toBe(
      'Poor air expected at ~10 PM; if you watch this place, AirAhead texts you around ~8 PM, 2 hours earlier, or before your quiet hours if it falls in them',
    )
  })

  it('promises a member only their plan, and nobody anything where texts cannot go (decisions 207, 208)', () => {
    expect(forecastWarningText(warning(at(21)), NOW, NEW_YORK, 'Poor', undefined, "We'll text you at ~2 PM.")).toBe(
      "Poor air expected at ~4 PM. We'll text you at ~2 PM.",
    )
    expect(forecastWarningText(warning(at(21)), NOW, NEW_YORK, 'Poor', undefined, null)).toBe('Poor air expected at ~4 PM.')
  })
})
