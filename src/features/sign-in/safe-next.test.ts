import { describe, expect, it } from 'vitest'
import { OFF_SITE_OR_REFUSED, SAME_SITE } from '../../../tests/support/next-path-cases'
import { nextAfterSignIn } from './safe-next'

const origin = 'https://airahead.example'

describe('nextAfterSignIn (the sign-in page reads ?next= from its address)', () => {
  it.each(OFF_SITE_OR_REFUSED.map((next) => [next]))('refuses %j, encoded or written as is, and goes to /', (next) => {
    expect(nextAfterSignIn(`?next=${encodeURIComponent(next)}`)).toBe('/')
    expect(nextAfterSignIn(`?next=${next}`)).toBe('/')
  })

  it.each(SAME_SITE)('keeps %j and stays on the site', (next, kept) => {
    const target = nextAfterSignIn(`?next=${encodeURIComponent(next)}`)
    expect(target).toBe(kept)
    expect(new URL(target, origin).origin).toBe(origin)
  })

  it('goes to / without a next', () => {
    expect(nextAfterSignIn('')).toBe('/')
    expect(nextAfterSignIn('?other=1')).toBe('/')
  })
})
