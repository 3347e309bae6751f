import { describe, expect, it } from 'vitest'
import { newestSettledRun, predatesRun, RUN_SETTLE_SECONDS } from './model-run'

const T = 1_795_000_000
const global12z = { model: 'cams_global', initialisedAt: T - 8 * 3600, availableAt: T - 3600 }
const europe00z = { model: 'cams_europe', initialisedAt: T - 20 * 3600, availableAt: T - 12 * 3600 }

describe('newestSettledRun', () => {
  it('picks the run published last among the models', () => {
    expect(newestSettledRun([europe00z, global12z], T)).toBe(global12z)
  })

  it('a run published less than the settle time ago is not in force yet', () => {
    const fresh = { ...global12z, availableAt: T - RUN_SETTLE_SECONDS + 1 }
    expect(newestSettledRun([europe00z, fresh], T)).toBe(europe00z)
    expect(newestSettledRun([{ ...fresh, availableAt: T - RUN_SETTLE_SECONDS }], T)?.model).toBe('cams_global')
  })

  it('nothing known, or nothing published by now: null', () => {
    expect(newestSettledRun([], T)).toBeNull()
    expect(newestSettledRun([{ ...global12z, availableAt: T + 3600 }], T)).toBeNull()
  })
})

describe('predatesRun', () => {
  it.each([
    [global12z.availableAt - 3600, true], // fetched before the run was published
    [global12z.availableAt + RUN_SETTLE_SECONDS - 1, true], // published, not yet on every server
    [global12z.availableAt + RUN_SETTLE_SECONDS, false],
    [T, false],
  ])('fetched at %i → %s', (fetchedAt, expected) => {
    expect(predatesRun(fetchedAt, global12z)).toBe(expected)
  })
})
