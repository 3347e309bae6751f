import { I18nProvider } from '@lingui/react'
import { act, render, screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from '../lib/i18n'
import { messages as spanish } from '../locales/es/messages.po'
import { LevelBadge } from './level-badge'
import { LevelChip } from './level-chip'
import { TooltipProvider } from './tooltip'

// The level's name is the shared word of decision 284: English by default, Spanish when chosen.
describe('LevelChip and LevelBadge', () => {
  afterEach(() => i18n.activate('en'))

  const renderBoth = () =>
    render(
      <I18nProvider i18n={i18n}>
        <TooltipProvider>
          <LevelChip index={4} />
          <LevelBadge index={5} />
        </TooltipProvider>
      </I18nProvider>,
    )

  it('name the level in English by default', () => {
    renderBoth()
    expect(screen.getByText('Poor')).toBeTruthy()
    expect(screen.getByRole('button', { name: /Very Poor/ })).toBeTruthy()
  })

  it('name it in Spanish when Spanish is chosen, and follow a change of language', () => {
    renderBoth()
    act(() => i18n.loadAndActivate({ locale: 'es', messages: spanish }))
    expect(screen.getByText('Mala')).toBeTruthy()
    expect(screen.getByRole('button', { name: /Muy mala/ })).toBeTruthy()
  })
})
