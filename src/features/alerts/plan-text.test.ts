import { describe, expect, it } from 'vitest'
import type { AlertPlan } from '../../domain/contracts/alerts'
import { localeStyleFor } from '../../domain/time/locale-style'
import { alertPlanText, thresholdName, zoneLabel, type PlanClock } from './plan-text'
import { fixedOffset } from '../../domain/time/utc-offset'
import { english } from '../../domain/i18n/locales'

const HOUR = 3600
const NEW_YORK: PlanClock = { timeZone: 'America/New_York', offsetAt: fixedOffset(-5 * HOUR), screenOffsetAt: fixedOffset(-5 * HOUR) }
const MODERATE = { kind: 'level', value: 3 } as const
// Thursday 2026-11-26, 6:00 PM in New York (23:00 UTC).
const NOW = Date.UTC(2026, 10, 26, 23) / 1000
const iso = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString()
const willText = (at: number, extra: Partial<Extract<AlertPlan, { status: 'will_text' }>> = {}): AlertPlan => ({
  status: 'will_text',
  at: iso(at),
  hourAt: iso(at + 2 * HOUR),
  kind: 'advance',
  beforeQuietHours: false,
  ...extra,
})

describe('alertPlanText (decision 207)', () => {
  it('says when the job will text, on the member’s clock, and why before quiet hours', () => {
    expect(alertPlanText(willText(NOW + 3.75 * HOUR, { beforeQuietHours: true }), NOW, MODERATE, NEW_YORK)).toBe(
      "We'll text you at ~9:45 PM, before your quiet hours.",
    )
    expect(alertPlanText(willText(NOW + 15 * HOUR), NOW, MODERATE, NEW_YORK)).toBe("We'll text you tomorrow ~9 AM.")
    expect(alertPlanText(willText(NOW + 2 * 24 * HOUR + 3.75 * HOUR, { beforeQuietHours: true }), NOW, MODERATE, NEW_YORK)).toBe(
      "We'll text you Saturday ~9:45 PM, before your quiet hours.",
    )
  })

  it('says a text due now goes within 15 minutes, and an escalation comes again', () => {
    expect(alertPlanText(willText(NOW + 300), NOW, MODERATE, NEW_YORK)).toBe("We'll text you within 15 minutes.")
    expect(alertPlanText(willText(NOW + HOUR, { kind: 'escalation' }), NOW, MODERATE, NEW_YORK)).toBe("We'll text you again at ~7 PM.")
  })

  it('says when the text already went', () => {
    expect(alertPlanText({ status: 'texted', at: iso(NOW - 58 * 60 + 2 * 60), hourAt: null }, NOW, MODERATE, NEW_YORK)).toBe('Already texted at 5:04 PM.')
    expect(alertPlanText({ status: 'texted', at: iso(NOW - 22 * HOUR + 2 * 60), hourAt: null }, NOW, MODERATE, NEW_YORK)).toBe(
      'Already texted yesterday at 8:02 PM.',
    )
    // Episodes warned before the job kept the time.
    expect(alertPlanText({ status: 'texted', at: null, hourAt: null }, NOW, MODERATE, NEW_YORK)).toBe('Already texted.')
  })

  it('says nothing is expected below the member’s threshold, or the job’s own reason', () => {
    const until = iso(NOW + 4 * 24 * HOUR)
    expect(alertPlanText({ status: 'nothing_expected', until }, NOW, MODERATE, NEW_YORK)).toBe('No text expected: the forecast stays below Moderate.')
    expect(alertPlanText({ status: 'nothing_expected', until }, NOW, { kind: 'us_aqi', value: 151 }, NEW_YORK)).toBe(
      'No text expected: the forecast stays below US AQI 151.',
    )
    const off: AlertPlan = { status: 'not_texting', reason: 'alerts_off', message: 'Your alert texts are off. Turn them on in Alert settings.' }
    expect(alertPlanText(off, NOW, MODERATE, NEW_YORK)).toBe('Your alert texts are off. Turn them on in Alert settings.')
  })

  it('names the member’s zone when the screen’s other times are another place’s', () => {
    const inDelhi = { ...NEW_YORK, screenOffsetAt: fixedOffset(5.5 * HOUR) }
    expect(alertPlanText(willText(NOW + 3.75 * HOUR, { beforeQuietHours: true }), NOW, MODERATE, inDelhi)).toBe(
      "We'll text you at ~9:45 PM (New York time), before your quiet hours.",
    )
  })

  it('writes the clock the reader’s way (decision 181)', () => {
    expect(alertPlanText(willText(NOW + 3.75 * HOUR), NOW, MODERATE, { ...NEW_YORK, style: localeStyleFor(['en-GB']) })).toBe("We'll text you at ~21:45.")
  })

  it('names zones and thresholds as a sentence reads them', () => {
    expect(zoneLabel('America/Argentina/Buenos_Aires', english)).toBe('Buenos Aires time')
    expect(zoneLabel('UTC', english)).toBe('UTC')
    expect(thresholdName({ kind: 'level', value: 4 })).toBe('Poor')
    expect(thresholdName({ kind: 'pm25', value: 55.5 })).toBe('PM2.5 55.5 µg/m³')
  })
})
