import { describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { WaitlistJoined } from './waitlist-form'

describe('WaitlistJoined (after the server answered)', () => {
  it('asks for the confirmation from the e-mail: the address is not on the list yet (double opt-in)', () => {
    const message = 'Check your inbox: we sent a confirmation link to ann@example.com. Open it within 7 days to be told when AirAhead can text numbers in India.'
    const html = renderToStaticMarkup(<WaitlistJoined message={message} />)
    expect(html).toMatch(/^<div class="notice small" role="status" tabindex="-1">/i)
    expect(html).toContain('Almost there: confirm your address.')
    expect(html).toContain(message)
    expect(html).not.toMatch(/Thank you|on the waitlist/)
  })
})
