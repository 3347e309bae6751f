import { serverEnv } from '../env'
import { escapeMarkup } from '../escape-markup'
import { query } from '../db'
import { allowMethods, problem } from '../http'
import { applyDeliveryStatus } from '../data/alert-records'
import { database } from '../data/transaction'
import { keywordReply } from './consent-text'
import { localeOf, translator } from '../i18n'

/** Twilio's standard opt-out and opt-in keywords (Advanced Opt-Out defaults). */
export const STOP_KEYWORDS = ['STOP', 'STOPALL', 'UNSUBSCRIBE', 'CANCEL', 'END', 'QUIT', 'REVOKE', 'OPTOUT']
export const START_KEYWORDS = ['START', 'UNSTOP', 'YES']
export const HELP_KEYWORDS = ['HELP', 'INFO']

const MAX_FORM_BYTES = 64 * 1024

/**
 * Reads a Twilio webhook: a form POST whose X-Twilio-Signature must match (the SDK's
 * `validateRequest`: HMAC-SHA1 of the URL and the sorted parameters under the auth token).
 * Anything else — no Twilio configured, no or a wrong signature, not a form — is 403 and
 * changes nothing.
 */
async function verifiedForm(req: Request): Promise<{ ok: true; params: Record<string, string> } | { ok: false; response: Response }> {
  const refused = allowMethods(req, ['POST'])
  if (refused) return { ok: false, response: refused }
  const forbidden = { ok: false as const, response: problem(403, 'invalid_signature', 'This request is not signed by Twilio.') }
  const token = serverEnv().TWILIO_AUTH_TOKEN
  const signature = req.headers.get('x-twilio-signature')
  if (!token || !signature) return forbidden
  if (!(req.headers.get('content-type') ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded')) return forbidden
  const text = await req.text()
  if (text.length > MAX_FORM_BYTES) return forbidden
  const params = Object.fromEntries(new URLSearchParams(text))
  const { default: twilio } = await import('twilio')
  if (!twilio.validateRequest(token, signature, req.url, params)) return forbidden
  return { ok: true, params }
}

function twiml(message: string | null): Response {
  const body = message === null ? '<Response/>' : `<Response><Message>${escapeMarkup(message)}</Message></Response>`
  return new Response(`<?xml version="1.0" encoding="UTF-8"?>${body}`, { headers: { 'content-type': 'text/xml; charset=utf-8', 'cache-control': 'no-store' } })
}

/**
 * POST /api/webhooks/twilio/inbound: a text to our number. STOP and its synonyms opt the
 * number out at once (and cancel its unsent alerts); START opts back in; HELP and anything
 * else get the help text; each reply in the number's account's language.
 */
export async function twilioInbound(req: Request): Promise<Response> {
  const form = await verifiedForm(req)
  if (!form.ok) return form.response
  const from = form.params.From ?? ''
  if (!/^\+[1-9]\d{1,14}$/.test(from)) return problem(400, 'invalid_request', 'From must be an E.164 number.')
  const keyword = (form.params.Body ?? '').trim().toUpperCase().replace(/[^A-Z]/g, '')
  // The reply is in the language of the account this number belongs to (decision 283), else English.
  const [account] = await query<{ locale: string }>(`SELECT locale FROM users WHERE phone_e164 = $1`, [from])
  const t = translator(localeOf(account?.locale))
  if (STOP_KEYWORDS.includes(keyword)) {
    await query(
      `WITH out AS (
         INSERT INTO sms_opt_outs (phone_e164, keyword) VALUES ($1, $2)
         ON CONFLICT (phone_e164) DO UPDATE SET opted_out_at = now(), keyword = EXCLUDED.keyword
       )
       UPDATE alerts SET status = 'failed', last_error = 'opted out (STOP)', claimed_until = NULL
        WHERE to_e164 = $1 AND provider_id IS NULL AND status IN ('pending', 'failed')`,
      [from, keyword],
    )
    return twiml(keywordReply('stop', t))
  }
  if (START_KEYWORDS.includes(keyword)) {
    await query(`DELETE FROM sms_opt_outs WHERE phone_e164 = $1`, [from])
    return twiml(keywordReply('start', t))
  }
  return twiml(keywordReply('help', t))
}

const STATUS_MAP: Record<string, 'sent' | 'delivered' | 'failed'> = {
  queued: 'sent', accepted: 'sent', sending: 'sent', sent: 'sent',
  delivered: 'delivered',
  undelivered: 'failed', failed: 'failed',
}

/** POST /api/webhooks/twilio/status: Twilio's delivery report for one of our texts. */
export async function twilioStatus(req: Request): Promise<Response> {
  const form = await verifiedForm(req)
  if (!form.ok) return form.response
  const sid = form.params.MessageSid ?? form.params.SmsSid ?? ''
  const status = STATUS_MAP[(form.params.MessageStatus ?? form.params.SmsStatus ?? '').toLowerCase()]
  if (!/^(SM|MM)[0-9a-fA-F]{32}$/.test(sid) || !status) {
    return problem(400, 'invalid_request', 'MessageSid and a known MessageStatus are required.')
  }
  const error = form.params.ErrorCode ? `Twilio error ${form.params.ErrorCode}` : null
  await applyDeliveryStatus(database, sid, status, error, Math.floor(Date.now() / 1000))
  return new Response(null, { status: 204 })
}
