import { afterEach, describe, expect, it } from 'vitest'
import type { AlertPlan } from '../../domain/contracts/alerts'
import { fixedOffset } from '../../domain/time/utc-offset'
import { i18n } from '../../lib/i18n'
import { messages as spanish } from '../../locales/es/messages.po'
import { statusLabel } from './alert-log-view'
import { missingDisclosures } from './consent-disclosures'
import { alertPlanText } from './plan-text'
import { dailyLimitHint } from './preferences-draft'
import { testAlertButtonLabel } from './test-alert-toasts'

const NOW = Date.UTC(2026, 10, 26, 23) / 1000
const NEW_YORK = { timeZone: 'America/New_York', offsetAt: fixedOffset(-5 * 3600), screenOffsetAt: fixedOffset(-5 * 3600) }
const soon: AlertPlan = { status: 'will_text', at: new Date((NOW + 60) * 1000).toISOString(), hourAt: new Date((NOW + 7200) * 1000).toISOString(), kind: 'advance', beforeQuietHours: false }

// The alerts' own words in Spanish (decision 280); the texts' wording is the server's.
describe('alerts in Spanish', () => {
  afterEach(() => i18n.activate('en'))

  it('labels, plural hints and the plan sentence follow the chosen language', () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish })
    expect(testAlertButtonLabel(false, 'sms')).toBe('Probar alerta por SMS')
    expect(statusLabel('delivered')).toBe('Entregado')
    expect(dailyLimitHint('1')).toBe('Hasta 1 aviso de fin de alerta o actualización al día, entre todos tus lugares; las advertencias siempre llegan.')
    expect(dailyLimitHint('3')).toMatch(/^Hasta 3 avisos de fin de alerta y actualizaciones al día/)
    expect(alertPlanText(soon, NOW, { kind: 'us_aqi', value: 151 }, NEW_YORK)).toBe('Te enviaremos un SMS en menos de 15 minutos.')
    expect(alertPlanText({ status: 'nothing_expected', until: new Date((NOW + 86400) * 1000).toISOString() }, NOW, { kind: 'us_aqi', value: 151 }, NEW_YORK)).toBe(
      'No se prevé ningún SMS: el pronóstico se mantiene por debajo de ICA de EE. UU. 151.',
    )
  })

  it('adds no carrier line to a Spanish consent text that already says them all', () => {
    const text =
      'AirAhead te envía hasta 3 alertas al día cuando se prevé aire malo. Pueden aplicarse tarifas de mensajes y datos. Responde STOP para cancelar o HELP para recibir ayuda.'
    expect(missingDisclosures(text, 3)).toEqual([])
    i18n.loadAndActivate({ locale: 'es', messages: spanish })
    expect(missingDisclosures('AirAhead te enviará SMS.', 1)).toEqual([
      'Alertas de calidad del aire unas 2 horas antes de que el aire empeore en tus lugares, y como máximo 1 aviso de fin de alerta o actualización al día.',
      'Pueden aplicarse tarifas de mensajes y datos.',
      'Responde STOP para cancelar o HELP para recibir ayuda.',
    ])
  })
})
