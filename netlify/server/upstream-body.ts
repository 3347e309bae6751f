import { err, ok, type Result, type UpstreamError } from './result'

/**
 * The most any upstream answer may weigh, bytes (decision 230): several times the largest
 * honest answer (an Open-Meteo batch of 50 places is ~0.5 MB, a FIRMS day over a burning
 * region ~1 MB), and small enough that a hostile or broken upstream cannot fill a function's
 * memory (a 72 MB answer took a process from 153 MB to 3.1 GB when it was read whole).
 */
export const UPSTREAM_BODY_MAX_BYTES = 8 * 1024 * 1024

/**
 * Reads an upstream answer's body as UTF-8 text, chunk by chunk, and stops (cancelling the
 * rest, so the connection is dropped) as soon as it passes `maxBytes`; a declared
 * Content-Length over the cap is refused before any byte is read. A body too large is a
 * `malformed` failure, like any answer that is not what the upstream promised.
 */
export async function readUpstreamText(
  response: Response,
  options: { upstream: string; maxBytes?: number },
): Promise<Result<string, UpstreamError>> {
  const maxBytes = options.maxBytes ?? UPSTREAM_BODY_MAX_BYTES
  const tooLarge = () => {
    const megabytes = Number((maxBytes / (1024 * 1024)).toFixed(2))
    return err<UpstreamError>({ kind: 'malformed', upstream: options.upstream, message: `${options.upstream} sent an answer larger than ${megabytes} MB`, status: response.status })
  }
  const declared = Number(response.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined)
    return tooLarge()
  }
  if (!response.body) return ok('')
  const reader = response.body.getReader()
  const decoder = new TextDecoder()
  let received = 0
  let text = ''
  for (;;) {
    const { done, value } = await reader.read()
    if (done) break
    received += value.byteLength
    if (received > maxBytes) {
      await reader.cancel().catch(() => undefined)
      return tooLarge()
    }
    text += decoder.decode(value, { stream: true })
  }
  return ok(text + decoder.decode())
}

/**
 * The most a payment or SMS vendor's answer may weigh through its SDK, bytes (decision 230):
 * Stripe's and Twilio's answers are a few kilobytes; a megabyte leaves room for any honest one.
 */
export const SDK_BODY_MAX_BYTES = 1024 * 1024

/**
 * `fetch` for a vendor SDK (Stripe's fetch client): the answer read through `readUpstreamText`,
 * so one past SDK_BODY_MAX_BYTES is dropped unread and the call fails as a connection error
 * the SDK reports, instead of filling the function's memory.
 */
export function cappedFetch(upstream: string, inner: typeof fetch = fetch): typeof fetch {
  return async (input, init) => {
    const response = await inner(input, init)
    const text = await readUpstreamText(response, { upstream, maxBytes: SDK_BODY_MAX_BYTES })
    if (!text.ok) throw new Error(text.error.message)
    return new Response(text.value, { status: response.status, statusText: response.statusText, headers: response.headers })
  }
}
