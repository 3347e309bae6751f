import type { Pollutant } from './pollutants'

export interface GuideLevel {
  index: 1 | 2 | 3 | 4 | 5 | 6
  name: 'Good' | 'Fair' | 'Moderate' | 'Poor' | 'Very Poor' | 'Extremely Poor'
  /** Index range as shown on /air-quality-guide. */
  range: string
  /** Background colour (hex). */
  color: string
  /** Text colour on `color` with a WCAG contrast of at least 4.5:1. */
  textColor: string
  description: string
  healthAdvice: string
  actions: string[]
}

/*
 * The six guide levels of docs/product.md §Index (1 Good 0-50 … 6 Extremely Poor 300+). They sit on the
 * 0-500 US AQI ranges, so descriptions and advice follow EPA's for the matching category
 * (Good, Moderate, Unhealthy for Sensitive Groups, Unhealthy, Very Unhealthy, Hazardous).
 */
export const GUIDE_LEVELS: readonly GuideLevel[] = [
  {
    index: 1, name: 'Good', range: '0-50', color: '#1B7F3B', textColor: '#FFFFFF',
    description: 'Air quality is satisfactory and air pollution poses little or no risk.',
    healthAdvice: 'A great day to be active outside.',
    actions: ['Enjoy outdoor activities', 'Open windows to air your home'],
  },
  {
    index: 2, name: 'Fair', range: '51-100', color: '#F2D94E', textColor: '#1A1A1A',
    description: 'Air quality is acceptable, but a few people who are unusually sensitive to air pollution may be affected.',
    healthAdvice: 'Unusually sensitive people should consider reducing long or intense exertion outdoors.',
    actions: ['Watch for coughing or shortness of breath if you are sensitive', 'Keep reliever inhalers to hand'],
  },
  {
    index: 3, name: 'Moderate', range: '101-150', color: '#F59E0B', textColor: '#1A1A1A',
    description: 'Unhealthy for sensitive groups: children, older adults and people with asthma, heart or lung disease may experience health effects. Most people are unlikely to be affected.',
    healthAdvice: 'Sensitive groups should reduce long or intense exertion outdoors and take more breaks.',
    actions: ['Take more breaks during outdoor activity', 'Choose less strenuous activities', 'Keep medicines with you'],
  },
  {
    index: 4, name: 'Poor', range: '151-200', color: '#C62828', textColor: '#FFFFFF',
    description: 'Everyone may begin to experience health effects; sensitive groups may experience more serious effects.',
    healthAdvice: 'Sensitive groups should avoid long or intense exertion outdoors; everyone else should reduce it.',
    actions: ['Move exercise indoors', 'Keep windows closed', 'Avoid busy roads', 'Check on vulnerable family members'],
  },
  {
    index: 5, name: 'Very Poor', range: '201-300', color: '#6A1B9A', textColor: '#FFFFFF',
    description: 'Health alert: the risk of health effects is increased for everyone.',
    healthAdvice: 'Sensitive groups should avoid all physical activity outdoors; everyone else should avoid long or intense exertion.',
    actions: ['Stay indoors as much as possible', 'Keep windows and doors closed', 'Use an air purifier if you have one', 'Postpone outdoor events'],
  },
  {
    index: 6, name: 'Extremely Poor', range: '300+', color: '#7E0023', textColor: '#FFFFFF',
    description: 'Health warning of emergency conditions: everyone is more likely to be affected.',
    healthAdvice: 'Everyone should avoid all physical activity outdoors; sensitive groups should remain indoors and keep activity levels low.',
    actions: ['Stay indoors with windows closed', 'Keep activity levels low', 'Follow advice from local authorities', 'Seek medical help if symptoms are severe'],
  },
]

export interface PollutantGuide {
  id: Pollutant
  name: string
  fullName: string
  description: string
  sources: string[]
  healthEffects: string[]
}

