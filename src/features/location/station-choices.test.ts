import { describe, expect, it } from 'vitest'
import { NO_STATION_CHOICES } from '../../domain/stations/choices'
import { parseStoredValue } from '../../lib/stored-value'
import { choicesAt, storedChoicesSchema, withChoicesAt } from './station-choices'

const HOME = { lat: 40.7128, lon: -74.006 }
/** About 300 m north: the same place (GPS jitter). */
const NEAR_HOME = { lat: 40.7155, lon: -74.006 }
/** About 5 km away: another place. */
const WORK = { lat: 40.758, lon: -73.9855 }

describe('station choices kept with the place (decision 198)', () => {
  it('belong to the place: found within 1 km, not elsewhere', () => {
    const stored = withChoicesAt([], HOME, { pinnedIds: ['airnow:1'], excludedIds: [] })
    expect(choicesAt(stored, NEAR_HOME)).toMatchObject({ pinnedIds: ['airnow:1'] })
    expect(choicesAt(stored, WORK)).toBeUndefined()
  })

  it('replace the place’s own entry (keeping its position), leave others, and vanish when emptied', () => {
    let stored = withChoicesAt([], HOME, { pinnedIds: [], excludedIds: ['openaq:9'] })
    stored = withChoicesAt(stored, WORK, { pinnedIds: ['airnow:2'], excludedIds: [] })
    stored = withChoicesAt(stored, NEAR_HOME, { pinnedIds: [], excludedIds: ['openaq:9', 'openaq:10'] })
    expect(stored).toEqual([
      { ...WORK, pinnedIds: ['airnow:2'], excludedIds: [] },
      { ...HOME, pinnedIds: [], excludedIds: ['openaq:9', 'openaq:10'] },
    ])
    expect(withChoicesAt(stored, HOME, NO_STATION_CHOICES)).toEqual([stored[0]])
  })

  it('keep at most 20 places, forgetting the oldest', () => {
    const stored = Array.from({ length: 21 }, (_, i) => ({ lat: i, lon: 0 })).reduce(
      (list, place) => withChoicesAt(list, place, { pinnedIds: [], excludedIds: ['openaq:1'] }),
      [] as ReturnType<typeof withChoicesAt>,
    )
    expect(stored).toHaveLength(20)
    expect(stored[0]?.lat).toBe(1)
  })
})

describe('stored choices read back', () => {
  it('are untrusted: an id the API would refuse, or too many, reads as no choice at all', () => {
    const read = (value: unknown) => parseStoredValue(JSON.stringify(value), storedChoicesSchema, [])
    const good = [{ ...HOME, pinnedIds: ['openaq:2178'], excludedIds: [] }]
    expect(read(good)).toEqual(good)
    expect(read([{ ...HOME, pinnedIds: ['openaq:2178&latitude=0'], excludedIds: [] }])).toEqual([])
    expect(read([{ ...HOME, pinnedIds: ['a:1', 'a:2', 'a:3', 'a:4'].map((id) => id.replace('a', 'openaq')), excludedIds: [] }])).toEqual([])
  })
})
