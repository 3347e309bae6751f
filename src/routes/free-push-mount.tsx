import { useLingui } from '@lingui/react/macro'
import { deviceTimeZone } from '../features/alerts/device-time-zone'
import { usePlaceName } from '../features/location/api/get-place-name'
import { useSavedLocationName } from '../features/location/location-name'
import { DEMO_LOCATION, demoPlaceName, useGeolocation } from '../features/location/use-geolocation'
import { FreePushCard } from '../features/push/free-push-card'
import type { PushPlace } from '../features/push/api/device-push'
import { roundCoordinates } from '../lib/coordinates'

/**
 * The free push opt-in (decision 265) with its places: where the device is (by its town's
 * name, never "Your location": the name is in every push) and the place the person saved a
 * name for. Without a position, the demo city is offered by its name, as the dashboard shows it.
 * A chunk of its own, loaded by the screens that show it.
 */
export default function FreePushMount() {
  const { t } = useLingui()
  const location = useGeolocation()
  const town = usePlaceName(location.status === 'gps' ? location.coords : null)?.name ?? null
  const [saved] = useSavedLocationName()
  const places: PushPlace[] = []
  if (location.status === 'gps' && location.coords) {
    places.push({ name: town ?? t({ message: 'Where I am', comment: "A place's name in a push notification when its town is not known" }), ...roundCoordinates(location.coords) })
  } else if (location.status !== 'locating') {
    places.push({ name: demoPlaceName(), lat: DEMO_LOCATION.lat, lon: DEMO_LOCATION.lon })
  }
  const savedPlace = saved && { name: saved.name.slice(0, 60), ...roundCoordinates(saved) }
  if (savedPlace && !places.some((p) => p.lat === savedPlace.lat && p.lon === savedPlace.lon)) places.push(savedPlace)
  return <FreePushCard places={places} timeZone={deviceTimeZone()} />
}
