import { Trans, useLingui } from '@lingui/react/macro'
import { levelText } from '../../domain/aqi/levels'
import type { StoredReading } from '../../domain/storage/readings'
import { deviceDateAndTime } from '../../lib/calendar-day'
import { levelStyle } from '../../ui/level-style'
import { SourceLabel } from '../../ui/source-label'
import { usAqiWithCategory } from '../../domain/aqi/us-epa'
import { appTranslate, useTranslate } from '../../lib/i18n'

/** More than this many rows is a long scroll on a phone; the export has them all. */
export const RECENT_READINGS_SHOWN = 50

/**
 * 'Recent Readings' (docs/product.md §Screens, /history): date, time, the AQI badge and the level's name in its
 * colour, newest first, each with its source. `readings` are the place's, newest first.
 */
export function RecentReadings({ readings }: { readings: readonly StoredReading[] }) {
  const { t } = useLingui()
  const shown = readings.slice(0, RECENT_READINGS_SHOWN)
  const shownCount = shown.length
  const total = readings.length
  return (
    <section className="card" aria-labelledby="recent-heading">
      <h2 id="recent-heading" className="card__title">
        <Trans>Recent Readings</Trans>
      </h2>
      {shown.length === 0 ? (
        <p className="muted" data-testid="no-readings">
          <Trans>
            No readings here yet. Readings are kept on this device each time the dashboard or the home screen loads your
            air; check your air and they will appear here.
          </Trans>
        </p>
      ) : (
        <>
          <ul className="reading-list" aria-label={t`Readings, newest first`}>
            {shown.map((reading) => (
              <ReadingRow key={`${reading.placeKey}@${reading.time}`} reading={reading} />
            ))}
          </ul>
          {readings.length > shown.length && (
            <p className="muted small">
              <Trans comment="Export CSV is the name of a button below">
                Showing the latest {shownCount} of {total} readings; Export CSV has them all.
              </Trans>
            </p>
          )}
        </>
      )}
    </section>
  )
}

function ReadingRow({ reading }: { reading: StoredReading }) {
  const level = levelText(reading.aqi, useTranslate())
  const { date, time } = deviceDateAndTime(reading.time)
  return (
    <li className="reading-row" data-testid="reading-row">
      <span className="reading-row__badge" style={levelStyle(level)}>
        <span className="visually-hidden">
          <Trans comment="Before a level's number (1-5)">Level</Trans>{' '}
        </span>
        {reading.aqi}
      </span>
      <span className="reading-row__when">
        <time dateTime={new Date(reading.time * 1000).toISOString()}>
          <span className="reading-row__date">{date}</span> <span className="reading-row__time">{time}</span>
        </time>
        <span className="reading-row__source small">
          <SourceLabel source={{ ...reading.source, url: null }} />
        </span>
      </span>
      <span className="reading-row__level">
        <span className="reading-row__label" style={{ borderColor: level.color }}>
          {level.label}
        </span>
        {reading.usAqi !== null && <UsAqi usAqi={reading.usAqi} />}
      </span>
    </li>
  )
}

function UsAqi({ usAqi }: { usAqi: number }) {
  const value = usAqiWithCategory(usAqi, false, appTranslate)
  return (
    <span className="muted small">
      <Trans comment="value: a US AQI figure and its category, e.g. 42 · Good">US AQI {value}</Trans>
    </span>
  )
}
