import { levelFor } from '../../domain/aqi/levels'
import { Skeleton } from '../../ui/skeleton'
import { HEALTH_PROFILE_LABELS, HEALTH_PROFILES, type HealthProfile } from './health-profile'

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
  const level = aqi === null ? null : levelFor(aqi)
  const officialFirst = official !== null && aqi !== null && aqi < OFFICIAL_ADVICE_BELOW
  return (
    <section className="card" aria-labelledby="health-heading">
      <div className="card__header">
        <h2 id="health-heading" className="card__title">
          Health advice{level ? `: ${level.name}` : ''}
        </h2>
        <button type="button" className="button button--ghost button--small" onClick={onChangeProfile}>
          Change profile
        </button>
      </div>
      {level && officialFirst ? (
        <div className="advice">
          <p>
            <strong>
              Official warning: {official.index}, {official.band}.
            </strong>{' '}
            {official.advice}
          </p>
          <p className="muted small">AirAhead&rsquo;s level, from the US AQI (NowCast), is {level.name}; its advice by group returns when the official warning ends.</p>
        </div>
      ) : level ? (
        <ul className="advice">
          {HEALTH_PROFILES.map((key) => {
            const mine = key === highlight
            return (
              <li key={key} className={`advice__item${mine ? ' advice__item--mine' : ''}`}>
                <h3 className="advice__group">
                  {HEALTH_PROFILE_LABELS[key]}
                  {mine && <span className="badge badge--profile">Your profile</span>}
                </h3>
                <p>{level.healthAdvice[key]}</p>
              </li>
            )
          })}
        </ul>
      ) : isPending ? (
        <Skeleton height={470} label="Loading health advice…" />
      ) : (
        <p className="muted">Advice appears once the current reading loads.</p>
      )}
    </section>
  )
}
