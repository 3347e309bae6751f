import { act, screen } from '@testing-library/react'
import { useLocation } from '../../lib/router'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { i18n } from '../../lib/i18n'
import { messages as spanish } from '../../locales/es/messages.po'
import { feedbackRequestSchema } from '../../domain/contracts/feedback'
import { FEEDBACK_SUCCESS_CLOSE_MS } from '../../domain/validation/feedback'
import { problem, renderInApp, stubApi, type SentRequest } from '../../../tests/support/render-app'
import { FeedbackButton } from './feedback-button'

/** POST /api/feedback as the server takes it: the body must pass the contract. */
const accepted = ({ body }: SentRequest) => {
  feedbackRequestSchema.parse(body)
  return Response.json({ success: true, message: 'Feedback received.' })
}

function Where() {
  return <output aria-label="Path">{useLocation().pathname}</output>
}

async function openDialog(isPremium = true) {
  const view = renderInApp(
    <>
      <FeedbackButton isPremium={isPremium} />
      <Where />
    </>,
    { path: '/home' },
  )
  const trigger = screen.getByRole('button', { name: 'Send Feedback' })
  expect(trigger.getAttribute('aria-haspopup')).toBe('dialog')
  expect(trigger.getAttribute('aria-expanded')).toBe('false')
  await view.user.click(trigger)
  const dialog = screen.getByRole('dialog', { name: 'Send Feedback' })
  return { ...view, trigger, dialog }
}

const subject = () => screen.getByLabelText('Subject')
const message = () => screen.getByLabelText('Message')

describe('The feedback dialog (docs/product.md §States "Feedback dialog")', () => {
  it('can be sent once both fields hold text, counting the message as it is typed', async () => {
    stubApi({})
    const { user, trigger } = await openDialog()
    expect(trigger.getAttribute('aria-expanded')).toBe('true')
    const send = screen.getAllByRole('button', { name: 'Send Feedback' }).at(-1) as HTMLButtonElement
    expect(send.disabled).toBe(true)
    await user.type(subject(), 'Maps')
    expect(send.disabled).toBe(true)
    await user.clear(subject())
    await user.type(message(), 'More cities')
    expect(screen.getByText('11/1000').id).toBe(message().getAttribute('aria-describedby'))
    expect(send.disabled).toBe(true)
    await user.type(subject(), 'Maps')
    expect(send.disabled).toBe(false)
    expect(subject()).toHaveProperty('maxLength', 100)
    expect(message()).toHaveProperty('maxLength', 1000)
  })

  it('refuses fields of spaces with the §Validation message, and sends nothing', async () => {
    const { sent } = stubApi({})
    const { user } = await openDialog()
    await user.type(subject(), '   ')
    await user.type(message(), '  ')
    await user.click(screen.getAllByRole('button', { name: 'Send Feedback' }).at(-1) as HTMLElement)
    expect(screen.getByRole('alert').textContent).toBe('Please fill in both subject and message fields.')
    expect(sent).toEqual([])
  })

  it('sends the trimmed text with the page it was written on, thanks, and closes 3 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    onTestFinished(() => {
      vi.useRealTimers()
    })
    // The app's router is the browser's (src/app.tsx): the page is the window's path.
    window.history.replaceState(null, '', '/home')
    onTestFinished(() => window.history.replaceState(null, '', '/'))
    const { sent } = stubApi({ 'POST /api/feedback': accepted })
    const { user, dialog } = await openDialog()
    await user.type(subject(), ' Maps ')
    await user.type(message(), 'More cities, please.')
    await user.click(screen.getAllByRole('button', { name: 'Send Feedback' }).at(-1) as HTMLElement)
    expect((await screen.findByRole('status')).textContent).toBe("Thank you! Your feedback has been sent successfully. We'll get back to you soon.")
    expect(sent[0]?.body).toMatchObject({ subject: 'Maps', message: 'More cities, please.', currentPage: '/home' })
    act(() => vi.advanceTimersByTime(FEEDBACK_SUCCESS_CLOSE_MS - 100))
    expect(dialog.isConnected).toBe(true)
    act(() => vi.advanceTimersByTime(100))
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('shows the server’s refusal inside the dialog, and a retry when the server cannot be reached', async () => {
    let reachable = true
    stubApi({
      'POST /api/feedback': () => {
        if (!reachable) throw new TypeError('Failed to fetch')
        return problem(400, 'invalid_request', 'Subject cannot contain control characters.')
      },
    })
    const { user } = await openDialog()
    await user.type(subject(), 'Maps')
    await user.type(message(), 'More cities')
    const send = screen.getAllByRole('button', { name: 'Send Feedback' }).at(-1) as HTMLElement
    await user.click(send)
    expect((await screen.findByRole('alert')).textContent).toBe('Subject cannot contain control characters.')
    reachable = false
    await user.click(send)
    await vi.waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Failed to send feedback. Please try again.'))
    expect(screen.getByRole('dialog')).toBeTruthy()
  })

  it('closes with Escape and opens again empty', async () => {
    stubApi({})
    const { user, trigger } = await openDialog()
    await user.type(subject(), 'Maps')
    await user.keyboard('{Escape}')
    expect(screen.queryByRole('dialog')).toBeNull()
    expect(document.activeElement).toBe(trigger)
    await user.click(trigger)
    expect(subject()).toHaveProperty('value', '')
  })

  it('offers the upgrade instead of a form without Premium, and the link closes it', async () => {
    stubApi({})
    const { user, dialog } = await openDialog(false)
    expect(dialog.textContent).toContain('Sending feedback is part of AirAhead Premium.')
    expect(dialog.querySelector('form')).toBeNull()
    await user.click(screen.getByRole('link', { name: 'Upgrade to Premium - $5/month' }))
    expect(screen.getByLabelText('Path').textContent).toBe('/subscribe')
    expect(screen.queryByRole('dialog')).toBeNull()
  })

  it('speaks Spanish when Spanish is chosen, the price still in US dollars (decision 280)', async () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish })
    onTestFinished(() => i18n.activate('en'))
    stubApi({})
    const { user } = renderInApp(<FeedbackButton isPremium={false} />)
    await user.click(screen.getByRole('button', { name: 'Enviar comentarios' }))
    expect(screen.getByRole('dialog', { name: 'Enviar comentarios' }).textContent).toContain('Enviar comentarios es parte de AirAhead Premium.')
    expect(screen.getByRole('link', { name: /^Pasar a Premium - 5\sUS\$ al mes$/ })).toBeTruthy()
    expect(screen.getByRole('button', { name: 'Cerrar' })).toBeTruthy()
  })
})
