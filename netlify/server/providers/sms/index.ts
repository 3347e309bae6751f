import { ConfigurationError, isLocalMode, serverEnv, type ServerEnv } from '../../env'
import { createOutboxSender } from './outbox'
import { createTwilioSender, type TwilioOptions } from './twilio'
import type { SmsSender } from './types'

/** Twilio is configured when its account is (env.ts then insists on the rest). */
export function twilioConfigured(env: ServerEnv): boolean {
  return env.TWILIO_ACCOUNT_SID !== undefined
}

/**
 * The only place that chooses the SMS adapter: Twilio when configured, else the outbox,
 * in local mode only (env.ts refuses a deploy without Twilio; this holds the line too).
 */
export function createSmsSender(env: ServerEnv): SmsSender {
  if (!twilioConfigured(env)) {
    if (!isLocalMode(env)) throw new ConfigurationError('TWILIO_ACCOUNT_SID: a deploy texts through Twilio; the outbox is local only')
    return createOutboxSender()
  }
  return lazyTwilioSender({
    // serverEnv() refuses a Twilio configuration without its SID, token and sender.
    accountSid: env.TWILIO_ACCOUNT_SID ?? '',
    authToken: env.TWILIO_AUTH_TOKEN ?? '',
    from: env.TWILIO_FROM,
    messagingServiceSid: env.TWILIO_MESSAGING_SERVICE_SID,
    apiBase: env.TWILIO_API_BASE,
    timeoutMs: env.UPSTREAM_TIMEOUT_MS,
    statusCallback: env.URL ? new URL('/api/webhooks/twilio/status', env.URL).href : undefined,
  })
}

let current: { env: ServerEnv; sender: SmsSender } | undefined

/** The configured SMS adapter, built once per parsed configuration. */
export function smsSender(): SmsSender {
  const env = serverEnv()
  if (current?.env !== env) current = { env, sender: createSmsSender(env) }
  return current.sender
}

/** Builds the Twilio adapter (which imports the SDK) on the first text, once. */
function lazyTwilioSender(options: TwilioOptions): SmsSender {
  let sender: Promise<SmsSender> | undefined
  return {
    delivery: 'sms',
    async send(message) {
      sender ??= createTwilioSender(options)
      return (await sender).send(message)
    },
  }
}
