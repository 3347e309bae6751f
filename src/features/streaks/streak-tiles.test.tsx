import { I18nProvider } from '@lingui/react'
import { renderToStaticMarkup } from 'react-dom/server'
import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from '../../lib/i18n'
import { messages as spanish } from '../../locales/es/messages.po'
import { StreakTiles } from './streak-tiles'

const shown = () =>
  renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <StreakTiles progress={{ streak: 1, totalChecks: 4, lastCheckAt: 1_790_000_000 }} />
    </I18nProvider>,
  )
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')

describe('StreakTiles', () => {
  afterEach(() => i18n.activate('en'))

  it('names the streak, the next badge and the total in English by default', () => {
    expect(shown()).toContain('Check streak')
    expect(shown()).toContain('2 to the 3-check badge')
    expect(shown()).toContain('Total checks')
  })

  it('names them in Spanish when Spanish is chosen (decision 280)', () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish })
    expect(shown()).toContain('Racha de revisiones')
    expect(shown()).toContain('2 para la insignia de 3 revisiones')
    expect(shown()).toContain('En este dispositivo')
  })
})
