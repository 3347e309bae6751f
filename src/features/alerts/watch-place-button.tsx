import { useEffect, useRef } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '../../lib/router'
import BellRing from 'lucide-react/icons/bell-ring'
import Eye from 'lucide-react/icons/eye'
import type { Coordinates } from '../../domain/contracts/air-quality'
import { describeRequestError } from '../../lib/api'
import { toast } from '../../ui/toast/toast-store'
import { useAddPlace } from './api/add-place'
import { usePlaces } from './api/get-places'
import { placeToWatch, watchedPlaceAt } from './watch-place'
import '../../styles/watch-place.css'

interface WatchPlaceButtonProps {
  /** The name the place is shown with; it can be changed later on /alerts. */
  name: string
  coords: Coordinates
}

/**
 * 'Watch this place' (issue 5, item 3), for Premium members: adds the place to the ones the
 * alerts watch, or says it is already watched. Loaded on demand by the pages that show it.
 */
export function WatchPlaceButton({ name, coords }: WatchPlaceButtonProps) {
  const { t } = useLingui()
  const places = usePlaces()
  const add = useAddPlace()
  const watched = places.data && watchedPlaceAt(places.data, coords)
  const note = useRef<HTMLParagraphElement>(null)
  const added = add.isSuccess

  // The button the person pressed gives way to the note: focus follows, so it is not lost.
  useEffect(() => {
    if (added && watched) note.current?.focus()
  }, [added, watched])

  if (watched) {
    const watchedName = watched.name
    return (
      <p ref={note} tabIndex={-1} className="watch-place small">
        <BellRing aria-hidden="true" className="icon icon--ok" />
        <span>
          <Trans>
            Watched as “{watchedName}”. <Link to="/alerts">Alert settings</Link>
          </Trans>
        </span>
      </p>
    )
  }
  const busy = add.isPending || places.isLoading
  return (
    <button
      type="button"
      className="button button--secondary button--small watch-place__button"
      disabled={busy}
      aria-busy={busy}
      onClick={() =>
        add.mutate(placeToWatch(name, coords), {
          onSuccess: (place) => {
            const added = place.name
            toast({ title: t`Place added`, description: t`${added} is now one of your places: alerts for it come by text once SMS alerts are on.` })
          },
          onError: (error) => toast({ title: t`Could not watch this place`, description: describeRequestError(error), variant: 'destructive' }),
        })
      }
    >
      <Eye aria-hidden="true" className="icon" />
      {add.isPending ? t`Adding place…` : t`Watch this place`}
    </button>
  )
}
