import { useId, useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { SENSITIVITY_PROFILES, type AlertSettingsView } from '../../domain/contracts/alerts'
import { describeRequestError } from '../../lib/api'
import { toast } from '../../ui/toast/toast-store'
import { useUpdateAlertSettings } from './api/update-alert-settings'
import {
  dailyLimitHint,
  describeThreshold,
  draftFromPreferences,
  preferencesFromDraft,
  SENSITIVITY_LABELS,
  type DraftErrors,
  type DraftField,
  type PreferencesDraft,
} from './preferences-draft'
import { deviceTimeZone } from './device-time-zone'
import { QuietHoursFieldset } from './quiet-hours-fieldset'
import { TimeZoneFieldset } from './time-zone-fieldset'
import { FieldError, ThresholdFieldset } from './threshold-fieldset'

type InputField = Exclude<DraftField, 'form'>

/** Every zone the browser can name, for the time zone select (made once, when first needed). */
function knownTimeZones(): readonly string[] {
  try {
    return Intl.supportedValuesOf('timeZone')
  } catch {
    return []
  }
}

/**
 * Threshold, sensitivity profile, quiet hours, daily cap and all-clear texts: checked with
 * the same zod contract as the server, then saved with PUT /api/user/alert-settings.
 */
export function PreferencesForm({ settings }: { settings: AlertSettingsView }) {
  const { t, i18n } = useLingui()
  const [draft, setDraft] = useState(() => draftFromPreferences(settings.preferences))
  const [errors, setErrors] = useState<DraftErrors>({})
  const save = useUpdateAlertSettings()
  const [deviceZone] = useState(deviceTimeZone)
  const [zones] = useState(knownTimeZones)
  const base = useId()
  const ids: Record<InputField | 'name' | 'sensitivity' | 'timeZone', string> = {
    name: `${base}-threshold`,
    level: `${base}-level`,
    usAqi: `${base}-us-aqi`,
    pm25: `${base}-pm25`,
    ukDaqi: `${base}-uk-daqi`,
    eaqi: `${base}-eaqi`,
    quietHours: `${base}-quiet`,
    quietStart: `${base}-quiet-start`,
    quietEnd: `${base}-quiet-end`,
    dailyCap: `${base}-cap`,
    sensitivity: `${base}-sensitivity`,
    timeZone: `${base}-time-zone`,
  }
  const change = (changes: Partial<PreferencesDraft>) => {
    setDraft((current) => ({ ...current, ...changes }))
    // A message goes once its input changes (the times also clear "must differ").
    setErrors((current) => {
      const next = { ...current }
      for (const key of Object.keys(changes)) delete next[key as DraftField]
      if ('threshold' in changes) for (const key of ['level', 'usAqi', 'pm25', 'ukDaqi', 'eaqi'] as const) delete next[key]
      if ('quietStart' in changes || 'quietEnd' in changes) delete next.quietHours
      return next
    })
  }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    const result = preferencesFromDraft(draft)
    if (!result.ok) {
      setErrors(result.errors)
      // Focus goes to the first input that needs correcting; its message is read with it.
      const first = (Object.keys(result.errors) as DraftField[]).find((field): field is InputField => field !== 'form')
      if (first) document.getElementById(ids[first])?.focus()
      return
    }
    setErrors({})
    save.mutate(result.preferences, {
      onSuccess: () => toast({ title: t`Alert settings saved`, description: t`New alerts follow these settings.` }),
    })
  }

  const inForce = describeThreshold(settings.effectiveThreshold)
  const problem = errors.form ?? (Object.keys(errors).length > 0 ? t`Please correct the settings marked below their inputs.` : null)
  return (
    <form className="card form" aria-labelledby={`${base}-heading`} onSubmit={submit} noValidate>
      <h2 id={`${base}-heading`} className="card__title">
        <Trans>When to text me</Trans>
      </h2>
      <ThresholdFieldset draft={draft} errors={errors} ids={ids} onChange={change} />
      <p className="muted small">
        <Trans>In force now: {inForce}.</Trans>
      </p>

      <fieldset className="radio-group">
        <legend>
          <Trans>Who the alerts are for</Trans>
        </legend>
        <p className="muted small">
          <Trans>Your health profile: the same one picks the advice highlighted on the dashboard.</Trans>
        </p>
        {SENSITIVITY_PROFILES.map((profile) => (
          <label key={profile} className="radio-group__option">
            <input
              type="radio"
              name={ids.sensitivity}
              value={profile}
              checked={draft.sensitivity === profile}
              onChange={() => change({ sensitivity: profile })}
            />
            {i18n._(SENSITIVITY_LABELS[profile])}
          </label>
        ))}
      </fieldset>

      <TimeZoneFieldset
        value={draft.timeZone}
        saved={settings.preferences.timeZone}
        deviceZone={deviceZone}
        zones={zones}
        selectId={ids.timeZone}
        onChange={(timeZone) => change({ timeZone })}
      />

      <QuietHoursFieldset draft={draft} errors={errors} ids={ids} onChange={change} />

      <div className="field">
        <label htmlFor={ids.dailyCap} className="field__label">
          <Trans>Daily limit for all-clears and updates</Trans>
        </label>
        <input
          id={ids.dailyCap}
          className="input alerts-cap"
          type="number"
          inputMode="numeric"
          min={1}
          max={10}
          step={1}
          value={draft.dailyCap}
          onChange={(e) => change({ dailyCap: e.target.value })}
          aria-describedby={`${ids.dailyCap}-hint${errors.dailyCap ? ` ${ids.dailyCap}-error` : ''}`}
          aria-invalid={errors.dailyCap ? true : undefined}
        />
        <p id={`${ids.dailyCap}-hint`} className="muted small">
          {dailyLimitHint(draft.dailyCap)}
        </p>
        <FieldError id={`${ids.dailyCap}-error`} message={errors.dailyCap} />
      </div>

      <label className="radio-group__option">
        <input type="checkbox" checked={draft.allClear} onChange={(e) => change({ allClear: e.target.checked })} />
        <Trans>Text me when the air is clear again</Trans>
      </label>

      {(problem || save.isError) && (
        <p className="form-error" role="alert">
          {problem ?? describeRequestError(save.error)}
        </p>
      )}
      <button type="submit" className="button button--primary" disabled={save.isPending} aria-busy={save.isPending}>
        {save.isPending ? t`Saving…` : t`Save settings`}
      </button>
    </form>
  )
}
