import { DAQI_TEXT_COLORS, EAQI_LEVELS, UK_DAQI_BANDS, US_EPA_LEVELS } from './regional-levels'
import type { RegionalLevel } from './regional-levels'
import { DAQI_BANDS, DAQI_COLORS, daqiBand } from './uk-daqi'
import type { DaqiIndex } from './uk-daqi'
import type { Owm5Index } from './owm5'
import { US_AQI_CATEGORIES, usAqiCategory } from './us-epa'
import { english, type MessageDescriptor, type Translate } from '../i18n/locales'

/** Health advice per group; `respiratory` means people with asthma, COPD or heart disease. */
export interface HealthAdvice {
  general: string
  children: string
  olderAdults: string
  respiratory: string
}

export interface AqiLevel {
  index: Owm5Index
  name: 'Good' | 'Fair' | 'Moderate' | 'Poor' | 'Very Poor'
  /** Background colour (hex). */
  color: string
  /** Text colour on `color` with a WCAG contrast of at least 4.5:1. */
  textColor: string
  description: string
  healthAdvice: HealthAdvice
}

/** A level's words as messages (decision 284): its description and the advice for each group. */
interface LevelMessages {
  description: MessageDescriptor
  healthAdvice: Readonly<Record<keyof HealthAdvice, MessageDescriptor>>
}

const LEVEL_MESSAGES: Readonly<Record<Owm5Index, LevelMessages>> = {
  1: {
    description: /*i18n*/ { id: 'level.1.description', message: 'Air quality is good; air pollution poses little or no risk.' },
    healthAdvice: {
      general: /*i18n*/ { id: 'level.1.advice.general', message: 'Enjoy your usual outdoor activities.' },
      children: /*i18n*/ { id: 'level.1.advice.children', message: 'A good day for outdoor play and sport.' },
      olderAdults: /*i18n*/ { id: 'level.1.advice.olderAdults', message: 'Enjoy your usual outdoor activities.' },
      respiratory: /*i18n*/ { id: 'level.1.advice.respiratory', message: 'Enjoy your usual activities and keep following your usual treatment plan.' },
    },
  },
  2: {
    description: /*i18n*/ { id: 'level.2.description', message: 'Air quality is acceptable, but people who are unusually sensitive to air pollution may notice effects.' },
    healthAdvice: {
      general: /*i18n*/ { id: 'level.2.advice.general', message: 'Enjoy your usual outdoor activities.' },
      children: /*i18n*/ { id: 'level.2.advice.children', message: 'Outdoor play is fine. Children with asthma should keep their reliever inhaler with them.' },
      olderAdults: /*i18n*/ { id: 'level.2.advice.olderAdults', message: 'Your usual activities are fine; take it easier if you notice coughing or shortness of breath.' },
      respiratory: /*i18n*/ {
        id: 'level.2.advice.respiratory',
        message: 'If you are sensitive to air pollution, consider reducing long or intense exertion outdoors and watch for symptoms.',
      },
    },
  },
  3: {
    // EPA names AQI 101-150 "Unhealthy for Sensitive Groups" (decision 235): the words say so.
    description: /*i18n*/ {
      id: 'level.3.description',
      message:
        'Unhealthy for sensitive groups: children, older adults and people with asthma, heart or lung disease may experience health effects; most people are unlikely to be affected.',
    },
    healthAdvice: {
      general: /*i18n*/ { id: 'level.3.advice.general', message: 'You can stay active outside; take more breaks and ease off if your eyes, nose or throat feel irritated.' },
      children: /*i18n*/ { id: 'level.3.advice.children', message: 'Reduce long or intense outdoor activity; take more breaks and choose calmer games.' },
      olderAdults: /*i18n*/ { id: 'level.3.advice.olderAdults', message: 'Reduce long or intense exertion outdoors and take more breaks.' },
      respiratory: /*i18n*/ {
        id: 'level.3.advice.respiratory',
        message: 'Reduce long or intense exertion outdoors, keep your inhaler or medicines with you and follow your asthma or care plan.',
      },
    },
  },
  4: {
    description: /*i18n*/ { id: 'level.4.description', message: 'Everyone may begin to experience health effects; sensitive groups may experience more serious effects.' },
    healthAdvice: {
      general: /*i18n*/ { id: 'level.4.advice.general', message: 'Reduce long or intense exertion outdoors and take more breaks; move workouts indoors if you can.' },
      children: /*i18n*/ { id: 'level.4.advice.children', message: 'Avoid long or intense outdoor activity; plan indoor play instead.' },
      olderAdults: /*i18n*/ { id: 'level.4.advice.olderAdults', message: 'Avoid long or intense exertion outdoors; consider staying indoors.' },
      respiratory: /*i18n*/ {
        id: 'level.4.advice.respiratory',
        message: 'Avoid long or intense exertion outdoors, move activities indoors, keep medicines at hand and get medical advice if symptoms worsen.',
      },
    },
  },
  5: {
    description: /*i18n*/ { id: 'level.5.description', message: 'Health alert: the risk of health effects is increased for everyone.' },
    healthAdvice: {
      general: /*i18n*/ { id: 'level.5.advice.general', message: 'Avoid long or intense exertion outdoors; stay indoors with windows closed where you can.' },
      children: /*i18n*/ { id: 'level.5.advice.children', message: 'Keep children indoors and keep their activity levels low.' },
      olderAdults: /*i18n*/ { id: 'level.5.advice.olderAdults', message: 'Stay indoors and keep activity levels low.' },
      respiratory: /*i18n*/ {
        id: 'level.5.advice.respiratory',
        message: 'Stay indoors, keep activity levels low and medicines at hand, and contact a doctor if symptoms worsen.',
      },
    },
  },
}

