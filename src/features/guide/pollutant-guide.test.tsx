import { I18nProvider } from '@lingui/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from '../../lib/i18n'
import { messages as spanish } from '../../locales/es/messages.po'
import { PollutantGuide } from './pollutant-guide'

const shown = () =>
  renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <PollutantGuide />
    </I18nProvider>,
  ).replace(/<[^>]+>/g, ' ')

describe('PollutantGuide', () => {
  afterEach(() => i18n.activate('en'))

  it('gives each pollutant its bands on the 1-5 levels, in English by default', () => {
    expect(shown()).toContain('The six pollutants')
    expect(shown()).toContain('Good up to 9 · Fair up to 35.4 ·')
    expect(shown()).toContain('AirAhead’s levels (µg/m³, NowCast or 24-hour mean):')
  })

  it('in Spanish, with the reader’s decimal comma (decision 280)', () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish })
    expect(shown()).toContain('Los seis contaminantes')
    expect(shown()).toContain('Buena hasta 9 · Aceptable hasta 35,4 ·')
    // The averaging too (the sweep found "(ppb, 1-hour mean)" on a Spanish screen).
    expect(shown()).toContain('Niveles de AirAhead (µg/m³, NowCast o media de 24 horas):')
    expect(shown()).toContain('Niveles de AirAhead (ppb, media de 1 hora):')
    expect(shown()).toContain('Niveles de AirAhead (ppm, media de 8 horas):')
    expect(shown()).not.toMatch(/hour mean/)
  })
})
