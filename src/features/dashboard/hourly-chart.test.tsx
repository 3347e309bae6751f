import { I18nProvider } from '@lingui/react'
import type { ReactNode } from 'react'
import { renderToStaticMarkup as renderStatic } from 'react-dom/server'
import { i18n } from '../../lib/i18n'
import { afterEach, describe, expect, it } from 'vitest'
import type { AirQualityEntry } from '../../domain/contracts/air-quality'
import { fixedOffset } from '../../domain/time/utc-offset'
import { dayStarts, HourlyChart } from './hourly-chart'

/** As the app renders it: in its language (English here unless a test activates another). */
const renderToStaticMarkup = (node: ReactNode) => renderStatic(<I18nProvider i18n={i18n}>{node}</I18nProvider>)

const START = 1_795_000_000 - (1_795_000_000 % 3600)
const hour = (i: number, pmSource?: AirQualityEntry['pmSource']): AirQualityEntry => ({
  dt: START + i * 3600,
  main: { aqi: 2 },
  components: { co: null, no: null, no2: null, o3: null, so2: null, pm2_5: 14, pm10: null, nh3: null },
  usAqi: 55,
  dominantPollutant: 'pm2_5',
  ...(pmSource ? { pmSource } : {}),
})

const tableOf = (entries: AirQualityEntry[]) => {
  const html = renderToStaticMarkup(
    <HourlyChart entries={entries} span="next 3 hours" threshold={{ kind: 'level', value: 4 }} nowSeconds={START} offsetAt={fixedOffset(0)} />,
  )
  const headers = [...html.matchAll(/<th scope="col">([^<]*)<\/th>/g)].map((m) => m[1])
  const lastCells = [...html.matchAll(/<tr>(.*?)<\/tr>/g)].slice(1).map((m) => [...(m[1] ?? '').matchAll(/<td>([^<]*)<\/td>/g)].at(-1)?.[1])
  return { headers, lastCells }
}

describe('the hourly chart’s table: where each hour’s PM2.5 comes from (issue 14)', () => {
  it('names the source of every hour when the answer gives it', () => {
    expect(tableOf([hour(0, 'measured'), hour(1, 'fused'), hour(2, 'model')])).toEqual({
      headers: ['Time', 'US AQI', 'Level', 'Alert', 'PM2.5 from'],
      lastCells: ['Measured', 'Forecast, corrected by stations', 'Model'],
    })
  })

  it('issue 24 item 6: the hour under way corrected by stations is "Measured nearby", as the line and the text say; a later one a forecast', () => {
    expect(tableOf([hour(-1, 'measured'), hour(0, 'fused'), hour(1, 'fused')]).lastCells).toEqual(['Measured', 'Measured nearby', 'Forecast, corrected by stations'])
  })

  it('has no such column for an answer kept from an older version', () => {
    expect(tableOf([hour(0), hour(1)]).headers).toEqual(['Time', 'US AQI', 'Level', 'Alert'])
  })
})

describe('the hourly chart’s day marker (issue 25 item 6)', () => {
  // 2026-11-22 20:00 UTC, a Sunday: four hours before midnight in UTC, one hour before it at UTC+3.
  const EVENING = Date.UTC(2026, 10, 22, 20) / 1000
  const hours = Array.from({ length: 8 }, (_, i) => ({ ...hour(0), dt: EVENING + i * 3600 }))

  it('starts a day at the place’s own midnight', () => {
    expect(dayStarts(hours, fixedOffset(0))).toEqual([{ index: 4, dayName: 'Monday' }])
    expect(dayStarts(hours, fixedOffset(3 * 3600))).toEqual([{ index: 1, dayName: 'Monday' }])
    expect(dayStarts(hours.slice(0, 4), fixedOffset(0))).toEqual([])
  })

  it('draws a marker named by the new day, and none within one day', () => {
    const draw = (entries: AirQualityEntry[]) =>
      renderToStaticMarkup(<HourlyChart entries={entries} span="next 8 hours" threshold={{ kind: 'level', value: 4 }} nowSeconds={EVENING} offsetAt={fixedOffset(0)} />)
    const across = draw(hours)
    expect(across.match(/class="hourly-chart__day"/g)).toHaveLength(1)
    expect(across).toMatch(/class="hourly-chart__day"><line x1="77.3[0-9]*"[^>]*><\/line><text[^>]*>Mon<\/text>/)
    expect(draw(hours.slice(0, 4))).not.toContain('hourly-chart__day')
  })
})

describe('the hourly chart in Spanish (decision 280)', () => {
  afterEach(() => i18n.activate('en'))

  it('names the alert line, the levels, the EPA categories and the day marker in Spanish', async () => {
    const { messages } = await import('../../locales/es/messages.po')
    i18n.loadAndActivate({ locale: 'es', messages })
    const EVENING = Date.UTC(2026, 10, 22, 20) / 1000
    const entries = Array.from({ length: 8 }, (_, i) => ({ ...hour(0), dt: EVENING + i * 3600 }))
    const html = renderToStaticMarkup(
      <HourlyChart entries={entries} span="próximas 8 horas" threshold={{ kind: 'level', value: 4 }} nowSeconds={EVENING} offsetAt={fixedOffset(0)} />,
    )
    expect(html).toContain('Tu alerta: Mala (4 de 5)')
    expect(html).toContain('<td>55 · Moderada</td>')
    expect(html).toContain('<td>Aceptable</td>')
    expect(html).toMatch(/class="hourly-chart__day">.*?<text[^>]*>lun<\/text>/)
    expect(html).not.toMatch(/Your alert|Moderate|Fair|Mon</)
  })
})
