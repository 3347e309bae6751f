import { screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { i18n } from '../../lib/i18n'
import { writeStoredValue } from '../../lib/stored-value'
import { messages as spanish } from '../../locales/es/messages.po'
import { renderInApp } from '../../../tests/support/render-app'
import { NOTIFICATIONS_DISMISSED_KEY, NotificationsOffer } from './notifications-offer'

beforeEach(() => {
  writeStoredValue(NOTIFICATIONS_DISMISSED_KEY, null)
  vi.stubGlobal('Notification', { permission: 'default', requestPermission: vi.fn(async () => 'denied') })
})
afterEach(() => {
  vi.unstubAllGlobals()
  i18n.activate('en')
})

describe('NotificationsOffer', () => {
  it('explains the notifications before the browser asks, after a first check', () => {
    renderInApp(<NotificationsOffer lastCheckAt={1_700_000_000} />)
    expect(screen.getByRole('heading', { name: 'Notifications on this device?' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Allow notifications' })).toBeTruthy()
  })

  it('explains them in Spanish when Spanish is chosen (decision 280)', () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish })
    renderInApp(<NotificationsOffer lastCheckAt={1_700_000_000} />)
    expect(screen.getByRole('heading', { name: '¿Notificaciones en este dispositivo?' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Permitir notificaciones' })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Ahora no' })).toBeTruthy()
  })
})
