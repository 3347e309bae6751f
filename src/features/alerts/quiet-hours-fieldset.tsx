import { Trans, useLingui } from '@lingui/react/macro'
import type { DraftErrors, PreferencesDraft } from './preferences-draft'
import { FieldError } from './threshold-fieldset'

interface QuietHoursFieldsetProps {
  draft: PreferencesDraft
  errors: DraftErrors
  ids: { quietHours: string; quietStart: string; quietEnd: string }
  onChange: (changes: Partial<PreferencesDraft>) => void
}

/** Quiet hours on/off and their two times (default 22:00-07:00), on the member's clock (decision 200). */
export function QuietHoursFieldset({ draft, errors, ids, onChange }: QuietHoursFieldsetProps) {
  const { t } = useLingui()
  const zone = draft.timeZone
  const described = (id: string, error: string | undefined) =>
    error ? { 'aria-invalid': true, 'aria-describedby': `${id}-error` } : {}
  const time = (id: string, label: string, field: 'quietStart' | 'quietEnd') => (
    <div className="field">
      <label htmlFor={id} className="small">
        {label}
      </label>
      <input
        id={id}
        className="input"
        type="time"
        value={draft[field]}
        onChange={(e) => onChange({ [field]: e.target.value })}
        {...described(id, errors[field])}
      />
      <FieldError id={`${id}-error`} message={errors[field]} />
    </div>
  )
  return (
    <fieldset className="radio-group">
      <legend>
        <Trans>Quiet hours</Trans>
      </legend>
      <label className="radio-group__option">
        <input
          id={ids.quietHours}
          type="checkbox"
          checked={draft.quietHours}
          onChange={(e) => onChange({ quietHours: e.target.checked })}
          {...described(ids.quietHours, errors.quietHours)}
        />
        <Trans>No texts at night</Trans>
      </label>
      {draft.quietHours && (
        <div className="quiet-hours">
          {time(ids.quietStart, t({ message: 'From', comment: 'The start of quiet hours (a time)' }), 'quietStart')}
          {time(ids.quietEnd, t({ message: 'To', comment: 'The end of quiet hours (a time)' }), 'quietEnd')}
        </div>
      )}
      <FieldError id={`${ids.quietHours}-error`} message={errors.quietHours} />
      <p className="muted small">
        {zone === null ? t`On each place’s own clock until your time zone is set.` : t`On your clock (${zone}), wherever the place is.`}{' '}
        <Trans>A warning due in them comes before they begin; Very Poor alerts still come through.</Trans>
      </p>
    </fieldset>
  )
}
