import { describe, expect, it } from 'vitest'
import { SENSITIVITY_PROFILES, type Threshold } from '../../src/domain/contracts/alerts'
import type { ForecastHour } from '../../src/domain/alerts/forecast-hour'
import { composeAlertText, smsStopLine, type AlertTextInput } from '../../src/domain/alerts/message'
import { isGsm7, smsLength } from '../../src/domain/alerts/gsm'
import type { Translate } from '../../src/domain/i18n/locales'
import { translator } from '../../netlify/server/i18n'

// Decision 282: Spanish texts are worded in GSM-7 (no á, í, ó, ú), one segment; a wording
// outside GSM-7 is counted as UCS-2, 70 to a segment.
const es = translator('es')
const HOUR = 3600
const FOUR_PM = Date.UTC(2026, 10, 21, 16) / 1000
const POOR_HOUR: ForecastHour = { time: FOUR_PM, level: 4, usAqi: 170, pm25: 60 }
const LONG_NAME = 'Grandma and Grandpa Henderson-Smythe house by the old mill x'

const input = (overrides: Partial<AlertTextInput>): AlertTextInput => ({
  kind: 'advance',
  place: { name: 'Casa', timeZone: 'UTC' },
  threshold: { kind: 'level', value: 4 },
  sensitivity: 'general',
  hour: POOR_HOUR,
  leadSeconds: 7200,
  ...overrides,
})

describe('alert texts in Spanish', () => {
  it.each<[string, Partial<AlertTextInput>, string]>([
    ['advance, 2 h ahead', {}, 'AirAhead: Aire en Casa: Mala hacia las 4 pm. Pasa menos tiempo al aire libre. Responde STOP para cancelar'],
    ['now, measured', { leadSeconds: 0, hour: { ...POOR_HOUR, basis: 'measured' } }, 'AirAhead: Aire en Casa: Mala ahora (medida cerca). Pasa menos tiempo al aire libre. Responde STOP para cancelar'],
    [
      'a Very Poor hour at 1 PM in sight',
      { sensitivity: 'child', hour: { ...POOR_HOUR, time: FOUR_PM - 4 * HOUR }, veryPoorAt: FOUR_PM - 3 * HOUR },
      'AirAhead: Aire en Casa: Mala hacia las 12 pm, Muy mala hacia la 1 pm. Evita la actividad al aire libre. Responde STOP para cancelar',
    ],
    [
      'before quiet hours, tomorrow',
      { beforeQuietHours: true, leadSeconds: 20 * HOUR, sensitivity: 'child' },
      'AirAhead: Aire en Casa: Mala mañana desde eso de las 4 pm. Acorta el juego de los niños al aire libre. Responde STOP para cancelar',
    ],
    [
      'all-clear, US AQI',
      { kind: 'all_clear', threshold: { kind: 'us_aqi', value: 151 }, leadSeconds: 0 },
      'AirAhead: Aire en Casa: de nuevo por debajo de ICA de EE. UU. 151 (hacia las 4 pm). Responde STOP para cancelar',
    ],
    [
      'update, the member in another zone',
      { kind: 'update', leadSeconds: HOUR, recipientTimeZone: 'America/New_York' },
      'AirAhead: el aire en Casa ya no va a llegar a Mala hacia las 11 am de tu hora. Responde STOP para cancelar',
    ],
  ])('%s', (_, overrides, text) => expect(composeAlertText(input(overrides), es)).toBe(text))

  it('the STOP line in Spanish', () => expect(smsStopLine(es)).toBe('Responde STOP para cancelar'))

  it('every combination is one GSM-7 segment, keeps 11 characters of a long name and ends with the STOP line', () => {
    const thresholds: Threshold[] = [{ kind: 'level', value: 3 }, { kind: 'level', value: 4 }, { kind: 'us_aqi', value: 151 }, { kind: 'pm25', value: 123.45 }]
    let checked = 0
    for (const threshold of thresholds)
      for (const sensitivity of SENSITIVITY_PROFILES)
        for (const kind of ['advance', 'escalation', 'all_clear', 'update'] as const)
          for (const leadSeconds of [0, 22 * HOUR])
            for (const veryPoorAt of [null, FOUR_PM + 2 * HOUR])
              for (const basis of [undefined, 'measured', 'forecast'] as const)
                for (const beforeQuietHours of [false, true])
                  for (const chance of [undefined, 'likely', 'possible'] as const) {
                    const c = input({
                      kind, threshold, sensitivity, leadSeconds, veryPoorAt, beforeQuietHours, ...(chance ? { chance } : {}),
                      hour: { ...POOR_HOUR, ...(basis ? { basis } : {}) },
                      place: { name: LONG_NAME, timeZone: 'America/St_Johns' }, recipientTimeZone: 'America/New_York',
                    })
                    const text = composeAlertText(c, es)
                    expect(isGsm7(text), text).toBe(true)
                    expect(smsLength(text).segments, text).toBe(1)
                    expect(text.endsWith('Responde STOP para cancelar'), text).toBe(true)
                    expect(text, text).toContain(LONG_NAME.slice(0, 11))
                    checked += 1
                  }
    expect(checked).toBe(4 * SENSITIVITY_PROFILES.length * 4 * 2 * 2 * 3 * 2 * 3)
  })
})

describe('a wording outside GSM-7 is counted as UCS-2 (decision 282)', () => {
  // "más": one á makes the whole text UCS-2, 70 code units to a segment.
  const accented: Translate = (d) => (d.id === 'alert.stop' ? 'Responde STOP para no recibir más' : es(d))

  it('cuts the name so the text is one 70-unit UCS-2 segment', () => {
    const text = composeAlertText(input({ kind: 'all_clear', leadSeconds: 0, place: { name: 'Ab', timeZone: 'UTC' } }), accented)
    const length = smsLength(text)
    expect(length.encoding).toBe('ucs2')
    expect(text.length).toBe(length.units)
    // The words alone are over 70: even the name's "..." cannot bring it to one segment,
    // which is why decision 282 keeps the Spanish wording in GSM-7.
    expect(length.units).toBeGreaterThan(70)
    expect(length.segments).toBe(Math.ceil(length.units / 67))
  })

  it('counts a GSM-7 text in septets and an accented one in UTF-16 units', () => {
    expect(smsLength('a'.repeat(160))).toEqual({ encoding: 'gsm7', units: 160, segments: 1 })
    expect(smsLength('a'.repeat(161))).toEqual({ encoding: 'gsm7', units: 161, segments: 2 })
    expect(smsLength('€'.repeat(80))).toEqual({ encoding: 'gsm7', units: 160, segments: 1 })
    expect(smsLength(`á${'a'.repeat(69)}`)).toEqual({ encoding: 'ucs2', units: 70, segments: 1 })
    expect(smsLength(`á${'a'.repeat(70)}`)).toEqual({ encoding: 'ucs2', units: 71, segments: 2 })
    expect(smsLength('ñé¿¡ü')).toEqual({ encoding: 'gsm7', units: 5, segments: 1 })
  })
})
