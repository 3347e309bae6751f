import type { Pollutant } from './pollutants'
import { english, type MessageDescriptor, type Translate } from '../i18n/locales'
import { regionalLevelNameMessage } from './regional-levels'

export interface GuideLevel {
  index: 1 | 2 | 3 | 4 | 5 | 6
  name: 'Good' | 'Fair' | 'Moderate' | 'Poor' | 'Very Poor' | 'Extremely Poor'
  /** Index range as shown on /air-quality-guide. */
  range: string
  /** Background colour (hex). */
  color: string
  /** Text colour on `color` with a WCAG contrast of at least 4.5:1. */
  textColor: string
  /** The name as people read it ("Poor"; Spanish "Mala"). */
  label: string
  /** EPA's name for the matching US AQI category ("Unhealthy"; Spanish as AirNow's). */
  epaName: string
  description: string
  healthAdvice: string
  actions: string[]
}

/** A guide level's words as messages (decision 284). */
interface GuideLevelMessages {
  label: MessageDescriptor
  description: MessageDescriptor
  healthAdvice: MessageDescriptor
  actions: readonly MessageDescriptor[]
}

/*
 * The six guide levels of docs/product.md §Index (1 Good 0-50 … 6 Extremely Poor 300+). They sit on the
 * 0-500 US AQI ranges, so descriptions and advice follow EPA's for the matching category
 * (Good, Moderate, Unhealthy for Sensitive Groups, Unhealthy, Very Unhealthy, Hazardous).
 */
const GUIDE_LEVEL_DATA: readonly (Pick<GuideLevel, 'index' | 'name' | 'range' | 'color' | 'textColor'> & GuideLevelMessages)[] = [
  {
    index: 1, name: 'Good', range: '0-50', color: '#1B7F3B', textColor: '#FFFFFF',
    label: /*i18n*/ { id: 'level.1', message: 'Good' },
    description: /*i18n*/ { id: 'guide.level.1.description', message: 'Air quality is satisfactory and air pollution poses little or no risk.' },
    healthAdvice: /*i18n*/ { id: 'guide.level.1.advice', message: 'A great day to be active outside.' },
    actions: [
      /*i18n*/ { id: 'guide.level.1.action.1', message: 'Enjoy outdoor activities' },
      /*i18n*/ { id: 'guide.level.1.action.2', message: 'Open windows to air your home' },
    ],
  },
  {
    index: 2, name: 'Fair', range: '51-100', color: '#F2D94E', textColor: '#1A1A1A',
    label: /*i18n*/ { id: 'level.2', message: 'Fair' },
    description: /*i18n*/ { id: 'guide.level.2.description', message: 'Air quality is acceptable, but a few people who are unusually sensitive to air pollution may be affected.' },
    healthAdvice: /*i18n*/ { id: 'guide.level.2.advice', message: 'Unusually sensitive people should consider reducing long or intense exertion outdoors.' },
    actions: [
      /*i18n*/ { id: 'guide.level.2.action.1', message: 'Watch for coughing or shortness of breath if you are sensitive' },
      /*i18n*/ { id: 'guide.level.2.action.2', message: 'Keep reliever inhalers to hand' },
    ],
  },
  {
    index: 3, name: 'Moderate', range: '101-150', color: '#F59E0B', textColor: '#1A1A1A',
    label: /*i18n*/ { id: 'level.3', message: 'Moderate' },
    description: /*i18n*/ { id: 'guide.level.3.description', message: 'Unhealthy for sensitive groups: children, older adults and people with asthma, heart or lung disease may experience health effects. Most people are unlikely to be affected.' },
    healthAdvice: /*i18n*/ { id: 'guide.level.3.advice', message: 'Sensitive groups should reduce long or intense exertion outdoors and take more breaks.' },
    actions: [
      /*i18n*/ { id: 'guide.level.3.action.1', message: 'Take more breaks during outdoor activity' },
      /*i18n*/ { id: 'guide.level.3.action.2', message: 'Choose less strenuous activities' },
      /*i18n*/ { id: 'guide.level.3.action.3', message: 'Keep medicines with you' },
    ],
  },
  {
    index: 4, name: 'Poor', range: '151-200', color: '#C62828', textColor: '#FFFFFF',
    label: /*i18n*/ { id: 'level.4', message: 'Poor' },
    description: /*i18n*/ { id: 'guide.level.4.description', message: 'Everyone may begin to experience health effects; sensitive groups may experience more serious effects.' },
    healthAdvice: /*i18n*/ { id: 'guide.level.4.advice', message: 'Sensitive groups should avoid long or intense exertion outdoors; everyone else should reduce it.' },
    actions: [
      /*i18n*/ { id: 'guide.level.4.action.1', message: 'Move exercise indoors' },
      /*i18n*/ { id: 'guide.level.4.action.2', message: 'Keep windows closed' },
      /*i18n*/ { id: 'guide.level.4.action.3', message: 'Avoid busy roads' },
      /*i18n*/ { id: 'guide.level.4.action.4', message: 'Check on vulnerable family members' },
    ],
  },
  {
    index: 5, name: 'Very Poor', range: '201-300', color: '#6A1B9A', textColor: '#FFFFFF',
    label: /*i18n*/ { id: 'level.5', message: 'Very Poor' },
    description: /*i18n*/ { id: 'guide.level.5.description', message: 'Health alert: the risk of health effects is increased for everyone.' },
    healthAdvice: /*i18n*/ { id: 'guide.level.5.advice', message: 'Sensitive groups should avoid all physical activity outdoors; everyone else should avoid long or intense exertion.' },
    actions: [
      /*i18n*/ { id: 'guide.level.5.action.1', message: 'Stay indoors as much as possible' },
      /*i18n*/ { id: 'guide.level.5.action.2', message: 'Keep windows and doors closed' },
      /*i18n*/ { id: 'guide.level.5.action.3', message: 'Use an air purifier if you have one' },
      /*i18n*/ { id: 'guide.level.5.action.4', message: 'Postpone outdoor events' },
    ],
  },
  {
    index: 6, name: 'Extremely Poor', range: '300+', color: '#7E0023', textColor: '#FFFFFF',
    label: /*i18n*/ { id: 'level.6', message: 'Extremely Poor' },
    description: /*i18n*/ { id: 'guide.level.6.description', message: 'Health warning of emergency conditions: everyone is more likely to be affected.' },
    healthAdvice: /*i18n*/ { id: 'guide.level.6.advice', message: 'Everyone should avoid all physical activity outdoors; sensitive groups should remain indoors and keep activity levels low.' },
    actions: [
      /*i18n*/ { id: 'guide.level.6.action.1', message: 'Stay indoors with windows closed' },
      /*i18n*/ { id: 'guide.level.6.action.2', message: 'Keep activity levels low' },
      /*i18n*/ { id: 'guide.level.6.action.3', message: 'Follow advice from local authorities' },
      /*i18n*/ { id: 'guide.level.6.action.4', message: 'Seek medical help if symptoms are severe' },
    ],
  },
]

