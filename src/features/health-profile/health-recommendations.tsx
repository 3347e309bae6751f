import { Trans, useLingui } from '@lingui/react/macro'
import { levelText } from '../../domain/aqi/levels'
import { Skeleton } from '../../ui/skeleton'
import { HEALTH_PROFILE_LABELS, HEALTH_PROFILES, type HealthProfile } from './health-profile'
import { useTranslate } from '../../lib/i18n'

/** Poor (4 of 5): from here AirAhead's own advice is already the stronger one. */
const OFFICIAL_ADVICE_BELOW = 4

interface HealthRecommendationsProps {
  /** The current 1-5 index, when known. */
  aqi: number | null
  isPending: boolean
  /** The user's own group, highlighted. */
  highlight: HealthProfile
  onChangeProfile: () => void
  /**
   * The place's official index at its warning level: under Poor its own advice is given instead
   * of a calmer level's, so the card never says "enjoy" under it (decisions 243, 275).
   */
  official?: { index: string; band: string; advice: string } | null
}

/** The current level's advice for each group (spec: health recommendations). */
export function HealthRecommendations({ aqi, isPending, highlight, onChangeProfile, official = null }: HealthRecommendationsProps) {
  const { t, i18n } = useLingui()
  const _ = useTranslate()
  const level = aqi === null ? null : levelText(aqi, _)
  const levelName = level?.label
  const officialFirst = official !== null && aqi !== null && aqi < OFFICIAL_ADVICE_BELOW
  const officialIndex = official?.index
  const officialBand = official?.band
  return (
    <section className="card" aria-labelledby="health-heading">
      <div className="card__header">
        <h2 id="health-heading" className="card__title">
          {levelName ? <Trans>Health advice: {levelName}</Trans> : <Trans>Health advice</Trans>}
        </h2>
        <button type="button" className="button button--ghost button--small" onClick={onChangeProfile}>
          <Trans>Change profile</Trans>
        </button>
      </div>
      {level && officialFirst ? (
        <div className="advice">
          <p>
            <strong>{t`Official warning: ${officialIndex}, ${officialBand}.`}</strong> {official.advice}
          </p>
          <p className="muted small">
            <Trans>AirAhead&rsquo;s level, from the US AQI (NowCast), is {levelName}; its advice by group returns when the official warning ends.</Trans>
          </p>
        </div>
      ) : level ? (
        <ul className="advice">
          {HEALTH_PROFILES.map((key) => {
            const mine = key === highlight
            return (
              <li key={key} className={`advice__item${mine ? ' advice__item--mine' : ''}`}>
                <h3 className="advice__group">
                  {i18n._(HEALTH_PROFILE_LABELS[key])}
                  {mine && <span className="badge badge--profile">{t`Your profile`}</span>}
                </h3>
                <p>{level.healthAdvice[key]}</p>
              </li>
            )
          })}
        </ul>
      ) : isPending ? (
        <Skeleton height={470} label={t`Loading health advice…`} />
      ) : (
        <p className="muted">
          <Trans>Advice appears once the current reading loads.</Trans>
        </p>
      )}
    </section>
  )
}
