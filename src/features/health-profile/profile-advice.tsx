import { Trans, useLingui } from '@lingui/react/macro'
import { levelText } from '../../domain/aqi/levels'
import { HEALTH_PROFILE_LABELS, type HealthProfile } from './health-profile'
import { useTranslate } from '../../lib/i18n'

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
  const { t, i18n } = useLingui()
  const _ = useTranslate()
  const people = i18n._(HEALTH_PROFILE_LABELS[profile]).toLocaleLowerCase(i18n.locale)
  const group = profile === 'general' ? t`For you` : t({ message: `For ${people}`, comment: 'Health advice for a group, e.g. "For children"' })
  return (
    <p className="profile-advice">
      <span className="profile-advice__group">{group}: </span>
      {levelText(aqi, _).healthAdvice[profile]}{' '}
      <button type="button" className="profile-advice__change" onClick={onChangeProfile}>
        <Trans>Change profile</Trans>
      </button>
    </p>
  )
}
