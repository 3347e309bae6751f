import { createTransport } from 'nodemailer'
import { z } from 'zod'
import { err, ok } from '../../result'
import type { EmailError, EmailProvider } from './types'

export interface SmtpOptions {
  /** smtp:// or smtps:// URL with the credentials, e.g. smtps://user:password@smtp.example.com:465 */
  url: string
  /** `address` or `Name <address>` */
  from: string
  /** Longest wait for the connection, the greeting, any reply, and the whole send (ms). */
  timeoutMs: number
}

/** The reply fields we rely on (ARCHITECTURE.md, Layers: the vendor's reply is checked, not trusted). */
const sentInfoSchema = z.object({
  messageId: z.string().min(1),
  accepted: z.array(z.unknown()),
  rejected: z.array(z.unknown()),
  response: z.string(),
})

/**
 * The SMTP adapter (any provider: SES, Postmark, Mailgun, a mailbox's own server). One
 * connection per message: functions are short-lived, so there is no pool to keep warm.
 * Message content never reads files or URLs.
 */
export function createSmtpEmailProvider(options: SmtpOptions): EmailProvider {
  const transporter = createTransport({
    url: options.url,
    connectionTimeout: options.timeoutMs,
    greetingTimeout: options.timeoutMs,
    socketTimeout: options.timeoutMs,
    dnsTimeout: options.timeoutMs,
    disableFileAccess: true,
    disableUrlAccess: true,
  })
  return {
    id: 'smtp',
    async send(message, { signal }) {
      try {
        const info = await transporter.sendMail({
          from: options.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          signal: AbortSignal.any([signal, AbortSignal.timeout(options.timeoutMs * 2)]),
        })
        const reply = sentInfoSchema.safeParse(info)
        if (!reply.success) return err({ kind: 'protocol', message: 'The SMTP server gave an answer we cannot read.' })
        if (reply.data.rejected.length > 0 || reply.data.accepted.length === 0) {
          return err({ kind: 'rejected', message: 'The SMTP server refused the recipient.' })
        }
        return ok({ delivery: 'smtp', id: reply.data.messageId })
      } catch (error) {
        return err(smtpError(error))
      }
    },
  }
}

/** Nodemailer's error codes (its `errors.js`) in the port's words. */
function smtpError(error: unknown): EmailError {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : ''
  // Only the reply's status code is passed on: its text may name the provider's internals.
  const status = typeof error === 'object' && error !== null && 'responseCode' in error ? Number(error.responseCode) : NaN
  switch (code) {
    case 'ETIMEDOUT':
    case 'EABORT':
      return { kind: 'timeout', message: 'The SMTP server did not answer in time.' }
    case 'ECONNECTION':
    case 'ESOCKET':
    case 'EDNS':
    case 'ETLS':
    case 'EPROXY':
      return { kind: 'network', message: 'The SMTP server could not be reached.' }
    case 'EAUTH':
    case 'ENOAUTH':
    case 'EOAUTH2':
      return { kind: 'auth', message: 'The SMTP server refused our credentials.' }
    case 'EENVELOPE':
    case 'EMESSAGE':
      return { kind: 'rejected', message: `The SMTP server refused the message${Number.isInteger(status) ? ` (reply ${status})` : ''}.` }
    default:
      if (error instanceof Error && error.name === 'AbortError') return { kind: 'timeout', message: 'The SMTP server did not answer in time.' }
      return { kind: 'protocol', message: 'The SMTP server failed while sending.' }
  }
}
