import { describe, expect, it } from 'vitest'
import { dailyCheckReadyMayShow, INSTALL_SNOOZE_SECONDS, installBarMayShow } from './prompt-timing'

const T0 = 1_790_000_000
const DAY = 86_400

describe('installBarMayShow', () => {
  it.each([
    ['never dismissed', null, T0, true],
    ['dismissed a minute ago', T0 - 60, T0, false],
    ['dismissed 29 days ago', T0 - 29 * DAY, T0, false],
    ['dismissed 30 days ago to the second', T0 - INSTALL_SNOOZE_SECONDS, T0, true],
    ['dismissed 31 days ago', T0 - 31 * DAY, T0, true],
  ])('%s', (_name, dismissedAt, now, expected) => {
    expect(installBarMayShow(dismissedAt, now)).toBe(expected)
  })
})

describe('dailyCheckReadyMayShow', () => {
  it.each([
    ['no check yet', null, T0, true],
    ['a check 5 s ago (the grant that follows a check)', T0 - 5, T0, false],
    ['a check 59 min ago', T0 - 59 * 60, T0, false],
    ['a check 1 h ago', T0 - 3600, T0, true],
    ['a check yesterday', T0 - DAY, T0, true],
  ])('%s', (_name, lastCheckAt, now, expected) => {
    expect(dailyCheckReadyMayShow(lastCheckAt, now)).toBe(expected)
  })
})
