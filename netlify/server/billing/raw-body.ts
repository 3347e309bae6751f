import { problem } from '../http'

/** Stripe events are a few kilobytes; an invoice with many lines stays well under this. */
export const MAX_WEBHOOK_BODY_BYTES = 512 * 1024

/**
 * The exact body text (a webhook signature covers the raw bytes, so it must not be parsed
 * first), read no further than {@link MAX_WEBHOOK_BODY_BYTES}: 413 past it.
 */
export async function readRawBody(req: Request): Promise<{ ok: true; value: string } | { ok: false; response: Response }> {
  const tooLarge = { ok: false as const, response: problem(413, 'payload_too_large', /*i18n*/ { id: 'problem.request.bodyTooLarge', message: 'The request body is too large.' }) }
  if (Number(req.headers.get('content-length')) > MAX_WEBHOOK_BODY_BYTES) return tooLarge
  if (!req.body) return { ok: true, value: '' }
  const reader = req.body.getReader()
  const decoder = new TextDecoder()
  let text = ''
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > MAX_WEBHOOK_BODY_BYTES) {
      await reader.cancel().catch(() => {})
      return tooLarge
    }
    text += decoder.decode(value, { stream: true })
  }
  return { ok: true, value: text + decoder.decode() }
}
