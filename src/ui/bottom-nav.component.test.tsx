import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from '../lib/i18n'
import { messages as spanish } from '../locales/es/messages.po'
import { renderInApp } from '../../tests/support/render-app'
import { BottomNav } from './bottom-nav'

describe('BottomNav', () => {
  afterEach(() => i18n.activate('en'))

  it('names its tabs in English by default', () => {
    renderInApp(<BottomNav />)
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Map' })).toBeTruthy()
  })

  it('names its tabs in Spanish when Spanish is chosen (decision 280)', () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish })
    renderInApp(<BottomNav />)
    expect(screen.getByRole('navigation', { name: 'Principal' })).toBeTruthy()
    for (const name of ['Inicio', 'Revisar', 'Mapa', 'Historial', 'Alertas']) expect(screen.getByRole('link', { name })).toBeTruthy()
  })
})
