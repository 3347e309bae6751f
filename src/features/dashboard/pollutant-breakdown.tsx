import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { levelOfUsAqi } from '../../domain/aqi/levels'
import { POLLUTANTS } from '../../domain/aqi/pollutants'
import { usSubIndexPeriod } from '../../domain/aqi/us-epa'
import type { AirQualityEntry } from '../../domain/contracts/air-quality'
import { LevelChip } from '../../ui/level-chip'
import { Skeleton } from '../../ui/skeleton'
import { deviceLocaleStyle } from '../../lib/locale'
import { formatConcentration, POLLUTANT_LABELS } from './format'

interface PollutantBreakdownProps {
  entry: AirQualityEntry | undefined
  isPending: boolean
}

/** What a chip's period means, for its tooltip. */
const PERIOD_TITLES = {
  NowCast: msg`Level from the EPA NowCast, a weighted average of the last 12 hours (8 for ozone), as the headline`,
  '8-hour mean': msg`Level from the mean of the last 8 hours, as the headline`,
} as const

/** The list at 390 px when no chip's period wraps: the skeleton holds as much, so little below moves when it arrives. */
const PENDING_HEIGHT_PX = 404

/**
 * The six pollutants of the current hour, each with its concentration and its own 1-5 level:
 * the level of its US AQI sub-index, the same index and averaging as the headline, so the worst
 * chip is the headline's level (decision 135). The concentration is the hour's own value, while
 * PM and ozone's level comes from their NowCast and CO's from its 8-hour mean: the value is
 * labelled as the hour's and the chip with its own period, so neither carries the other's
 * category (decision 235; an hourly 41.2 µg/m³ of PM2.5 is not "Fair" by itself).
 */
export function PollutantBreakdown({ entry, isPending }: PollutantBreakdownProps) {
  const { t, i18n } = useLingui()
  return (
    <section className="card" aria-labelledby="pollutants-heading">
      <h2 id="pollutants-heading" className="card__title">
        <Trans>Pollutants</Trans>
      </h2>
      {entry ? (
        <>
          <ul className="pollutants">
            {POLLUTANTS.map((pollutant) => {
              const value = entry.components[pollutant]
              const subIndex = entry.usSubIndexes?.[pollutant] ?? null
              // Answers kept from before decision 152 have no averaging: they were current hours.
              const period = usSubIndexPeriod(pollutant, entry.averaging ?? 'nowcast')
              const { symbol } = POLLUTANT_LABELS[pollutant]
              const name = i18n._(POLLUTANT_LABELS[pollutant].name)
              return (
                <li key={pollutant} className="pollutant">
                  <p className="pollutant__name">
                    <abbr title={name}>{symbol}</abbr>
                    <span className="visually-hidden"> ({name})</span>
                  </p>
                  <p className="pollutant__value">
                    {formatConcentration(value, deviceLocaleStyle())}
                    {/* eslint-disable-next-line lingui/no-unlocalized-strings -- a unit, the same in every language */}
                    {value !== null && <span className="pollutant__unit"> µg/m³</span>}
                  </p>
                  {value !== null && <span className="pollutant__period">
                      <Trans comment="The concentration is this hour's own value">this hour</Trans>
                    </span>}
                  {subIndex === null ? (
                    <span className="muted small">{value === null ? t`No data` : t`No index`}</span>
                  ) : (
                    <span className="pollutant__level">
                      <LevelChip index={levelOfUsAqi(subIndex)} />
                      {period !== 'hour' && (
                        <>
                          {' '}
                          <abbr className="pollutant__period" title={i18n._(PERIOD_TITLES[period])}>
                            {period === 'NowCast' ? 'NowCast' : t({ message: '8-h mean', comment: 'Short for: the mean of the last 8 hours' })}
                          </abbr>
                        </>
                      )}
                    </span>
                  )}
                </li>
              )
            })}
          </ul>
        </>
      ) : isPending ? (
        <Skeleton height={PENDING_HEIGHT_PX} label={t`Loading pollutants…`} />
      ) : (
        <p className="muted">
          <Trans>No reading to break down.</Trans>
        </p>
      )}
    </section>
  )
}
