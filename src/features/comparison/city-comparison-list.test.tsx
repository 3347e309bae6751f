import { I18nProvider } from '@lingui/react'
import type { ReactNode } from 'react'
import { renderToStaticMarkup as renderStatic } from 'react-dom/server'
import { i18n } from '../../lib/i18n'
import { afterEach, describe, expect, it } from 'vitest'
import { messages as spanish } from '../../locales/es/messages.po'
import type { ReadState } from '../../lib/read-state'
import { CityComparisonList, type CityRow } from './city-comparison-list'

/** As the app renders it: in its language (English here unless a test activates another). */
const renderToStaticMarkup = (node: ReactNode) => renderStatic(<I18nProvider i18n={i18n}>{node}</I18nProvider>)

const row = (state: ReadState, usAqi: number | null): CityRow => ({
  city: { name: 'Delhi', lat: 28.61, lon: 77.21 },
  usAqi,
  label: usAqi === null ? null : 'better',
  difference: usAqi === null ? null : -100,
  index: usAqi === null ? null : 4,
  state,
})

const text = (r: CityRow) => renderToStaticMarkup(<CityComparisonList rows={[r]} />).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim()

describe('CityComparisonList in Spanish (decision 280)', () => {
  afterEach(() => i18n.activate('en'))

  it('says offline that the city is not known, and compares in Spanish', () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish })
    expect(text(row('offline', null))).toBe('Delhi Sin conexión: no se sabe.')
    expect(text(row('known', 250))).toContain('Tu aire: Mejor')
    expect(text(row('known', 250))).toContain('El tuyo está 100 más bajo')
  })
})

describe('CityComparisonList: a city without a reading says why (issue 24 item 4)', () => {
  it.each<[ReadState, string]>([
    ['offline', 'Delhi Offline: not known.'],
    ['failed', 'Delhi No air quality data available for this location.'],
    ['loading', 'Delhi Loading air quality data...'],
  ])('%s → "%s", with no verdict and no level', (state, shown) => {
    expect(text(row(state, null))).toBe(shown)
  })

  it('a known city shows its US AQI with EPA’s name, its level and the comparison', () => {
    expect(text(row('known', 161))).toBe('Delhi US AQI 161 · Unhealthy NowCast Poor Your air: Better Yours is 100 lower')
  })
})
