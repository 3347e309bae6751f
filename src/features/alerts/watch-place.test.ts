import { describe, expect, it } from 'vitest'
import type { MonitoredPlace } from '../../domain/contracts/alerts'
import { nameForNewPlace, placeToWatch, watchedPlaceAt } from './watch-place'

describe('placeToWatch', () => {
  it('keeps the name and rounds the position to 4 decimals', () => {
    expect(placeToWatch(' New York City ', { lat: 40.712776, lon: -74.005974 })).toEqual({ name: 'New York City', lat: 40.7128, lon: -74.006 })
  })

  it('shortens a name to the 60 characters the contract allows, and names a nameless place', () => {
    expect(placeToWatch('x'.repeat(80), { lat: 0, lon: 0 }).name).toHaveLength(60)
    expect(placeToWatch('  ', { lat: 0, lon: 0 }).name).toBe('My place')
  })
})

describe('watchedPlaceAt', () => {
  const home: MonitoredPlace = { id: '1', name: 'Home', lat: 40.7128, lon: -74.006, createdAt: '2026-11-21T12:00:00Z' }

  it('finds a place within 500 m and nothing farther away', () => {
    expect(watchedPlaceAt([home], { lat: 40.715, lon: -74.006 })).toBe(home) // ~245 m north
    expect(watchedPlaceAt([home], { lat: 40.73, lon: -74.006 })).toBeUndefined() // ~1.9 km
    expect(watchedPlaceAt([], { lat: 40.7128, lon: -74.006 })).toBeUndefined()
  })
})

describe('nameForNewPlace (issue 25 item 4)', () => {
  it('takes the typed name first, then the town, and asks when there is neither', () => {
    expect(nameForNewPlace('  Grandma  ', 'Pune')).toBe('Grandma')
    expect(nameForNewPlace('', 'Pune')).toBe('Pune')
    expect(nameForNewPlace('   ', null)).toBeNull()
    expect(nameForNewPlace('', '  ')).toBeNull()
  })
})
