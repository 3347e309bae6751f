import { DeadlineExceeded, withDeadline } from '../../deadline'
import { SDK_BODY_MAX_BYTES } from '../../upstream-body'
import { err, ok } from '../../result'
import type { SmsSender } from './types'

export interface TwilioOptions {
  accountSid: string
  authToken: string
  /** One of the two: a sending number, or a Messaging Service that picks one. */
  from: string | undefined
  messagingServiceSid: string | undefined
  /** Another API origin (tests: a fake on 127.0.0.1); Twilio's own otherwise. */
  apiBase: string | undefined
  timeoutMs: number
  /** Where Twilio reports delivery (sent, delivered, failed): our status webhook on a deploy. */
  statusCallback: string | undefined
}

/**
 * Twilio Programmable Messaging through the official SDK. The SDK (and its large dependency
 * tree) is imported here, at the first text, not when the module loads: a function that
 * never texts — every one in local mode — does not load it. (Under @netlify/dev it also
 * could not: its bundles lack files get-intrinsic, deep in that tree, needs; see
 * netlify.toml `included_files`, which deploys honour.)
 */
export async function createTwilioSender(options: TwilioOptions): Promise<SmsSender> {
  const { default: twilio } = await import('twilio')
  const client = twilio(options.accountSid, options.authToken, { timeout: options.timeoutMs, autoRetry: false })
  // Every answer's size capped (decision 230): axios drops a body past the cap unread.
  client.httpClient.axios.defaults.maxContentLength = SDK_BODY_MAX_BYTES
  // Points every Messaging call at another origin (TWILIO_API_BASE; the fake Twilio in tests).
  if (options.apiBase) client.api.baseUrl = options.apiBase.replace(/\/$/, '')
  const sender = options.messagingServiceSid ? { messagingServiceSid: options.messagingServiceSid } : { from: options.from }

  return {
    delivery: 'sms',
    async send(message) {
      try {
        const callback = options.statusCallback ? { statusCallback: options.statusCallback } : {}
        // The SDK's timeout only limits silence on the socket; this bounds the whole call.
        const sent = await withDeadline(client.messages.create({ to: message.to, body: message.body, ...sender, ...callback }), options.timeoutMs)
        if (typeof sent.sid !== 'string' || sent.sid === '') return err({ kind: 'unavailable', message: UNREADABLE })
        return ok({ delivery: 'sms', providerId: sent.sid })
      } catch (error) {
        if (error instanceof DeadlineExceeded) {
          return err({ kind: 'unavailable', message: `Twilio did not answer within ${options.timeoutMs / 1000} s` })
        }
        // A 2xx whose body is not JSON: the SDK's JSON.parse throws. Whether the text went out is unknown.
        if (error instanceof SyntaxError) return err({ kind: 'unavailable', message: UNREADABLE })
        if (error instanceof twilio.RestException) {
          const code = error.code ? ` ${error.code}` : ''
          return err({ kind: 'rejected', message: `Twilio refused the message (HTTP ${error.status}${code}): ${error.message}` })
        }
        if (isNetworkError(error)) {
          return err({ kind: 'unavailable', message: `Could not reach Twilio (${error.code})` })
        }
        throw error
      }
    },
  }
}

const UNREADABLE = 'Twilio sent an answer we cannot read'

/** Socket errors and the HTTP client's timeout carry a string `code` such as ECONNREFUSED or ECONNABORTED. */
function isNetworkError(error: unknown): error is Error & { code: string } {
  const code: unknown = error instanceof Error ? (error as Error & { code?: unknown }).code : undefined
  return typeof code === 'string' && /^E[A-Z_]+$/.test(code)
}
