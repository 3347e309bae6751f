import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import MapPin from 'lucide-react/icons/map-pin'
import Pencil from 'lucide-react/icons/pencil'
import type { Coordinates } from '../../domain/contracts/air-quality'
import { formatCoordinates } from '../../lib/coordinates'
import { canSaveLocationName, savedNameFor, useSavedLocationName } from './location-name'

interface LocationEditorProps {
  coords: Coordinates | null
  /** Shown when the user has not named this place. */
  defaultName: string
}

/** docs/product.md §States, place name: display ⇄ edit; Use Current fills in the coordinates; Save needs coordinates. */
export function LocationEditor({ coords, defaultName }: LocationEditorProps) {
  const { t } = useLingui()
  const [saved, setSaved] = useSavedLocationName()
  const [editing, setEditing] = useState(false)
  const [draft, setDraft] = useState('')
  const editButton = useRef<HTMLButtonElement>(null)
  const returnFocus = useRef(false)
  const inputId = useId()
  const hintId = useId()
  const name = savedNameFor(saved, coords) ?? defaultName

  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false
      editButton.current?.focus()
    }
  }, [editing])

  const close = () => {
    returnFocus.current = true
    setEditing(false)
  }

  const save = (event: FormEvent) => {
    event.preventDefault()
    if (!coords || !canSaveLocationName(coords, draft)) return
    setSaved({ name: draft.trim(), lat: coords.lat, lon: coords.lon })
    close()
  }

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close()
  }

  if (!editing) {
    return (
      <div className="location-name">
        <MapPin aria-hidden="true" className="icon" />
        <span className="location-name__text">{name}</span>
        <button
          ref={editButton}
          type="button"
          className="icon-button"
          aria-label={t`Edit location name`}
          onClick={() => {
            setDraft(name)
            setEditing(true)
          }}
        >
          <Pencil aria-hidden="true" className="icon" />
        </button>
      </div>
    )
  }

  const canSave = canSaveLocationName(coords, draft)
  return (
    <form className="location-form" onSubmit={save} onKeyDown={onKeyDown}>
      <label htmlFor={inputId} className="location-form__label">
        <Trans>Location name</Trans>
      </label>
      <input
        id={inputId}
        className="input"
        value={draft}
        maxLength={80}
        autoComplete="off"
        // Focus moves into the editor the user just opened.
        autoFocus
        aria-describedby={coords ? undefined : hintId}
        onChange={(event) => setDraft(event.target.value)}
      />
      {!coords && (
        <p id={hintId} className="muted small">
          <Trans>Waiting for your location: a name can be saved once it is known.</Trans>
        </p>
      )}
      <div className="location-form__actions">
        <button
          type="button"
          className="button button--secondary"
          disabled={!coords}
          onClick={() => coords && setDraft(formatCoordinates(coords))}
        >
          <Trans comment="Button: fills in the current coordinates">Use Current</Trans>
        </button>
        <button type="submit" className="button button--primary" disabled={!canSave}>
          <Trans>Save</Trans>
        </button>
        <button type="button" className="button button--ghost" onClick={close}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  )
}
