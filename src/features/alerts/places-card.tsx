import { useRef, type ComponentType } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { MAX_MONITORED_PLACES, type MonitoredPlace } from '../../domain/contracts/alerts'
import { describeRequestError } from '../../lib/api'
import { Skeleton } from '../../ui/skeleton'
import { usePlaces } from './api/get-places'
import { PlaceRow } from './place-row'

export interface PlacesCardSlots {
  /** The Add place control; `onAdded` gives the list's heading focus back. */
  AddPlace?: ComponentType<{ onAdded: () => void }>
  /** Under a place's name: where it is, in words (its town). */
  PlaceDetail?: ComponentType<{ place: MonitoredPlace }>
}

/**
 * 'Your places': the places the alerts watch, Add place (decision 261), rename and remove,
 * and how many of the 10 are used.
 */
export function PlacesCard({ AddPlace, PlaceDetail }: PlacesCardSlots) {
  const { t } = useLingui()
  const places = usePlaces()
  const heading = useRef<HTMLHeadingElement>(null)
  const focusList = () => heading.current?.focus()
  const used = places.data?.length ?? 0
  const max = MAX_MONITORED_PLACES
  return (
    <section className="card" aria-labelledby="places-heading" aria-busy={places.isFetching}>
      <div className="card__header">
        <h2 id="places-heading" ref={heading} tabIndex={-1} className="card__title">
          <Trans>Your places</Trans>
        </h2>
        {places.data && (
          <span className="muted small">
            <Trans comment="How many of the places one can watch are in use, e.g. '3 of 10'">
              {used} of {max}
            </Trans>
          </span>
        )}
      </div>
      {places.data && AddPlace && <AddPlace onAdded={focusList} />}
      {places.isPending ? (
        <Skeleton height={96} label={t`Loading your places…`} />
      ) : places.isError ? (
        <div role="alert">
          <p>
            <Trans>Could not load your places.</Trans>
          </p>
          <p className="muted small">{describeRequestError(places.error)}</p>
          <button type="button" className="button button--ghost button--small" onClick={() => void places.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : places.data.length === 0 ? (
        <EmptyPlaces />
      ) : (
        <ul className="places">
          {places.data.map((place: MonitoredPlace) => (
            // After a removal the row is gone: focus returns to the list's heading.
            <PlaceRow key={place.id} place={place} detail={PlaceDetail && <PlaceDetail place={place} />} onRemoved={focusList} />
          ))}
        </ul>
      )}
    </section>
  )
}

function EmptyPlaces() {
  return (
    <p className="muted">
      <Trans>
        No places yet. <strong>Add place</strong> for home, school, work or grandma’s: search for it, use where you are now, or
        pick it on the map.
      </Trans>
    </p>
  )
}
