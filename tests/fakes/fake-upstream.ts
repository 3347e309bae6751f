import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createFaultSwitch, type Fault, type FaultOptions } from './faults'

/**
 * How a fake upstream answers every request until told otherwise. `hang` never answers.
 * The shorthand of the older tests for `setFault` (faults.ts), plus the vendor-specific
 * `invalid-shape`: valid JSON that does not fit the vendor's schema.
 */
export type FakeMode = 'ok' | 'error500' | 'rate-limited' | 'malformed' | 'invalid-shape' | 'hang'

const MODE_FAULTS: Record<Exclude<FakeMode, 'ok' | 'invalid-shape'>, Fault> = {
  error500: 'server-error',
  'rate-limited': 'rate-limited',
  malformed: 'malformed',
  hang: 'timeout',
}

export interface RecordedRequest {
  path: string
  query: Record<string, string>
}

export interface FakeReply {
  status: number
  body: unknown
}

/** The vendor-specific parts of a fake: its 'ok' answers and its error bodies. */
export interface FakeVendor {
  answer: (request: RecordedRequest) => FakeReply
  serverErrorBody: unknown
  rateLimitedBody: unknown
  invalidShapeBody: unknown
  /** Sent as Retry-After with 429; null sends none. */
  retryAfterSeconds: number | null
  /** Requests recorded in `sideRequests` instead of `requests` (e.g. a vendor's metadata file). */
  isSideRequest?: (request: RecordedRequest) => boolean
}

export interface FakeUpstream {
  /** Base URL, e.g. http://127.0.0.1:40123 */
  url: string
  /** Every request received, oldest first (but those the vendor calls side requests). */
  requests: RecordedRequest[]
  /** The vendor's side requests (`FakeVendor.isSideRequest`), oldest first. */
  sideRequests: RecordedRequest[]
  setMode(mode: FakeMode): void
  /** Puts an upstream fault in force (null: answer normally), for all or some requests. */
  setFault(fault: Fault | null, options?: FaultOptions<RecordedRequest>): void
  /** Stops the server, cutting any request left hanging. */
  close(): Promise<void>
}

/** Starts a fake vendor API on 127.0.0.1 with a free port. */
export async function startFakeUpstream(vendor: FakeVendor): Promise<FakeUpstream> {
  const requests: RecordedRequest[] = []
  const sideRequests: RecordedRequest[] = []
  let invalidShape = false
  const faults = createFaultSwitch<RecordedRequest>({
    serverError: { status: 500, body: vendor.serverErrorBody },
    rateLimited: { body: vendor.rateLimitedBody, retryAfterSeconds: vendor.retryAfterSeconds },
  })
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const request = { path: url.pathname, query: Object.fromEntries(url.searchParams) }
    ;(vendor.isSideRequest?.(request) ? sideRequests : requests).push(request)
    faults.respond(res, request, () => {
      if (invalidShape) return { status: 200, body: JSON.stringify(vendor.invalidShapeBody) }
      const reply = vendor.answer(request)
      return { status: reply.status, body: JSON.stringify(reply.body) }
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    sideRequests,
    setMode: (mode) => {
      invalidShape = mode === 'invalid-shape'
      faults.set(mode === 'ok' || mode === 'invalid-shape' ? null : MODE_FAULTS[mode])
    },
    setFault: (fault, options) => {
      invalidShape = false
      faults.set(fault, options)
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}
