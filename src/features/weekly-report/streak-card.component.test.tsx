import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from '../../lib/i18n'
import { messages as spanish } from '../../locales/es/messages.po'
import { renderInApp } from '../../../tests/support/render-app'
import { StreakCard } from './streak-card'

const sentence = () => screen.getByTestId('report-streak').parentElement?.textContent

describe('StreakCard', () => {
  afterEach(() => i18n.activate('en'))

  it('counts checks in a row, one or many', () => {
    const { rerender } = renderInApp(<StreakCard streak={1} />)
    expect(sentence()).toBe('1 check in a row')
    rerender(<StreakCard streak={4} />)
    expect(screen.getByTestId('report-streak').textContent).toBe('4')
    expect(sentence()).toBe('4 checks in a row')
  })

  it('counts them in Spanish when Spanish is chosen (decision 280)', () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish })
    const { rerender } = renderInApp(<StreakCard streak={1} />)
    expect(screen.getByRole('heading', { name: 'Racha de revisiones' })).toBeTruthy()
    expect(sentence()).toBe('1 revisión seguida')
    rerender(<StreakCard streak={3} />)
    expect(sentence()).toBe('3 revisiones seguidas')
  })
})
