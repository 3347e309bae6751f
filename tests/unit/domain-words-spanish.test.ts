import { describe, expect, it } from 'vitest'
import { AQI_LEVELS, levelText } from '../../src/domain/aqi/levels'
import { EAQI_LEVELS, regionalLevelNameMessage, regionalLevelText, US_EPA_LEVELS } from '../../src/domain/aqi/regional-levels'
import { GUIDE_LEVELS, guideLevels, POLLUTANT_GUIDE, pollutantGuide } from '../../src/domain/aqi/guide'
import { english } from '../../src/domain/i18n/locales'
import { homeStatus } from '../../src/domain/home/home-status'
import { shareText } from '../../src/domain/home/share-text'
import { comparisonHeadline, verdictMessage } from '../../src/domain/report/comparison'
import { describeThreshold, officialIndexWords } from '../../src/domain/alerts/threshold'
import { formatAge } from '../../src/domain/freshness/reading-age'
import type { AirQualityEntry } from '../../src/domain/contracts/air-quality'
import { translator } from '../../netlify/server/i18n'

// The shared words (decision 284): English as before without a catalog, Spanish from it.
const es = translator('es')

describe('level words', () => {
  it('are the levels themselves in English', () => {
    for (const level of AQI_LEVELS) {
      const text = levelText(level.index, english)
      expect(text.label).toBe(level.name)
      expect(text.description).toBe(level.description)
      expect(text.healthAdvice).toEqual(level.healthAdvice)
    }
  })

  it('are Spanish with the Spanish catalog: the agreed level names and the advice for each group', () => {
    expect(AQI_LEVELS.map((l) => levelText(l.index, es).label)).toEqual(['Buena', 'Aceptable', 'Moderada', 'Mala', 'Muy mala'])
    expect(levelText(4, es).healthAdvice.children).toBe('Evita la actividad larga o intensa al aire libre; mejor planea juegos bajo techo.')
    expect(levelText(5, es).description).toBe('Alerta de salud: el riesgo de efectos en la salud aumenta para todos.')
  })
})

describe('regional level names', () => {
  const names = (scale: 'us_epa' | 'eaqi' | 'uk_daqi', indexes: number[]) => indexes.map((i) => es(regionalLevelNameMessage(scale, i) ?? { id: 'none' }))

  it("are the agencies' own Spanish: AirNow's US AQI categories, the EEA's levels", () => {
    expect(names('us_epa', [1, 2, 3, 4, 5, 6])).toEqual([
      'Buena', 'Moderada', 'Dañina a la salud para grupos sensibles', 'Dañina a la salud', 'Muy dañina a la salud', 'Peligrosa',
    ])
    expect(names('eaqi', [1, 2, 3, 4, 5, 6])).toEqual(['Buena', 'Razonablemente buena', 'Regular', 'Desfavorable', 'Muy desfavorable', 'Extremadamente desfavorable'])
  })

  it('name a DAQI index by its band, and nothing outside a scale', () => {
    expect(names('uk_daqi', [1, 3, 4, 7, 10])).toEqual(['Bajo', 'Bajo', 'Moderado', 'Alto', 'Muy alto'])
    expect(english(regionalLevelNameMessage('uk_daqi', 7) ?? { id: 'none' })).toBe('High')
    expect(regionalLevelNameMessage('eaqi', 7)).toBeNull()
  })
})

describe('the guide', () => {
  it('is English as before without a catalog, and Spanish with it', () => {
    expect(GUIDE_LEVELS.map((l) => l.label)).toEqual(['Good', 'Fair', 'Moderate', 'Poor', 'Very Poor', 'Extremely Poor'])
    const spanish = guideLevels(es)
    expect(spanish.map((l) => l.label)).toEqual(['Buena', 'Aceptable', 'Moderada', 'Mala', 'Muy mala', 'Extremadamente mala'])
    expect(spanish[3]?.epaName).toBe('Dañina a la salud')
    expect(spanish[3]?.actions).toContain('Mantén las ventanas cerradas')
    expect(pollutantGuide(es).find((p) => p.id === 'o3')?.fullName).toBe('Ozono troposférico')
    expect(pollutantGuide(english)).toEqual(POLLUTANT_GUIDE)
  })
})

