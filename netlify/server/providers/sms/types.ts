import type { Result } from '../../result'

/** What a message is for: kept with outbox messages, and the only reasons we text anyone. */
export type SmsPurpose = 'sign_in_code' | 'alert' | 'test_alert' | 'consent_confirmation' | 'reply' | 'phone_changed'

export interface SmsMessage {
  /** E.164. Only a number being verified (its sign-in code) or a verified one. */
  to: string
  body: string
  purpose: SmsPurpose
}

/**
 * Honest about what happened: `sms` means the provider accepted the message for delivery;
 * `outbox` means nothing was texted and the message was stored locally.
 */
export type SmsReceipt = { delivery: 'sms'; providerId: string } | { delivery: 'outbox'; outboxId: string }

export interface SmsError {
  /** `rejected`: the provider answered with an error; `unavailable`: no answer (network, timeout). */
  kind: 'rejected' | 'unavailable'
  message: string
}

/** The SMS port. */
export interface SmsSender {
  readonly delivery: SmsReceipt['delivery']
  send(message: SmsMessage): Promise<Result<SmsReceipt, SmsError>>
}
