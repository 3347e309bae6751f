import { afterEach, describe, expect, it } from 'vitest'
import { english } from '../../domain/i18n/locales'
import type { DayLevels } from '../../domain/report/daily-levels'
import type { WeeklyReport } from '../../domain/report/weekly-report'
import { weeklyShareText } from '../../domain/report/weekly-share-text'
import { weeklyWins } from '../../domain/report/wins'
import { zoneLabel } from '../../domain/time/zone-label'
import { appTranslate as _, i18n } from '../../lib/i18n'
import { sourceName } from '../../lib/source-name'
import { messages as spanish } from '../../locales/es/messages.po'

const day = (d: number, worstLevel: DayLevels['worstLevel'], meanLevel: number = worstLevel): DayLevels => ({ day: d, worstLevel, meanLevel, readings: 1, good: worstLevel <= 2, peakUsAqi: null })
const report = (over: Partial<WeeklyReport>): WeeklyReport => ({
  week: { firstDay: 20_419, lastDay: 20_425 },
  days: [],
  readings: 0,
  goodDays: 0,
  daysWithReadings: 0,
  scorePercent: null,
  bestDay: null,
  worstDay: null,
  ...over,
})

// The weekly report's domain words in the reader's language (decision 284): the sweep of the
// Spanish app found them English ("Good air on 1 of 1 day with readings", the share text,
// "Source: Simulated data").
describe('the weekly report in Spanish', () => {
  afterEach(() => i18n.activate('en'))

  it('says the wins in Spanish, with the level and day names', () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish })
    // Day 20422 is a Sunday, 20425 a Wednesday.
    const week = report({ days: [day(20_422, 3, 3), day(20_425, 1, 1)], goodDays: 1, daysWithReadings: 2, scorePercent: 50 })
    expect(weeklyWins({ report: week, checkDays: 1, streak: 3 }, _)).toEqual([
      'Aire bueno en 1 de 2 días con mediciones',
      'Ninguna medición Mala o Muy mala esta semana',
      'El aire mejoró: de Moderada el domingo a Buena el miércoles, en promedio',
      'Consultaste tu aire 1 día esta semana',
      'Una racha de 3 consultas, y sigue',
    ])
  })

  it('shares the week in Spanish, saying when the data was simulated', () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish })
    const week = report({ days: [day(20_419, 1)], goodDays: 1, daysWithReadings: 1, scorePercent: 100 })
    expect(weeklyShareText('Nueva York', week, true, _)).toBe(
      'Mi aire esta semana en Nueva York: puntuación del 100 %, aire bueno en 1 de 1 día con mediciones (datos simulados). Consultado con AirAhead.',
    )
    expect(weeklyShareText('Nueva York', report({ ...week, daysWithReadings: 3, goodDays: 2, scorePercent: 67 }), false, _)).toBe(
      'Mi aire esta semana en Nueva York: puntuación del 67 %, aire bueno en 2 de 3 días con mediciones. Consultado con AirAhead.',
    )
  })

  it('names simulated data and a place’s clock in Spanish; a provider keeps its name', () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish })
    expect(sourceName('Simulated data')).toBe('Datos simulados')
    expect(sourceName('CAMS forecast via Open-Meteo')).toBe('CAMS forecast via Open-Meteo')
    expect(zoneLabel('America/New_York', _)).toBe('hora de New York')
    expect(zoneLabel('UTC', _)).toBe('UTC')
  })

  it('is English with the english translator, and without the catalog', () => {
    expect(weeklyWins({ report: report({ days: [day(20_419, 1)], goodDays: 1, daysWithReadings: 1, scorePercent: 100 }), checkDays: 0, streak: 0 }, english)).toEqual([
      'Good air on 1 of 1 day with readings',
      'No Poor or Very Poor readings this week',
    ])
    expect(sourceName('Simulated data')).toBe('Simulated data')
    expect(zoneLabel('America/New_York', english)).toBe('New York time')
  })
})
