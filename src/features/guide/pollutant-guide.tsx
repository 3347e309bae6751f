import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import type { I18n } from '@lingui/core'
import { pollutantGuide } from '../../domain/aqi/guide'
import { US_LEVEL_BANDS } from '../../domain/aqi/us-epa'
import type { UsLevelBands } from '../../domain/aqi/us-epa'
import { useTranslate } from '../../lib/i18n'

/**
 * "Good up to 9 · Fair up to 35.4 · …": the US AQI breakpoints behind each 1-5 level
 * (decision 135: the level is the US AQI category).
 */
function bandsText({ tops }: UsLevelBands, i18n: I18n): string {
  const number = new Intl.NumberFormat(i18n.locale, { maximumFractionDigits: 1 })
  const [good = '', fair = '', moderate = '', poor = ''] = tops.map((b) => number.format(b))
  return i18n._(msg`Good up to ${good} · Fair up to ${fair} · Moderate up to ${moderate} · Poor up to ${poor} · Very Poor above`)
}

/** The six pollutants: what each is, where it comes from, what it does, and how it is rated. */
export function PollutantGuide() {
  const { i18n } = useLingui()
  const _ = useTranslate()
  return (
    <section className="card" aria-labelledby="pollutants-guide-heading">
      <h2 id="pollutants-guide-heading" className="card__title">
        <Trans>The six pollutants</Trans>
      </h2>
      <ul className="guide-pollutants">
        {pollutantGuide(_).map((pollutant) => {
          const { unit } = US_LEVEL_BANDS[pollutant.id]
          const averaging = _(US_LEVEL_BANDS[pollutant.id].averaging)
          return (
          <li key={pollutant.id} className="guide-pollutant">
            <h3 className="guide-pollutant__name">
              {pollutant.name} <span className="muted guide-pollutant__full">{pollutant.fullName}</span>
            </h3>
            <p>{pollutant.description}</p>
            <h4 className="guide-pollutant__subheading">
              <Trans>Sources</Trans>
            </h4>
            <ul className="guide-list">
              {pollutant.sources.map((source) => (
                <li key={source}>{source}</li>
              ))}
            </ul>
            <h4 className="guide-pollutant__subheading">
              <Trans>Health effects</Trans>
            </h4>
            <ul className="guide-list">
              {pollutant.healthEffects.map((effect) => (
                <li key={effect}>{effect}</li>
              ))}
            </ul>
            <p className="muted small">
              <span className="guide-pollutant__bands-label">
                <Trans>
                  AirAhead’s levels ({unit}, {averaging}):
                </Trans>
              </span>{' '}
              {bandsText(US_LEVEL_BANDS[pollutant.id], i18n)}
            </p>
          </li>
          )
        })}
      </ul>
    </section>
  )
}
