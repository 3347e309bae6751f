import { useId, useRef, useState } from 'react'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import LocateFixed from 'lucide-react/icons/locate-fixed'
import MapIcon from 'lucide-react/icons/map'
import Plus from 'lucide-react/icons/plus'
import type { Coordinates } from '../domain/contracts/air-quality'
import { MAX_MONITORED_PLACES } from '../domain/contracts/alerts'
import { useAddPlace } from '../features/alerts/api/add-place'
import { usePlaces } from '../features/alerts/api/get-places'
import { nameForNewPlace, placeToWatch, watchedPlaceAt } from '../features/alerts/watch-place'
import { getPlaceName } from '../features/location/api/get-place-name'
import { LocationSearch } from '../features/lookup/location-search'
import { describeRequestError } from '../lib/api'
import { i18n } from '../lib/i18n'
import { Link } from '../lib/router'
import { toast } from '../ui/toast/toast-store'

/** How long "Where I am now" waits for a position, ms. */
const POSITION_TIMEOUT_MS = 15_000

/** The device's position, once, or the reason it is not known. */
function currentPosition(): Promise<Coordinates> {
  return new Promise((resolve, reject) => {
    if (!('geolocation' in navigator)) return reject(new Error(i18n._(msg`This browser cannot share its position.`)))
    navigator.geolocation.getCurrentPosition(
      (position) => resolve({ lat: position.coords.latitude, lon: position.coords.longitude }),
      (error) =>
        reject(
          new Error(
            error.code === error.PERMISSION_DENIED
              ? i18n._(msg`Location access is off for this site: search for the place instead.`)
              : i18n._(msg`Your position could not be found: search for the place instead.`),
          ),
        ),
      { timeout: POSITION_TIMEOUT_MS, maximumAge: 60_000 },
    )
  })
}

/**
 * "Add place" on /alerts (issue 25 item 4; decision 261): a name (optional), then one tap on a
 * search suggestion, "Where I am now" or "From the map". The place is named by the typed name,
 * else its town; never by coordinates. With neither, the person is asked for a name.
 */
export default function AddPlace({ onAdded }: { onAdded: () => void }) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const [typed, setTyped] = useState('')
  const [message, setMessage] = useState<string | null>(null)
  const [locating, setLocating] = useState(false)
  const places = usePlaces()
  const add = useAddPlace()
  const nameInput = useRef<HTMLInputElement>(null)
  const ids = { name: useId(), hint: useId(), panel: useId() }
  const max = MAX_MONITORED_PLACES
  const full = (places.data?.length ?? 0) >= max

  const save = (coords: Coordinates, town: string | null) => {
    const existing = places.data && watchedPlaceAt(places.data, coords)
    if (existing) {
      const watchedName = existing.name
      return setMessage(t`That place is already watched as “${watchedName}”.`)
    }
    const name = nameForNewPlace(typed, town)
    if (name === null) {
      setMessage(t`No town is known there: type a name for this place above, then choose it again.`)
      nameInput.current?.focus()
      return
    }
    setMessage(null)
    add.mutate(placeToWatch(name, coords), {
      onSuccess: (place) => {
        const added = place.name
        toast({ title: t`Place added`, description: t`${added} is now one of your places. Rename it any time.` })
        setTyped('')
        setOpen(false)
        onAdded()
      },
      onError: (error) => setMessage(describeRequestError(error)),
    })
  }

  const whereIAm = async () => {
    setLocating(true)
    setMessage(null)
    try {
      const coords = await currentPosition()
      const town = await getPlaceName(coords).then((place) => place?.name ?? null, () => null)
      save(coords, town)
    } catch (error) {
      setMessage(error instanceof Error ? error.message : String(error))
    } finally {
      setLocating(false)
    }
  }

  if (!open) {
    return (
      <button
        type="button"
        className="button button--primary button--small"
        aria-expanded={false}
        aria-controls={ids.panel}
        disabled={full}
        title={full ? t`All ${max} places are in use: remove one first.` : undefined}
        onClick={() => setOpen(true)}
      >
        <Plus aria-hidden="true" className="icon" />
        <Trans>Add place</Trans>
      </button>
    )
  }
  const busy = add.isPending || locating
  return (
    <section id={ids.panel} className="add-place" aria-label={t`Add a place`} aria-busy={busy}>
      <label htmlFor={ids.name} className="add-place__label">
        <Trans comment="A place's name">
          Name <span className="muted small">(optional)</span>
        </Trans>
      </label>
      <input
        ref={nameInput}
        id={ids.name}
        className="input"
        value={typed}
        maxLength={60}
        autoComplete="off"
        placeholder={t`Grandma’s, School…`}
        aria-describedby={ids.hint}
        onChange={(event) => setTyped(event.target.value)}
      />
      <p id={ids.hint} className="muted small">
        <Trans>Left empty, the place is named by its town. Then choose where it is:</Trans>
      </p>
      <LocationSearch onSelect={(result) => save({ lat: result.lat, lon: result.lon }, result.name)} />
      <div className="add-place__choices">
        <button type="button" className="button button--secondary" disabled={busy} aria-busy={locating} onClick={() => void whereIAm()}>
          <LocateFixed aria-hidden="true" className="icon" />
          {locating ? t`Finding you…` : t`Where I am now`}
        </button>
        <Link to="/map" className="button button--secondary">
          <MapIcon aria-hidden="true" className="icon" />
          <Trans>From the map</Trans>
        </Link>
      </div>
      {add.isPending && (
        <p className="muted small" role="status">
          <Trans>Adding the place…</Trans>
        </p>
      )}
      {message && (
        <p className="field-error small" role="alert">
          {message}
        </p>
      )}
      <button
        type="button"
        className="button button--ghost button--small"
        onClick={() => {
          setOpen(false)
          setMessage(null)
        }}
      >
        <Trans>Cancel</Trans>
      </button>
    </section>
  )
}
