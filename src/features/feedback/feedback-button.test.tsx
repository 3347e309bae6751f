import { describe, expect, it } from 'vitest'
import type { ReactNode } from 'react'
import { renderToStaticMarkup } from 'react-dom/server'
import * as Dialog from '@radix-ui/react-dialog'
import { QueryClientProvider } from '@tanstack/react-query'
import { MemoryRouter } from 'react-router-dom'
import { createQueryClient } from '../../lib/query-client'
import { FeedbackButton } from './feedback-button'
import { FeedbackForm } from './feedback-form'
import { FeedbackUpgradeNotice } from './feedback-upgrade-notice'

/** The first render of each piece, as the server renderer sees it (no DOM in unit tests). */
const render = (node: ReactNode) =>
  renderToStaticMarkup(
    <QueryClientProvider client={createQueryClient()}>
      <MemoryRouter>
        <Dialog.Root open>{node}</Dialog.Root>
      </MemoryRouter>
    </QueryClientProvider>,
  )

describe('FeedbackButton', () => {
  it('is a button that opens a dialog', () => {
    const html = renderToStaticMarkup(
      <QueryClientProvider client={createQueryClient()}>
        <FeedbackButton isPremium />
      </QueryClientProvider>,
    )
    expect(html).toMatch(/<button type="button"[^>]*aria-haspopup="dialog" aria-expanded="false"[^>]*>.*Send Feedback<\/button>/)
  })
})

describe('FeedbackForm (idle)', () => {
  const html = render(<FeedbackForm onDone={() => {}} />)

  it('limits the subject to 100 and the message to 1000 characters', () => {
    expect(html).toMatch(/<input[^>]*maxLength="100"/)
    expect(html).toMatch(/<textarea[^>]*maxLength="1000"/)
  })

  it('shows the live counter at 0/1000, tied to the message field', () => {
    const counterId = /<p id="([^"]+)"[^>]*>0\/1000<\/p>/.exec(html)?.[1]
    expect(counterId).toBeTruthy()
    expect(html).toContain(`aria-describedby="${counterId}"`)
  })

  it('starts with the submit button disabled (both fields empty)', () => {
    expect(html).toMatch(/<button type="submit"[^>]*disabled=""[^>]*>.*Send Feedback<\/button>/)
  })
})

describe('FeedbackUpgradeNotice', () => {
  it('offers the upgrade instead of a form', () => {
    const html = render(<FeedbackUpgradeNotice />)
    expect(html).toContain('Sending feedback is part of AirAhead Premium.')
    expect(html).toMatch(/<a[^>]*href="\/subscribe"[^>]*>Upgrade to Premium - \$5\/month<\/a>/)
    expect(html).not.toContain('<form')
  })
})
