import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import type { CurrentUser } from '../domain/contracts/user'
import { renderInApp, stubApi } from '../../tests/support/render-app'
import { Component as Subscribe } from './subscribe'

const USER: CurrentUser = {
  id: 'u1',
  isPremium: false,
  subscriptionStatus: null,
  phoneNumber: '+12025550191',
  phoneVerified: true,
  alertsEnabled: false,
  subscriptionActive: false,
  trialEndsAt: null,
}

function openAs(user: CurrentUser) {
  document.cookie = 'airahead_session_hint=1; path=/'
  stubApi({
    'GET /api/auth/user': () => Response.json(user),
    'GET /api/billing/mode': () => Response.json({ mode: 'demo' }),
  })
  return renderInApp(<Subscribe />, { path: '/subscribe' })
}

afterEach(() => {
  document.cookie = 'airahead_session_hint=; path=/; max-age=0'
})

describe('/subscribe for a member (issue 25 item 6)', () => {
  it('shows a member their plan first, and no subscribe button', async () => {
    openAs({ ...USER, isPremium: true, subscriptionStatus: 'premium', subscriptionActive: true })
    const plan = await screen.findByRole('heading', { level: 1, name: 'Premium is on for this account' })
    // First: nothing of the sales page comes before the plan.
    const main = screen.getByRole('main')
    expect(main.firstElementChild?.contains(plan)).toBe(true)
    expect(screen.getByRole('link', { name: 'Alert settings' }).getAttribute('href')).toBe('/alerts')
    expect(screen.queryByRole('button', { name: /Start Protection Now/ })).toBeNull()
  })

  it('shows someone without Premium the offer and the button', async () => {
    openAs(USER)
    await screen.findByRole('button', { name: /Start Protection Now/ })
    expect(screen.getByRole('heading', { level: 1, name: 'A text about 2 hours before the air turns bad' })).toBeTruthy()
    expect(screen.queryByText('Premium is on for this account')).toBeNull()
  })
})
