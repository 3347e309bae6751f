import { screen } from '@testing-library/react'
import { describe, expect, it, onTestFinished } from 'vitest'
import { DEFAULT_ALERT_PREFERENCES } from '../../domain/contracts/alerts'
import { i18n } from '../../lib/i18n'
import { messages as spanish } from '../../locales/es/messages.po'
import { renderInApp, stubApi } from '../../../tests/support/render-app'
import { alertSettingsView, HOME_PLACE } from '../../../tests/support/account-fixtures'
import { PlaceRow } from './place-row'
import { PreferencesForm } from './preferences-form'

// A contract's messages are said in the app's language (decision 285): the form shows zod's
// issue as the contract words it, through src/domain's ambient translator.
function inSpanish() {
  i18n.loadAndActivate({ locale: 'es', messages: spanish })
  onTestFinished(() => i18n.activate('en'))
}

describe("The alert forms in Spanish: the contracts' own messages", () => {
  it('the preferences form says a threshold out of range in Spanish, and sends nothing', async () => {
    inSpanish()
    const { sent } = stubApi({})
    const settings = alertSettingsView({ alertsEnabled: true, preferences: { ...DEFAULT_ALERT_PREFERENCES, timeZone: 'America/New_York' } })
    const { user } = renderInApp(<PreferencesForm settings={settings} />)
    await user.click(screen.getByRole('radio', { name: /Un valor del ICA de EE\. UU\./ }))
    const input = screen.getByLabelText('ICA de EE. UU.')
    await user.clear(input)
    await user.type(input, '40')
    await user.click(screen.getByRole('button', { name: 'Guardar ajustes' }))
    const error = screen.getByText('Un umbral del ICA de EE. UU. es un número entero de 51 a 500')
    expect(error.id).toBe(input.getAttribute('aria-describedby'))
    expect(screen.queryByText(/A US AQI threshold/)).toBeNull()
    expect(sent).toEqual([])
  })

  it('renaming a place to nothing says "Ponle un nombre al lugar" and renames nothing', async () => {
    inSpanish()
    const { sent } = stubApi({})
    const { user } = renderInApp(<PlaceRow place={HOME_PLACE} onRemoved={() => {}} />)
    await user.click(screen.getByRole('button', { name: 'Cambiar el nombre de Home' }))
    const input = screen.getByLabelText('Nuevo nombre para Home', { exact: false })
    await user.clear(input)
    await user.type(input, '   {Enter}')
    expect(screen.getByRole('alert').textContent).toBe('Ponle un nombre al lugar')
    expect(sent).toEqual([])
  })

  it('in English the same contract says its English, byte for byte', async () => {
    stubApi({})
    const { user } = renderInApp(<PlaceRow place={HOME_PLACE} onRemoved={() => {}} />)
    await user.click(screen.getByRole('button', { name: 'Rename Home' }))
    const input = screen.getByLabelText('New name for Home')
    await user.clear(input)
    await user.type(input, '{Enter}')
    expect(screen.getByRole('alert').textContent).toBe('Give the place a name')
  })
})