describe('the home verdict', () => {
  const entry = (dt: number, aqi: number): AirQualityEntry => ({
    dt, main: { aqi }, components: { co: null, no: null, no2: null, o3: null, so2: null, pm2_5: null, pm10: null, nh3: null }, usAqi: null, dominantPollutant: null,
  })
  const T0 = Date.UTC(2026, 10, 21, 14) / 1000

  it('says the same verdict in Spanish', () => {
    const worse = homeStatus(entry(T0, 2), entry(T0 + 7200, 3), undefined, null, es)
    expect(worse).toMatchObject({ kind: 'caution', title: 'El aire está empeorando' })
    expect(worse.message).toBe('Aceptable ahora, Moderada en 2 horas. Los grupos sensibles quizá quieran terminar antes sus planes al aire libre.')
    expect(homeStatus(entry(T0, 4), null, undefined, null, es).title).toBe('Calidad del aire Mala ahora')
    expect(homeStatus(entry(T0, 2), entry(T0 + 7200, 3), { kind: 'level', value: 3 }, null, es).message).toBe(
      'Haz ahora las actividades al aire libre o pásalas bajo techo más tarde. Ten a mano inhaladores y medicamentos.',
    )
    expect(describeThreshold({ kind: 'level', value: 4 }, es)).toBe('Mala (4 de 5)')
    expect(homeStatus(entry(T0, 2), entry(T0 + 7200, 3), undefined, undefined, english).title).toBe('Air is getting worse')
  })
})

describe('comparisons and achievements', () => {
  it('count cities with an ICU plural, in both languages', () => {
    expect(comparisonHeadline('Fair', 0, 1, english)).toBe('Fair: better than 0 of 1 city')
    expect(comparisonHeadline('Aceptable', 2, 4, es)).toBe('Aceptable: mejor que 2 de 4 ciudades')
    expect(comparisonHeadline('Aceptable', 1, 1, es)).toBe('Aceptable: mejor que 1 de 1 ciudad')
    expect(verdictMessage('needs-attention', 'Mala', es)).toBe('Tu aire necesita atención: ahora mismo aquí el nivel es Mala.')
  })
})

describe("the regional scales' own words", () => {
  it('are English as the API sends them without a catalog, and Spanish with it', () => {
    expect(regionalLevelText('eaqi', 4, english)).toEqual({ name: 'Poor', description: EAQI_LEVELS[3]?.description, healthAdvice: EAQI_LEVELS[3]?.healthAdvice })
    expect(regionalLevelText('us_epa', 5, english)?.healthAdvice).toBe(US_EPA_LEVELS[4]?.healthAdvice)
    expect(regionalLevelText('uk_daqi', 10, english)?.description).toBe('Very high air pollution (DAQI 10).')
    expect(regionalLevelText('eaqi', 4, es)?.description).toBe('La calidad del aire es desfavorable.')
    expect(regionalLevelText('uk_daqi', 8, es)?.name).toBe('Alto')
    expect(regionalLevelText('eaqi', 9, es)).toBeNull()
  })
})

describe('ages and official indexes', () => {
  it('say how old a reading is in either language', () => {
    expect([0, 240, 7800, 7200, 3 * 86400].map((s) => formatAge(s, english))).toEqual(['just now', '4 min ago', '2 h 10 min ago', '2 h ago', '3 days ago'])
    expect([0, 240, 7800, 7200, 3 * 86400].map((s) => formatAge(s, es))).toEqual(['justo ahora', 'hace 4 min', 'hace 2 h 10 min', 'hace 2 h', 'hace 3 días'])
  })

  it('name an official index and its band in GSM-7 Spanish, as texts need (decisions 275, 282)', () => {
    expect(officialIndexWords('uk_daqi', 7, english)).toBe('UK DAQI 7 (High)')
    expect(officialIndexWords('eaqi', 4, english)).toBe('European AQI 4 (Poor)')
    const spanish = [officialIndexWords('uk_daqi', 7, es), officialIndexWords('eaqi', 4, es)]
    expect(spanish[0]).toMatch(/^UK DAQI 7 \(.+\)$/)
    expect(spanish[1]).toMatch(/^ICA europeo 4 \(.+\)$/)
    for (const words of spanish) expect(words).not.toMatch(/[áíóú]/)
  })
})

describe('a shared check', () => {
  it("is said in the reader's words", () => {
    expect(shareText({ place: 'Nueva York', nowAqi: 2, usAqi: 54, inTwoHoursAqi: 3, simulated: true }, es)).toBe(
      'Calidad del aire en Nueva York ahora: Aceptable (2 de 5, ICA de EE. UU. 54 · Moderada). En 2 horas: Moderada. Datos simulados, no una medición. Revisado con AirAhead.',
    )
  })
})
