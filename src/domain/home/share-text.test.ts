import { describe, expect, it } from 'vitest'
import { english } from '../i18n/locales'
import { shareText } from './share-text'

describe('shareText', () => {
  it('says the level now, the US AQI and the level in 2 hours', () => {
    expect(shareText({ place: 'New York City', nowAqi: 2, usAqi: 54, inTwoHoursAqi: 3, simulated: false }, english)).toBe(
      'Air quality in New York City now: Fair (2 of 5, US AQI 54 · Moderate). In 2 hours: Moderate. Checked with AirAhead.',
    )
  })

  it('leaves out what it does not know', () => {
    expect(shareText({ place: 'my location', nowAqi: 1, usAqi: null, inTwoHoursAqi: null, simulated: false }, english)).toBe(
      'Air quality in my location now: Good (1 of 5). Checked with AirAhead.',
    )
  })

  it('labels simulated data', () => {
    expect(shareText({ place: 'London', nowAqi: 4, usAqi: 160, inTwoHoursAqi: 4, simulated: true }, english)).toContain(
      'Simulated data, not a measurement.',
    )
  })
})
