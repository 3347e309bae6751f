import { afterEach, describe, expect, it } from 'vitest'
import { i18n } from '../../lib/i18n'
import { messages as spanish } from '../../locales/es/messages.po'
import { welcomeEmailFailureNotice, welcomeEmailSuccessNotice } from './welcome-email-notice'

describe('welcome e-mail toasts (docs/product.md §Messages)', () => {
  it.each([
    [
      'SMTP took it: the spec text',
      { success: true, delivery: 'smtp', to: 'team@example.org', message: 'Welcome email sent to team@example.org.' },
      { title: 'Success!', description: 'Welcome email sent successfully', variant: 'default' },
    ],
    [
      'outbox: says stored, never sent',
      { success: true, delivery: 'outbox', to: 'team@airahead.example', message: '…' },
      {
        title: 'Success!',
        description: 'Welcome email stored in the local outbox (no SMTP server is configured, so nothing was sent)',
        variant: 'default',
      },
    ],
  ] as const)('%s', (_, answer, notice) => {
    expect(welcomeEmailSuccessNotice(answer)).toEqual(notice)
  })

  it.each([
    [
      'server message',
      { kind: 'answered', status: 502, serverMessage: 'The welcome email could not be sent: The SMTP server could not be reached.' },
      'The welcome email could not be sent: The SMTP server could not be reached.',
    ],
    ['no server message', { kind: 'answered', status: 500, serverMessage: null }, 'Failed to send welcome email'],
    ['empty server message', { kind: 'answered', status: 500, serverMessage: '' }, 'Failed to send welcome email'],
    ['unreachable', { kind: 'unreachable' }, 'Network error occurred'],
  ] as const)('failure: %s', (_, failure, description) => {
    expect(welcomeEmailFailureNotice(failure)).toEqual({ title: 'Error', description, variant: 'destructive' })
  })

  describe('in Spanish (decision 280)', () => {
    afterEach(() => i18n.activate('en'))

    it('says the outbox kept it, not that it was sent', () => {
      i18n.loadAndActivate({ locale: 'es', messages: spanish })
      expect(welcomeEmailSuccessNotice({ success: true, delivery: 'outbox', to: 'team@airahead.example', message: '…' })).toEqual({
        title: '¡Listo!',
        description: 'Correo de bienvenida guardado en la bandeja de salida local (no hay un servidor SMTP configurado, así que no se envió nada)',
        variant: 'default',
      })
      expect(welcomeEmailFailureNotice({ kind: 'unreachable' }).description).toBe('Ocurrió un error de red')
    })
  })
})
