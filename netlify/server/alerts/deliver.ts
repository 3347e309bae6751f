import { markFailed, markSent } from '../data/alert-records'
import type { Queryable } from '../data/transaction'
import type { SmsError, SmsPurpose, SmsReceipt, SmsSender } from '../providers/sms/types'
import type { Result } from '../result'

/**
 * Sends a recorded text and records the outcome: sent (with Twilio's SID, or the outbox
 * id) or failed. An adapter that throws counts as `unavailable`, so the text is retried.
 */
export async function deliverRecorded(
  sms: SmsSender,
  db: Queryable,
  alert: { id: string; to: string; body: string; purpose: SmsPurpose },
  now: number,
): Promise<Result<SmsReceipt, SmsError>> {
  let sent: Result<SmsReceipt, SmsError>
  try {
    sent = await sms.send({ to: alert.to, body: alert.body, purpose: alert.purpose })
  } catch (error) {
    sent = { ok: false, error: { kind: 'unavailable', message: error instanceof Error ? error.message : String(error) } }
  }
  if (!sent.ok) await markFailed(db, alert.id, sent.error.message)
  else await markSent(db, alert.id, sent.value.delivery === 'sms' ? sent.value.providerId : `outbox:${sent.value.outboxId}`, now)
  return sent
}
