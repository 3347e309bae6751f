import { describe, expect, it } from 'vitest'
import { SENSITIVITY_PROFILES, type Threshold } from '../contracts/alerts'
import type { ForecastHour } from './forecast-hour'
import { gsm7Length, isGsm7 } from './gsm'
import { composeAlertText, type AlertTextInput } from './message'
import { english } from '../i18n/locales'

const HOUR = 3600
// 16:00 UTC = 4 PM in London (UTC+0 in November).
const FOUR_PM = Date.UTC(2026, 10, 21, 16) / 1000
const POOR_HOUR: ForecastHour = { time: FOUR_PM, level: 4, usAqi: 170, pm25: 60 }
const VERY_POOR_HOUR: ForecastHour = { time: FOUR_PM, level: 5, usAqi: 230, pm25: 150 }
const LONG_NAME = 'Grandma and Grandpa Henderson-Smythe house by the old mill x'

const input = (overrides: Partial<AlertTextInput>): AlertTextInput => ({
  kind: 'advance',
  place: { name: 'Home', timeZone: 'UTC' },
  threshold: { kind: 'level', value: 4 },
  sensitivity: 'general',
  hour: POOR_HOUR,
  leadSeconds: 7200,
  ...overrides,
})

describe('composeAlertText', () => {
  it.each<[string, Partial<AlertTextInput>, string]>([
    ['advance, 2 h ahead', {}, 'AirAhead: Air at Home will be Poor around 4 PM. Limit time outdoors. Reply STOP to opt out'],
    ['advance, already here', { leadSeconds: 0 }, 'AirAhead: Air at Home is Poor now. Limit time outdoors. Reply STOP to opt out'],
    [
      'advance, child profile at Moderate',
      { sensitivity: 'child', threshold: { kind: 'level', value: 3 }, hour: { ...POOR_HOUR, level: 3 } },
      "AirAhead: Air at Home will be Moderate around 4 PM. Keep children's outdoor play short. Reply STOP to opt out",
    ],
    [
      'advance with a Very Poor hour in sight',
      { veryPoorAt: FOUR_PM + HOUR },
      'AirAhead: Air at Home will be Poor around 4 PM, Very Poor around 5 PM. Avoid outdoor activity. Reply STOP to opt out',
    ],
    [
      'escalation',
      { kind: 'escalation', hour: VERY_POOR_HOUR, sensitivity: 'heart_lung' },
      'AirAhead: Air at Home will be Very Poor around 4 PM. Avoid outdoor activity. Reply STOP to opt out',
    ],
    [
      'US AQI threshold',
      { threshold: { kind: 'us_aqi', value: 151 }, sensitivity: 'older_adult', place: { name: 'Denver', timeZone: 'America/Denver' } },
      'AirAhead: Air at Denver will be at or above US AQI 151 around 9 AM. Take it easy outdoors. Reply STOP to opt out',
    ],
    [
      'a quarter-hour zone (Kathmandu, UTC+5:45)',
      { place: { name: 'Kathmandu', timeZone: 'Asia/Kathmandu' }, veryPoorAt: FOUR_PM + HOUR },
      'AirAhead: Air at Kathmandu will be Poor around 9:45 PM, Very Poor around 10:45 PM. Avoid outdoor activity. Reply STOP to opt out',
    ],
    [
      'PM2.5 threshold',
      { threshold: { kind: 'pm25', value: 55.5 }, sensitivity: 'heart_lung' },
      'AirAhead: Air at Home will be at or above PM2.5 55.5 ug/m3 around 4 PM. Keep your inhaler or medicine close. Reply STOP to opt out',
    ],
    [
      'all-clear',
      { kind: 'all_clear', hour: { ...POOR_HOUR, level: 2, time: FOUR_PM + HOUR }, leadSeconds: 0 },
      'AirAhead: Air at Home is back below Poor (around 5 PM). Reply STOP to opt out',
    ],
    [
      'all-clear, PM2.5 threshold',
      { kind: 'all_clear', threshold: { kind: 'pm25', value: 55.5 }, leadSeconds: 0 },
      'AirAhead: Air at Home is back below PM2.5 55.5 ug/m3 (around 4 PM). Reply STOP to opt out',
    ],
    [
      'before quiet hours, the next morning (sent 8 PM the day before)',
      { beforeQuietHours: true, leadSeconds: 20 * HOUR },
      'AirAhead: Air at Home will be Poor tomorrow from around 4 PM. Limit time outdoors. Reply STOP to opt out',
    ],
    [
      'before quiet hours, the same day',
      { beforeQuietHours: true },
      'AirAhead: Air at Home will be Poor from around 4 PM. Limit time outdoors. Reply STOP to opt out',
    ],
    [
      'update: no longer expected',
      { kind: 'update', leadSeconds: HOUR },
      'AirAhead update: Air at Home is no longer expected to reach Poor around 4 PM. Reply STOP to opt out',
    ],
    [
      'update about the next day, US AQI threshold',
      { kind: 'update', threshold: { kind: 'us_aqi', value: 151 }, leadSeconds: 18 * HOUR },
      'AirAhead update: Air at Home is no longer expected to reach US AQI 151 tomorrow around 4 PM. Reply STOP to opt out',
    ],
  ])('%s', (_, overrides, text) => expect(composeAlertText(input(overrides), english)).toBe(text))

  it('shortens a 60-character name with "..." so the text is exactly one segment', () => {
    const text = composeAlertText(input({ place: { name: LONG_NAME, timeZone: 'UTC' }, veryPoorAt: FOUR_PM + HOUR }), english)
    expect(LONG_NAME).toHaveLength(60)
    expect(gsm7Length(text)).toBe(160)
    expect(text).toMatch(/^AirAhead: Air at Grandma and Grandpa [^.]*\.\.\. will be Poor around 4 PM, Very Poor around 5 PM\./)
  })

  it('keeps a name that fits whole', () => {
    expect(composeAlertText(input({ place: { name: 'Riverside Primary School playground', timeZone: 'UTC' } }), english)).toContain(
      'Air at Riverside Primary School playground will be',
    )
  })

  it.each([
    ['🏠 Home 🌳', 'Air at Home will'],
    ['Kraków – Nowa Huta', 'Air at Krakow - Nowa Huta will'],
    ['Zürich [office]', 'Air at Zürich (office) will'],
    ['🏡🌳', 'Air at your place will'],
    ['A$& B', 'Air at A$& B will'],
  ])('writes the name %j in GSM-7', (name, expected) => {
    const text = composeAlertText(input({ place: { name, timeZone: 'UTC' } }), english)
    expect(text).toContain(expected)
    expect(isGsm7(text)).toBe(true)
  })

  describe('every text is one GSM-7 segment ending with the STOP line', () => {
    const names = ['Home', LONG_NAME, '🏠🏠🏠 Casa da Avó 🌳 São João da Madeira, Portugal 🇵🇹 ' + 'é'.repeat(10), 'Straße'.repeat(10)]
    const thresholds: Threshold[] = [
      { kind: 'level', value: 3 },
      { kind: 'level', value: 4 },
      { kind: 'us_aqi', value: 151 },
      { kind: 'pm25', value: 55.5 },
      { kind: 'pm25', value: 123.45 },
    ]
    const cases: AlertTextInput[] = []
    for (const name of names)
      for (const threshold of thresholds)
        for (const sensitivity of SENSITIVITY_PROFILES)
          for (const kind of ['advance', 'escalation', 'all_clear'] as const)
            for (const leadSeconds of [0, 5400])
              for (const veryPoorAt of [null, FOUR_PM + 2 * HOUR])
                for (const basis of [undefined, 'measured', 'forecast'] as const)
                  for (const beforeQuietHours of [false, true])
                    cases.push(input({ kind, threshold, sensitivity, leadSeconds, veryPoorAt, beforeQuietHours, hour: { ...POOR_HOUR, ...(basis ? { basis } : {}) }, place: { name, timeZone: 'America/St_Johns' } }))

    it(`${cases.length} combinations`, () => {
      for (const c of cases) {
        const text = composeAlertText(c, english)
        expect(isGsm7(text), text).toBe(true)
        expect(gsm7Length(text), text).toBeLessThanOrEqual(160)
        expect(text.startsWith('AirAhead: Air at '), text).toBe(true)
        expect(text.endsWith('Reply STOP to opt out'), text).toBe(true)
        expect(text, text).not.toMatch(/[[\]{}|^~\\€]/)
        if (c.hour.basis) expect(text, text).toContain(c.hour.basis === 'measured' ? 'measured nearby' : 'forecast')
      }
    })

    it('the longest wording with "measured nearby" still keeps a 60-character name readable', () => {
      const longest = input({
        kind: 'advance', threshold: { kind: 'pm25', value: 123.45 }, sensitivity: 'heart_lung', leadSeconds: 22 * HOUR,
        beforeQuietHours: true, veryPoorAt: FOUR_PM + 2 * HOUR, hour: { ...POOR_HOUR, basis: 'measured' },
        place: { name: LONG_NAME, timeZone: 'America/St_Johns' },
      })
      const text = composeAlertText(longest, english)
      // The full wording would leave the name 3 characters ("..."): the compact one keeps 20 (a space trimmed before "...").
      expect(gsm7Length(text)).toBeLessThanOrEqual(160)
      expect(text).toBe(
        'AirAhead: Air at Grandma and Grandpa... will reach PM2.5 123.45 ug/m3 tomorrow from 12:30 PM, Very Poor around 2:30 PM (measured nearby). Reply STOP to opt out',
      )
    })
  })
})

describe('composeAlertText names what the hour rests on (decision 194)', () => {
  it.each<[string, Partial<AlertTextInput>, string]>([
    ['measured now', { leadSeconds: 0, hour: { ...POOR_HOUR, basis: 'measured' } }, 'AirAhead: Air at Home is Poor now (measured nearby). Limit time outdoors. Reply STOP to opt out'],
    ['forecast', { hour: { ...POOR_HOUR, basis: 'forecast' } }, 'AirAhead: Air at Home will be Poor around 4 PM (forecast). Limit time outdoors. Reply STOP to opt out'],
    [
      'all clear, measured',
      { kind: 'all_clear', hour: { ...POOR_HOUR, level: 2, basis: 'measured' } },
      'AirAhead: Air at Home is back below Poor (around 4 PM, measured nearby). Reply STOP to opt out',
    ],
  ])('%s', (_, overrides, text) => expect(composeAlertText(input(overrides), english)).toBe(text))
})
