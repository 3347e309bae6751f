import { EAQI_CATEGORIES, EAQI_COLORS } from './eaqi'
import { US_AQI_CATEGORIES, US_AQI_CATEGORY_MESSAGES, US_AQI_COLORS } from './us-epa'
import { english, type MessageDescriptor, type Translate } from '../i18n/locales'
import { DAQI_BANDS } from './uk-daqi'

const NONE: MessageDescriptor = { id: 'none', message: '' }

/** One level of a regional scale, in the shape of docs/product.md §Data "Regional reading" `level`. */
export interface RegionalLevel {
  index: number
  name: string
  description: string
  healthAdvice: string
  /** Background colour (hex), the scale's official colour. */
  color: string
  /** Black or white, whichever reads on `color` with a WCAG contrast of at least 4.5:1. */
  textColor: string
}

/** A regional level's description and advice as messages (decision 284). */
interface LevelMessages {
  description: MessageDescriptor
  healthAdvice: MessageDescriptor
}

/*
 * US EPA: descriptions from AirNow "AQI Basics"; advice is the cautionary statement for
 * particle pollution, the most common driver, in EPA-454/B-24-002 Table 5 (the Good row says
 * "None"; AirNow's activity guide phrases it as below).
 */
const US_TEXT: readonly LevelMessages[] = [
  { description: /*i18n*/ { id: 'scale.usEpa.1.description', message: 'Air quality is satisfactory, and air pollution poses little or no risk.' },
    healthAdvice: /*i18n*/ { id: 'scale.usEpa.1.advice', message: 'It\'s a great day to be active outside.' } },
  { description: /*i18n*/ { id: 'scale.usEpa.2.description', message: 'Air quality is acceptable. However, there may be a risk for some people, particularly those who are unusually sensitive to air pollution.' },
    healthAdvice: /*i18n*/ { id: 'scale.usEpa.2.advice', message: 'Unusually sensitive people should consider reducing prolonged or heavy exertion.' } },
  { description: /*i18n*/ { id: 'scale.usEpa.3.description', message: 'Members of sensitive groups may experience health effects. The general public is less likely to be affected.' },
    healthAdvice: /*i18n*/ { id: 'scale.usEpa.3.advice', message: 'People with heart or lung disease, older adults, and children should reduce prolonged or heavy exertion.' } },
  { description: /*i18n*/ { id: 'scale.usEpa.4.description', message: 'Some members of the general public may experience health effects; members of sensitive groups may experience more serious health effects.' },
    healthAdvice: /*i18n*/ { id: 'scale.usEpa.4.advice', message: 'People with heart or lung disease, older adults, and children should avoid prolonged or heavy exertion; everyone else should reduce prolonged or heavy exertion.' } },
  { description: /*i18n*/ { id: 'scale.usEpa.5.description', message: 'Health alert: The risk of health effects is increased for everyone.' },
    healthAdvice: /*i18n*/ { id: 'scale.usEpa.5.advice', message: 'People with heart or lung disease, older adults, and children should avoid all physical activity outdoors. Everyone else should avoid prolonged or heavy exertion.' } },
  { description: /*i18n*/ { id: 'scale.usEpa.6.description', message: 'Health warning of emergency conditions: everyone is more likely to be affected.' },
    healthAdvice: /*i18n*/ { id: 'scale.usEpa.6.advice', message: 'Everyone should avoid all physical activity outdoors; people with heart or lung disease, older adults, and children should remain indoors and keep activity levels low.' } },
]
const US_TEXT_COLORS = ['#000000', '#000000', '#000000', '#000000', '#FFFFFF', '#FFFFFF'] as const

export const US_EPA_LEVELS: readonly RegionalLevel[] = US_AQI_CATEGORIES.map((name, i) => ({
  index: i + 1,
  name,
  description: english(US_TEXT[i]?.description ?? NONE),
  healthAdvice: english(US_TEXT[i]?.healthAdvice ?? NONE),
  color: US_AQI_COLORS[i] ?? '#7E0023',
  textColor: US_TEXT_COLORS[i] ?? '#FFFFFF',
}))

/*
 * EEA: the health messages that accompany the European Air Quality Index, for the general
 * population and for sensitive populations (adults and children with respiratory problems and
 * adults with heart conditions). Source: EEA, "What do the values in the air quality index
 * mean?" (eea.europa.eu Help Center FAQ), as shown on airindex.eea.europa.eu.
 */
