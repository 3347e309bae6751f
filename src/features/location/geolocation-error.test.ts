import { describe, expect, it } from 'vitest'
import { geolocationErrorText } from './geolocation-error'

describe('geolocationErrorText (docs/product.md §Messages)', () => {
  it.each([
    ['unsupported', 'Geolocation is not supported by this browser'],
    [1, 'Location access denied. Please enable location services.'],
    [2, 'Location information unavailable.'],
    [3, 'Location request timed out.'],
    [0, 'Unable to retrieve location'],
    [99, 'Unable to retrieve location'],
  ] as const)('%s → %s', (code, text) => expect(geolocationErrorText(code)).toBe(text))
})
