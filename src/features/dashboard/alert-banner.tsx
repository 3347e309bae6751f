import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import TriangleAlert from 'lucide-react/icons/triangle-alert'
import X from 'lucide-react/icons/x'
import { levelFor, levelNameMessage } from '../../domain/aqi/levels'
import { formatAge, freshnessOf } from '../../domain/freshness/reading-age'
import { POOR_INDEX } from '../../domain/forecast/warning'
import { useTranslate } from '../../lib/i18n'

interface AlertBannerProps {
  /** The current 1-5 index, when known. */
  currentAqi: number | null
  /** How old that reading is, seconds; from 15 min it is no longer said to be "now" (decision 150). */
  readingAgeSeconds: number | null
  /** True when the current reading is at or over the viewer's alert threshold (or Poor). */
  overThresholdNow: boolean
  /** "Moderate (3 of 5)": the viewer's threshold, named when it is below Poor. */
  thresholdName: string
  /** The forecast alert sentence, when a poor hour is ahead. */
  forecastText: string | null
  /**
   * The demo place's name while the person's own position is not known: the warning is then
   * about an example place, said plainly, with no "your alert level" (issue 25 item 1).
   */
  examplePlace?: string | null
  /**
   * The place's official index when at or above its warning level (`officialWarning` of the
   * answer): said plainly, first, whatever AirAhead's level (decisions 243, 275).
   */
  official?: { index: string; band: string } | null
}

/**
 * Folded into the first card (decision 260): the card already shows the level and the advice,
 * so the warning says only what is new: now at or over the alert level, and the poor hour ahead.
 *
 * docs/product.md §States: a dismissible red banner when the current index is 4 or more, carrying the
 * forecast alert too; amber when only the forecast is poor. A viewer whose alert threshold
 * is lower (a sensitive profile, or their own) also gets an amber banner at that level, as
 * their texts would (issue 5). The parent remounts it (key) when the reading changes, so a
 * dismissed banner returns for new news.
 */
export function AlertBanner(props: AlertBannerProps) {
  const { currentAqi, readingAgeSeconds, overThresholdNow, thresholdName, forecastText, examplePlace = null, official = null } = props
  const { t } = useLingui()
  const _ = useTranslate()
  const [dismissed, setDismissed] = useState(false)
  // The person's own threshold is about their own place, not the example one.
  const overNow = currentAqi !== null && ((overThresholdNow && !examplePlace) || currentAqi >= POOR_INDEX)
  if (dismissed || (!overNow && !forecastText && !official)) return null

  const poorNow = overNow && currentAqi >= POOR_INDEX
  const level = overNow ? levelFor(currentAqi) : null
  const ago = readingAgeSeconds === null || freshnessOf(readingAgeSeconds) === 'fresh' ? null : formatAge(readingAgeSeconds, _)
  const levelName = level ? _(levelNameMessage(level.index)) : null
  const officialIndex = official?.index
  const officialBand = official?.band
  const currentLevelName = official && currentAqi !== null && currentAqi < POOR_INDEX ? _(levelNameMessage(currentAqi)) : null
  const example = examplePlace && `${t({ message: `${examplePlace}, the example place:`, comment: 'Before a warning about the demo place, e.g. "New York, the example place: Air quality is Poor now"' })} `
  return (
    <section className={`alert-banner ${poorNow || official ? 'alert-banner--danger' : 'alert-banner--warning'}`} role="alert">
      <TriangleAlert aria-hidden="true" className="icon alert-banner__icon" />
      <div className="alert-banner__body">
        {official && (
          <>
            <p className="alert-banner__title">
              {example}
              {t`Official warning: ${officialIndex}, ${officialBand}`}
            </p>
            {currentLevelName !== null && (
              <p>
                <Trans>AirAhead&rsquo;s level is {currentLevelName} now: it reads the US AQI (NowCast), while the official index is averaged its own way.</Trans>
              </p>
            )}
          </>
        )}
        {level && (
          <>
            <p className={official ? undefined : 'alert-banner__title'}>
              {!official && example}
              {ago === null ? t`Air quality is ${levelName} now (${currentAqi} of 5)` : t`Air quality was ${levelName} ${ago} (${currentAqi} of 5)`}
            </p>
            {!poorNow && (
              <p>
                <Trans>At or above your alert level, {thresholdName}.</Trans>
              </p>
            )}
          </>
        )}
        {forecastText && (
          <p className={level || official ? undefined : 'alert-banner__title'}>
            {!level && !official && example}
            {forecastText}
          </p>
        )}
      </div>
      <button type="button" className="icon-button icon-button--on-color" aria-label={t`Dismiss alert`} onClick={() => setDismissed(true)}>
        <X aria-hidden="true" className="icon" />
      </button>
    </section>
  )
}
