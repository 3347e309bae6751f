import { describe, expect, it } from 'vitest'
import * as z from 'zod/mini'
import { savedLocationNameSchema, savedNameFor } from './location-name'

const home = { name: 'Home', lat: 51.5007, lon: -0.1246 }

describe('savedNameFor', () => {
  it('applies the saved name near the place it was saved for', () => {
    expect(savedNameFor(home, { lat: 51.5012, lon: -0.1252 })).toBe('Home')
  })

  it('does not follow the user to another place', () => {
    expect(savedNameFor(home, { lat: 51.52, lon: -0.1246 })).toBeNull()
  })

  it('needs a saved name and a position', () => {
    expect(savedNameFor(null, { lat: 51.5, lon: -0.12 })).toBeNull()
    expect(savedNameFor(home, null)).toBeNull()
  })
})

describe('savedLocationNameSchema', () => {
  it('rejects blank names from storage', () => {
    expect(z.safeParse(savedLocationNameSchema, { name: '  ', lat: 1, lon: 2 }).success).toBe(false)
  })
})
