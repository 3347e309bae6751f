import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from '../../lib/i18n'
import { messages as spanish } from '../../locales/es/messages.po'
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

  describe('in Spanish (decision 280)', () => {
    afterEach(() => i18n.activate('en'))

    it('says a refused location in the app’s language', () => {
      i18n.loadAndActivate({ locale: 'es', messages: spanish })
      expect(geolocationErrorText(1)).toBe('Se negó el acceso a la ubicación. Activa los servicios de ubicación.')
    })
  })
})
