import { describe, expect, it } from 'vitest'
import { signInText } from '../../netlify/server/auth/sign-in-codes'
import { phoneChangedText } from '../../netlify/server/auth/phone-change-notice'
import { CONSENT_TEXT, consentConfirmation, consentText, keywordReply } from '../../netlify/server/alerts/consent-text'
import { testAlertText } from '../../netlify/server/alerts/test-alert'
import { translator } from '../../netlify/server/i18n'
import { requestLocale } from '../../netlify/server/request-locale'
import { smsLength } from '../../src/domain/alerts/gsm'
import { english } from '../../src/domain/i18n/locales'
import { missingDisclosures } from '../../src/features/alerts/consent-disclosures'

// Everything else the server texts, in Spanish: GSM-7 and one segment like the English
// (decision 282); the English stays as it was.
const es = translator('es')
const HOST = 'airahead.netlify.app'

describe("the server's other texts in Spanish", () => {
  it.each([
    ['sign-in code', signInText('123456', HOST, es), 'Tu clave de AirAhead es 123456. Vence en 10 minutos. No la compartas con nadie.\n\n@airahead.netlify.app #123456'],
    ['phone change', phoneChangedText('+12015550123', HOST, es), 'AirAhead: tu cuenta ahora usa el teléfono que termina en 0123 y tus otros dispositivos se desconectaron. ¿No lo pediste? Ve a airahead.netlify.app'],
    ['consent confirmation', consentConfirmation(es), 'AirAhead: alertas activadas. Te avisamos 2 h antes de aire malo en tus lugares. Pueden aplicarse tarifas de mensajes y datos. HELP: ayuda, STOP: cancelar.'],
    ['HELP reply', keywordReply('help', es), 'Alertas de calidad del aire de AirAhead. Cambia tus ajustes en airahead.app/alerts. Pueden aplicarse tarifas de mensajes y datos. Responde STOP para cancelar.'],
    ['STOP reply', keywordReply('stop', es), 'AirAhead: dejaste de recibir mensajes. Responde START para volver a activar las alertas.'],
    ['START reply', keywordReply('start', es), 'AirAhead: este teléfono vuelve a recibir mensajes. Responde STOP para cancelar, HELP para ayuda.'],
    ['test alert', testAlertText(es), 'AirAhead, prueba: las alertas se ven como este mensaje. Te escribimos unas 2 h antes de que el aire empeore en tus lugares. Responde STOP para cancelar'],
  ])('%s: one GSM-7 segment', (_what, text, expected) => {
    expect(text).toBe(expected)
    expect(smsLength(text)).toMatchObject({ encoding: 'gsm7', segments: 1 })
  })

  it('the English texts are unchanged', () => {
    expect(signInText('123456', HOST)).toBe('Your AirAhead code is 123456. It expires in 10 minutes. Never share it.\n\n@airahead.netlify.app #123456')
    expect(testAlertText(translator('en'))).toBe(
      'AirAhead test: this is how an alert looks. We text about 2 h before the air at your places turns bad. Reply STOP to opt out',
    )
    expect(consentConfirmation(translator('en'))).toBe(
      'AirAhead: alerts are on. We text about 2 h before bad air at your places. Msg & data rates may apply. Reply HELP for help, STOP to cancel.',
    )
  })
})

describe('requestLocale', () => {
  const req = (header?: string) => new Request('http://localhost/', header === undefined ? {} : { headers: { 'accept-language': header } })
  it.each([
    [undefined, 'en'],
    ['es', 'es'],
    ['es-MX,es;q=0.9,en;q=0.8', 'es'],
    ['en-US,en;q=0.9,es;q=0.8', 'en'],
    ['fr-FR, es;q=0.5', 'es'],
    ['en;q=0.1, es;q=0.9', 'es'],
    ['es;q=0, en', 'en'],
    ['*', 'en'],
    ['garbage;;q=x', 'en'],
  ])('%j reads %s', (header, locale) => expect(requestLocale(req(header))).toBe(locale))
})

describe('the SMS consent text in Spanish', () => {
  it('says every disclosure carriers require, so the app adds no line under it; English stays the version’s text', () => {
    const spanish = consentText(translator('es'))
    expect(spanish).toMatch(/^Alertas de calidad del aire de AirAhead: /)
    expect(spanish).toMatch(/\(3 al día salvo que lo cambies\)/)
    expect(missingDisclosures(spanish, 3)).toEqual([])
    expect(consentText(english)).toBe(CONSENT_TEXT.text)
    expect(missingDisclosures(CONSENT_TEXT.text, 3)).toEqual([])
  })
})
