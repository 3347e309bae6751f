import { describe, expect, it } from 'vitest'
import { waitInWords } from '../../netlify/server/auth/sign-in-text-caps'

describe('waitInWords (how long sign-in texts stay paused, in words)', () => {
  it.each([
    [1, 'a minute'],
    [60, 'a minute'],
    [61, 'about 2 minutes'],
    [40 * 60, 'about 40 minutes'],
    [89 * 60, 'about 89 minutes'],
    [90 * 60, 'about 2 hours'],
    [4 * 3600 - 5, 'about 4 hours'],
    [86_400, 'about 24 hours'],
  ])('%i s → %s', (seconds, words) => expect(waitInWords(seconds)).toBe(words))
})
