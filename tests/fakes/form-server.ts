import { createServer } from 'node:http'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { createFaultSwitch, type Fault, type FaultOptions, type FaultReplies } from './faults'

/** One request as a fake vendor API received it, with its form-encoded body flattened. */
export interface FormRequest {
  method: string
  path: string
  headers: IncomingMessage['headers']
  /** `a[b][0][c]=1` stays the key `a[b][0][c]`, as the SDKs encode it. */
  form: Record<string, string>
  /** The query string, flattened the same way (Stripe's SDK sends GET and DELETE parameters there). */
  query: Record<string, string>
  /** When the whole request had arrived (`performance.now()`, ms). */
  receivedAt: number
}

export interface FormReply {
  status: number
  body: unknown
}

export interface FormServer {
  url: string
  port: number
  requests: FormRequest[]
  /** Answers every request with this until reset to null (a vendor outage or refusal); 'hang' never answers. */
  setOverride(reply: FormReply | 'hang' | null): void
  /** Puts an upstream fault in force (null: answer normally), for all or some requests. */
  setFault(fault: Fault | null, options?: FaultOptions<FormRequest>): void
  close(): Promise<void>
}

/** A generic vendor's failures, for fakes that do not name their own. */
const GENERIC_FAULT_REPLIES: FaultReplies = {
  serverError: { status: 500, body: { message: 'Internal Server Error' } },
  rateLimited: { body: { message: 'Too Many Requests' }, retryAfterSeconds: 1 },
}

/**
 * A fake vendor API on 127.0.0.1 for SDKs that send application/x-www-form-urlencoded
 * (Stripe, Twilio); `faultReplies` are the vendor's own error bodies for `setFault`.
 */
export async function startFormServer(
  answer: (request: FormRequest) => FormReply,
  faultReplies: FaultReplies = GENERIC_FAULT_REPLIES,
): Promise<FormServer> {
  const requests: FormRequest[] = []
  let override: FormReply | 'hang' | null = null
  const faults = createFaultSwitch<FormRequest>(faultReplies)
  const server = createServer((req, res) => {
    let raw = ''
    req.setEncoding('utf8')
    req.on('data', (chunk: string) => (raw += chunk))
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1')
      const request: FormRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        headers: req.headers,
        form: Object.fromEntries(new URLSearchParams(raw)),
        query: Object.fromEntries(url.searchParams),
        receivedAt: performance.now(),
      }
      requests.push(request)
      if (override === 'hang') return
      if (override) return send(res, override)
      faults.respond(res, request, () => {
        const reply = answer(request)
        return { status: reply.status, body: JSON.stringify(reply.body) }
      })
    })
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    port,
    requests,
    setOverride: (reply) => {
      override = reply
    },
    setFault: (fault, options) => faults.set(fault, options),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()))
        server.closeAllConnections()
      }),
  }
}

function send(res: ServerResponse, reply: FormReply) {
  res.writeHead(reply.status, { 'content-type': 'application/json; charset=utf-8' })
  res.end(JSON.stringify(reply.body))
}
