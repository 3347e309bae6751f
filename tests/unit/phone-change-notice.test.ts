import { describe, expect, it } from 'vitest'
import { phoneChangedText } from '../../netlify/server/auth/phone-change-notice'
import { gsm7Length, isGsm7, SMS_SEPTETS } from '../../src/domain/alerts/gsm'

describe('phoneChangedText (the notice to the number an account left)', () => {
  it('names only the last 4 digits of the new number and where to turn', () => {
    const text = phoneChangedText('+447700900123', 'airahead.example')
    expect(text).toContain('ending in 0123')
    expect(text).not.toContain('7700900')
    expect(text).toMatch(/Not you\? Contact us at airahead\.example$/)
  })

  it.each([['airahead.example'], ['air-quality-alerts.example.org']])('is one GSM-7 segment with the host %s', (host) => {
    const text = phoneChangedText('+12015550141', host)
    expect(isGsm7(text)).toBe(true)
    expect(gsm7Length(text)).toBeLessThanOrEqual(SMS_SEPTETS)
  })
})
