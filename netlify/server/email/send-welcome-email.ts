import { emailErrorCodes, sendWelcomeEmailBodySchema, type SendWelcomeEmailResponse } from '../../../src/domain/contracts/email'
import { clientRateLimitKey } from '../client-ip'
import { json, problem } from '../http'
import { emailSetup } from '../providers/email'
import { takeRateLimit, tooManyRequests } from '../rate-limit'
import { currentUser } from '../session'
import { readEmptyJsonBody } from './empty-json-body'
import { welcomeEmail } from './welcome-email'
import { translator } from '../i18n'
import { requestLocale } from '../request-locale'

const TEST_REASON = /*i18n*/ {
  id: 'email.welcome.testReason',
  message: 'You received this test copy because someone pressed "Send test welcome email" on {appUrl}/test-welcome-email. Test copies only ever go to AirAhead\'s own sender address.',
}

/** Per caller (account, else IP address): a test is a click or two, not a stream. */
export const WELCOME_PER_CALLER = { name: 'welcome-email', limit: 5, windowSeconds: 3600 }
/** All callers together: protects the sender's mailbox and reputation from a botnet. */
export const WELCOME_ALL_CALLERS = { name: 'welcome-email-all', limit: 30, windowSeconds: 3600 }

/** The bare address of `address` or `Name <address>`. */
export function mailboxOf(from: string): string {
  return /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim()
}

/**
 * POST /api/user/send-welcome-email after the method and origin checks. The test copy
 * goes to the sender's own mailbox (EMAIL_FROM), never to an address a caller names
 * (decision 070). Bad input and refusals write nothing; a send counts against the
 * limits even when the SMTP server then fails, so a failing server is not hammered.
 */
export async function sendWelcomeEmail(req: Request): Promise<Response> {
  const body = await readEmptyJsonBody(req, sendWelcomeEmailBodySchema)
  if (!body.ok) return body.response

  const setup = emailSetup()
  if (!setup) {
    return problem(503, emailErrorCodes.emailNotConfigured, /*i18n*/ { id: 'problem.email.notConfigured', message: 'E-mail is not configured on this server (SMTP_URL is not set).' })
  }

  const now = Math.floor(Date.now() / 1000)
  const user = await currentUser(req)
  const caller = user ? `user:${user.id}` : `ip:${clientRateLimitKey(req)}`
  for (const [rule, key] of [[WELCOME_PER_CALLER, caller], [WELCOME_ALL_CALLERS, 'all']] as const) {
    const decision = await takeRateLimit(rule, key, now)
    if (!decision.allowed) {
      return tooManyRequests(decision.retryAfterSeconds, /*i18n*/ { id: 'problem.email.tooManyTests', message: 'Too many test e-mails. Please try again later.' })
    }
  }

  const to = mailboxOf(setup.from)
  const appUrl = new URL(req.url).origin
  // In the language of the app that asked (decision 283).
  const locale = requestLocale(req)
  const t = translator(locale)
  const message = welcomeEmail({ to, appUrl, reason: t({ ...TEST_REASON, values: { appUrl } }), t, locale })
  const sent = await setup.provider.send(message, { signal: req.signal })
  if (!sent.ok) return problem(502, emailErrorCodes.emailFailed, /*i18n*/ { id: 'problem.email.welcomeFailed', message: 'The welcome email could not be sent: {detail}', comment: 'detail: the mail server\'s answer, in English', values: { detail: sent.error.message } })

  const response: SendWelcomeEmailResponse =
    sent.value.delivery === 'smtp'
      ? { success: true, delivery: 'smtp', to, message: `Welcome email sent to ${to}.` }
      : {
          success: true,
          delivery: 'outbox',
          to,
          message: `Welcome email for ${to} stored in the local outbox; nothing was sent (no SMTP server is configured).`,
        }
  return json(response, { headers: { 'cache-control': 'no-store' } })
}
