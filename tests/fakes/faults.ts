import type { ServerResponse } from 'node:http'

/**
 * The ways an upstream goes wrong, shared by every fake HTTP vendor (fake-upstream.ts for
 * JSON GET APIs, form-server.ts for Stripe and Twilio):
 * - `timeout`: takes the request and never answers;
 * - `server-error`: the vendor's 5xx with its error body;
 * - `rate-limited`: 429 with the vendor's body and Retry-After;
 * - `malformed`: 200 with the normal answer cut off halfway (not JSON);
 * - `slow`: the normal answer, late but inside any sane timeout (`delayMs`, default 300 ms);
 * - `trickle`: status and headers at once, then the normal body a few bytes at a time over
 *   `delayMs` (default 8 s), so the connection is never idle but the answer takes too long.
 */
export type Fault = 'timeout' | 'server-error' | 'rate-limited' | 'malformed' | 'slow' | 'trickle'

/** Every fault, in the order the fault tables list them. */
export const FAULTS: readonly Fault[] = ['timeout', 'server-error', 'rate-limited', 'malformed', 'slow', 'trickle']

/** What a vendor says when it fails (its own error bodies). */
export interface FaultReplies {
  serverError: { status: number; body: unknown }
  rateLimited: { body: unknown; retryAfterSeconds: number | null }
}

export interface FaultOptions<R> {
  /** Only requests this matches get the fault; others are answered normally. */
  when?: (request: R) => boolean
  /** `slow`: how late the answer comes; `trickle`: how long the body takes. Milliseconds. */
  delayMs?: number
}

/** A normal answer, already serialised. */
export interface RawReply {
  status: number
  body: string
  headers?: Record<string, string>
}

export interface FaultSwitch<R> {
  /** Puts `fault` in force for the next requests (null: answer normally again). */
  set(fault: Fault | null, options?: FaultOptions<R>): void
  /** Answers `res`: with the fault in force when it applies to `request`, else with `normal()`. */
  respond(res: ServerResponse, request: R, normal: () => RawReply): void
}

const DEFAULT_DELAY_MS: Record<'slow' | 'trickle', number> = { slow: 300, trickle: 8000 }
const TRICKLE_CHUNKS = 40

/** A fault switch for one fake server, answering failures with the vendor's `replies`. */
export function createFaultSwitch<R>(replies: FaultReplies): FaultSwitch<R> {
  let fault: Fault | null = null
  let options: FaultOptions<R> = {}
  return {
    set(next, nextOptions = {}) {
      fault = next
      options = nextOptions
    },
    respond(res, request, normal) {
      const active = fault !== null && (options.when?.(request) ?? true) ? fault : null
      const delayMs = active === 'slow' || active === 'trickle' ? (options.delayMs ?? DEFAULT_DELAY_MS[active]) : 0
      switch (active) {
        case null:
          return write(res, normal())
        case 'timeout':
          return
        case 'server-error':
          return write(res, { status: replies.serverError.status, body: JSON.stringify(replies.serverError.body) })
        case 'rate-limited': {
          const { retryAfterSeconds, body } = replies.rateLimited
          const headers: Record<string, string> = retryAfterSeconds === null ? {} : { 'retry-after': String(retryAfterSeconds) }
          return write(res, { status: 429, body: JSON.stringify(body), headers })
        }
        case 'malformed': {
          const reply = normal()
          return write(res, { ...reply, status: 200, body: reply.body.slice(0, Math.max(1, Math.floor(reply.body.length / 2))) })
        }
        case 'slow': {
          const timer = setTimeout(() => write(res, normal()), delayMs)
          res.on('close', () => clearTimeout(timer))
          return
        }
        case 'trickle':
          return trickle(res, normal(), delayMs)
      }
    },
  }
}

function write(res: ServerResponse, reply: RawReply): void {
  if (res.destroyed) return
  res.writeHead(reply.status, { 'content-type': 'application/json; charset=utf-8', ...reply.headers })
  res.end(reply.body)
}

/** Sends the headers now and the body in small pieces spread over `durationMs`. */
function trickle(res: ServerResponse, reply: RawReply, durationMs: number): void {
  res.writeHead(reply.status, { 'content-type': 'application/json; charset=utf-8', ...reply.headers })
  res.flushHeaders()
  const size = Math.max(1, Math.ceil(reply.body.length / TRICKLE_CHUNKS))
  let offset = 0
  const timer = setInterval(() => {
    if (res.destroyed) return clearInterval(timer)
    const piece = reply.body.slice(offset, offset + size)
    offset += size
    if (offset >= reply.body.length) {
      clearInterval(timer)
      res.end(piece)
    } else res.write(piece)
  }, durationMs / TRICKLE_CHUNKS)
  res.on('close', () => clearInterval(timer))
}
