import { Trans } from '@lingui/react/macro'
import './offline-badge.css'

/** Marks data that came from the device's cache because the network could not be reached. */
export function OfflineBadge() {
  return (
    <span className="badge badge--offline">
      <Trans comment="A badge on data read from the device because the network could not be reached">Offline</Trans>
    </span>
  )
}
