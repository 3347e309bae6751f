import { isLocalMode, serverEnv, type ServerEnv } from '../../env'
import { createOutboxEmailProvider } from './outbox'
import { createSmtpEmailProvider } from './smtp'
import type { EmailProvider } from './types'

/** The sender in local mode when EMAIL_FROM is not set: a reserved domain (RFC 2606) that never receives mail. */
export const LOCAL_EMAIL_FROM = 'AirAhead <team@airahead.example>'

export interface EmailSetup {
  provider: EmailProvider
  /** `address` or `Name <address>`: the From of every message. */
  from: string
}

/**
 * The only place that chooses the e-mail adapter: SMTP when SMTP_URL is set (env.ts
 * requires EMAIL_FROM with it); otherwise the outbox, in local mode only. A deployed
 * site without SMTP gets null — "not configured" — rather than an outbox no one reads.
 */
export function createEmailSetup(env: ServerEnv): EmailSetup | null {
  if (env.SMTP_URL && env.EMAIL_FROM) {
    return {
      provider: createSmtpEmailProvider({ url: env.SMTP_URL, from: env.EMAIL_FROM, timeoutMs: env.UPSTREAM_TIMEOUT_MS }),
      from: env.EMAIL_FROM,
    }
  }
  if (!isLocalMode(env)) return null
  return { provider: createOutboxEmailProvider(), from: env.EMAIL_FROM ?? LOCAL_EMAIL_FROM }
}

/** Whether GET /api/dev/email-outbox may answer: local mode with the outbox adapter. */
export function emailOutboxReadable(env: ServerEnv): boolean {
  return !env.SMTP_URL && isLocalMode(env)
}

let current: { env: ServerEnv; setup: EmailSetup | null } | undefined

/** The configured e-mail setup, built once per parsed configuration. */
export function emailSetup(): EmailSetup | null {
  const env = serverEnv()
  if (current?.env !== env) current = { env, setup: createEmailSetup(env) }
  return current.setup
}
