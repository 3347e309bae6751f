import { I18nProvider } from '@lingui/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { ACCURACY_METHOD } from '../../domain/accuracy/method'
import { i18n } from '../../lib/i18n'
import { messages as spanish } from '../../locales/es/messages.po'
import { AccuracyMethod } from './accuracy-method'

const shown = (method: { term: string; text: string }[]) =>
  renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <AccuracyMethod method={method} />
    </I18nProvider>,
  ).replace(/<[^>]+>/g, ' ')

// GET /api/accuracy gives the method in English; the app shows its own words (decision 284).
describe('AccuracyMethod', () => {
  afterEach(() => i18n.activate('en'))

  it('shows the API’s definitions in English', () => {
    const text = shown([...ACCURACY_METHOD])
    expect(text).toContain('What is checked')
    expect(text).toContain('A rate is shown from 5 episodes (or 5 predictions for false alarms)')
  })

  it('shows each definition it knows in Spanish, with the figures, and any other as the API gives it', () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish })
    const text = shown([...ACCURACY_METHOD, { term: 'Newer term', text: 'From a newer server.' }])
    expect(text).toContain('Qué se comprueba')
    expect(text).toContain('Una tasa se muestra a partir de 5 episodios (o 5 predicciones, para las falsas alarmas)')
    expect(text).toContain('Con menos de 20 episodios')
    expect(text).not.toMatch(/What is checked|A run of measured hours|Every 15 minutes/)
    expect(text).toContain('From a newer server.')
  })
})
