import type { EmailDelivery } from '../../../../src/domain/contracts/email'
import type { Result } from '../../result'

/** One message: the text part for every client, the HTML part for those that show it. */
export interface EmailMessage {
  /** A bare address (`name@example.com`); never taken from a caller (decision 070). */
  to: string
  subject: string
  text: string
  html: string
  /** What the message is for, e.g. `welcome` (kept with outbox rows). */
  purpose: string
}

/** What happened to a message the port accepted. */
export interface EmailReceipt {
  delivery: EmailDelivery
  /** The SMTP Message-ID, or the outbox row id. */
  id: string
}

/** Why the SMTP server did not take a message, in words fit for a 502 body. */
export interface EmailError {
  kind: 'timeout' | 'network' | 'auth' | 'rejected' | 'protocol'
  message: string
}

/**
 * The e-mail port. `smtp` hands the message to an SMTP server; `outbox` only stores it
 * (local mode) and never claims it was sent.
 */
export interface EmailProvider {
  id: EmailDelivery
  send(message: EmailMessage, options: { signal: AbortSignal }): Promise<Result<EmailReceipt, EmailError>>
}