/** A level's description and advice in the reader's words (`t`; English without one). */
function levelWords(index: Owm5Index, t: Translate): Pick<AqiLevel, 'description' | 'healthAdvice'> {
  const { description, healthAdvice: advice } = LEVEL_MESSAGES[index]
  return {
    description: t(description),
    healthAdvice: { general: t(advice.general), children: t(advice.children), olderAdults: t(advice.olderAdults), respiratory: t(advice.respiratory) },
  }
}

/*
 * The 1-5 levels (docs/product.md §Index). Each level is a US AQI category (decision 135: Fair =
 * Moderate, Moderate = Unhealthy for Sensitive Groups, Poor = Unhealthy, Very Poor = Very
 * Unhealthy and Hazardous), so advice follows EPA's cautionary statements for that category and
 * WHO's advice to reduce exposure, erring on the side of caution for the sensitive groups the
 * product serves.
 */
export const AQI_LEVELS: readonly AqiLevel[] = ([
  [1, 'Good', '#1B7F3B', '#FFFFFF'],
  [2, 'Fair', '#F2D94E', '#1A1A1A'],
  [3, 'Moderate', '#F59E0B', '#1A1A1A'],
  [4, 'Poor', '#C62828', '#FFFFFF'],
  [5, 'Very Poor', '#6A1B9A', '#FFFFFF'],
] as const).map(([index, name, color, textColor]) => ({ index, name, color, textColor, ...levelWords(index, english) }))

/**
 * Each 1-5 level's name as people read it (decision 282); `AqiLevel.name` stays the English key.
 * Spanish: Buena, Aceptable, Moderada, Mala, Muy mala.
 */
export const LEVEL_NAME_MESSAGES: Readonly<Record<Owm5Index, MessageDescriptor>> = {
  1: /*i18n*/ { id: 'level.1', message: 'Good' },
  2: /*i18n*/ { id: 'level.2', message: 'Fair' },
  3: /*i18n*/ { id: 'level.3', message: 'Moderate' },
  4: /*i18n*/ { id: 'level.4', message: 'Poor' },
  5: /*i18n*/ { id: 'level.5', message: 'Very Poor' },
}

