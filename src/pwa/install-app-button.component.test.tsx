import { I18nProvider } from '@lingui/react'
import { act, render, screen } from '@testing-library/react'
import type { ReactNode } from 'react'
import userEvent from '@testing-library/user-event'
import { beforeAll, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest'
import { INSTALL_SNOOZE_SECONDS } from '../domain/prompts/prompt-timing'
import { i18n } from '../lib/i18n'
import { messages as spanish } from '../locales/es/messages.po'
import { writeStoredValue } from '../lib/stored-value'
import { INSTALL_DISMISSED_KEY, InstallAppButton } from './install-app-button'
import { captureInstallPrompt, type BeforeInstallPromptEvent } from './install-prompt'

/** In the app's language, as the app mounts it. */
const wrapper = ({ children }: { children: ReactNode }) => <I18nProvider i18n={i18n}>{children}</I18nProvider>

/** Chromium's install offer, as `captureInstallPrompt` catches it. */
function offerInstall(outcome: 'accepted' | 'dismissed' = 'accepted') {
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt: vi.fn(async () => undefined),
    userChoice: Promise.resolve({ outcome, platform: 'web' }),
  }) as BeforeInstallPromptEvent & { prompt: ReturnType<typeof vi.fn> }
  act(() => {
    window.dispatchEvent(event)
  })
  return event
}

const bar = () => screen.queryByRole('region', { name: 'Install AirAhead' })
const nowSeconds = () => Math.floor(Date.now() / 1000)

beforeAll(() => captureInstallPrompt())
beforeEach(() => {
  writeStoredValue(INSTALL_DISMISSED_KEY, null)
  // An offer left from the test before goes as it does once the app is installed.
  window.dispatchEvent(new Event('appinstalled'))
})

describe('InstallAppButton in Spanish (decision 280)', () => {
  it('offers to install in the app’s language', () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish })
    onTestFinished(() => i18n.activate('en'))
    render(<InstallAppButton />, { wrapper })
    offerInstall()
    expect(screen.getByRole('region', { name: 'Instalar AirAhead' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Instalar app' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Ahora no' })).toBeTruthy()
  })
})

describe('InstallAppButton (decision 182)', () => {
  it('shows nothing until the browser offers installation, then the bar', () => {
    render(<InstallAppButton />, { wrapper })
    expect(bar()).toBeNull()
    const offer = offerInstall()
    expect(offer.defaultPrevented).toBe(true)
    expect(screen.getByRole('button', { name: 'Install app' })).toBeTruthy()
  })

  it('asks the browser to install, and goes once the offer is used', async () => {
    const user = userEvent.setup()
    render(<InstallAppButton />, { wrapper })
    const offer = offerInstall()
    await user.click(screen.getByRole('button', { name: 'Install app' }))
    expect(offer.prompt).toHaveBeenCalledOnce()
    expect(bar()).toBeNull()
  })

  it('"Not now" hides it on this device for 30 days, even when the browser offers again', async () => {
    const user = userEvent.setup()
    const { unmount } = render(<InstallAppButton />, { wrapper })
    offerInstall()
    await user.click(screen.getByRole('button', { name: 'Not now' }))
    expect(bar()).toBeNull()
    const dismissedAt = JSON.parse(window.localStorage.getItem(INSTALL_DISMISSED_KEY) ?? 'null') as number
    expect(Math.abs(dismissedAt - nowSeconds())).toBeLessThanOrEqual(1)
    unmount()

    render(<InstallAppButton />, { wrapper })
    offerInstall()
    expect(bar()).toBeNull()
    // 30 days later it may ask again.
    act(() => writeStoredValue(INSTALL_DISMISSED_KEY, nowSeconds() - INSTALL_SNOOZE_SECONDS))
    expect(screen.getByRole('button', { name: 'Install app' })).toBeTruthy()
  })

  it('on an iPhone, which makes no offer, says how to add it from Share', async () => {
    const agent = vi.spyOn(navigator, 'userAgent', 'get').mockReturnValue('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile/15E148 Safari/604.1')
    onTestFinished(() => agent.mockRestore())
    const user = userEvent.setup()
    render(<InstallAppButton />, { wrapper })
    expect(bar()?.textContent).toMatch(/To install AirAhead, tap Share\s+→ Add to Home Screen\./)
    expect(screen.queryByRole('button', { name: 'Install app' })).toBeNull()
    await user.click(screen.getByRole('button', { name: 'Not now' }))
    expect(bar()).toBeNull()
  })
})
