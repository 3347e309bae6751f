import { safeParse, type $ZodType } from 'zod/v4/core'
import { problem, type ReaderMessage } from './http'

/** The largest JSON body any endpoint reads: 100 KB. A form is a few hundred bytes. */
export const MAX_JSON_BODY_BYTES = 100 * 1024

const BODY_MESSAGES = {
  crossOrigin: /*i18n*/ { id: 'problem.request.crossOrigin', message: 'Requests from other websites are not accepted.' },
  notJson: /*i18n*/ { id: 'problem.request.notJson', message: 'Send the request body as JSON (Content-Type: application/json).' },
  malformed: /*i18n*/ { id: 'problem.request.malformedJson', message: 'The request body is not valid JSON.' },
  tooLarge: /*i18n*/ { id: 'problem.request.tooLarge', message: 'The request body is larger than {kilobytes} KB.' },
}

export type BodyResult<T> = { ok: true; value: T } | { ok: false; response: Response }

/**
 * 403 when a browser says the request comes from another site: an `Origin` header whose
 * host differs from the request's (an opaque `Origin: null` counts as another site).
 * Callers without an Origin (curl, server-to-server, old same-origin GETs) pass: the
 * check stops cross-site requests made with a visitor's cookies, not API clients.
 */
export function sameOrigin(req: Request): Response | null {
  const origin = req.headers.get('origin')
  if (origin === null) return null
  if (hostOf(origin) === new URL(req.url).host) return null
  return problem(403, 'cross_origin', BODY_MESSAGES.crossOrigin)
}

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host
  } catch {
    return null
  }
}

/**
 * Reads a JSON body and parses it with a contract (any zod schema, classic or mini), never
 * throwing on what the caller sent: 415 unless the content type is JSON, 413 past
 * {@link MAX_JSON_BODY_BYTES} (stops reading there), 400 for bytes that are not UTF-8
 * JSON, 400 with the contract's own messages when the value does not fit.
 */
export async function readJsonBody<T>(req: Request, schema: $ZodType<T>): Promise<BodyResult<T>> {
  if (!isJson(req.headers.get('content-type'))) {
    return fail(415, 'unsupported_media_type', BODY_MESSAGES.notJson)
  }
  const declared = Number(req.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > MAX_JSON_BODY_BYTES) return tooLarge()

  const bytes = await readAtMost(req, MAX_JSON_BODY_BYTES)
  if (bytes === null) return tooLarge()

  let value: unknown
  try {
    value = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes))
  } catch {
    return fail(400, 'malformed_json', BODY_MESSAGES.malformed)
  }

  const parsed = safeParse(schema, value)
  if (parsed.success) return { ok: true, value: parsed.data }
  const messages = [...new Set(parsed.error.issues.map((issue) => issue.message))]
  return fail(400, 'invalid_request', messages.join(' '))
}

/** `application/json`, with or without parameters such as `charset=utf-8`. */
function isJson(contentType: string | null): boolean {
  return contentType?.split(';')[0]?.trim().toLowerCase() === 'application/json'
}

/** The body's bytes, or null as soon as it passes `limit` (Content-Length may be absent or wrong). */
async function readAtMost(req: Request, limit: number): Promise<Uint8Array | null> {
  if (!req.body) return new Uint8Array(0)
  const reader = req.body.getReader()
  const chunks: Uint8Array[] = []
  let total = 0
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    total += value.byteLength
    if (total > limit) {
      await reader.cancel().catch(() => {})
      return null
    }
    chunks.push(value)
  }
  const bytes = new Uint8Array(total)
  let offset = 0
  for (const chunk of chunks) {
    bytes.set(chunk, offset)
    offset += chunk.byteLength
  }
  return bytes
}

const tooLarge = () => fail(413, 'payload_too_large', { ...BODY_MESSAGES.tooLarge, values: { kilobytes: MAX_JSON_BODY_BYTES / 1024 } })

function fail(status: number, error: string, message: ReaderMessage): { ok: false; response: Response } {
  return { ok: false, response: problem(status, error, message) }
}
