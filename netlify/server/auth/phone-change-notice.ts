import { query } from '../db'
import { smsSender } from '../providers/sms'
import { english, type Translate } from '../../../src/domain/i18n/locales'

/**
 * The text to the number an account just left (decision 118): the new number's last 4
 * digits, that other devices were signed out, and where to turn if it was not the owner.
 * Plain GSM-7 (no "•"), so it stays one 160-character segment.
 */
const PHONE_CHANGED = /*i18n*/ {
  id: 'signin.phoneChanged',
  message: "AirAhead: your account's number was changed to one ending in {last4} and your other devices were signed out. Not you? Contact us at {host}",
}

export function phoneChangedText(newPhone: string, host: string, t: Translate = english): string {
  return t({ ...PHONE_CHANGED, values: { last4: newPhone.slice(-4), host } })
}

/**
 * Tells the old number that the account moved away from it, unless that number opted out
 * of texts (STOP). The move itself stands whatever happens here: a failed notice is logged
 * as a warning, not an error of the request.
 */
export async function textOldNumber(oldPhone: string, newPhone: string, host: string, t: Translate = english): Promise<void> {
  const optedOut = await query(`SELECT 1 FROM sms_opt_outs WHERE phone_e164 = $1`, [oldPhone])
  if (optedOut.length > 0) return
  const sent = await smsSender()
    .send({ to: oldPhone, body: phoneChangedText(newPhone, host, t), purpose: 'phone_changed' })
    .catch((error: unknown) => ({ ok: false as const, error: { message: String(error) } }))
  if (!sent.ok) console.warn(`change-phone: the notice to the old number could not be sent: ${sent.error.message}`)
}
