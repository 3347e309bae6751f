import { describe, expect, it } from 'vitest'
import { OFF_SITE_OR_REFUSED, SAME_SITE } from '../../../tests/support/next-path-cases'
import { DEFAULT_NEXT_PATH, sameSitePath } from './next-path'

const origin = 'https://airahead.example'

describe('sameSitePath (the redirect after sign-in stays on the site)', () => {
  it.each(OFF_SITE_OR_REFUSED.map((next) => [next]))('refuses %j and goes to /', (next) => {
    expect(sameSitePath(next)).toBe(DEFAULT_NEXT_PATH)
  })

  it.each(SAME_SITE)('keeps %j', (next, kept) => {
    expect(sameSitePath(next)).toBe(kept)
  })

  it.each([[null], [undefined]])('goes to / without a next (%j)', (next) => expect(sameSitePath(next)).toBe('/'))

  it('never yields an address a browser resolves off the site, nor a network-path reference', () => {
    for (const next of [...OFF_SITE_OR_REFUSED, ...SAME_SITE.map(([n]) => n)]) {
      const kept = sameSitePath(next)
      expect(new URL(kept, origin).origin, next).toBe(origin)
      expect(kept.startsWith('//'), next).toBe(false)
      expect(new URL(kept, origin).pathname.startsWith('//'), next).toBe(false)
    }
  })
})
