import LocateFixed from 'lucide-react/icons/locate-fixed'
import LocateIcon from 'lucide-react/icons/locate'
import MapPinOff from 'lucide-react/icons/map-pin-off'
import RotateCw from 'lucide-react/icons/rotate-cw'
import { DEMO_LOCATION, type LocationState } from './use-geolocation'

/** The dashboard (docs/product.md §Screens): real GPS vs the demo location, with a retry that reloads the page. */
export function GpsStatusCard({ location }: { location: LocationState }) {
  return (
    <section className="card gps-card" aria-labelledby="gps-heading">
      <h2 id="gps-heading" className="visually-hidden">
        Location status
      </h2>
      <div role="status" className="gps-card__body">
        {location.status === 'locating' && (
          <p className="gps-card__line">
            <LocateIcon aria-hidden="true" className="icon" />
            Finding your location…
          </p>
        )}
        {location.status === 'gps' && (
          <p className="gps-card__line">
            <LocateFixed aria-hidden="true" className="icon icon--ok" />
            <span>
              Using real GPS
              {location.accuracyMetres >= 1 && (
                <span className="muted"> (accurate to about {Math.round(location.accuracyMetres)} m)</span>
              )}
            </span>
          </p>
        )}
        {location.status === 'demo' && (
          <>
            <p className="gps-card__line">
              <MapPinOff aria-hidden="true" className="icon icon--warn" />
              <span>
                Using demo location: <strong>{DEMO_LOCATION.name}</strong>
              </span>
            </p>
            <p className="gps-card__reason">{location.reason}</p>
          </>
        )}
      </div>
      {location.status === 'demo' && location.ask && (
        <button type="button" className="button button--secondary" onClick={location.ask}>
          <LocateFixed aria-hidden="true" className="icon" />
          Use my location
        </button>
      )}
      {location.status === 'demo' && !location.ask && (
        <button type="button" className="button button--secondary" onClick={() => window.location.reload()}>
          <RotateCw aria-hidden="true" className="icon" />
          Retry location
        </button>
      )}
    </section>
  )
}
