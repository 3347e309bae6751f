import { describe, expect, it } from 'vitest'
import { canPin, excludeStation, NO_STATION_CHOICES, pinStation, releaseStation, stationChoicesQuery } from './choices'

describe('station choices (decision 198)', () => {
  it('pins in order, up to 3, and a pinned station is no longer excluded', () => {
    let choices = excludeStation(NO_STATION_CHOICES, 'a:1')
    choices = pinStation(pinStation(pinStation(choices, 'a:1'), 'a:2'), 'a:3')
    expect(choices).toEqual({ pinnedIds: ['a:1', 'a:2', 'a:3'], excludedIds: [] })
    expect(canPin(choices, 'a:4')).toBe(false)
    expect(pinStation(choices, 'a:4')).toBe(choices)
    expect(pinStation(choices, 'a:2')).toBe(choices)
  })

  it('excludes (unpinning), up to 20, and undoes either', () => {
    const pinned = pinStation(NO_STATION_CHOICES, 'a:1')
    expect(excludeStation(pinned, 'a:1')).toEqual({ pinnedIds: [], excludedIds: ['a:1'] })
    const full = Array.from({ length: 20 }, (_, i) => `a:${i + 10}`).reduce(excludeStation, NO_STATION_CHOICES)
    expect(full.excludedIds).toHaveLength(20)
    expect(excludeStation(full, 'a:99')).toBe(full)
    expect(releaseStation(excludeStation(pinned, 'a:2'), 'a:2')).toEqual(pinned)
  })

  it('adds pin= and exclude= to a request only when there is a choice', () => {
    expect(stationChoicesQuery(NO_STATION_CHOICES)).toEqual({})
    expect(stationChoicesQuery({ pinnedIds: ['openaq:1', 'airnow:2'], excludedIds: [] })).toEqual({ pin: 'openaq:1,airnow:2' })
    expect(stationChoicesQuery({ pinnedIds: [], excludedIds: ['purpleair:3'] })).toEqual({ exclude: 'purpleair:3' })
  })
})
