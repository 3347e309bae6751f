import { describe, expect, it } from 'vitest'
import { sharedHealthProfile } from './shared-profile'

describe('sharedHealthProfile', () => {
  it.each([
    // A visitor (or a member whose settings are loading): the device's profile.
    [{ local: 'children', server: undefined, carried: false }, { profile: 'children', carry: null }],
    // A member with a dashboard choice the server never got: kept, and carried once.
    [{ local: 'respiratory', server: 'general', carried: false }, { profile: 'respiratory', carry: 'respiratory' }],
    // Both set and different before the merge: the alerts' (server) choice wins.
    [{ local: 'children', server: 'olderAdults', carried: false }, { profile: 'olderAdults', carry: null }],
    // Already carried: the server wins, even back to 'general' chosen on another device.
    [{ local: 'respiratory', server: 'general', carried: true }, { profile: 'general', carry: null }],
    [{ local: 'general', server: 'general', carried: false }, { profile: 'general', carry: null }],
  ] as const)('%o → %o', (sources, expected) => {
    expect(sharedHealthProfile(sources)).toEqual(expected)
  })
})
