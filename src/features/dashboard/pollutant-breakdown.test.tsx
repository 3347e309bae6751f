import { I18nProvider } from '@lingui/react'
import type { ReactNode } from 'react'
import { renderToStaticMarkup as renderStatic } from 'react-dom/server'
import { i18n } from '../../lib/i18n'
import { describe, expect, it } from 'vitest'
import type { AirQualityEntry } from '../../domain/contracts/air-quality'
import { PollutantBreakdown } from './pollutant-breakdown'

/** As the app renders it: in its language (English here unless a test activates another). */
const renderToStaticMarkup = (node: ReactNode) => renderStatic(<I18nProvider i18n={i18n}>{node}</I18nProvider>)

/** The case: an hour of 41.2 µg/m³ PM2.5 whose NowCast is US AQI 114 (level 3). */
const entry = (averaging: AirQualityEntry['averaging']): AirQualityEntry => ({
  dt: 1_790_000_000,
  main: { aqi: 3 },
  components: { pm2_5: 41.2, pm10: 20, o3: 30, no2: 15, so2: 2, co: 300, no: null, nh3: null },
  usAqi: 114,
  usSubIndexes: { pm2_5: 114, pm10: 19, o3: 28, no2: 8, so2: 1, co: 3 },
  dominantPollutant: 'pm2_5',
  averaging,
})

/** Each tile's text, in the order shown. */
function tiles(e: AirQualityEntry): string[] {
  const html = renderToStaticMarkup(<PollutantBreakdown entry={e} isPending={false} />)
  return [...html.matchAll(/<li class="pollutant">(.*?)<\/li>/g)].map((m) => (m[1] ?? '').replace(/<[^>]+>/g, ''))
}

describe('PollutantBreakdown: a value carries the category of its own period (decision 235)', () => {
  it('labels the concentration as the hour’s and the NowCast level as NowCast, never one as the other’s', () => {
    const [pm25, , o3, no2, , co] = tiles(entry('nowcast'))
    expect(pm25).toBe('PM2.5 (Fine particles)41.2 µg/m³this hourModerate NowCast')
    expect(o3).toMatch(/µg\/m³this hourGood NowCast$/)
    expect(co).toMatch(/µg\/m³this hourGood 8-h mean$/)
    // NO2 is read on its hour: the level is the value's own, no other period named.
    expect(no2).toMatch(/15(\.0)? µg\/m³this hourGood$/)
  })

  it('names no other period for a forecast hour, whose levels are its own values’', () => {
    for (const tile of tiles(entry('hourly'))) expect(tile).not.toMatch(/NowCast|8-h mean/)
  })
})
