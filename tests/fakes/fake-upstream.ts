import { createServer } from 'node:http'
import type { ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** How a fake upstream answers every request until told otherwise. `hang` never answers. */
export type FakeMode = 'ok' | 'error500' | 'rate-limited' | 'malformed' | 'invalid-shape' | 'hang'

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
}

export interface FakeUpstream {
  /** Base URL, e.g. http://127.0.0.1:40123 */
  url: string
  /** Every request received, oldest first. */
  requests: RecordedRequest[]
  setMode(mode: FakeMode): void
  /** Stops the server, cutting any request left hanging. */
  close(): Promise<void>
}

/** Starts a fake vendor API on 127.0.0.1 with a free port. */
export async function startFakeUpstream(vendor: FakeVendor): Promise<FakeUpstream> {
  const requests: RecordedRequest[] = []
  let mode: FakeMode = 'ok'
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const request = { path: url.pathname, query: Object.fromEntries(url.searchParams) }
    requests.push(request)
    switch (mode) {
      case 'hang':
        return
      case 'malformed':
        return send(res, 200, '{"latitude":40.7,"hourly":{"time":[17523')
      case 'invalid-shape':
        return send(res, 200, JSON.stringify(vendor.invalidShapeBody))
      case 'error500':
        return send(res, 500, JSON.stringify(vendor.serverErrorBody))
      case 'rate-limited': {
        const headers: Record<string, string> =
          vendor.retryAfterSeconds === null ? {} : { 'retry-after': String(vendor.retryAfterSeconds) }
        return send(res, 429, JSON.stringify(vendor.rateLimitedBody), headers)
      }
      case 'ok': {
        const reply = vendor.answer(request)
        return send(res, reply.status, JSON.stringify(reply.body))
      }
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    setMode: (next) => {
      mode = next
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}

function send(res: ServerResponse, status: number, body: string, headers: Record<string, string> = {}) {
  res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers })
  res.end(body)
}
