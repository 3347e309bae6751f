import { screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { alertSettingsUpdateSchema, DEFAULT_ALERT_PREFERENCES } from '../../domain/contracts/alerts'
import Toaster from '../../ui/toast/toaster'
import { resetToasts } from '../../ui/toast/toast-store'
import { problem, renderInApp, stubApi, type SentRequest } from '../../../tests/support/render-app'
import { alertSettingsView } from '../../../tests/support/account-fixtures'
import { deviceTimeZone } from './device-time-zone'
import { PreferencesForm } from './preferences-form'

const SETTINGS = alertSettingsView({ alertsEnabled: true, preferences: { ...DEFAULT_ALERT_PREFERENCES, timeZone: 'America/New_York' } })

/** PUT /api/user/alert-settings as the server answers it: the update checked by its contract, then the whole view. */
const saved = ({ body }: SentRequest) => {
  const update = alertSettingsUpdateSchema.parse(body)
  return Response.json({ ...SETTINGS, preferences: { ...SETTINGS.preferences, ...update } })
}

function open(settings = SETTINGS) {
  return renderInApp(
    <>
      <PreferencesForm settings={settings} />
      <Toaster />
    </>,
  )
}

const save = () => screen.getByRole('button', { name: 'Save settings' })
const formAlert = () => screen.queryByText('Please correct the settings marked below their inputs.')

afterEach(() => resetToasts())

describe('PreferencesForm, the threshold', () => {
  it('opens the input of the kind chosen, with an example in it', async () => {
    stubApi({})
    const { user } = open()
    expect(screen.queryByLabelText('US AQI')).toBeNull()
    await user.click(screen.getByRole('radio', { name: /A US AQI value/ }))
    expect(screen.getByLabelText('US AQI')).toHaveProperty('value', '151')
    await user.click(screen.getByRole('radio', { name: /A PM2.5 concentration/ }))
    expect(screen.queryByLabelText('US AQI')).toBeNull()
    expect(screen.getByLabelText('PM2.5 (µg/m³)')).toHaveProperty('value', '55.5')
  })

  it('says what is wrong under the input, focuses it, and sends nothing until it is right', async () => {
    const { sent } = stubApi({ 'PUT /api/user/alert-settings': saved })
    const { user } = open()
    await user.click(screen.getByRole('radio', { name: /A US AQI value/ }))
    const input = screen.getByLabelText('US AQI')
    await user.clear(input)
    await user.type(input, '40')
    await user.click(save())
    expect(screen.getByText('A US AQI threshold is a whole number from 51 to 500').id).toBe(input.getAttribute('aria-describedby'))
    expect(input.getAttribute('aria-invalid')).toBe('true')
    expect(document.activeElement).toBe(input)
    expect(formAlert()?.getAttribute('role')).toBe('alert')
    expect(sent).toEqual([])

    // The message goes as soon as the input changes; the right value is saved.
    await user.type(input, '1')
    expect(screen.queryByText(/A US AQI threshold/)).toBeNull()
    expect(formAlert()).toBeNull()
    await user.click(save())
    expect(await screen.findByText('Alert settings saved')).toBeTruthy()
    expect(sent.map(({ method, url }) => `${method} ${url.pathname}`)).toEqual(['PUT /api/user/alert-settings'])
    expect(sent[0]?.body).toMatchObject({ threshold: { kind: 'us_aqi', value: 401 } })
  })

  it('a UK member picks a UK DAQI value by its band and saves it as the threshold kind uk_daqi (decision 275)', async () => {
    const { sent } = stubApi({ 'PUT /api/user/alert-settings': saved })
    const { user } = open()
    await user.click(screen.getByRole('radio', { name: /A UK DAQI value/ }))
    const select = screen.getByLabelText('UK DAQI')
    // Offered from 4 (Moderate) to 10, each with DEFRA's band; its warning level 7 first.
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual([
      '4 – Moderate', '5 – Moderate', '6 – Moderate', '7 – High', '8 – High', '9 – High', '10 – Very High',
    ])
    expect(select).toHaveProperty('value', '7')
    await user.selectOptions(select, '8')
    await user.click(save())
    expect(await screen.findByText('Alert settings saved')).toBeTruthy()
    expect(sent[0]?.body).toMatchObject({ threshold: { kind: 'uk_daqi', value: 8 } })
  })

  it('an EU member picks a European AQI level, and a saved one opens with its own select', async () => {
    const { sent } = stubApi({ 'PUT /api/user/alert-settings': saved })
    const { user } = open(alertSettingsView({ alertsEnabled: true, preferences: { ...DEFAULT_ALERT_PREFERENCES, threshold: { kind: 'eaqi', value: 3 }, timeZone: 'Europe/Paris' } }))
    expect(screen.getByRole('radio', { name: /A European AQI level/ })).toHaveProperty('checked', true)
    const select = screen.getByLabelText('European AQI')
    expect(select).toHaveProperty('value', '3')
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['2 – Fair', '3 – Moderate', '4 – Poor', '5 – Very poor', '6 – Extremely poor'])
    await user.selectOptions(select, '4')
    await user.click(save())
    expect(await screen.findByText('Alert settings saved')).toBeTruthy()
    expect(sent[0]?.body).toMatchObject({ threshold: { kind: 'eaqi', value: 4 } })
  })

  it('asks for a number when the box holds none', async () => {
    stubApi({})
    const { user } = open()
    await user.click(screen.getByRole('radio', { name: /A PM2.5 concentration/ }))
    await user.clear(screen.getByLabelText('PM2.5 (µg/m³)'))
    await user.click(save())
    expect(screen.getByText('Enter a number.')).toBeTruthy()
  })
})

