import { describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { QueryClientProvider } from '@tanstack/react-query'
import { createQueryClient } from '../../lib/query-client'
import { NewsletterSignup, SubscribedConfirmation } from './newsletter-signup'

describe('NewsletterSignup (first render)', () => {
  const html = renderToStaticMarkup(
    <QueryClientProvider client={createQueryClient()}>
      <NewsletterSignup source="home" />
    </QueryClientProvider>,
  )

  it('has a labelled e-mail input that is required (docs/product.md §Validation)', () => {
    const input = /<input[^>]*>/.exec(html)?.[0] ?? ''
    expect(input).toContain('type="email"')
    expect(input).toContain('required=""')
    expect(input).toContain('autoComplete="email"')
    const id = /id="([^"]+)"/.exec(input)?.[1]
    expect(html).toContain(`<label for="${id}" class="field__label">Email address</label>`)
  })

  it("leaves validation to the spec's toast instead of the browser bubble", () => {
    expect(html).toMatch(/<form[^>]*noValidate=""/)
  })

  it('has an enabled Subscribe button', () => {
    expect(html).toMatch(/<button type="submit" class="button button--primary">.*Subscribe<\/button>/)
  })
})

describe('SubscribedConfirmation (after the server answered)', () => {
  it('asks a new address to confirm from the inbox: it is not subscribed yet (double opt-in)', () => {
    const html = renderToStaticMarkup(<SubscribedConfirmation email="ann@example.com" confirmed={false} />)
    expect(html).toContain('Check your inbox.')
    expect(html).toContain('Open the link we sent to ann@example.com to confirm your subscription.')
    expect(html).not.toContain('subscribed.')
  })

  it('says subscribed only for an address already confirmed', () => {
    const html = renderToStaticMarkup(<SubscribedConfirmation email="ann@example.com" confirmed />)
    expect(html).toContain('You&#x27;re subscribed.')
    expect(html).toContain('AirAhead news goes to ann@example.com.')
  })
})
