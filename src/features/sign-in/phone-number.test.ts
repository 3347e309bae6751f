import { describe, expect, it } from 'vitest'
import { parsePhone } from './phone-number'

describe('parsePhone', () => {
  it.each([
    ['(202) 555-0143', 'US', '+12025550143', '+1 202 555 0143'],
    ['202 555 0143', 'US', '+12025550143', '+1 202 555 0143'],
    ['07700 900123', 'GB', '+447700900123', '+44 7700 900123'],
    ['+44 7700 900123', 'US', '+447700900123', '+44 7700 900123'],
    ['416-555-0199', 'CA', '+14165550199', '+1 416 555 0199'],
  ] as const)('%s in %s → %s', (text, country, e164, international) => {
    expect(parsePhone(text, country)).toEqual({ e164, international })
  })

  it.each([[''], ['12'], ['202 555'], ['not a number'], ['+1 202 555 0143 9999 99']])('%j is not a number yet', (text) => {
    expect(parsePhone(text, 'US')).toBeNull()
  })
})
