import { Trans, useLingui } from '@lingui/react/macro'
import { levelText } from '../../domain/aqi/levels'
import { Skeleton } from '../../ui/skeleton'
import { HEALTH_PROFILE_LABELS, HEALTH_PROFILES, type HealthProfile } from './health-profile'
import { useTranslate } from '../../lib/i18n'

interface HealthRecommendationsProps {
  /** The current 1-5 index, when known. */
  aqi: number | null
  isPending: boolean
  /** The user's own group, highlighted. */
  highlight: HealthProfile
  onChangeProfile: () => void
}

/** The current level's advice for each group (spec: health recommendations). */
export function HealthRecommendations({ aqi, isPending, highlight, onChangeProfile }: HealthRecommendationsProps) {
  const { t, i18n } = useLingui()
  const _ = useTranslate()
  const level = aqi === null ? null : levelText(aqi, _)
  const levelName = level?.label
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
      {level ? (
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