/** The name of a 1-5 level as a message (see `LEVEL_NAME_MESSAGES`). */
export function levelNameMessage(index: number): MessageDescriptor {
  return LEVEL_NAME_MESSAGES[levelFor(index).index]
}

/**
 * A 1-5 level with its name, description and advice in the reader's words: `t` is the app's
 * `i18n._` (or `useLingui()._`) or the server's translator (decision 284).
 * @throws RangeError when index is not an integer 1-5
 */
export function levelText(index: number, t: Translate): AqiLevel & { label: string } {
  const level = levelFor(index)
  return { ...level, ...levelWords(level.index, t), label: t(LEVEL_NAME_MESSAGES[level.index]) }
}

/** US AQI tops of levels 1-4 (Good ≤ 50, Fair ≤ 100, Moderate ≤ 150, Poor ≤ 200); above is 5. */
const LEVEL_TOPS_US_AQI = [50, 100, 150, 200] as const

/**
 * The 1-5 level of a US AQI value (decision 135): the level is the EPA category on the
 * 1-5 scale, as the guide's table sets them side by side (docs/product.md §Index: 1 Good 0-50, 2 Fair
 * 51-100, 3 Moderate 101-150, 4 Poor 151-200, 5 Very Poor 201-300; the guide's sixth level,
 * Extremely Poor 300+, is Very Poor on the 1-5 scale). So the level and the US AQI can never
 * name two severities for one hour, and level 4 is the spec's "AQI 151+".
 * @param usAqi a US AQI 0-500
 */
export function levelOfUsAqi(usAqi: number): Owm5Index {
  let level = 1
  for (const top of LEVEL_TOPS_US_AQI) if (usAqi > top) level += 1
  return level as Owm5Index
}

/**
 * The level for a 1-5 index.
 * @throws RangeError when index is not an integer 1-5
 */
export function levelFor(index: number): AqiLevel {
  const level = AQI_LEVELS[index - 1]
  if (!Number.isInteger(index) || level === undefined) throw new RangeError(`no 1-5 level ${index}`)
  return level
}

/**
 * A regional scale's level in that scale's own words (docs/product.md §Index, decision 154).
 * `index` is the scale's own value: US EPA AQI 0-500 (above 500 EPA says follow the Hazardous
 * advice), EAQI level 1-6, DAQI index 1-10. The returned `index` is the level's position on its
 * scale: US EPA category 1-6, EAQI level 1-6, DAQI index 1-10.
 * @throws RangeError for an index outside the scale
 */
export function regionalLevel(scale: 'us_epa' | 'eaqi' | 'uk_daqi', index: number): RegionalLevel {
  if (!Number.isFinite(index)) throw new RangeError(`not an index: ${index}`)
  if (scale === 'us_epa') {
    if (index < 0) throw new RangeError(`US AQI cannot be negative: ${index}`)
    return { ...pick(US_EPA_LEVELS, US_AQI_CATEGORIES.indexOf(usAqiCategory(index))) }
  }
  if (!Number.isInteger(index)) throw new RangeError(`${scale} index must be an integer: ${index}`)
  if (scale === 'eaqi') {
    if (index < 1 || index > 6) throw new RangeError(`EAQI level must be 1-6: ${index}`)
    return { ...pick(EAQI_LEVELS, index - 1) }
  }
  if (index < 1 || index > 10) throw new RangeError(`DAQI index must be 1-10: ${index}`)
  const band = pick(UK_DAQI_BANDS, DAQI_BANDS.indexOf(daqiBand(index as DaqiIndex)))
  return {
    ...band,
    index,
    color: DAQI_COLORS[index - 1] ?? '#CE30FF',
    textColor: DAQI_TEXT_COLORS[index - 1] ?? '#000000',
  }
}

function pick<T>(levels: readonly T[], position: number): T {
  const level = levels[position]
  if (level === undefined) throw new RangeError(`no level at position ${position}`)
  return level
}
