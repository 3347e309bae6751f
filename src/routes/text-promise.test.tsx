import { afterEach, describe, expect, it, vi } from 'vitest'
import { I18nProvider } from '@lingui/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { i18n } from '../lib/i18n'
import { MemoryRouter } from '../lib/router'
import { ALERT_LEAD_SECONDS } from '../domain/forecast/warning'
import { EN_US_STYLE } from '../domain/time/locale-style'
import { fixedOffset } from '../domain/time/utc-offset'
import { planNoteOf } from '../features/alerts/plan-note'
import { QuickActions } from '../features/dashboard/quick-actions'
import { loadTextPromise, tellTexts } from './text-promise'

const HOUR = 3600
const NEW_YORK = fixedOffset(-5 * HOUR)
// Thursday 2026-11-26, 6:00 PM in New York.
const NOW = Date.UTC(2026, 10, 26, 23) / 1000
const POOR_AT_11 = { at: NOW + 5 * HOUR, aqi: 4, alertAt: NOW + 5 * HOUR - ALERT_LEAD_SECONDS }
const MODERATE = { kind: 'level', value: 3 } as const
const iso = (unixSeconds: number) => new Date(unixSeconds * 1000).toISOString()
const watched = planNoteOf({
  watched: true,
  placeId: 'p1',
  placeName: 'Home',
  timeZone: 'America/New_York',
  plan: { status: 'will_text', at: iso(NOW + 3.75 * HOUR), hourAt: iso(NOW + 5 * HOUR), kind: 'advance', beforeQuietHours: true },
})
const tell = (note: Parameters<typeof tellTexts>[0], textable: boolean, warning: typeof POOR_AT_11 | null, bannerUp = warning !== null) =>
  tellTexts(note, textable)(warning, NOW, MODERATE, NEW_YORK, EN_US_STYLE, bannerUp)

describe('what the dashboard promises about texts (decisions 207, 208)', () => {
  it('a member who watches the place: the job’s plan, never "if you watch this place"', () => {
    expect(tell(watched, true, POOR_AT_11)).toEqual({
      warningText: "Poor air expected at ~11 PM. We'll text you at ~9:45 PM, before your quiet hours.",
      planText: null,
    })
  })

  it('a member’s plan goes into a banner that is up for the air now, else under the quick actions', () => {
    expect(tell(watched, true, null, true)).toEqual({ warningText: "We'll text you at ~9:45 PM, before your quiet hours.", planText: null })
    expect(tell(watched, true, null, false)).toEqual({ warningText: null, planText: "We'll text you at ~9:45 PM, before your quiet hours." })
  })

  it('a member who does not watch the place, and a visitor where texts can go: the conditional promise', () => {
    for (const note of [planNoteOf({ watched: false }), null]) {
      expect(tell(note, true, POOR_AT_11).warningText).toMatch(/^Poor air expected at ~11 PM; if you watch this place, AirAhead texts you around ~9 PM/)
    }
  })

  it('a visitor where texts cannot go: the forecast, and no promise', () => {
    expect(tell(null, false, POOR_AT_11)).toEqual({ warningText: 'Poor air expected at ~11 PM.', planText: null })
  })
})

describe('where a visitor can be texted (decision 208)', () => {
  afterEach(() => vi.unstubAllGlobals())

  /** Answers the two calls a visitor's promise makes; returns the URLs asked. */
  function serve(country: string, textable: string[]): URL[] {
    const asked: URL[] = []
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      const url = new URL(String(input), 'http://localhost')
      asked.push(url)
      const body =
        url.pathname === '/api/sms/countries'
          ? { countries: textable }
          : {
              region: 'other',
              scale: 'us_epa',
              aqi: 42,
              level: { index: 1, name: 'Good', description: 'Good', healthAdvice: 'Enjoy the air.', color: '#00e400' },
              isDangerous: false,
              country,
              smsThreshold: 151,
              components: { co: null, no: null, no2: null, o3: null, so2: null, pm2_5: 10, pm10: null, nh3: null },
              source: { id: 'simulated', name: 'Simulated data', simulated: true, url: null },
              generatedAt: '2026-11-26T23:00:00Z',
              fetchedAt: '2026-11-26T23:00:00Z',
            }
      return new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } })
    })
    return asked
  }

  it('asks the regional answer with the place’s station choices, as every request about the place does (decision 198)', async () => {
    const asked = serve('US', ['US'])
    const tell = await loadTextPromise({ lat: 40.71, lon: -74.01 }, false, undefined, { pinnedIds: [], excludedIds: ['openaq:42'] })
    const regional = asked.find((url) => url.pathname === '/api/air-quality/regional')
    expect(regional?.searchParams.get('exclude')).toBe('openaq:42')
    expect(tell(POOR_AT_11, NOW, MODERATE, NEW_YORK, EN_US_STYLE, true).warningText).toContain('if you watch this place')
  })

  it('promises nothing where the place’s country is not on the texting list', async () => {
    serve('NP', ['US'])
    const tell = await loadTextPromise({ lat: 27.7, lon: 85.3 }, false)
    expect(tell(POOR_AT_11, NOW, MODERATE, NEW_YORK, EN_US_STYLE, true).warningText).toBe('Poor air expected at ~11 PM.')
  })
})

describe('QuickActions', () => {
  const render = (member: boolean, planText: string | null) =>
    renderToStaticMarkup(
      <I18nProvider i18n={i18n}>
        <MemoryRouter>
          <QuickActions forecastHeadingId="f" member={member} planText={planText} />
        </MemoryRouter>
      </I18nProvider>,
    )

  it('offers a visitor Enable Alerts, and a member their Alert Settings with the plan', () => {
    expect(render(false, null)).toContain('Enable Alerts')
    const member = render(true, 'No text expected: the forecast stays below Moderate.')
    expect(member).not.toContain('Enable Alerts')
    expect(member).toContain('Alert Settings')
    expect(member).toContain('No text expected: the forecast stays below Moderate.')
  })
})