const EAQI_TEXT: readonly LevelMessages[] = [
  { description: /*i18n*/ { id: 'scale.eaqi.1.description', message: 'Air quality is good.' },
    healthAdvice: /*i18n*/ { id: 'scale.eaqi.1.advice', message: 'General population: The air quality is good. Enjoy your usual outdoor activities. Sensitive populations: The air quality is good. Enjoy your usual outdoor activities.' } },
  { description: /*i18n*/ { id: 'scale.eaqi.2.description', message: 'Air quality is fair.' },
    healthAdvice: /*i18n*/ { id: 'scale.eaqi.2.advice', message: 'General population: Enjoy your usual outdoor activities. Sensitive populations: Enjoy your usual outdoor activities.' } },
  { description: /*i18n*/ { id: 'scale.eaqi.3.description', message: 'Air quality is moderate.' },
    healthAdvice: /*i18n*/ { id: 'scale.eaqi.3.advice', message: 'General population: Enjoy your usual outdoor activities. Sensitive populations: Consider reducing intense outdoor activities, if you experience symptoms.' } },
  { description: /*i18n*/ { id: 'scale.eaqi.4.description', message: 'Air quality is poor.' },
    healthAdvice: /*i18n*/ { id: 'scale.eaqi.4.advice', message: 'General population: Consider reducing intense activities outdoors, if you experience symptoms such as sore eyes, a cough or sore throat. Sensitive populations: Consider reducing physical activities, particularly outdoors, especially if you experience symptoms.' } },
  { description: /*i18n*/ { id: 'scale.eaqi.5.description', message: 'Air quality is very poor.' },
    healthAdvice: /*i18n*/ { id: 'scale.eaqi.5.advice', message: 'General population: Consider reducing intense activities outdoors, if you experience symptoms such as sore eyes, a cough or sore throat. Sensitive populations: Reduce physical activities, particularly outdoors, especially if you experience symptoms.' } },
  { description: /*i18n*/ { id: 'scale.eaqi.6.description', message: 'Air quality is extremely poor.' },
    healthAdvice: /*i18n*/ { id: 'scale.eaqi.6.advice', message: 'General population: Reduce physical activities outdoors. Sensitive populations: Avoid physical activities outdoors.' } },
]
const EAQI_TEXT_COLORS = ['#000000', '#000000', '#000000', '#000000', '#FFFFFF', '#FFFFFF'] as const

export const EAQI_LEVELS: readonly RegionalLevel[] = EAQI_CATEGORIES.map((name, i) => ({
  index: i + 1,
  name,
  description: english(EAQI_TEXT[i]?.description ?? NONE),
  healthAdvice: english(EAQI_TEXT[i]?.healthAdvice ?? NONE),
  color: EAQI_COLORS[i] ?? '#7D2181',
  textColor: EAQI_TEXT_COLORS[i] ?? '#FFFFFF',
}))

/*
 * DEFRA: "Accompanying health messages for at-risk individuals and the general population"
 * per band, uk-air.defra.gov.uk/air-pollution/daqi. At-risk individuals are adults and children
 * with heart or lung problems.
 */
const DAQI_TEXT: readonly LevelMessages[] = [
  { description: /*i18n*/ { id: 'scale.daqi.low.description', message: 'Low air pollution (DAQI 1-3).' },
    healthAdvice: /*i18n*/ { id: 'scale.daqi.low.advice', message: 'At-risk individuals: Enjoy your usual outdoor activities. General population: Enjoy your usual outdoor activities.' } },
  { description: /*i18n*/ { id: 'scale.daqi.moderate.description', message: 'Moderate air pollution (DAQI 4-6).' },
    healthAdvice: /*i18n*/ { id: 'scale.daqi.moderate.advice', message: 'At-risk individuals: Adults and children with lung problems, and adults with heart problems, who experience symptoms, should consider reducing strenuous physical activity, particularly outdoors. General population: Enjoy your usual outdoor activities.' } },
  { description: /*i18n*/ { id: 'scale.daqi.high.description', message: 'High air pollution (DAQI 7-9).' },
    healthAdvice: /*i18n*/ { id: 'scale.daqi.high.advice', message: 'At-risk individuals: Adults and children with lung problems, and adults with heart problems, should reduce strenuous physical exertion, particularly outdoors, and particularly if they experience symptoms. People with asthma may find they need to use their reliever inhaler more often. Older people should also reduce physical exertion. General population: Anyone experiencing discomfort such as sore eyes, cough or sore throat should consider reducing activity, particularly outdoors.' } },
  { description: /*i18n*/ { id: 'scale.daqi.veryHigh.description', message: 'Very high air pollution (DAQI 10).' },
    healthAdvice: /*i18n*/ { id: 'scale.daqi.veryHigh.advice', message: 'At-risk individuals: Adults and children with lung problems, adults with heart problems, and older people, should avoid strenuous physical activity. People with asthma may find they need to use their reliever inhaler more often. General population: Reduce physical exertion, particularly outdoors, especially if you experience symptoms such as cough or sore throat.' } },
]

