import { Trans, useLingui } from '@lingui/react/macro'
import type { StripEntry } from '../../domain/forecast/strip'
import { levelText } from '../../domain/aqi/levels'
import { clock } from '../../domain/time/format'
import type { UtcOffsetAt } from '../../domain/time/utc-offset'
import { deviceLocaleStyle } from '../../lib/locale'
import { levelStyle } from '../../ui/level-style'
import { useTranslate } from '../../lib/i18n'

/** The hours the first card shows (Now and the next three): the 2-hour promise and one hour past it (decision 260). */
export const NEXT_HOURS_SHOWN = 4

interface NextHoursProps {
  entries: readonly StripEntry[]
  /** The place's clock: the hours are its hours. */
  offsetAt: UtcOffsetAt
}

/**
 * The next hours in one row on the first card (issue 25 item 1): each hour's time and its
 * level in words, on the level's colour. The 24-hour chart further down has the rest.
 */
export function NextHours({ entries, offsetAt }: NextHoursProps) {
  const { t } = useLingui()
  const _ = useTranslate()
  const shown = entries.slice(0, NEXT_HOURS_SHOWN)
  if (shown.length === 0) return null
  return (
    <section className="next-hours" aria-labelledby="next-hours-heading">
      <h3 id="next-hours-heading" className="next-hours__title">
        <Trans>Next hours</Trans>
      </h3>
      <ol className="next-hours__list">
        {shown.map(({ label, entry }) => {
          const level = levelText(entry.main.aqi, _)
          return (
            <li key={entry.dt} className="next-hours__hour">
              <span className="next-hours__time">{label === 'Now' ? t`Now` : clock(entry.dt, offsetAt, deviceLocaleStyle(), _)}</span>
              <span className="next-hours__level" style={levelStyle(level)}>
                {level.label}
              </span>
            </li>
          )
        })}
      </ol>
    </section>
  )
}
