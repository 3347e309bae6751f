import { Trans, useLingui } from '@lingui/react/macro'
import { levelText } from '../../domain/aqi/levels'
import { HEALTH_PROFILE_LABELS, type HealthProfile } from './health-profile'
import { useTranslate } from '../../lib/i18n'

/** Poor (4 of 5): from here AirAhead's own advice is already the stronger one. */
const OFFICIAL_ADVICE_BELOW = 4

/**
 * The part of an official band's advice for the person's group: DEFRA's and the EEA's texts
 * speak to at-risk (sensitive) people and to the general population in turn; the US AQI's is one
 * sentence for both. A text without both parts is given whole.
 */
export function officialAdviceFor(advice: string, profile: HealthProfile): string {
  // The groups as the advice names them, in English and in the Spanish catalog's words (decision 284).
  const parts =
    /^(?:(At-risk individuals|Sensitive populations|Personas en riesgo|Población sensible): (.*?) (?:General population|Población general): (.*)|(?:General population|Población general): (.*?) (At-risk individuals|Sensitive populations|Personas en riesgo|Población sensible): (.*))$/s.exec(
      advice,
    )
  if (!parts) return advice
  const atRisk = parts[2] ?? parts[6] ?? advice
  const general = parts[3] ?? parts[4] ?? advice
  return profile === 'general' ? general : atRisk
}

interface ProfileAdviceProps {
  /** The current 1-5 index. */
  aqi: number
  /** The person's group: the advice is theirs. */
  profile: HealthProfile
  onChangeProfile: () => void
  /**
   * The place's official index at its warning level: its own advice replaces a calmer level's
   * (decisions 243, 275). Under Poor only; Poor and worse keep AirAhead's stronger advice.
   */
  official?: { index: string; band: string; advice: string } | null
}

/**
 * The first card's answer to "what should I do?" (issue 25 item 1): the current level's advice
 * for the person's own group, with a way to change the group. Every group's advice is lower down.
 */
export function ProfileAdvice({ aqi, profile, onChangeProfile, official = null }: ProfileAdviceProps) {
  const { t, i18n } = useLingui()
  const _ = useTranslate()
  const people = i18n._(HEALTH_PROFILE_LABELS[profile]).toLocaleLowerCase(i18n.locale)
  const group = profile === 'general' ? t`For you` : t({ message: `For ${people}`, comment: 'Health advice for a group, e.g. "For children"' })
  const officialFirst = official !== null && aqi < OFFICIAL_ADVICE_BELOW
  return (
    <p className="profile-advice">
      <span className="profile-advice__group">{group}: </span>
      {officialFirst ? `${official.index} (${official.band}): ${officialAdviceFor(official.advice, profile)}` : levelText(aqi, _).healthAdvice[profile]}{' '}
      <button type="button" className="profile-advice__change" onClick={onChangeProfile}>
        <Trans>Change profile</Trans>
      </button>
    </p>
  )
}