/* Plain-language summaries of EPA's pollutant pages (epa.gov/criteria-air-pollutants) and the
 * WHO air quality fact sheet ("Ambient (outdoor) air pollution"). */
export const POLLUTANT_GUIDE: readonly PollutantGuide[] = [
  {
    id: 'pm2_5', name: 'PM2.5', fullName: 'Fine particulate matter',
    description: 'Particles 2.5 micrometres across or smaller, about 30 times thinner than a human hair. They reach deep into the lungs, and the smallest can pass into the bloodstream.',
    sources: ['Vehicle exhaust, especially diesel', 'Burning wood, coal and other fuels', 'Power plants and industry', 'Wildfire smoke', 'Formed in the air from gases such as sulfur dioxide, nitrogen oxides and ammonia'],
    healthEffects: ['Irritated airways, coughing and difficulty breathing', 'Worse asthma and bronchitis', 'Heart attacks and irregular heartbeat in people with heart disease', 'Over years: heart and lung disease, lung cancer and early death'],
  },
  {
    id: 'pm10', name: 'PM10', fullName: 'Coarse particulate matter',
    description: 'Inhalable particles 10 micrometres across or smaller, including dust. Most lodge in the nose, throat and upper airways; PM10 also contains the finer PM2.5.',
    sources: ['Road dust and tyre and brake wear', 'Construction and demolition', 'Quarrying, mining and farming', 'Wind-blown dust and sea salt'],
    healthEffects: ['Coughing and irritated eyes, nose and throat', 'Asthma attacks', 'Worse chronic lung disease such as COPD', 'More hospital visits for heart and lung conditions'],
  },
  {
    id: 'no2', name: 'NO2', fullName: 'Nitrogen dioxide',
    description: 'A reddish-brown gas formed when fuel burns at high temperature. It also helps form ozone and fine particles.',
    sources: ['Road traffic, especially diesel vehicles', 'Power plants and industrial boilers', 'Gas cookers and heaters indoors'],
    healthEffects: ['Inflamed airways, coughing and wheezing', 'Asthma attacks and more hospital visits for asthma', 'Long-term exposure may contribute to asthma developing in children and to lung infections'],
  },
  {
    id: 'so2', name: 'SO2', fullName: 'Sulfur dioxide',
    description: 'A colourless gas with a sharp smell, released when fuels containing sulfur are burned. It also forms fine particles in the air.',
    sources: ['Coal- and oil-fired power plants and industry', 'Ships burning heavy fuel oil', 'Metal smelting', 'Volcanoes'],
    healthEffects: ['Narrowed airways within minutes, especially in people with asthma who are exercising', 'Coughing, wheezing and chest tightness', 'Irritated eyes, nose and throat'],
  },
  {
    id: 'co', name: 'CO', fullName: 'Carbon monoxide',
    description: 'A colourless, odourless gas from incomplete burning. It reduces how much oxygen the blood can carry. Outdoor levels are rarely high; indoors it can be deadly, so use a CO alarm.',
    sources: ['Vehicle exhaust', 'Faulty or unvented gas, oil, wood and coal appliances', 'Generators and barbecues used indoors', 'Tobacco smoke and fires'],
    healthEffects: ['Chest pain and less exercise tolerance in people with heart disease', 'Headache, dizziness and confusion', 'At high levels, unconsciousness and death'],
  },
  {
    id: 'o3', name: 'O3', fullName: 'Ground-level ozone',
    description: 'A gas formed near the ground when nitrogen oxides and volatile organic compounds react in sunlight. It is highest on hot, sunny afternoons and can drift far from where it formed.',
    sources: ['Not emitted directly: formed from vehicle exhaust, industry and power plant emissions', 'Solvents, paints and fuel vapours', 'Natural emissions from plants, reacting in sunlight'],
    healthEffects: ['Coughing, sore throat and chest discomfort', 'Reduced lung function and inflamed airways', 'Worse asthma, bronchitis and emphysema', 'Higher risk for children, older adults and people active outdoors'],
  },
]
