import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from '../../lib/i18n'
import { messages as spanish } from '../../locales/es/messages.po'
import { renderInApp } from '../../../tests/support/render-app'
import { PhoneMockUp } from './phone-mock-up'

describe('PhoneMockUp', () => {
  afterEach(() => i18n.activate('en'))

  it('names its tabs and prices in Spanish when Spanish is chosen (decision 280)', async () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish })
    const { user } = renderInApp(<PhoneMockUp />)
    expect(screen.getByRole('tablist', { name: 'Pantallas de la maqueta' })).toBeTruthy()
    expect(screen.getByRole('tabpanel').textContent).toContain('Nueva York')
    await user.click(screen.getByRole('tab', { name: 'Precios' }))
    expect(screen.getByRole('tabpanel').textContent).toMatch(/Premium — 5\sUS\$ al mes/)
  })
})
