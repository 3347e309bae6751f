import { I18nProvider } from '@lingui/react'
import type { ReactNode } from 'react'
import { renderToStaticMarkup as renderStatic } from 'react-dom/server'
import { i18n } from '../../lib/i18n'
import { MemoryRouter } from '../../lib/router'
import { describe, expect, it } from 'vitest'
import { AirVsWorldCard, type PlaceAir } from './air-vs-world-card'

/** As the app renders it: in its language (English here unless a test activates another). */
const renderToStaticMarkup = (node: ReactNode) => renderStatic(<I18nProvider i18n={i18n}>{node}</I18nProvider>)

const known = (name: string, usAqi: number, aqi: number): PlaceAir => ({ name, figure: { aqi, usAqi }, isPending: false })
const offline = (name: string): PlaceAir => ({ name, figure: null, isPending: true, offline: true })

function rows(mine: PlaceAir, cities: PlaceAir[]): string[] {
  const html = renderToStaticMarkup(
    <MemoryRouter>
      <AirVsWorldCard mine={mine} cities={cities} />
    </MemoryRouter>,
  )
  return [...html.matchAll(/<li class="air-vs-world__row[^"]*">(.*?)<\/li>/g)].map((m) => (m[1] ?? '').replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ').trim())
}

describe('AirVsWorldCard offline (issue 24 item 4)', () => {
  it('a city not known offline says so, never loads for ever nor shows a level', () => {
    expect(rows(known('Delhi', 161, 4), [offline('New York'), known('London', 40, 1)])).toEqual([
      'Delhi Poor US AQI 161 · Unhealthy NowCast',
      'New York Offline: not known',
      'London Good US AQI 40 · Good NowCast Cleaner there',
    ])
  })

  it('the person’s own place, not known offline, says so too', () => {
    expect(rows(offline('Your location'), [known('London', 40, 1)])[0]).toBe('Your location Offline: not known')
  })
})
