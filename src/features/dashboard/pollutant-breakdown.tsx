import { owm5Index } from '../../domain/aqi/owm5'
import { POLLUTANTS } from '../../domain/aqi/pollutants'
import type { AirQualityEntry } from '../../domain/contracts/air-quality'
import { LevelChip } from '../../ui/level-chip'
import { Skeleton } from '../../ui/skeleton'
import { formatConcentration, POLLUTANT_LABELS } from './format'

interface PollutantBreakdownProps {
  components: AirQualityEntry['components'] | undefined
  isPending: boolean
}

/** The six pollutants of the current hour, each with its concentration and its own 1-5 band. */
export function PollutantBreakdown({ components, isPending }: PollutantBreakdownProps) {
  return (
    <section className="card" aria-labelledby="pollutants-heading">
      <h2 id="pollutants-heading" className="card__title">
        Pollutants
      </h2>
      {components ? (
        <ul className="pollutants">
          {POLLUTANTS.map((pollutant) => {
            const value = components[pollutant]
            const { symbol, name } = POLLUTANT_LABELS[pollutant]
            return (
              <li key={pollutant} className="pollutant">
                <p className="pollutant__name">
                  <abbr title={name}>{symbol}</abbr>
                  <span className="visually-hidden"> ({name})</span>
                </p>
                <p className="pollutant__value">
                  {formatConcentration(value)}
                  {value !== null && <span className="pollutant__unit"> µg/m³</span>}
                </p>
                {value === null ? (
                  <span className="muted small">No data</span>
                ) : (
                  <LevelChip index={owm5Index(pollutant, value)} />
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
