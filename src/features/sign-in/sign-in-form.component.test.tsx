import { screen } from '@testing-library/react'
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { i18n } from '../../lib/i18n'
import { messages as spanish } from '../../locales/es/messages.po'
import type { CurrentUser } from '../../domain/contracts/user'
import { currentUser } from '../../../tests/support/account-fixtures'
import { problem, renderInApp, stubApi } from '../../../tests/support/render-app'
import { SignInForm } from './sign-in-form'

const USER = currentUser()
const SENT = {
  phone: '+12025550143',
  expiresAt: '2026-11-21T10:10:00Z',
  resendAfterSeconds: 60,
  delivery: 'outbox',
  message: 'We texted a code to +1 202 555 0143.',
}

function open(props: { textable?: string[] } = {}) {
  const onSignedIn = vi.fn<(user: CurrentUser) => void>()
  return { onSignedIn, ...renderInApp(<SignInForm onSignedIn={onSignedIn} {...props} />) }
}

const phoneBox = () => screen.getByLabelText('Phone number')
const sendCode = () => screen.getByRole('button', { name: 'Send code' })

describe('SignInForm, the number', () => {
  it('asks for the whole number when it is incomplete, and sends nothing', async () => {
    const { sent } = stubApi({})
    const { user } = open()
    await user.type(phoneBox(), '202555')
    await user.click(sendCode())
    expect(screen.getByRole('alert').textContent).toBe('Enter your full phone number, with the area code.')
    expect(phoneBox().getAttribute('aria-invalid')).toBe('true')
    expect(sent).toEqual([])
    // The message goes once the number is whole.
    await user.type(phoneBox(), '0143')
    expect(screen.getByRole('alert').textContent).toBe('')
    expect(screen.getByText('We will text a code to +1 202 555 0143.').isConnected).toBe(true)
  })

  it('refuses a country the deploy does not text before asking the server', async () => {
    const { sent } = stubApi({})
    const { user } = open({ textable: ['US', 'CA'] })
    expect(screen.getAllByRole('option').map((option) => option.getAttribute('value'))).toEqual(['CA', 'US'])
    await user.type(phoneBox(), '+44 7400 123456')
    expect(screen.getByRole('alert').textContent).toMatch(/^AirAhead cannot text United Kingdom numbers yet\./)
    await user.click(sendCode())
    expect(sent).toEqual([])
  })

  it('holds "Send code" back for the seconds a 429 names', async () => {
    stubApi({ 'POST /api/auth/code': () => problem(429, 'rate_limited', 'Too many codes for this number.', { 'Retry-After': '42' }) })
    const { user } = open()
    await user.type(phoneBox(), '2025550143')
    await user.click(sendCode())
    expect((await screen.findByRole('alert')).textContent).toMatch(/^Too many codes for this number\. Try again in 4[12] s\.$/)
    expect(sendCode()).toHaveProperty('disabled', true)
  })
})

describe('SignInForm, the code', () => {
  async function toCodeStep(answers: Parameters<typeof stubApi>[0]) {
    const api = stubApi({ 'POST /api/auth/code': () => Response.json(SENT), ...answers })
    const form = open()
    await form.user.type(phoneBox(), '2025550143')
    await form.user.click(sendCode())
    await screen.findByText(SENT.message)
    return { ...api, ...form }
  }

  it('reads the number in the chosen country, then signs in with the 6 digits typed', async () => {
    const { sent, user, onSignedIn } = await toCodeStep({ 'POST /api/auth/verify': () => Response.json({ user: USER, created: false }) })
    expect(sent[0]?.body).toEqual({ phone: '+12025550143', country: 'US' })
    const verify = screen.getByRole('button', { name: 'Verify' })
    const code = screen.getByLabelText('6-digit code')
    expect(document.activeElement).toBe(code)
    expect(screen.getByRole('button', { name: 'Resend code in 60 s' })).toHaveProperty('disabled', true)
    await user.type(code, '12a34')
    expect(code).toHaveProperty('value', '1234')
    expect(verify).toHaveProperty('disabled', true)
    await user.type(code, '5678')
    expect(code).toHaveProperty('value', '123456')
    await user.click(verify)
    await vi.waitFor(() => expect(onSignedIn).toHaveBeenCalledWith(USER))
    expect(sent[1]?.body).toEqual({ phone: '+12025550143', code: '123456' })
  })

  it('shows the server’s reason for a wrong code, and goes back for another number', async () => {
    const { user, onSignedIn } = await toCodeStep({
      'POST /api/auth/verify': () => problem(400, 'invalid_code', 'That code is not right. 4 tries left.'),
    })
    await user.type(screen.getByLabelText('6-digit code'), '000000')
    await user.click(screen.getByRole('button', { name: 'Verify' }))
    expect((await screen.findByText('That code is not right. 4 tries left.')).getAttribute('role')).toBe('alert')
    expect(screen.getByLabelText('6-digit code').getAttribute('aria-invalid')).toBe('true')
    expect(onSignedIn).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Use a different number' }))
    expect(phoneBox().isConnected).toBe(true)
    expect(screen.getByRole('alert').textContent).toBe('')
  })
})

describe('SignInForm in Spanish (decision 280)', () => {
  it('asks for the number and names countries in Spanish', async () => {
    i18n.loadAndActivate({ locale: 'es', messages: spanish })
    onTestFinished(() => i18n.activate('en'))
    const { sent } = stubApi({})
    const { user } = open({ textable: ['US', 'MX'] })
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Estados Unidos (+1)', 'México (+52)'])
    expect(screen.getByText('Te enviamos un código de 6 dígitos por SMS. Pueden aplicarse las tarifas estándar de mensajes.')).toBeTruthy()
    await user.type(screen.getByLabelText('Número de teléfono'), '+44 7400 123456')
    expect(screen.getByRole('alert').textContent).toMatch(/^AirAhead todavía no puede enviar SMS a números de Reino Unido\./)
    await user.click(screen.getByRole('button', { name: 'Enviar código' }))
    expect(sent).toEqual([])
  })
})
