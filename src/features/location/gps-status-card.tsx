import { Trans, useLingui } from '@lingui/react/macro'
import LocateFixed from 'lucide-react/icons/locate-fixed'
import LocateIcon from 'lucide-react/icons/locate'
import MapPinOff from 'lucide-react/icons/map-pin-off'
import RotateCw from 'lucide-react/icons/rotate-cw'
import { demoPlaceName, type LocationState } from './use-geolocation'

/**
 * The dashboard (docs/product.md §Screens): real GPS vs the demo location, with a retry that
 * reloads the page. Inside the first card, under the place's name (decision 260): the demo
 * location is called an example place, never shown as if the person were there.
 */
export function GpsStatusCard({ location }: { location: LocationState }) {
  const { t } = useLingui()
  const metres = location.status === 'gps' ? Math.round(location.accuracyMetres) : 0
  const demoName = demoPlaceName()
  return (
    <div className="gps-card" aria-label={t`Location status`} role="group">
      <div role="status" className="gps-card__body">
        {location.status === 'locating' && (
          <p className="gps-card__line">
            <LocateIcon aria-hidden="true" className="icon" />
            <Trans>Finding your location…</Trans>
          </p>
        )}
        {location.status === 'gps' && (
          <p className="gps-card__line">
            <LocateFixed aria-hidden="true" className="icon icon--ok" />
            <span className="small">
              <Trans>Using real GPS</Trans>
              {location.accuracyMetres >= 1 && (
                <span className="muted">
                  {' '}
                  <Trans>(accurate to about {metres} m)</Trans>
                </span>
              )}
            </span>
          </p>
        )}
        {location.status === 'demo' && (
          <>
            <p className="gps-card__line">
              <MapPinOff aria-hidden="true" className="icon icon--warn" />
              <span>
                <Trans>
                  <strong>{demoName}</strong> is an example place, not your location
                </Trans>
              </span>
            </p>
            <p className="gps-card__reason">{location.reason}</p>
          </>
        )}
      </div>
      {location.status === 'demo' && location.ask && (
        <button type="button" className="button button--secondary" onClick={location.ask}>
          <LocateFixed aria-hidden="true" className="icon" />
          <Trans>Use my location</Trans>
        </button>
      )}
      {location.status === 'demo' && !location.ask && (
        <button type="button" className="button button--secondary" onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" className="icon" />
          <Trans>Retry location</Trans>
        </button>
      )}
    </div>
  )
}
