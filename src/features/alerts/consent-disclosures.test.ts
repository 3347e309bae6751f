import { describe, expect, it } from 'vitest'
import { missingDisclosures } from './consent-disclosures'

describe('missingDisclosures', () => {
  it('adds every required line to a text that says none of them', () => {
    expect(missingDisclosures('AirAhead will text you.', 3)).toEqual([
      'Air-quality alerts about 2 hours before the air at your places turns bad, and at most 3 all-clears and updates a day.',
      'Msg & data rates may apply.',
      'Reply STOP to cancel, HELP for help.',
    ])
  })

  it('adds nothing to a text that already says it all, however it is worded', () => {
    const text =
      'AirAhead texts you up to 3 alerts per day when bad air is forecast. Message and data rates may apply. Reply STOP to opt out, reply HELP for help.'
    expect(missingDisclosures(text, 3)).toEqual([])
  })

  it('speaks of one text in the singular', () => {
    expect(missingDisclosures('Msg & data rates may apply. Reply STOP to cancel, HELP for help.', 1)).toEqual([
      'Air-quality alerts about 2 hours before the air at your places turns bad, and at most 1 all-clear or update a day.',
    ])
  })
})
