import type { ChangeEvent, ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { levelText } from '../../domain/aqi/levels'
import { regionalLevelNameMessage } from '../../domain/aqi/regional-levels'
import { OFFICIAL_INDEX_NAMES } from '../../domain/alerts/threshold'
import type { Translate } from '../../domain/i18n/locales'
import type { DraftErrors, PreferencesDraft, ThresholdChoice } from './preferences-draft'
import { useTranslate } from '../../lib/i18n'

/** The inputs' ids, so the form can move focus to the first wrong one. */
export interface ThresholdIds {
  level: string
  usAqi: string
  pm25: string
  ukDaqi: string
  eaqi: string
  name: string
}

interface ThresholdFieldsetProps {
  draft: PreferencesDraft
  errors: DraftErrors
  ids: ThresholdIds
  onChange: (changes: Partial<PreferencesDraft>) => void
}

const LEVEL_CHOICES = [2, 3, 4, 5] as const
/** The official indexes' choices (decision 275): DAQI from Moderate (4), EAQI from Fair (2). */
const DAQI_CHOICES = [4, 5, 6, 7, 8, 9, 10] as const
const EAQI_CHOICES = [2, 3, 4, 5, 6] as const

/**
 * 'Alert me at': the profile's default, a 1-5 level, an official index (UK DAQI, European AQI;
 * decision 275), a US AQI value or PM2.5 in µg/m³.
 */
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
        'uk_daqi',
        t`A UK DAQI value`,
        t`The index DEFRA publishes for the UK, 1-10; its warning level is 7 (High). Texts name it.`,
        <IndexSelect id={ids.ukDaqi} label={_(OFFICIAL_INDEX_NAMES.uk_daqi)} value={draft.ukDaqi} choices={DAQI_CHOICES} kind="uk_daqi" error={errors.ukDaqi} onChange={(ukDaqi) => onChange({ ukDaqi })} />,
      )}
      {option(
        'eaqi',
        t`A European AQI level`,
        t`The index the EEA publishes for Europe, 1-6; its warning level is 4 (Poor). Texts name it.`,
        <IndexSelect id={ids.eaqi} label={_(OFFICIAL_INDEX_NAMES.eaqi)} value={draft.eaqi} choices={EAQI_CHOICES} kind="eaqi" error={errors.eaqi} onChange={(eaqi) => onChange({ eaqi })} />,
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

interface IndexSelectProps {
  id: string
  label: string
  value: string
  choices: readonly number[]
  kind: 'uk_daqi' | 'eaqi'
  error: string | undefined
  onChange: (value: string) => void
}

/** A value of an official index, each with its band: "7 – High". */
function IndexSelect({ id, label, value, choices, kind, error, onChange }: IndexSelectProps) {
  const _ = useTranslate()
  return (
    <div className="field threshold-option__input">
      <label htmlFor={id} className="small">
        {label}
      </label>
      <select id={id} className="input" value={value} onChange={(e) => onChange(e.target.value)}>
        {choices.map((index) => (
          <option key={index} value={String(index)}>
            {index} – {bandOf(kind, index, _)}
          </option>
        ))}
      </select>
      <FieldError id={`${id}-error`} message={error} />
    </div>
  )
}

/** The band of an official index's value: "High" for UK DAQI 7, in the reader's words. */
function bandOf(kind: 'uk_daqi' | 'eaqi', value: number, t: Translate): string {
  const band = regionalLevelNameMessage(kind, value)
  return band ? t(band) : ''
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
