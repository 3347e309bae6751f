/** GeolocationPositionError codes (the DOM constants, as numbers so this stays testable without a DOM). */
const PERMISSION_DENIED = 1
const POSITION_UNAVAILABLE = 2
const TIMEOUT = 3

/** docs/product.md §Messages: what a person reads when the position cannot be had. */
export function geolocationErrorText(code: number | 'unsupported'): string {
  switch (code) {
    case 'unsupported':
      return 'Geolocation is not supported by this browser'
    case PERMISSION_DENIED:
      return 'Location access denied. Please enable location services.'
    case POSITION_UNAVAILABLE:
      return 'Location information unavailable.'
    case TIMEOUT:
      return 'Location request timed out.'
    default:
      return 'Unable to retrieve location'
  }
}
