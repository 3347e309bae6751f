import { emailErrorCodes, type EmailDelivery } from '../../../src/domain/contracts/email'
import { serverEnv } from '../env'
import { problem, type ReaderMessage } from '../http'
import type { EmailMessage, EmailProvider } from '../providers/email/types'
import { takeConfirmationMail } from './confirmation-mail-budget'

/** The origin of links in e-mails: the deploy's own address (URL), or the request's locally. */
export function siteOrigin(req: Request): string {
  return serverEnv().URL ?? new URL(req.url).origin
}

export type ConfirmationSent = { ok: true; delivery: EmailDelivery } | { ok: false; response: Response }

/**
 * Sends a double opt-in e-mail under the confirmation-mail shares (decision 232): how it went
 * (SMTP, or only the local outbox), or the answer to give: 429 over a share, 502 with
 * `failedMessage` when the SMTP server did not take it. The caller undoes what it recorded.
 */
export async function sendConfirmation(req: Request, provider: EmailProvider, message: EmailMessage, now: number, failedMessage: ReaderMessage): Promise<ConfirmationSent> {
  const mail = await takeConfirmationMail(req, message.to, now)
  if (!mail.allowed) return { ok: false, response: mail.response }
  const sent = await provider.send(message, { signal: req.signal })
  if (!sent.ok) return { ok: false, response: problem(502, emailErrorCodes.emailFailed, failedMessage) }
  return { ok: true, delivery: sent.value.delivery }
}
