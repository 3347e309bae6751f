import type { ChangeEvent, ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { levelText } from '../../domain/aqi/levels'
import type { DraftErrors, PreferencesDraft, ThresholdChoice } from './preferences-draft'
import { useTranslate } from '../../lib/i18n'

/** The inputs' ids, so the form can move focus to the first wrong one. */
export interface ThresholdIds {
  level: string
  usAqi: string
  pm25: string
  name: string
}

interface ThresholdFieldsetProps {
  draft: PreferencesDraft
  errors: DraftErrors
  ids: ThresholdIds
  onChange: (changes: Partial<PreferencesDraft>) => void
}

const LEVEL_CHOICES = [2, 3, 4, 5] as const

/** 'Alert me at': the profile's default, a 1-5 level, a US AQI value or PM2.5 in µg/m³. */
export function ThresholdFieldset({ draft, errors, ids, onChange }: ThresholdFieldsetProps) {
  const { t } = useLingui()
  const _ = useTranslate()
  const option = (choice: ThresholdChoice, label: string, hint: string, input?: ReactNode) => (
    <div className="threshold-option">
      <label className="radio-group__option">
        <input
          type="radio"
          name={ids.name}
          value={choice}
          checked={draft.threshold === choice}
          onChange={() => onChange({ threshold: choice })}
        />
        <span>
          {label}
          <span className="block muted small">{hint}</span>
        </span>
      </label>
      {draft.threshold === choice && input}
    </div>
  )
  const text = (field: 'usAqi' | 'pm25') => (event: ChangeEvent<HTMLInputElement>) => onChange({ [field]: event.target.value })

  return (
    <fieldset className="radio-group">
      <legend>
        <Trans>Alert me when the forecast reaches</Trans>
      </legend>
      {option(
        'default',
        t`The default for my profile`,
        t`Poor (level 4); Moderate (level 3) for a child, an older adult or someone with asthma or heart disease`,
      )}
      {option(
        'level',
        t`An air quality level`,
        t`On the 1-5 scale this app shows`,
        <div className="field threshold-option__input">
          <label htmlFor={ids.level} className="small">
            <Trans comment="An air quality level on the 1-5 scale">Level</Trans>
          </label>
          <select id={ids.level} className="input" value={draft.level} onChange={(e) => onChange({ level: e.target.value })}>
            {LEVEL_CHOICES.map((index) => (
              <option key={index} value={String(index)}>
                {index} – {levelText(index, _).label}
              </option>
            ))}
          </select>
          <FieldError id={`${ids.level}-error`} message={errors.level} />
        </div>,
      )}
      {option(
        'us_aqi',
        t`A US AQI value`,
        t`For example 151, where the EPA’s “Unhealthy” starts`,
        <NumberInput id={ids.usAqi} label={t`US AQI`} value={draft.usAqi} onChange={text('usAqi')} error={errors.usAqi} step="1" />,
      )}
      {option(
        'pm25',
        t`A PM2.5 concentration`,
        t`Fine particles in µg/m³, for example 55.5`,
        <NumberInput id={ids.pm25} label={t`PM2.5 (µg/m³)`} value={draft.pm25} onChange={text('pm25')} error={errors.pm25} step="0.1" />,
      )}
    </fieldset>
  )
}

interface NumberInputProps {
  id: string
  label: string
  value: string
  step: string
  error: string | undefined
  onChange: (event: ChangeEvent<HTMLInputElement>) => void
}

function NumberInput({ id, label, value, step, error, onChange }: NumberInputProps) {
  return (
    <div className="field threshold-option__input">
      <label htmlFor={id} className="small">
        {label}
      </label>
      <input
        id={id}
        className="input"
        type="number"
        inputMode="decimal"
        step={step}
        value={value}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={onChange}
      />
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}

export function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null
  return (
    <p id={id} className="field-error small">
      {message}
    </p>
  )
}