describe('PreferencesForm, quiet hours and the daily limit', () => {
  it('refuses quiet hours that start when they end, and clears that once a time changes', async () => {
    stubApi({})
    const { user } = open()
    const to = screen.getByLabelText('To')
    await user.clear(to)
    await user.type(to, '22:00')
    await user.click(save())
    const message = screen.getByText('Quiet hours must start and end at different times')
    expect(message.id).toBe(screen.getByRole('checkbox', { name: 'No texts at night' }).getAttribute('aria-describedby'))
    await user.clear(to)
    await user.type(to, '06:30')
    expect(screen.queryByText('Quiet hours must start and end at different times')).toBeNull()
  })

  it('turned off, hides the times and saves no quiet hours', async () => {
    const { sent } = stubApi({ 'PUT /api/user/alert-settings': saved })
    const { user } = open()
    await user.click(screen.getByRole('checkbox', { name: 'No texts at night' }))
    expect(screen.queryByLabelText('From')).toBeNull()
    await user.click(save())
    await screen.findByText('Alert settings saved')
    expect(sent[0]?.body).toMatchObject({ quietHours: null, dailyCap: 3, allClear: true, timeZone: 'America/New_York' })
  })

  it('says what the daily limit holds back as it is typed, and refuses one over 10', async () => {
    stubApi({})
    const { user } = open()
    const cap = screen.getByLabelText('Daily limit for all-clears and updates')
    await user.clear(cap)
    await user.type(cap, '1')
    expect(screen.getByText('Up to 1 all-clear or update a day, across all your places — warnings always come.')).toBeTruthy()
    await user.type(cap, '2')
    await user.click(save())
    expect(screen.getByText('The daily limit is 1 to 10 texts')).toBeTruthy()
    expect(document.activeElement).toBe(cap)
  })
})

describe('PreferencesForm, the clock and the server', () => {
  it('puts quiet hours on the member’s clock, and on each place’s own until one is set', () => {
    stubApi({})
    open()
    expect(screen.getByText(/^On your clock \(America\/New_York\), wherever the place is\./)).toBeTruthy()
    expect(screen.getByText('Daily limit for all-clears and updates')).toBeTruthy()
    expect(screen.getByText('Up to 3 all-clears and updates a day, across all your places — warnings always come.')).toBeTruthy()
  })

  it('offers the device’s zone when none is set, and saves the one chosen', async () => {
    const device = deviceTimeZone()
    expect(device).not.toBeNull()
    const { sent } = stubApi({ 'PUT /api/user/alert-settings': saved })
    const { user } = open({ ...SETTINGS, preferences: { ...SETTINGS.preferences, timeZone: null } })
    expect(screen.getByText(/^On each place’s own clock until your time zone is set\./)).toBeTruthy()
    const zone = screen.getByRole('group', { name: 'Your time zone' })
    await user.click(within(zone).getByRole('button', { name: `Use ${device}` }))
    expect(zone.textContent).toContain(`Texts and quiet hours follow ${device} (this device), once you save.`)
    await user.click(within(zone).getByRole('button', { name: 'Change' }))
    const select = within(zone).getByLabelText('Time zone')
    expect(document.activeElement).toBe(select)
    await user.selectOptions(select, 'Europe/London')
    await user.click(save())
    await screen.findByText('Alert settings saved')
    expect(sent[0]?.body).toMatchObject({ timeZone: 'Europe/London' })
  })

  it('shows the server’s refusal in words, and keeps the form as it was', async () => {
    stubApi({ 'PUT /api/user/alert-settings': () => problem(409, 'phone_required', 'Verify a phone number before turning alerts on.') })
    const { user } = open()
    await user.click(screen.getByRole('radio', { name: 'Children' }))
    await user.click(save())
    expect((await screen.findByRole('alert')).textContent).toBe('Verify a phone number before turning alerts on.')
    expect(screen.getByRole('radio', { name: 'Children' })).toHaveProperty('checked', true)
    expect(screen.queryByText('Alert settings saved')).toBeNull()
    expect(save()).toHaveProperty('disabled', false)
  })
})
