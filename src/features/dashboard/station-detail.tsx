import { Trans, useLingui } from '@lingui/react/macro'
import type { StationShown } from '../../domain/contracts/air-quality'
import type { StationChoices } from '../../domain/fusion/types'
import { canExclude, canPin, excludeStation, pinStation, releaseStation } from '../../domain/stations/choices'
import { deviceLocaleStyle } from '../../lib/locale'
import type { MeasurementSourceProps } from './measurement-source'
import { distanceText, stationAgeText } from './measurement-text'
import { agreementText, concentrationText, correctionText, networkName, STATION_KIND_NAMES, stationStatusText } from './station-text'
import { modelName, stationName } from '../../lib/station-name'

interface StationRowProps {
  station: StationShown
  choices: StationChoices
  sinceAnswerMinutes: number
  onChoicesChange: (choices: StationChoices) => void
}

function StationRow({ station, choices, sinceAnswerMinutes, onChoicesChange }: StationRowProps) {
  const { t, i18n } = useLingui()
  const style = deviceLocaleStyle()
  const pinned = choices.pinnedIds.includes(station.id)
  const excluded = choices.excludedIds.includes(station.id)
  const status = stationStatusText(station, choices)
  const age = station.ageMinutes === null ? null : station.ageMinutes + sinceAnswerMinutes
  const shownName = stationName(station.name, station.network === 'simulated')
  const name = <span className="visually-hidden"> {shownName}</span>
  const nowcast =
    station.nowcastPm2_5 === null
      ? t({ message: 'none', comment: 'No PM2.5 NowCast for the station' })
      : // eslint-disable-next-line lingui/no-unlocalized-strings -- a unit, the same in every language
        `${concentrationText(station.nowcastPm2_5, style)} µg/m³`
  return (
    <li className="station" data-station-id={station.id} data-status={station.status}>
      <p className="station__name">
        {shownName}
        {pinned && <span className="badge station__pin">
            <Trans comment="Badge: a station the person pinned">Pinned</Trans>
          </span>}
      </p>
      <p className="station__facts">
        {networkName(station)} · {i18n._(STATION_KIND_NAMES[station.kind])} · {distanceText(station.distanceKm, style)} · {stationAgeText(age)}
      </p>
      <p className="station__facts">
        <Trans>PM2.5 NowCast: {nowcast}</Trans>
      </p>
      <p className={`station__status station__status--${status.used ? 'used' : 'unused'}`}>{status.text}</p>
      <div className="station__actions">
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={!pinned && !canPin(choices, station.id)}
          onClick={() => onChoicesChange(pinned ? releaseStation(choices, station.id) : pinStation(choices, station.id))}
        >
          {pinned ? t`Unpin` : t({ message: 'Pin', comment: 'Button: always use this station' })}
          {name}
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={!excluded && !canExclude(choices, station.id)}
          onClick={() => onChoicesChange(excluded ? releaseStation(choices, station.id) : excludeStation(choices, station.id))}
        >
          {excluded ? t`Include again` : t({ message: 'Exclude', comment: 'Button: never use this station' })}
          {name}
        </button>
      </div>
    </li>
  )
}

/**
 * Every station considered for the place, with what became of it, the model and the
 * correction in words; each station can be pinned or excluded for this place (decision 198).
 */
export function StationDetail(props: MeasurementSourceProps & { sinceAnswerMinutes: number }) {
  const { measurement, choices, onChoicesChange, updating, watchedName, sinceAnswerMinutes } = props
  const { t } = useLingui()
  const correction = correctionText(measurement, deviceLocaleStyle())
  const agreement = agreementText(measurement, props.placePm2_5 ?? null, deviceLocaleStyle())
  return (
    <div className="station-detail">
      {measurement.simulated && (
        <p className="small notice">
          <Trans>Simulated stations and model (local mode): not real measurements.</Trans>
        </p>
      )}
      <p className="station-detail__model">
        <span className="station-detail__label">
          <Trans comment="The forecast model's name follows">Model:</Trans>
        </span>{' '}
        {modelName(measurement.model)}
      </p>
      {correction && <p className="station-detail__correction">{correction}</p>}
      {agreement && <p className="station-detail__correction" data-testid="station-agreement">{agreement}</p>}
      {measurement.stations.length === 0 ? (
        <p className="muted small">
          <Trans>No station reports near this place, so the number is the model’s.</Trans>
        </p>
      ) : (
        <ul className="station-detail__list" aria-label={t`Stations near this place`}>
          {measurement.stations.map((station) => (
            <StationRow
              key={station.id}
              station={station}
              choices={choices}
              sinceAnswerMinutes={sinceAnswerMinutes}
              onChoicesChange={onChoicesChange}
            />
          ))}
        </ul>
      )}
      <p className="small muted" role="status">
        {updating ? t`Updating the numbers with your choice…` : ''}
      </p>
      {measurement.stations.length > 0 && (
        <p className="small muted">
          <Trans>Pinned stations are used first, up to 3; excluded ones are never used.</Trans>
          {watchedName && ` ${t`Your texts for “${watchedName}” follow the same choice.`}`}
        </p>
      )}
    </div>
  )
}
