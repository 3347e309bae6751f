import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from '../../lib/i18n'
import { messages as spanish } from '../../locales/es/messages.po'
import { newsletterSubscribeRequestSchema } from '../../domain/contracts/newsletter'
import Toaster from '../../ui/toast/toaster'
import { resetToasts } from '../../ui/toast/toast-store'
import { problem, renderInApp, stubApi, type SentRequest } from '../../../tests/support/render-app'
import { NewsletterSignup } from './newsletter-signup'

/** POST /api/newsletter/subscribe as the server answers a body that passes its contract. */
const subscribed = (alreadySubscribed: boolean) => ({ body }: SentRequest) => {
  newsletterSubscribeRequestSchema.parse(body)
  return Response.json({ success: true, message: alreadySubscribed ? 'You are already subscribed.' : 'Check your inbox to confirm.', alreadySubscribed })
}

function open() {
  const view = renderInApp(
    <>
      <NewsletterSignup source="home" />
      <Toaster />
    </>,
  )
  return { ...view, box: screen.getByRole('textbox', { name: 'Email address' }), subscribe: screen.getByRole('button', { name: 'Subscribe' }) }
}

afterEach(() => {
  resetToasts()
  i18n.activate('en')
})

describe('NewsletterSignup (docs/product.md §States, §Validation, §Messages)', () => {
  it('answers a plainly wrong address with the Invalid Email toast, marks the box, and sends nothing', async () => {
    const { sent } = stubApi({})
    const { user, box, subscribe } = open()
    // The phone's e-mail keyboard and autofill; the spec's toast instead of the browser's bubble.
    expect(box.getAttribute('type')).toBe('email')
    expect(box.getAttribute('autocomplete')).toBe('email')
    expect(box).toHaveProperty('required', true)
    expect(box.closest('form')).toHaveProperty('noValidate', true)
    await user.type(box, 'ann.example.com')
    await user.click(subscribe)
    expect(await screen.findByText('Invalid Email')).toBeTruthy()
    expect(screen.getByText('Please enter a valid email address')).toBeTruthy()
    expect(box.getAttribute('aria-invalid')).toBe('true')
    expect(sent).toEqual([])
  })

  it('asks a new address to confirm from its inbox, in place of the form, with the focus on it', async () => {
    const { sent } = stubApi({ 'POST /api/newsletter/subscribe': subscribed(false) })
    const { user, box } = open()
    await user.type(box, '  Ann@Example.com ')
    await user.keyboard('{Enter}')
    const confirmation = await screen.findByText('Check your inbox.')
    expect(screen.getByText('Open the link we sent to ann@example.com to confirm your subscription.')).toBeTruthy()
    expect(document.activeElement).toBe(confirmation.closest('[role="status"]'))
    expect(screen.queryByRole('textbox')).toBeNull()
    expect(sent[0]?.body).toEqual({ email: 'Ann@Example.com', source: 'home' })
    expect(await screen.findByText('Successfully Subscribed!')).toBeTruthy()
  })

  it('says subscribed only for an address already confirmed', async () => {
    stubApi({ 'POST /api/newsletter/subscribe': subscribed(true) })
    const { user, box, subscribe } = open()
    await user.type(box, 'ann@example.com')
    await user.click(subscribe)
    expect(await screen.findByText("You're subscribed.")).toBeTruthy()
    expect(screen.getByText('AirAhead news goes to ann@example.com.')).toBeTruthy()
  })

  it('shows the server’s reason for a refused address, and a network notice when unreachable', async () => {
    let reachable = true
    stubApi({
      'POST /api/newsletter/subscribe': () => {
        if (!reachable) throw new TypeError('Failed to fetch')
        return problem(400, 'invalid_request', 'That address cannot receive mail.')
      },
    })
    const { user, box, subscribe } = open()
    await user.type(box, 'ann@example')
    await user.click(subscribe)
    expect(await screen.findByText('That address cannot receive mail.')).toBeTruthy()
    expect(screen.getByText('Subscription Error')).toBeTruthy()
    expect(box.getAttribute('aria-invalid')).toBe('true')
    reachable = false
    await user.click(subscribe)
    expect(await screen.findByText('Failed to connect. Please check your internet connection and try again.')).toBeTruthy()
    // Not the address's fault: the box is no longer marked.
    expect(box.getAttribute('aria-invalid')).toBeNull()
    expect(box).toHaveProperty('value', 'ann@example')
  })

  it('speaks Spanish when Spanish is chosen (decision 280)', async () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish })
    stubApi({ 'POST /api/newsletter/subscribe': subscribed(false) })
    const { user } = renderInApp(<NewsletterSignup source="home" />)
    expect(screen.getByRole('heading', { name: 'Boletín de AirAhead' })).toBeTruthy()
    await user.type(screen.getByRole('textbox', { name: 'Correo electrónico' }), 'ann@example.com')
    await user.click(screen.getByRole('button', { name: 'Suscribirme' }))
    expect((await screen.findByRole('status')).textContent).toContain('Abre el enlace que enviamos a ann@example.com para confirmar tu suscripción.')
  })
})