export const UK_DAQI_BANDS: readonly Omit<RegionalLevel, 'index' | 'color' | 'textColor'>[] = DAQI_BANDS.map((name, i) => ({
  name,
  description: english(DAQI_TEXT[i]?.description ?? NONE),
  healthAdvice: english(DAQI_TEXT[i]?.healthAdvice ?? NONE),
}))

/** Text colour on each DAQI index colour 1-10 (only the dark red of index 9 takes white). */
export const DAQI_TEXT_COLORS = [
  '#000000', '#000000', '#000000', '#000000', '#000000', '#000000', '#000000', '#000000', '#FFFFFF', '#000000',
] as const

/*
 * The regional scales' level names as messages (decision 284), in each agency's own words:
 * Spanish as AirNow's Spanish pages name the US AQI categories and as the EEA's Spanish index
 * names its levels; DEFRA publishes no Spanish, so the DAQI bands are translated plainly.
 */
const REGIONAL_NAME_MESSAGES = {
  us_epa: US_AQI_CATEGORY_MESSAGES,
  eaqi: [
    /*i18n*/ { id: 'scale.eaqi.1', message: 'Good' },
    /*i18n*/ { id: 'scale.eaqi.2', message: 'Fair' },
    /*i18n*/ { id: 'scale.eaqi.3', message: 'Moderate' },
    /*i18n*/ { id: 'scale.eaqi.4', message: 'Poor' },
    /*i18n*/ { id: 'scale.eaqi.5', message: 'Very poor' },
    /*i18n*/ { id: 'scale.eaqi.6', message: 'Extremely poor' },
  ],
  uk_daqi: [
    /*i18n*/ { id: 'scale.daqi.low', message: 'Low' },
    /*i18n*/ { id: 'scale.daqi.moderate', message: 'Moderate' },
    /*i18n*/ { id: 'scale.daqi.high', message: 'High' },
    /*i18n*/ { id: 'scale.daqi.veryHigh', message: 'Very High' },
  ],
} as const satisfies Record<string, readonly MessageDescriptor[]>

/**
 * The name of a regional level as a message: `index` as `RegionalLevel.index` has it (US EPA
 * category 1-6, EAQI level 1-6, DAQI index 1-10, named by its band). Null outside the scale.
 */
export function regionalLevelNameMessage(scale: 'us_epa' | 'eaqi' | 'uk_daqi', index: number): MessageDescriptor | null {
  const position = scale === 'uk_daqi' ? (index <= 3 ? 1 : index <= 6 ? 2 : index <= 9 ? 3 : 4) : index
  return REGIONAL_NAME_MESSAGES[scale][position - 1] ?? null
}

/**
 * A regional level's name, description and advice in the reader's words (`t`, decision 284),
 * `index` as `RegionalLevel.index` has it; null outside the scale.
 */
export function regionalLevelText(
  scale: 'us_epa' | 'eaqi' | 'uk_daqi',
  index: number,
  t: Translate,
): Pick<RegionalLevel, 'name' | 'description' | 'healthAdvice'> | null {
  const name = regionalLevelNameMessage(scale, index)
  const position = scale === 'uk_daqi' ? (index <= 3 ? 1 : index <= 6 ? 2 : index <= 9 ? 3 : 4) : index
  const text = (scale === 'us_epa' ? US_TEXT : scale === 'eaqi' ? EAQI_TEXT : DAQI_TEXT)[position - 1]
  return name && text ? { name: t(name), description: t(text.description), healthAdvice: t(text.healthAdvice) } : null
}
