import type { Coordinates } from '../domain/contracts/air-quality'
import { DEMO_LOCATION, useGeolocation } from '../features/location/use-geolocation'

export interface DevicePlace {
  /** /weekly-report (docs/product.md §Screens): 'Your Location' when the device gave its position, else 'New York City'. */
  name: 'Your Location' | typeof DEMO_LOCATION.name
  coords: Coordinates
}

/** Where the history and the weekly report are about; null while the device is still locating. */
export function useDevicePlace(): DevicePlace | null {
  const location = useGeolocation()
  if (location.status === 'locating') return null
  return { name: location.status === 'gps' ? 'Your Location' : DEMO_LOCATION.name, coords: location.coords }
}
