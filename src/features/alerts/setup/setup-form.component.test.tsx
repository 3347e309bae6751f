import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { alertSettingsUpdateSchema, placeInputSchema, type MonitoredPlace } from '../../../domain/contracts/alerts'
import { alertSettingsView, HOME_PLACE, WORK_PLACE } from '../../../../tests/support/account-fixtures'
import { problem, renderInApp, stubApi, type SentRequest } from '../../../../tests/support/render-app'
import { i18n } from '../../../lib/i18n'
import { messages as spanish } from '../../../locales/es/messages.po'
import type { SetupResult } from './run-setup'
import { readSetupDraft } from './setup-choices'
import { SetupForm, type HerePlace } from './setup-form'

const SETTINGS = alertSettingsView({
  consentText: { version: 'v1', text: 'AirAhead will text you air-quality alerts. Msg & data rates may apply. Reply STOP to cancel, HELP for help.' },
  delivery: 'sms',
})
const HOME = HOME_PLACE
const WORK = WORK_PLACE
const HERE: HerePlace = { status: 'known', place: { name: 'New York', lat: 40.7128, lon: -74.006 } }

type Extra = Partial<Parameters<typeof SetupForm>[0]>

function open(here: HerePlace, places: MonitoredPlace[] = [HOME, WORK], settings = SETTINGS, extra: Extra = {}) {
  const onDone = vi.fn<(result: SetupResult) => void>()
  const form = (where: HerePlace) => (
    <SetupForm settings={settings} places={places} sensitivity="general" here={where} deviceZone="America/Chicago" onDone={onDone} {...extra} />
  )
  const view = renderInApp(form(here))
  return { ...view, onDone, moveTo: (where: HerePlace) => view.rerender(form(where)) }
}

const ticked = (name: string | RegExp) => (screen.getByRole('checkbox', { name }) as HTMLInputElement).checked
const chosen = () => (screen.getAllByRole('radio') as HTMLInputElement[]).filter((radio) => radio.checked).map((radio) => radio.value)
const agree = () => screen.getByRole('button', { name: /Agree and turn on alerts|Finding your position…|Turning alerts on…/ })
const nothingNote = () => screen.queryByText(/^No place is ticked/)

/** The account as the server keeps it during one setup: places and settings, each call checked by its contract. */
function accountServer() {
  let places = [HOME, WORK]
  let view = SETTINGS
  return {
    'GET /api/user/locations': () => Response.json({ locations: places }),
    'DELETE /api/user/locations/p2': () => {
      places = places.filter((place) => place.id !== 'p2')
      return new Response(null, { status: 204 })
    },
    'POST /api/user/locations': ({ body }: SentRequest) => {
      const location = { ...placeInputSchema.parse(body), id: 'p3', createdAt: '2026-11-28T00:00:00Z' }
      places = [...places, location]
      return Response.json({ location }, { status: 201 })
    },
    'PUT /api/user/alert-settings': ({ body }: SentRequest) => {
      const { alertsEnabled, ...preferences } = alertSettingsUpdateSchema.parse(body)
      view = { ...view, alertsEnabled: alertsEnabled ?? view.alertsEnabled, preferences: { ...view.preferences, ...preferences } }
      return Response.json(view)
    },
    'POST /api/user/alert-consent': () => {
      view = { ...view, consent: { textVersion: 'v1', givenAt: '2026-11-28T00:00:00Z' } }
      return Response.json(view)
    },
  }
}

describe('SetupForm, first shown', () => {
  it('starts with where I am now and every saved place ticked, the profile chosen, and one button to agree', () => {
    stubApi({})
    open(HERE, [HOME], SETTINGS, { sensitivity: 'child' })
    expect(ticked(/Where I am now/)).toBe(true)
    // Named by its town, never by coordinates (issue 25 item 4).
    expect(screen.getByText('— New York')).toBeTruthy()
    expect(screen.queryByText(/40\.7128/)).toBeNull()
    expect(ticked('Home')).toBe(true)
    expect(chosen()).toEqual(['child'])
    expect(screen.getByText(/^Texts go to/).textContent).toBe('Texts go to +1 202 555 0143, the number you verified. Change it')
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Agree and turn on alerts'])
    expect(nothingNote()).toBeNull()
  })

  it('says so when the position is not shared and no place is saved', () => {
    stubApi({})
    open({ status: 'unavailable', reason: 'Location access denied. Please enable location services.' }, [])
    expect(nothingNote()?.textContent).toBe('No place is ticked: alerts will be on, but nothing is watched, so no alert will be texted until you add a place.')
    expect(screen.getByText(/Location access denied/)).toBeTruthy()
    expect(screen.getByRole('checkbox', { name: /Where I am now/ })).toHaveProperty('disabled', true)
  })

  it('after the phone detour or Back, comes back with what was chosen, not with what it first offered (decision 205)', () => {
    stubApi({})
    open(HERE, [HOME, WORK], SETTINGS, { sensitivity: 'general', restored: { sensitivity: 'child', watchHere: false, droppedPlaceIds: ['p2'] } })
    expect(chosen()).toEqual(['child'])
    expect([ticked(/Where I am now/), ticked('Home'), ticked('Work')]).toEqual([false, true, false])
  })

  it('says the level the chosen profile gets, and that it replaces a level of the member’s own', () => {
    stubApi({})
    const own = { ...SETTINGS, preferences: { ...SETTINGS.preferences, threshold: { kind: 'us_aqi' as const, value: 151 } } }
    open(HERE, [], own, { sensitivity: 'child' })
    expect(screen.getByText(/^Alerts at /).textContent).toBe('Alerts at Moderate (3 of 5), in place of your own level, US AQI 151.')
  })

  it('names the clock texts will follow: the device’s zone until one is saved, then the saved one', () => {
    stubApi({})
    const { unmount } = open(HERE, [], SETTINGS, { deviceZone: 'America/New_York' })
    expect(screen.getByText(/^Quiet hours and the daily limit follow your clock/).textContent).toBe(
      'Quiet hours and the daily limit follow your clock: America/New_York, this device’s time zone. You can change it in Alert Settings.',
    )
    unmount()
    open(HERE, [], { ...SETTINGS, preferences: { ...SETTINGS.preferences, timeZone: 'Europe/London' } }, { deviceZone: 'America/New_York' })
    expect(screen.getByText(/^Quiet hours and the daily limit follow your clock/).textContent).toBe(
      'Quiet hours and the daily limit follow your clock: Europe/London. You can change it in Alert Settings.',
    )
  })
})

