import { msg } from '@lingui/core/macro'
import type { Coordinates } from '../domain/contracts/air-quality'
import { demoPlaceName, useGeolocation } from '../features/location/use-geolocation'
import { i18n } from '../lib/i18n'

export interface DevicePlace {
  /**
   * /weekly-report (docs/product.md §Screens): 'Your Location' (in the app's language) when the
   * device gave its position, else 'New York City'.
   */
  name: string
  coords: Coordinates
}

/** Where the history and the weekly report are about; null while the device is still locating. */
export function useDevicePlace(): DevicePlace | null {
  const location = useGeolocation()
  if (location.status === 'locating') return null
  return { name: location.status === 'gps' ? i18n._(msg`Your Location`) : demoPlaceName(), coords: location.coords }
}
