import { levelOfUsAqi } from '../../domain/aqi/levels'
import { POLLUTANTS } from '../../domain/aqi/pollutants'
import type { AirQualityEntry } from '../../domain/contracts/air-quality'
import { LevelChip } from '../../ui/level-chip'
import { Skeleton } from '../../ui/skeleton'
import { deviceLocaleStyle } from '../../lib/locale'
import { formatConcentration, POLLUTANT_LABELS } from './format'

interface PollutantBreakdownProps {
  entry: AirQualityEntry | undefined
  isPending: boolean
}

/**
 * The six pollutants of the current hour, each with its concentration and its own 1-5 level:
 * the level of its US AQI (NowCast) sub-index, the same index and averaging as the headline,
 * so the worst chip is the headline's level (decision 135).
 */
export function PollutantBreakdown({ entry, isPending }: PollutantBreakdownProps) {
  return (
    <section className="card" aria-labelledby="pollutants-heading">
      <h2 id="pollutants-heading" className="card__title">
        Pollutants
      </h2>
      {entry ? (
        <ul className="pollutants">
          {POLLUTANTS.map((pollutant) => {
            const value = entry.components[pollutant]
            const subIndex = entry.usSubIndexes?.[pollutant] ?? null
            const { symbol, name } = POLLUTANT_LABELS[pollutant]
            return (
              <li key={pollutant} className="pollutant">
                <p className="pollutant__name">
                  <abbr title={name}>{symbol}</abbr>
                  <span className="visually-hidden"> ({name})</span>
                </p>
                <p className="pollutant__value">
                  {formatConcentration(value, deviceLocaleStyle())}
                  {value !== null && <span className="pollutant__unit"> µg/m³</span>}
                </p>
                {subIndex === null ? (
                  <span className="muted small">{value === null ? 'No data' : 'No index'}</span>
                ) : (
                  <LevelChip index={levelOfUsAqi(subIndex)} />
                )}
              </li>
            )
          })}
        </ul>
      ) : isPending ? (
        <Skeleton height={338} label="Loading pollutants…" />
      ) : (
        <p className="muted">No reading to break down.</p>
      )}
    </section>
  )
}
