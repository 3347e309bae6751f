import './offline-badge.css'

/** Marks data that came from the device's cache because the network could not be reached. */
export function OfflineBadge() {
  return <span className="badge badge--offline">Offline</span>
}
