import { describe, expect, it } from 'vitest'
import { formatPhone, readPhoneEntry } from './phone-entry'

describe('readPhoneEntry', () => {
  const verified = '+12025550143'

  it.each([
    ['', { kind: 'empty' }],
    ['   ', { kind: 'empty' }],
    ['202 555', { kind: 'incomplete' }],
    ['(202) 555-0143', { kind: 'verified', e164: verified }],
    ['+1 202 555 0143', { kind: 'verified', e164: verified }],
    ['202-555-0188', { kind: 'other', e164: '+12025550188', international: '+1 202 555 0188' }],
    ['+44 7700 900123', { kind: 'other', e164: '+447700900123', international: '+44 7700 900123' }],
  ])('%j', (text, entry) => expect(readPhoneEntry(text, verified)).toEqual(entry))

  it('reads a national number in the verified phone’s country', () => {
    expect(readPhoneEntry('07700 900123', '+447700900999')).toMatchObject({ kind: 'other', e164: '+447700900123' })
  })

  it('reads a national number as US when no phone is verified', () => {
    expect(readPhoneEntry('(202) 555-0143', null)).toMatchObject({ kind: 'other', e164: verified })
  })
})

describe('formatPhone', () => {
  it('writes E.164 the international way, and leaves text it cannot read alone', () => {
    expect(formatPhone('+12025550143')).toBe('+1 202 555 0143')
    expect(formatPhone('not a phone')).toBe('not a phone')
  })
})
