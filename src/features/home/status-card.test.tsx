import { I18nProvider } from '@lingui/react'
import type { ReactNode } from 'react'
import { renderToStaticMarkup as renderStatic } from 'react-dom/server'
import { i18n } from '../../lib/i18n'
import { afterEach, describe, expect, it } from 'vitest'
import { messages as spanish } from '../../locales/es/messages.po'
import { StatusCard } from './status-card'

/** As the app renders it: in its language (English here unless a test activates another). */
const renderToStaticMarkup = (node: ReactNode) => renderStatic(<I18nProvider i18n={i18n}>{node}</I18nProvider>)

const card = (notKnownOffline: boolean, isPending: boolean) =>
  renderToStaticMarkup(
    <StatusCard
      status={null}
      data={undefined}
      placeName="Delhi"
      isPending={isPending}
      error={null}
      notKnownOffline={notKnownOffline}
      offline={false}
      receivedAtMs={0}
      nowSeconds={1_790_000_000}
      updating={false}
      onRetry={() => undefined}
    />,
  ).replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ')

describe('StatusCard without a reading (issue 24 item 4)', () => {
  it('offline with nothing kept, says the air is not known instead of loading for ever', () => {
    const shown = card(true, true)
    expect(shown).toContain('Offline: the air here is not known')
    expect(shown).not.toContain('Loading')
    expect(shown).toContain('Try again')
  })

  it('online, loads and then says it could not load', () => {
    expect(card(false, true)).toContain('Loading air quality…')
    expect(card(false, false)).toContain('Unable to load air quality data')
  })
})

describe('StatusCard in Spanish (decision 280)', () => {
  afterEach(() => i18n.activate('en'))

  it('says the air is not known offline, and offers to try again, in Spanish', () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish })
    const shown = card(true, true)
    expect(shown).toContain('Sin conexión: no se sabe cómo está el aire aquí')
    expect(shown).toContain('Todavía no hay ninguna medición de Delhi guardada en este dispositivo.')
    expect(shown).toContain('Intentar de nuevo')
  })
})
