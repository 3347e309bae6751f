import { renderToStaticMarkup } from 'react-dom/server'
import { describe, expect, it } from 'vitest'
import type { Source } from '../../domain/contracts/air-quality'
import { compareWithCities, VERDICT_MESSAGES } from '../../domain/report/comparison'
import { ComparisonSummary } from './comparison-summary'

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
    expect(html).not.toContain(VERDICT_MESSAGES['cleaner-than-most'])
    expect(html).toContain('aria-busy="true"')
  })

  it('gives the verdict once every city has answered', () => {
    const html = summary(false)
    expect(html).toContain(VERDICT_MESSAGES['cleaner-than-most'])
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
    expect(html).not.toContain(VERDICT_MESSAGES['needs-attention'])
    expect(html).not.toMatch(/Better than 0/)
  })

  it('counts only the cities compared', () => {
    expect(summary(false)).toContain('Better than 3/3 cities')
  })
})
