import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import MapPin from 'lucide-react/icons/map-pin'
import { placeInputSchema, type MonitoredPlace } from '../../domain/contracts/alerts'
import { describeRequestError } from '../../lib/api'
import { toast } from '../../ui/toast/toast-store'
import { useRemovePlace } from './api/remove-place'
import { useRenamePlace } from './api/rename-place'

interface PlaceRowProps {
  place: MonitoredPlace
  /** Where it is, in words (its town); never coordinates (issue 25 item 4). */
  detail?: ReactNode
  onRemoved: () => void
}

/** One watched place: its name and where it is, Rename (inline form) and Remove. */
export function PlaceRow({ place, detail, onRemoved }: PlaceRowProps) {
  const { t } = useLingui()
  const [editing, setEditing] = useState(false)
  const name = place.name
  const rename = useRenamePlace()
  const remove = useRemovePlace()
  const renameButton = useRef<HTMLButtonElement>(null)
  const returnFocus = useRef(false)

  useEffect(() => {
    if (!editing && returnFocus.current) {
      returnFocus.current = false
      renameButton.current?.focus()
    }
  }, [editing])

  const close = () => {
    returnFocus.current = true
    rename.reset()
    setEditing(false)
  }

  if (editing) {
    return (
      <li className="places__item">
        <RenameForm
          place={place}
          busy={rename.isPending}
          serverError={rename.isError ? describeRequestError(rename.error) : null}
          onCancel={close}
          onSave={(name) => rename.mutate({ place, name }, { onSuccess: close })}
        />
      </li>
    )
  }
  return (
    <li className="places__item">
      <MapPin aria-hidden="true" className="icon icon--ok" />
      <div className="places__text">
        <p className="places__name">{place.name}</p>
        {detail}
        {remove.isError && (
          <p className="field-error small" role="alert">
            {describeRequestError(remove.error)}
          </p>
        )}
      </div>
      <div className="places__actions">
        <button
          ref={renameButton}
          type="button"
          className="button button--ghost button--small"
          aria-label={t`Rename ${name}`}
          onClick={() => setEditing(true)}
        >
          <Trans>Rename</Trans>
        </button>
        <button
          type="button"
          className="button button--ghost button--small places__remove"
          aria-label={t`Remove ${name}`}
          disabled={remove.isPending}
          onClick={() =>
            remove.mutate(place, {
              onSuccess: () => {
                toast({ title: t`Place removed`, description: t`No more alerts for ${name}.` })
                onRemoved()
              },
            })
          }
        >
          {remove.isPending ? t`Removing…` : t`Remove`}
        </button>
      </div>
    </li>
  )
}

interface RenameFormProps {
  place: MonitoredPlace
  busy: boolean
  serverError: string | null
  onCancel: () => void
  onSave: (name: string) => void
}

function RenameForm({ place, busy, serverError, onCancel, onSave }: RenameFormProps) {
  const { t } = useLingui()
  const [name, setName] = useState(place.name)
  const current = place.name
  const [invalid, setInvalid] = useState<string | null>(null)
  const ids = { input: useId(), error: useId() }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    const parsed = placeInputSchema.shape.name.safeParse(name)
    if (!parsed.success) return setInvalid(parsed.error.issues[0]?.message ?? t`Give the place a name`)
    setInvalid(null)
    onSave(parsed.data)
  }
  const message = invalid ?? serverError
  return (
    <form className="places__rename" onSubmit={submit} onKeyDown={(e) => e.key === 'Escape' && onCancel()} noValidate>
      <label htmlFor={ids.input} className="small">
        <Trans>New name for {current}</Trans>
      </label>
      <input
        id={ids.input}
        className="input"
        value={name}
        maxLength={60}
        autoComplete="off"
        // Focus moves into the form the person just opened.
        autoFocus
        aria-invalid={message ? true : undefined}
        aria-describedby={message ? ids.error : undefined}
        onChange={(e) => setName(e.target.value)}
      />
      {message && (
        <p id={ids.error} className="field-error small" role="alert">
          {message}
        </p>
      )}
      <div className="places__actions">
        <button type="submit" className="button button--primary button--small" disabled={busy} aria-busy={busy}>
          {busy ? t`Saving…` : t`Save`}
        </button>
        <button type="button" className="button button--ghost button--small" onClick={onCancel}>
          <Trans>Cancel</Trans>
        </button>
      </div>
    </form>
  )
}
