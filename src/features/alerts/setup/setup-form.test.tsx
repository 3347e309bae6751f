import { describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter } from 'react-router-dom'
import { DEFAULT_ALERT_PREFERENCES, type AlertSettingsView, type MonitoredPlace } from '../../../domain/contracts/alerts'
import { createQueryClient } from '../../../lib/query-client'
import { SetupForm, type HerePlace } from './setup-form'

const SETTINGS: AlertSettingsView = {
  alertsEnabled: false,
  preferences: DEFAULT_ALERT_PREFERENCES,
  effectiveThreshold: { kind: 'level', value: 4 },
  phoneNumber: '+12025550143',
  phoneVerified: true,
  isPremium: true,
  optedOut: false,
  consent: null,
  consentText: { version: 'v1', text: 'AirAhead will text you air-quality alerts. Msg & data rates may apply. Reply STOP to cancel, HELP for help.' },
  delivery: 'sms',
}
const HOME: MonitoredPlace = { id: 'p1', name: 'Home', lat: 41.88, lon: -87.63, createdAt: '2026-11-20T00:00:00Z' }

const WORK: MonitoredPlace = { id: 'p2', name: 'Work', lat: 41.9, lon: -87.7, createdAt: '2026-11-20T00:00:00Z' }

function render(here: HerePlace, places: MonitoredPlace[] = [], settings = SETTINGS, extra: Partial<Parameters<typeof SetupForm>[0]> = {}) {
  return renderToStaticMarkup(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <SetupForm settings={settings} places={places} sensitivity="child" here={here} onDone={() => undefined} {...extra} />
      </MemoryRouter>
    </QueryClientProvider>,
  )
}

describe('SetupForm (first render)', () => {
  it('starts with where I am now and every saved place ticked, the profile chosen, and one button to agree', () => {
    const html = render({ status: 'known', place: { name: 'Your location', lat: 40.7128, lon: -74.006 } }, [HOME])
    expect(html).toMatch(/<input type="checkbox"[^>]*checked=""[^>]*\/>.*Where I am now/)
    expect(html).toContain('40.7128, -74.0060')
    expect(html).toMatch(/<input type="checkbox"[^>]*checked=""[^>]*\/>Home/)
    expect(html).toMatch(/<input type="radio"[^>]*checked=""[^>]*value="child"/)
    expect(html).toContain('Texts go to <strong>+1 202 555 0143</strong>')
    expect(html).toMatch(/<button type="submit"[^>]*>Agree and turn on alerts<\/button>/)
    expect(html).not.toContain('No place is ticked')
  })

  it('says so when nothing would be watched', () => {
    const html = render({ status: 'unavailable', reason: 'Location access denied. Please enable location services.' })
    expect(html).toContain('No place is ticked: alerts will be on, but nothing is watched')
    expect(html).toContain('Location access denied')
  })

  it('waits for the position rather than set up without it', () => {
    expect(render({ status: 'locating' })).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>Finding your position…<\/button>/)
  })

  it('cannot be sent without a verified phone, and says where to add one', () => {
    const html = render({ status: 'locating' }, [], { ...SETTINGS, phoneNumber: null, phoneVerified: false })
    expect(html).toContain('href="/sign-in?next=/setup"')
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""/)
  })
})

describe('SetupForm after the phone detour or Back (decision 205)', () => {
  const here: HerePlace = { status: 'known', place: { name: 'Your location', lat: 40.7128, lon: -74.006 } }

  it('comes back with what was chosen, not with what it first offered', () => {
    const html = render(here, [HOME, WORK], SETTINGS, {
      sensitivity: 'general',
      restored: { sensitivity: 'child', watchHere: false, droppedPlaceIds: ['p2'] },
    })
    expect(html).toMatch(/<input type="radio"[^>]*checked=""[^>]*value="child"/)
    expect(html).not.toMatch(/<input type="radio"[^>]*checked=""[^>]*value="general"/)
    expect(html).toMatch(/<input type="checkbox"(?![^>]*checked)[^>]*\/>.*Where I am now/)
    expect(html).toMatch(/<input type="checkbox"[^>]*checked=""[^>]*\/>Home/)
    expect(html).toMatch(/<input type="checkbox"(?![^>]*checked)[^>]*\/>Work/)
  })

  it('says the level the chosen profile gets, and that it replaces a level of the member’s own', () => {
    expect(render(here, [], SETTINGS, { sensitivity: 'child' })).toContain('Alerts at Moderate (3 of 5).')
    expect(render(here, [], SETTINGS, { sensitivity: 'general' })).toContain('Alerts at Poor (4 of 5).')
    const own = { ...SETTINGS, preferences: { ...SETTINGS.preferences, threshold: { kind: 'us_aqi' as const, value: 151 } } }
    expect(render(here, [], own)).toContain('Alerts at Moderate (3 of 5), in place of your own level, US AQI 151.')
  })

  it('names the clock texts will follow: the device’s zone until one is saved, then the saved one', () => {
    expect(render(here, [], SETTINGS, { deviceZone: 'America/New_York' })).toContain(
      'follow your clock: <strong class="setup__zone">America/New_York</strong>, this device’s time zone.',
    )
    const saved = { ...SETTINGS, preferences: { ...SETTINGS.preferences, timeZone: 'Europe/London' } }
    const html = render(here, [], saved, { deviceZone: 'America/New_York' })
    expect(html).toContain('<strong class="setup__zone">Europe/London</strong>. You can change it')
  })
})
