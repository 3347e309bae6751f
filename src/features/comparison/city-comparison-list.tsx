import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import { Trans, useLingui } from '@lingui/react/macro'
import ArrowDown from 'lucide-react/icons/arrow-down'
import ArrowUp from 'lucide-react/icons/arrow-up'
import Equal from 'lucide-react/icons/equal'
import {
  differenceTone,
  type CityComparison,
  type ComparisonLabel,
} from '../../domain/report/comparison'
import { i18n } from '../../lib/i18n'
import type { ReadState } from '../../lib/read-state'
import { LevelChip } from '../../ui/level-chip'
import { UsAqiFigure } from '../../ui/us-aqi-figure'

const LABELS: Record<ComparisonLabel, MessageDescriptor> = {
  better: msg({ message: 'Better', comment: 'Your air compared with a city’s' }),
  worse: msg({ message: 'Worse', comment: 'Your air compared with a city’s' }),
  similar: msg({ message: 'Similar', comment: 'Your air compared with a city’s' }),
}
const TONE_ICONS = { better: ArrowDown, worse: ArrowUp, neutral: Equal } as const

export interface CityRow extends CityComparison {
  /** The city's 1-5 index, for its level chip. */
  index: number | null
  /** Above the top of EPA's table: the US AQI reads 500+. */
  beyond?: boolean | undefined
  /** The city's read: while it is not known, the row says why (issue 24 item 4). */
  state: ReadState
}

/** The user's US AQI against the city's (user minus city): "Yours is 18 lower". Called at render. */
function differenceText(difference: number): string {
  if (difference === 0) return i18n._(msg`Same US AQI`)
  const points = Math.abs(difference)
  return difference < 0 ? i18n._(msg`Yours is ${points} lower`) : i18n._(msg`Yours is ${points} higher`)
}

/** One row per compared city: its reading, and Better / Worse / Similar for the user's air. */
export function CityComparisonList({ rows }: { rows: CityRow[] }) {
  const { t, i18n: app } = useLingui()
  return (
    <ul className="city-list">
      {rows.map((row) => (
        <li key={row.city.name} className="city-row">
          <div className="city-row__place">
            <p className="city-row__name">{row.city.name}</p>
            <CityReading row={row} />
          </div>
          {row.label && row.difference !== null ? (
            <div className="city-row__verdict">
              <span className={`comparison-label comparison-label--${row.label}`}>
                <span className="visually-hidden">{t`Your air:`} </span>
                {app._(LABELS[row.label])}
              </span>
              <Difference difference={row.difference} />
            </div>
          ) : null}
        </li>
      ))}
    </ul>
  )
}

function CityReading({ row }: { row: CityRow }) {
  if (row.state === 'loading') {
    return (
      <p className="muted small">
        <Trans>Loading air quality data...</Trans>
      </p>
    )
  }
  if (row.state === 'offline') {
    return (
      <p className="muted small">
        <Trans>Offline: not known.</Trans>
      </p>
    )
  }
  if (row.usAqi === null) {
    return (
      <p className="muted small">
        <Trans>No air quality data available for this location.</Trans>
      </p>
    )
  }
  return (
    <p className="city-row__reading">
      <UsAqiFigure usAqi={row.usAqi} beyond={row.beyond} />
      {row.index !== null && <LevelChip index={row.index} />}
    </p>
  )
}

function Difference({ difference }: { difference: number }) {
  const tone = differenceTone(difference)
  const Icon = TONE_ICONS[tone]
  return (
    <span className={`difference difference--${tone}`}>
      <Icon aria-hidden="true" className="icon icon--small" />
      {differenceText(difference)}
    </span>
  )
}
