import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'

interface TimeZoneFieldsetProps {
  /** The zone in the form now (null: not set). */
  value: string | null
  /** The zone saved on the account, to say when the form's differs. */
  saved: string | null
  /** This device's zone, the suggestion; null when the browser gives none. */
  deviceZone: string | null
  /** Every zone the browser knows (`Intl.supportedValuesOf('timeZone')`). */
  zones: readonly string[]
  selectId: string
  onChange: (timeZone: string) => void
}

/** The device's zone first (the suggestion), then every other; the form's own value is always offered. */
export function timeZoneOptions(zones: readonly string[], deviceZone: string | null, value: string | null): string[] {
  const first = [deviceZone, value].filter((zone): zone is string => zone !== null)
  return [...new Set([...first, ...zones])]
}

/**
 * The member's own clock (decision 206): quiet hours, the daily limit's day and the times in
 * texts follow it (decision 200). Said in one line with a Change button; the select opens only
 * when asked for, with this device's zone suggested. Not set yet, the device's zone is offered
 * in one press.
 */
export function TimeZoneFieldset({ value, saved, deviceZone, zones, selectId, onChange }: TimeZoneFieldsetProps) {
  const { t } = useLingui()
  const [choosing, setChoosing] = useState(false)
  const unsaved = value !== saved
  const choose = () => {
    if (value === null && deviceZone !== null) onChange(deviceZone)
    setChoosing(true)
  }
  return (
    <fieldset className="radio-group time-zone">
      <legend>
        <Trans>Your time zone</Trans>
      </legend>
      {value === null ? (
        <p className="small">
          <Trans>Not set yet: quiet hours and the daily limit follow each place’s own clock.</Trans>
          {deviceZone && (
            <>
              {' '}
              <Trans>
                This device is in <strong className="time-zone__name">{deviceZone}</strong>.
              </Trans>
            </>
          )}
        </p>
      ) : (
        <p className="small">
          {value === deviceZone ? (
            unsaved ? (
              <Trans>
                Texts and quiet hours follow <strong className="time-zone__name">{value}</strong> (this device), once you save.
              </Trans>
            ) : (
              <Trans>
                Texts and quiet hours follow <strong className="time-zone__name">{value}</strong> (this device).
              </Trans>
            )
          ) : unsaved ? (
            <Trans>
              Texts and quiet hours follow <strong className="time-zone__name">{value}</strong>, once you save.
            </Trans>
          ) : (
            <Trans>
              Texts and quiet hours follow <strong className="time-zone__name">{value}</strong>.
            </Trans>
          )}
        </p>
      )}
      {!choosing && (
        <div className="time-zone__actions">
          {value === null && deviceZone && (
            <button type="button" className="button button--secondary button--small" onClick={() => onChange(deviceZone)}>
              <Trans>Use {deviceZone}</Trans>
            </button>
          )}
          <button type="button" className="button button--ghost button--small" onClick={choose}>
            {value === null ? t`Choose a time zone` : t`Change`}
          </button>
        </div>
      )}
      {choosing && (
        <div className="field">
          <label htmlFor={selectId} className="small">
            <Trans>Time zone</Trans>
          </label>
          {/* Opened by the press on Change, which goes away: focus moves to what replaced it. */}
          <select id={selectId} autoFocus className="input time-zone__select" value={value ?? ''} onChange={(e) => onChange(e.target.value)}>
            {value === null && <option value="">{t`Not set`}</option>}
            {timeZoneOptions(zones, deviceZone, value).map((zone) => (
              <option key={zone} value={zone}>
                {zone === deviceZone ? t`${zone} (this device)` : zone}
              </option>
            ))}
          </select>
        </div>
      )}
    </fieldset>
  )
}
