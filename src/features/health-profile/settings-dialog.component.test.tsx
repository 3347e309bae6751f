import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { i18n, LOCALE_KEY } from '../../lib/i18n'
import { messages as spanish } from '../../locales/es/messages.po'
import { renderInApp } from '../../../tests/support/render-app'
import { SettingsDialog } from './settings-dialog'

function renderSettings() {
  return renderInApp(<SettingsDialog open onClose={vi.fn()} profile="general" onProfileChange={vi.fn()} />)
}

describe('SettingsDialog: the language (decision 280)', () => {
  afterEach(() => {
    i18n.activate('en')
    document.documentElement.lang = 'en'
  })

  it('names each language in itself, the app’s current one chosen', () => {
    renderSettings()
    const group = screen.getByRole('group', { name: 'Language' })
    expect(group).toBeTruthy()
    expect((screen.getByRole('radio', { name: 'English' }) as HTMLInputElement).checked).toBe(true)
    expect((screen.getByRole('radio', { name: 'Español' }) as HTMLInputElement).checked).toBe(false)
  })

  it('with nothing chosen, shows the language the device gave (Spanish here) as the chosen one', () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish })
    renderSettings()
    expect(screen.getByRole('group', { name: 'Idioma' })).toBeTruthy()
    expect((screen.getByRole('radio', { name: 'Español' }) as HTMLInputElement).checked).toBe(true)
    expect(window.localStorage.getItem(LOCALE_KEY)).toBeNull()
  })

  it('choosing Español switches the words at once, without a reload, and keeps the choice on the device', async () => {
    const { user } = renderSettings()
    expect(screen.getByRole('heading', { name: 'Settings' })).toBeTruthy()
    await user.click(screen.getByRole('radio', { name: 'Español' }))
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Ajustes' })).toBeTruthy())
    expect(screen.getByRole('group', { name: 'Perfil de salud' })).toBeTruthy()
    expect(screen.getByRole('radio', { name: 'Niños' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Listo' })).toBeTruthy()
    expect((screen.getByRole('radio', { name: 'Español' }) as HTMLInputElement).checked).toBe(true)
    expect(JSON.parse(window.localStorage.getItem(LOCALE_KEY) ?? 'null')).toBe('es')
    expect(document.documentElement.lang).toBe('es')
  })
})
