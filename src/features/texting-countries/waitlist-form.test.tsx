import { I18nProvider } from '@lingui/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { i18n } from '../../lib/i18n'
import { messages as spanish } from '../../locales/es/messages.po'
import { WaitlistJoined } from './waitlist-form'

const render = (node: ReactNode) => renderToStaticMarkup(<I18nProvider i18n={i18n}>{node}</I18nProvider>)

describe('WaitlistJoined (after the server answered)', () => {
  afterEach(() => i18n.activate('en'))

  it('asks for the confirmation from the e-mail: the address is not on the list yet (double opt-in)', () => {
    const message = 'Check your inbox: we sent a confirmation link to ann@example.com. Open it within 7 days to be told when AirAhead can text numbers in India.'
    const html = render(<WaitlistJoined message={message} />)
    expect(html).toMatch(/^<div class="notice small" role="status" tabindex="-1">/i)
    expect(html).toContain('Almost there: confirm your address.')
    expect(html).toContain(message)
    expect(html).not.toMatch(/Thank you|on the waitlist/)
  })

  it('asks in Spanish when Spanish is chosen (decision 280)', () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish })
    expect(render(<WaitlistJoined message="…" />)).toContain('Ya casi: confirma tu dirección.')
  })
})
