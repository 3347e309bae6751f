import { I18nProvider } from '@lingui/react'
import type { ReactNode } from 'react'
import { renderToStaticMarkup as renderStatic } from 'react-dom/server'
import { i18n } from '../../lib/i18n'
import { describe, expect, it } from 'vitest'
import { RegionalCard } from './regional-card'

/** As the app renders it: in its language (English here unless a test activates another). */
const renderToStaticMarkup = (node: ReactNode) => renderStatic(<I18nProvider i18n={i18n}>{node}</I18nProvider>)

const card = (offline: boolean) =>
  renderToStaticMarkup(<RegionalCard data={undefined} error={null} isPending offline={offline} />).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')

describe('RegionalCard offline (issue 24 item 4)', () => {
  it('says the regional index is not known instead of loading for ever', () => {
    expect(card(true)).toContain('Offline: the regional index is not known.')
    expect(card(true)).not.toContain('Loading')
    expect(card(false)).toContain('Loading regional air quality…')
  })
})
