import { msg } from '@lingui/core/macro'
import { i18n } from '../../lib/i18n'

/** GeolocationPositionError codes (the DOM constants, as numbers so this stays testable without a DOM). */
const PERMISSION_DENIED = 1
const POSITION_UNAVAILABLE = 2
const TIMEOUT = 3

/** docs/product.md §Messages: what a person reads when the position cannot be had, in the app's language. */
export function geolocationErrorText(code: number | 'unsupported'): string {
  switch (code) {
    case 'unsupported':
      return i18n._(msg`Geolocation is not supported by this browser`)
    case PERMISSION_DENIED:
      return i18n._(msg`Location access denied. Please enable location services.`)
    case POSITION_UNAVAILABLE:
      return i18n._(msg`Location information unavailable.`)
    case TIMEOUT:
      return i18n._(msg`Location request timed out.`)
    default:
      return i18n._(msg`Unable to retrieve location`)
  }
}