/** The guide's levels in the reader's words (`t`: the app's, decision 284). */
export function guideLevels(t: Translate): GuideLevel[] {
  return GUIDE_LEVEL_DATA.map(({ label, description, healthAdvice, actions, ...level }) => ({
    ...level,
    label: t(label),
    epaName: t(regionalLevelNameMessage('us_epa', level.index) ?? label),
    description: t(description),
    healthAdvice: t(healthAdvice),
    actions: actions.map((action) => t(action)),
  }))
}

/** The guide's levels in English. */
export const GUIDE_LEVELS: readonly GuideLevel[] = guideLevels(english)

export interface PollutantGuide {
  id: Pollutant
  name: string
  fullName: string
  description: string
  sources: string[]
  healthEffects: string[]
}

interface PollutantMessages {
  fullName: MessageDescriptor
  description: MessageDescriptor
  sources: readonly MessageDescriptor[]
  healthEffects: readonly MessageDescriptor[]
}

/* Plain-language summaries of EPA's pollutant pages (epa.gov/criteria-air-pollutants) and the
 * WHO air quality fact sheet ("Ambient (outdoor) air pollution"). */
const POLLUTANT_DATA: readonly (Pick<PollutantGuide, 'id' | 'name'> & PollutantMessages)[] = [
  {
    id: 'pm2_5', name: 'PM2.5',
    fullName: /*i18n*/ { id: 'guide.pollutant.pm2_5.fullName', message: 'Fine particulate matter' },
    description: /*i18n*/ { id: 'guide.pollutant.pm2_5.description', message: 'Particles 2.5 micrometres across or smaller, about 30 times thinner than a human hair. They reach deep into the lungs, and the smallest can pass into the bloodstream.' },
    sources: [
      /*i18n*/ { id: 'guide.pollutant.pm2_5.source.1', message: 'Vehicle exhaust, especially diesel' },
      /*i18n*/ { id: 'guide.pollutant.pm2_5.source.2', message: 'Burning wood, coal and other fuels' },
      /*i18n*/ { id: 'guide.pollutant.pm2_5.source.3', message: 'Power plants and industry' },
      /*i18n*/ { id: 'guide.pollutant.pm2_5.source.4', message: 'Wildfire smoke' },
      /*i18n*/ { id: 'guide.pollutant.pm2_5.source.5', message: 'Formed in the air from gases such as sulfur dioxide, nitrogen oxides and ammonia' },
    ],
    healthEffects: [
      /*i18n*/ { id: 'guide.pollutant.pm2_5.effect.1', message: 'Irritated airways, coughing and difficulty breathing' },
      /*i18n*/ { id: 'guide.pollutant.pm2_5.effect.2', message: 'Worse asthma and bronchitis' },
      /*i18n*/ { id: 'guide.pollutant.pm2_5.effect.3', message: 'Heart attacks and irregular heartbeat in people with heart disease' },
      /*i18n*/ { id: 'guide.pollutant.pm2_5.effect.4', message: 'Over years: heart and lung disease, lung cancer and early death' },
    ],
  },
  {
    id: 'pm10', name: 'PM10',
    fullName: /*i18n*/ { id: 'guide.pollutant.pm10.fullName', message: 'Coarse particulate matter' },
    description: /*i18n*/ { id: 'guide.pollutant.pm10.description', message: 'Inhalable particles 10 micrometres across or smaller, including dust. Most lodge in the nose, throat and upper airways; PM10 also contains the finer PM2.5.' },
    sources: [
      /*i18n*/ { id: 'guide.pollutant.pm10.source.1', message: 'Road dust and tyre and brake wear' },
      /*i18n*/ { id: 'guide.pollutant.pm10.source.2', message: 'Construction and demolition' },
      /*i18n*/ { id: 'guide.pollutant.pm10.source.3', message: 'Quarrying, mining and farming' },
      /*i18n*/ { id: 'guide.pollutant.pm10.source.4', message: 'Wind-blown dust and sea salt' },
    ],
    healthEffects: [
      /*i18n*/ { id: 'guide.pollutant.pm10.effect.1', message: 'Coughing and irritated eyes, nose and throat' },
      /*i18n*/ { id: 'guide.pollutant.pm10.effect.2', message: 'Asthma attacks' },
      /*i18n*/ { id: 'guide.pollutant.pm10.effect.3', message: 'Worse chronic lung disease such as COPD' },
      /*i18n*/ { id: 'guide.pollutant.pm10.effect.4', message: 'More hospital visits for heart and lung conditions' },
    ],
  },
  {
    id: 'no2', name: 'NO2',
    fullName: /*i18n*/ { id: 'guide.pollutant.no2.fullName', message: 'Nitrogen dioxide' },
    description: /*i18n*/ { id: 'guide.pollutant.no2.description', message: 'A reddish-brown gas formed when fuel burns at high temperature. It also helps form ozone and fine particles.' },
    sources: [
      /*i18n*/ { id: 'guide.pollutant.no2.source.1', message: 'Road traffic, especially diesel vehicles' },
      /*i18n*/ { id: 'guide.pollutant.no2.source.2', message: 'Power plants and industrial boilers' },
      /*i18n*/ { id: 'guide.pollutant.no2.source.3', message: 'Gas cookers and heaters indoors' },
    ],
    healthEffects: [
      /*i18n*/ { id: 'guide.pollutant.no2.effect.1', message: 'Inflamed airways, coughing and wheezing' },
      /*i18n*/ { id: 'guide.pollutant.no2.effect.2', message: 'Asthma attacks and more hospital visits for asthma' },
      /*i18n*/ { id: 'guide.pollutant.no2.effect.3', message: 'Long-term exposure may contribute to asthma developing in children and to lung infections' },
    ],
  },
  {
    id: 'so2', name: 'SO2',
    fullName: /*i18n*/ { id: 'guide.pollutant.so2.fullName', message: 'Sulfur dioxide' },
    description: /*i18n*/ { id: 'guide.pollutant.so2.description', message: 'A colourless gas with a sharp smell, released when fuels containing sulfur are burned. It also forms fine particles in the air.' },
    sources: [
      /*i18n*/ { id: 'guide.pollutant.so2.source.1', message: 'Coal- and oil-fired power plants and industry' },
      /*i18n*/ { id: 'guide.pollutant.so2.source.2', message: 'Ships burning heavy fuel oil' },
      /*i18n*/ { id: 'guide.pollutant.so2.source.3', message: 'Metal smelting' },
      /*i18n*/ { id: 'guide.pollutant.so2.source.4', message: 'Volcanoes' },
    ],
    healthEffects: [
      /*i18n*/ { id: 'guide.pollutant.so2.effect.1', message: 'Narrowed airways within minutes, especially in people with asthma who are exercising' },
      /*i18n*/ { id: 'guide.pollutant.so2.effect.2', message: 'Coughing, wheezing and chest tightness' },
      /*i18n*/ { id: 'guide.pollutant.so2.effect.3', message: 'Irritated eyes, nose and throat' },
    ],
  },
  {
    id: 'co', name: 'CO',
    fullName: /*i18n*/ { id: 'guide.pollutant.co.fullName', message: 'Carbon monoxide' },
    description: /*i18n*/ { id: 'guide.pollutant.co.description', message: 'A colourless, odourless gas from incomplete burning. It reduces how much oxygen the blood can carry. Outdoor levels are rarely high; indoors it can be deadly, so use a CO alarm.' },
    sources: [
      /*i18n*/ { id: 'guide.pollutant.co.source.1', message: 'Vehicle exhaust' },
      /*i18n*/ { id: 'guide.pollutant.co.source.2', message: 'Faulty or unvented gas, oil, wood and coal appliances' },
      /*i18n*/ { id: 'guide.pollutant.co.source.3', message: 'Generators and barbecues used indoors' },
      /*i18n*/ { id: 'guide.pollutant.co.source.4', message: 'Tobacco smoke and fires' },
    ],
    healthEffects: [
      /*i18n*/ { id: 'guide.pollutant.co.effect.1', message: 'Chest pain and less exercise tolerance in people with heart disease' },
      /*i18n*/ { id: 'guide.pollutant.co.effect.2', message: 'Headache, dizziness and confusion' },
      /*i18n*/ { id: 'guide.pollutant.co.effect.3', message: 'At high levels, unconsciousness and death' },
    ],
  },
  {
    id: 'o3', name: 'O3',
    fullName: /*i18n*/ { id: 'guide.pollutant.o3.fullName', message: 'Ground-level ozone' },
    description: /*i18n*/ { id: 'guide.pollutant.o3.description', message: 'A gas formed near the ground when nitrogen oxides and volatile organic compounds react in sunlight. It is highest on hot, sunny afternoons and can drift far from where it formed.' },
    sources: [
      /*i18n*/ { id: 'guide.pollutant.o3.source.1', message: 'Not emitted directly: formed from vehicle exhaust, industry and power plant emissions' },
      /*i18n*/ { id: 'guide.pollutant.o3.source.2', message: 'Solvents, paints and fuel vapours' },
      /*i18n*/ { id: 'guide.pollutant.o3.source.3', message: 'Natural emissions from plants, reacting in sunlight' },
    ],
    healthEffects: [
      /*i18n*/ { id: 'guide.pollutant.o3.effect.1', message: 'Coughing, sore throat and chest discomfort' },
      /*i18n*/ { id: 'guide.pollutant.o3.effect.2', message: 'Reduced lung function and inflamed airways' },
      /*i18n*/ { id: 'guide.pollutant.o3.effect.3', message: 'Worse asthma, bronchitis and emphysema' },
      /*i18n*/ { id: 'guide.pollutant.o3.effect.4', message: 'Higher risk for children, older adults and people active outdoors' },
    ],
  },
]

/** The pollutant guide in the reader's words (`t`: the app's, decision 284); names ("PM2.5") stay. */
export function pollutantGuide(t: Translate): PollutantGuide[] {
  return POLLUTANT_DATA.map(({ fullName, description, sources, healthEffects, ...pollutant }) => ({
    ...pollutant,
    fullName: t(fullName),
    description: t(description),
    sources: sources.map((source) => t(source)),
    healthEffects: healthEffects.map((effect) => t(effect)),
  }))
}

/** The pollutant guide in English. */
export const POLLUTANT_GUIDE: readonly PollutantGuide[] = pollutantGuide(english)
