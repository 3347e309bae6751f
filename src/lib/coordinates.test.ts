import { describe, expect, it } from 'vitest'
import { coordinatesQuery, distanceMetres, formatCoordinates, roundCoordinates } from './coordinates'

describe('roundCoordinates', () => {
  it('rounds to 2 decimals (the ~1 km cache cell)', () => {
    expect(roundCoordinates({ lat: 40.7128, lon: -74.006 })).toEqual({ lat: 40.71, lon: -74.01 })
    expect(roundCoordinates({ lat: -33.86785, lon: 151.20732 })).toEqual({ lat: -33.87, lon: 151.21 })
  })
})

describe('coordinatesQuery', () => {
  it('uses the dashboard spelling of docs/product.md §API', () => {
    expect(coordinatesQuery({ lat: 1, lon: 2 })).toEqual({ latitude: 1, longitude: 2 })
  })
})

describe('formatCoordinates', () => {
  it('shows 4 decimals by default', () => {
    expect(formatCoordinates({ lat: 40.7128, lon: -74.006 })).toBe('40.7128, -74.0060')
  })
})

describe('distanceMetres', () => {
  it('is about 111 km per degree of latitude and 0 for the same place', () => {
    expect(distanceMetres({ lat: 0, lon: 0 }, { lat: 1, lon: 0 })).toBeCloseTo(111_195, -2)
    expect(distanceMetres({ lat: 40.7, lon: -74 }, { lat: 40.7, lon: -74 })).toBe(0)
  })
})
