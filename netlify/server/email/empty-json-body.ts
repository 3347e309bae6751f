import { safeParse, type $ZodType } from 'zod/v4/core'
import { problem } from '../http'
import { readJsonBody, type BodyResult } from '../request-body'

/**
 * A body that docs/product.md §API sends as "JSON content type, no body": no bytes at all read as `{}`,
 * anything else must be JSON that fits `schema` (readJsonBody's 400/413/415 answers). The
 * JSON content type is required either way, so a cross-site form cannot post it unnoticed.
 */
export async function readEmptyJsonBody<T>(req: Request, schema: $ZodType<T>): Promise<BodyResult<T>> {
  const empty = req.body === null || req.headers.get('content-length') === '0'
  if (!empty) return readJsonBody(req, schema)
  if (req.headers.get('content-type')?.split(';')[0]?.trim().toLowerCase() !== 'application/json') {
    return {
      ok: false,
      response: problem(415, 'unsupported_media_type', /*i18n*/ { id: 'problem.request.jsonContentType', message: 'Send the request with Content-Type: application/json.' }),
    }
  }
  const parsed = safeParse(schema, {})
  if (parsed.success) return { ok: true, value: parsed.data }
  return { ok: false, response: problem(400, 'invalid_request', /*i18n*/ { id: 'problem.request.needsJsonBody', message: 'This request needs a JSON body.' }) }
}
