import { describe, expect, it } from 'vitest'
import { parsePhone } from './phone-number'

describe('parsePhone', () => {
  it.each([
    ['(202) 555-0143', 'US', '+12025550143', '+1 202 555 0143', 'US'],
    ['202 555 0143', 'US', '+12025550143', '+1 202 555 0143', 'US'],
    ['07700 900123', 'GB', '+447700900123', '+44 7700 900123', 'GB'],
    // +44 is shared (GB, GG, IM, JE) and 07700 900xxx is a drama range: the digits leave the country open.
    ['+44 7700 900123', 'US', '+447700900123', '+44 7700 900123', undefined],
    ['416-555-0199', 'CA', '+14165550199', '+1 416 555 0199', 'CA'],
    // The number's own country, whatever is chosen: the form warns before texting a country we cannot.
    ['+91 98765 43210', 'US', '+919876543210', '+91 98765 43210', 'IN'],
  ] as const)('%s in %s → %s', (text, chosen, e164, international, country) => {
    expect(parsePhone(text, chosen)).toEqual({ e164, international, country })
  })

  it.each([[''], ['12'], ['202 555'], ['not a number'], ['+1 202 555 0143 9999 99']])('%j is not a number yet', (text) => {
    expect(parsePhone(text, 'US')).toBeNull()
  })
})
