import { Trans } from '@lingui/react/macro'
import type { MonitoredPlace } from '../domain/contracts/alerts'
import { usePlaceName } from '../features/location/api/get-place-name'

/**
 * Under a watched place's name on /alerts: the town it is in, when that says more than the
 * name ("Grandma's" → "Near Pune"); nothing where no town is known. Never coordinates
 * (issue 25 item 4).
 */
export function PlaceTown({ place }: { place: MonitoredPlace }) {
  const town = usePlaceName(place)
  if (!town || town.name.trim().toLowerCase() === place.name.trim().toLowerCase()) return null
  const name = town.name
  return (
    <p className="muted small">
      <Trans comment="Under a watched place's name: the town it is in">Near {name}</Trans>
    </p>
  )
}
