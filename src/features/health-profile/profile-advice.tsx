import { levelFor } from '../../domain/aqi/levels'
import { HEALTH_PROFILE_LABELS, type HealthProfile } from './health-profile'

interface ProfileAdviceProps {
  /** The current 1-5 index. */
  aqi: number
  /** The person's group: the advice is theirs. */
  profile: HealthProfile
  onChangeProfile: () => void
}

/**
 * The first card's answer to "what should I do?" (issue 25 item 1): the current level's advice
 * for the person's own group, with a way to change the group. Every group's advice is lower down.
 */
export function ProfileAdvice({ aqi, profile, onChangeProfile }: ProfileAdviceProps) {
  return (
    <div className="profile-advice">
      <p>
        <span className="profile-advice__group">{profile === 'general' ? 'For you' : `For ${HEALTH_PROFILE_LABELS[profile].toLowerCase()}`}: </span>
        {levelFor(aqi).healthAdvice[profile]}
      </p>
      <button type="button" className="button button--ghost button--small" onClick={onChangeProfile}>
        Change profile
      </button>
    </div>
  )
}