describe('SetupForm, chosen and sent (issue 15, decision 205)', () => {
  it('says the level each profile gets as it is chosen, and keeps the choice for this tab', async () => {
    stubApi({})
    const { user } = open(HERE)
    const level = screen.getByText(/^Alerts at /)
    expect(level.textContent).toBe('Alerts at Poor (4 of 5).')
    await user.click(screen.getByRole('radio', { name: 'Older adults' }))
    expect(level.textContent).toBe('Alerts at Moderate (3 of 5).')
    expect(readSetupDraft()).toEqual({ sensitivity: 'older_adult', watchHere: true, droppedPlaceIds: [] })
  })

  it('says when nothing would be watched, and stops saying so once a place is ticked again', async () => {
    stubApi({})
    const { user } = open(HERE)
    for (const name of ['Home', 'Work']) await user.click(screen.getByRole('checkbox', { name }))
    expect(nothingNote()).toBeNull()
    await user.click(screen.getByRole('checkbox', { name: /Where I am now/ }))
    expect(nothingNote()?.getAttribute('role')).toBe('status')
    expect(agree().closest('form')?.getAttribute('aria-describedby')).toBe(nothingNote()?.id)
    await user.click(screen.getByRole('checkbox', { name: 'Work' }))
    expect(nothingNote()).toBeNull()
    expect(readSetupDraft()).toEqual({ sensitivity: 'general', watchHere: false, droppedPlaceIds: ['p1'] })
  })

  it('waits for the position before it can be sent', () => {
    stubApi({})
    const { moveTo } = open({ status: 'locating' })
    expect(agree().textContent).toBe('Finding your position…')
    expect(agree()).toHaveProperty('disabled', true)
    moveTo(HERE)
    expect(agree().textContent).toBe('Agree and turn on alerts')
    expect(agree()).toHaveProperty('disabled', false)
    moveTo({ status: 'locating' })
    expect(screen.getByRole('checkbox', { name: /Where I am now/ })).toHaveProperty('disabled', true)
  })

  it('watches what was ticked, sets the profile’s level and the device’s clock, agrees, and turns alerts on', async () => {
    const { sent } = stubApi(accountServer())
    const { user, onDone } = open(HERE)
    await user.click(screen.getByRole('radio', { name: 'Children' }))
    await user.click(screen.getByRole('checkbox', { name: 'Work' }))
    await user.click(agree())
    await vi.waitFor(() => expect(onDone).toHaveBeenCalledOnce())
    expect(sent.map(({ method, url, body }) => [`${method} ${url.pathname}`, body])).toEqual([
      ['GET /api/user/locations', undefined],
      ['DELETE /api/user/locations/p2', undefined],
      ['POST /api/user/locations', { name: 'New York', lat: 40.7128, lon: -74.006 }],
      ['PUT /api/user/alert-settings', { sensitivity: 'child', threshold: null, timeZone: 'America/Chicago' }],
      ['POST /api/user/alert-consent', { textVersion: 'v1' }],
      ['PUT /api/user/alert-settings', { alertsEnabled: true }],
    ])
    expect(onDone.mock.calls[0]?.[0]).toMatchObject({ watched: 2, settings: { alertsEnabled: true, preferences: { sensitivity: 'child' } } })
    expect(readSetupDraft()).toBeNull()
  })

  it('shows why alerts could not be turned on, and can be pressed again', async () => {
    stubApi({ ...accountServer(), 'POST /api/user/alert-consent': () => problem(409, 'phone_required', 'Verify your phone number first.') })
    const { user, onDone } = open(HERE)
    await user.click(agree())
    expect((await screen.findByRole('alert')).textContent).toBe('Verify your phone number first.')
    expect(onDone).not.toHaveBeenCalled()
    expect(agree()).toHaveProperty('disabled', false)
  })

  it('cannot be sent without a verified phone, and says where to add one', () => {
    stubApi({})
    open(HERE, [], { ...SETTINGS, phoneNumber: null, phoneVerified: false })
    expect(screen.getByRole('link', { name: 'Add your phone' }).getAttribute('href')).toBe('/sign-in?next=/setup')
    expect(agree()).toHaveProperty('disabled', true)
  })

  describe('in Spanish (decision 280)', () => {
    afterEach(() => i18n.activate('en'))

    it('asks its three things in Spanish', () => {
      i18n.loadAndActivate({ locale: 'es', messages: spanish })
      open(HERE)
      expect(screen.getByRole('group', { name: '1. Para quién son las alertas' })).toBeTruthy()
      expect(screen.getByRole('group', { name: '2. Qué lugares vigilar' })).toBeTruthy()
      expect(screen.getByRole('heading', { name: '3. Tu teléfono' })).toBeTruthy()
      expect(screen.getByRole('button', { name: 'Aceptar y activar las alertas' })).toBeTruthy()
    })
  })
})
