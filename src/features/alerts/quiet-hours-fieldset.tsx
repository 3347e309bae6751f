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
      <legend>Quiet hours</legend>
      <label className="radio-group__option">
        <input
          id={ids.quietHours}
          type="checkbox"
          checked={draft.quietHours}
          onChange={(e) => onChange({ quietHours: e.target.checked })}
          {...described(ids.quietHours, errors.quietHours)}
        />
        No texts at night
      </label>
      {draft.quietHours && (
        <div className="quiet-hours">
          {time(ids.quietStart, 'From', 'quietStart')}
          {time(ids.quietEnd, 'To', 'quietEnd')}
        </div>
      )}
      <FieldError id={`${ids.quietHours}-error`} message={errors.quietHours} />
      <p className="muted small">
        {draft.timeZone === null
          ? 'On each place’s own clock until your time zone is set.'
          : `On your clock (${draft.timeZone}), wherever the place is.`}{' '}
        A warning due in them comes before they begin; Very Poor alerts still come through.
      </p>
    </fieldset>
  )
}
