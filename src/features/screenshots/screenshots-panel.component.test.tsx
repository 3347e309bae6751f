import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from '../../lib/i18n'
import { messages as spanish } from '../../locales/es/messages.po'
import { renderInApp, stubApi } from '../../../tests/support/render-app'
import { ScreenshotsPanel } from './screenshots-panel'

const page = '<html><head><meta name="airahead-source" content="Simulated data"></head><body></body></html>'

describe('ScreenshotsPanel', () => {
  afterEach(() => i18n.activate('en'))

  it('describes the file in Spanish when Spanish is chosen (decision 280)', async () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish })
    stubApi({ 'GET /api/get-screenshots-html': () => new Response(page, { headers: { 'Content-Type': 'text/html' } }) })
    renderInApp(<ScreenshotsPanel />)
    expect(await screen.findByRole('heading', { name: 'Tu archivo de capturas' })).toBeTruthy()
    expect(screen.getByText(/^4 capturas de/)).toBeTruthy()
    expect(screen.getByText('Datos: Datos simulados')).toBeTruthy()
    expect(screen.getByRole('link', { name: 'Abrir en una pestaña nueva (se abre en una pestaña nueva)' })).toBeTruthy()
  })
})
