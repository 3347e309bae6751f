import { describe, expect, it } from 'vitest'
import { renderToStaticMarkup } from 'react-dom/server'
import { QueryClientProvider } from '@tanstack/react-query'
import { createQueryClient } from '../../lib/query-client'
import { NewsletterSignup } from './newsletter-signup'

describe('NewsletterSignup (first render)', () => {
  const html = renderToStaticMarkup(
    <QueryClientProvider client={createQueryClient()}>
      <NewsletterSignup source="home" />
    </QueryClientProvider>,
  )

  it('has a labelled e-mail input that is required (spec §5)', () => {
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
