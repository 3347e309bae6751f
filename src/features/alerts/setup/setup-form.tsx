import { useId, useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '../../../lib/router'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { describeThreshold, defaultThreshold } from '../../../domain/alerts/threshold'
import type { MessageDescriptor } from '../../../domain/i18n/locales'
import { SENSITIVITY_PROFILES, type AlertSettingsView, type MonitoredPlace, type PlaceInput, type Sensitivity } from '../../../domain/contracts/alerts'
import { describeRequestError } from '../../../lib/api'
import { distanceMetres } from '../../../lib/coordinates'
import { queryKeys } from '../../../lib/query-keys'
import { addPlace } from '../api/add-place'
import { getPlaces } from '../api/get-places'
import { giveAlertConsent } from '../api/give-alert-consent'
import { removePlace } from '../api/remove-place'
import { updateAlertSettings } from '../api/update-alert-settings'
import { missingDisclosures } from '../consent-disclosures'
import { formatPhone } from '../phone-entry'
import { SENSITIVITY_LABELS } from '../preferences-draft'
import { PRIVACY_PATH, SMS_TERMS_PATH } from '../sms-terms'
import { SAME_PLACE_METRES } from '../watch-place'
import { runSetup, type SetupResult } from './run-setup'
import { clearSetupDraft, storeSetupDraft, type SetupDraft } from './setup-choices'

/** Where the device is: a place to watch, not yet known, or not shared (with the reason). */
export type HerePlace =
  | { status: 'known'; place: PlaceInput }
  | { status: 'locating' }
  /** `ask`: the browser has not been asked yet; calling it asks. */
  | { status: 'unavailable'; reason: string; ask?: () => void }

interface SetupFormProps {
  settings: AlertSettingsView
  places: readonly MonitoredPlace[]
  /** The app's health profile, as an alert sensitivity: the starting choice. */
  sensitivity: Sensitivity
  here: HerePlace
  /** What this tab chose before leaving the screen (the phone detour, Back), restored (decision 205). */
  restored?: SetupDraft | null
  /** This device's IANA zone: the member's clock when none is saved yet. */
  deviceZone?: string | null
  onDone: (result: SetupResult) => void
}

const samePlace = (a: PlaceInput, b: MonitoredPlace) => distanceMetres(a, b) <= SAME_PLACE_METRES

/**
 * The short setup after payment (issue 15, item 1): who the alerts are for, the phone and
 * its consent, and which places to watch — where I am now and every saved place, all ticked.
 * One press agrees to the texts and switches alerts on.
 */
export function SetupForm({ settings, places, sensitivity: initial, here, restored = null, deviceZone = null, onDone }: SetupFormProps) {
  const { t, i18n } = useLingui()
  const queryClient = useQueryClient()
  const ids = { profile: useId(), consent: useId(), nothing: useId(), level: useId() }
  const [draft, setDraft] = useState<SetupDraft>(() => restored ?? { sensitivity: initial, watchHere: true, droppedPlaceIds: [] })
  const { sensitivity, watchHere } = draft
  const kept = places.filter((place) => !draft.droppedPlaceIds.includes(place.id)).map((place) => place.id)
  // Kept for this tab on each change the person makes (not on mount: an untouched screen
  // follows the profile chosen elsewhere meanwhile).
  const choose = (changes: Partial<SetupDraft>) => {
    const next = { ...draft, ...changes }
    setDraft(next)
    storeSetupDraft(next)
  }
  const timeZone = settings.preferences.timeZone ?? deviceZone
  const ownLevel = settings.preferences.threshold
  const say = (descriptor: MessageDescriptor) => i18n._(descriptor)
  const profileLevel = describeThreshold(defaultThreshold(sensitivity), say)
  const ownLevelName = ownLevel ? describeThreshold(ownLevel, say) : ''
  const hereWatched = here.status === 'known' ? places.find((place) => samePlace(here.place, place)) : undefined
  const hereWatchedName = hereWatched?.name
  const watchesHere = watchHere && here.status === 'known' && !hereWatched
  const nothingWatched = !watchesHere && kept.length === 0
  const setup = useMutation({
    mutationFn: () =>
      runSetup(
        {
          sensitivity,
          watchHere: watchesHere && here.status === 'known' ? here.place : null,
          keepPlaceIds: kept,
          timeZone: settings.preferences.timeZone === null ? deviceZone : null,
        },
        settings,
        { places: () => getPlaces(), addPlace, removePlace, updateSettings: updateAlertSettings, giveConsent: giveAlertConsent },
        samePlace,
      ),
    onSuccess: async (result) => {
      clearSetupDraft()
      queryClient.setQueryData(queryKeys.alerts.settings, result.settings)
      onDone(result)
      await queryClient.invalidateQueries({ queryKey: queryKeys.alerts.places })
      await queryClient.invalidateQueries({ queryKey: queryKeys.account.currentUser })
    },
  })
  const extra = missingDisclosures(settings.consentText.text, settings.preferences.dailyCap)
  const phone = settings.phoneVerified ? settings.phoneNumber : null
  const phoneText = phone ? formatPhone(phone) : ''
  const blocked = phone === null || settings.optedOut
  // 'Where I am now' is ticked by default: wait for the position rather than set up without it.
  const locating = watchHere && !hereWatched && here.status === 'locating'

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!blocked && !locating) setup.mutate()
  }

  return (
    <form className="setup" onSubmit={submit} aria-describedby={nothingWatched ? ids.nothing : undefined}>
      <div className="card">
        <fieldset className="radio-group">
          <legend className="card__title">
            <Trans>1. Who the alerts are for</Trans>
          </legend>
          <p className="muted small">
            <Trans>Your health profile for the whole app: a sensitive group is warned a level earlier (Moderate).</Trans>
          </p>
          {SENSITIVITY_PROFILES.map((profile) => (
            <label key={profile} className="radio-group__option">
              <input
                type="radio"
                name={ids.profile}
                value={profile}
                checked={sensitivity === profile}
                onChange={() => choose({ sensitivity: profile })}
                aria-describedby={ids.level}
              />
              {i18n._(SENSITIVITY_LABELS[profile])}
            </label>
          ))}
          <p id={ids.level} className="small setup__level" role="status">
            {ownLevel ? t`Alerts at ${profileLevel}, in place of your own level, ${ownLevelName}.` : t`Alerts at ${profileLevel}.`}
          </p>
        </fieldset>
      </div>

      <div className="card">
        <fieldset className="radio-group">
          <legend className="card__title">
            <Trans>2. Where to watch</Trans>
          </legend>
          <label className="radio-group__option">
            <input
              type="checkbox"
              checked={hereWatched !== undefined || (watchHere && here.status === 'known')}
              disabled={here.status !== 'known' || hereWatched !== undefined}
              onChange={(event) => choose({ watchHere: event.target.checked })}
            />
            <span>
              <Trans>Where I am now</Trans>
              <span className="muted small setup__where">
                {' — '}
                {hereWatched
                  ? t`already watched as “${hereWatchedName}”`
                  : here.status === 'known'
                    ? here.place.name
                    : here.status === 'locating'
                      ? t`finding your position…`
                      : here.reason}
              </span>
            </span>
          </label>
          {places
            .filter((place) => place.id !== hereWatched?.id)
            .map((place) => (
              <label key={place.id} className="radio-group__option">
                <input
                  type="checkbox"
                  checked={kept.includes(place.id)}
                  onChange={(event) => {
                    const others = draft.droppedPlaceIds.filter((id) => id !== place.id)
                    choose({ droppedPlaceIds: event.target.checked ? others : [...others, place.id] })
                  }}
                />
                {place.name}
              </label>
            ))}
          {here.status === 'unavailable' && here.ask && (
            <button type="button" className="button button--secondary button--small" onClick={here.ask}>
              <Trans>Share my position</Trans>
            </button>
          )}
          {nothingWatched && (
            <p id={ids.nothing} className="notice small" role="status">
              <Trans>No place is ticked: alerts will be on, but nothing is watched, so no alert will be texted until you add a place.</Trans>
            </p>
          )}
        </fieldset>
      </div>

      <section className="card" aria-labelledby={ids.consent}>
        <h2 id={ids.consent} className="card__title">
          <Trans>3. Your phone</Trans>
        </h2>
        {phone ? (
          <p>
            <Trans>
              Texts go to <strong>{phoneText}</strong>, the number you verified. <Link to="/alerts">Change it</Link>
            </Trans>
          </p>
        ) : (
          <p>
            <Trans>
              Alerts are only texted to a number you have verified. <Link to="/sign-in?next=/setup">Add your phone</Link>
            </Trans>
          </p>
        )}
        {timeZone && (
          <p className="small">
            {settings.preferences.timeZone === null ? (
              <Trans>
                Quiet hours and the daily limit follow your clock: <strong className="setup__zone">{timeZone}</strong>, this device’s time
                zone. You can change it in Alert Settings.
              </Trans>
            ) : (
              <Trans>
                Quiet hours and the daily limit follow your clock: <strong className="setup__zone">{timeZone}</strong>. You can change it in
                Alert Settings.
              </Trans>
            )}
          </p>
        )}
        {settings.optedOut && (
          <p className="notice small">
            <Trans comment="STOP and START are the keywords a person texts; they stay in English">
              This number replied STOP. Text START to AirAhead’s number, then come back here.
            </Trans>
          </p>
        )}
        {settings.delivery === 'outbox' && (
          <p className="notice small">
            <Trans>Local mode: texts are kept in the outbox instead of being sent.</Trans>
          </p>
        )}
        <div className="small setup__consent">
          <p>{settings.consentText.text}</p>
          {extra.map((line) => (
            <p key={line}>{line}</p>
          ))}
          <p>
            <Link to={SMS_TERMS_PATH}>
              <Trans>SMS terms</Trans>
            </Link>{' '}
            ·{' '}
            <Link to={PRIVACY_PATH}>
              <Trans>Privacy notice</Trans>
            </Link>
          </p>
        </div>
      </section>

      {setup.isError && (
        <p className="form-error" role="alert">
          {describeRequestError(setup.error)}
        </p>
      )}
      <button
        type="submit"
        className="button button--primary button--large setup__submit"
        disabled={blocked || locating || setup.isPending}
        aria-busy={setup.isPending || locating}
      >
        {setup.isPending ? t`Turning alerts on…` : locating ? t`Finding your position…` : t`Agree and turn on alerts`}
      </button>
    </form>
  )
}
