import { I18nProvider } from '@lingui/react'
import type { ReactNode } from 'react'
import { renderToStaticMarkup as renderStatic } from 'react-dom/server'
import { i18n } from '../../lib/i18n'
import { describe, expect, it } from 'vitest'
import type { Source } from '../../domain/contracts/air-quality'
import { compareWithCities } from '../../domain/report/comparison'

const CLEANER_THAN_MOST = 'Your air is cleaner than most major cities right now.'
import { ComparisonSummary } from './comparison-summary'

/** As the app renders it: in its language (English here unless a test activates another). */
const renderToStaticMarkup = (node: ReactNode) => renderStatic(<I18nProvider i18n={i18n}>{node}</I18nProvider>)

const source: Source = { id: 'simulated', name: 'Simulated data', simulated: true, url: null }
const city = (name: string, usAqi: number | null) => ({ city: { name, lat: 0, lon: 0 }, usAqi })

const summary = (isPending: boolean) =>
  renderToStaticMarkup(
    <ComparisonSummary
      placeName="New York"
      usAqi={40}
      index={1}
      source={source}
      comparison={compareWithCities(40, [city('London', 60), city('Tokyo', 70), city('Paris', 80), city('Los Angeles', null)])}
      isPending={isPending}
    />,
  )

describe('ComparisonSummary', () => {
  it('holds the verdict’s place while cities load, saying so, and gives no verdict yet', () => {
    const html = summary(true)
    expect(html).toContain('Comparing with the other cities…')
    expect(html).toContain('comparison-summary__message')
    expect(html).not.toContain(CLEANER_THAN_MOST)
    expect(html).toContain('aria-busy="true"')
  })

  it('gives the verdict once every city has answered', () => {
    const html = summary(false)
    expect(html).toContain(CLEANER_THAN_MOST)
    expect(html).not.toContain('Comparing with the other cities')
  })
})

describe('ComparisonSummary when no city is known (issue 24 item 4)', () => {
  const unknown = () =>
    renderToStaticMarkup(
      <ComparisonSummary
        placeName="Delhi"
        usAqi={161}
        index={4}
        source={source}
        comparison={compareWithCities(161, [city('London', null), city('Tokyo', null)])}
        isPending={false}
      />,
    )

  it('gives no verdict and no 0/N count: unknown cities are not cities the air is worse than', () => {
    const html = unknown()
    expect(html).toContain('No city compared')
    expect(html).toContain('No city&#x27;s air is known right now, so there is nothing to compare.')
    expect(html).not.toContain('needs attention')
    expect(html).not.toMatch(/better than 0/)
  })

  it('counts only the cities compared', () => {
    expect(summary(false)).toContain('Good: better than 3 of 3 cities')
  })
})

describe('ComparisonSummary: the verdict follows the level too (decision 242)', () => {
  const at = (usAqi: number, index: number, cities: number[]) =>
    renderToStaticMarkup(
      <ComparisonSummary
        placeName="London"
        usAqi={usAqi}
        index={index}
        source={source}
        comparison={compareWithCities(usAqi, cities.map((value, i) => city(`City ${i}`, value)))}
        isPending={false}
      />,
    )

  it('London at Fair behind every city: the level first, and no "needs attention"', () => {
    const html = at(76, 2, [20, 30, 40, 50])
    expect(html).toContain('Fair: better than 0 of 4 cities')
    expect(html).toContain('Your air is Fair right now; these cities happen to be cleaner.')
    expect(html).not.toContain('needs attention')
  })

  it('Poor air ahead of every city still needs attention', () => {
    const html = at(170, 4, [200, 220, 250, 300])
    expect(html).toContain('Poor: better than 4 of 4 cities')
    expect(html).toContain('Your air needs attention: it is Poor here right now.')
    expect(html).not.toContain(CLEANER_THAN_MOST)
  })
})
