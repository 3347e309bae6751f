import type { StationShown } from '../../domain/contracts/air-quality'
import type { StationChoices } from '../../domain/fusion/types'
import { canExclude, canPin, excludeStation, pinStation, releaseStation } from '../../domain/stations/choices'
import { deviceLocaleStyle } from '../../lib/locale'
import type { MeasurementSourceProps } from './measurement-source'
import { distanceText, stationAgeText } from './measurement-text'
import { agreementText, concentrationText, correctionText, networkName, STATION_KIND_NAMES, stationStatusText } from './station-text'

interface StationRowProps {
  station: StationShown
  choices: StationChoices
  sinceAnswerMinutes: number
  onChoicesChange: (choices: StationChoices) => void
}

function StationRow({ station, choices, sinceAnswerMinutes, onChoicesChange }: StationRowProps) {
  const style = deviceLocaleStyle()
  const pinned = choices.pinnedIds.includes(station.id)
  const excluded = choices.excludedIds.includes(station.id)
  const status = stationStatusText(station, choices)
  const age = station.ageMinutes === null ? null : station.ageMinutes + sinceAnswerMinutes
  const name = <span className="visually-hidden"> {station.name}</span>
  return (
    <li className="station" data-station-id={station.id} data-status={station.status}>
      <p className="station__name">
        {station.name}
        {pinned && <span className="badge station__pin">Pinned</span>}
      </p>
      <p className="station__facts">
        {networkName(station)} · {STATION_KIND_NAMES[station.kind]} · {distanceText(station.distanceKm, style)} · {stationAgeText(age)}
      </p>
      <p className="station__facts">
        PM2.5 NowCast:{' '}
        {station.nowcastPm2_5 === null ? 'none' : `${concentrationText(station.nowcastPm2_5, style)} µg/m³`}
      </p>
      <p className={`station__status station__status--${status.used ? 'used' : 'unused'}`}>{status.text}</p>
      <div className="station__actions">
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={!pinned && !canPin(choices, station.id)}
          onClick={() => onChoicesChange(pinned ? releaseStation(choices, station.id) : pinStation(choices, station.id))}
        >
          {pinned ? 'Unpin' : 'Pin'}
          {name}
        </button>
        <button
          type="button"
          className="button button--secondary button--small"
          disabled={!excluded && !canExclude(choices, station.id)}
          onClick={() => onChoicesChange(excluded ? releaseStation(choices, station.id) : excludeStation(choices, station.id))}
        >
          {excluded ? 'Include again' : 'Exclude'}
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
  const correction = correctionText(measurement, deviceLocaleStyle())
  const agreement = agreementText(measurement, props.placePm2_5 ?? null, deviceLocaleStyle())
  return (
    <div className="station-detail">
      {measurement.simulated && (
        <p className="small notice">Simulated stations and model (local mode): not real measurements.</p>
      )}
      <p className="station-detail__model">
        <span className="station-detail__label">Model:</span> {measurement.model}
      </p>
      {correction && <p className="station-detail__correction">{correction}</p>}
      {agreement && <p className="station-detail__correction" data-testid="station-agreement">{agreement}</p>}
      {measurement.stations.length === 0 ? (
        <p className="muted small">No station reports near this place, so the number is the model’s.</p>
      ) : (
        <ul className="station-detail__list" aria-label="Stations near this place">
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
        {updating ? 'Updating the numbers with your choice…' : ''}
      </p>
      {measurement.stations.length > 0 && (
        <p className="small muted">
          Pinned stations are used first, up to 3; excluded ones are never used.
          {watchedName && ` Your texts for “${watchedName}” follow the same choice.`}
        </p>
      )}
    </div>
  )
}
