import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import { fetchJson, MAX_RETRY_AFTER_SECONDS } from '../../../netlify/server/http-client'
import { startFakeUpstream } from '../../fakes/fake-upstream'
import type { FakeUpstream } from '../../fakes/fake-upstream'

const schema = z.object({ value: z.number() })
const base = { upstream: 'Open-Meteo', timeoutMs: 1000 }
const signal = () => new AbortController().signal

let fake: FakeUpstream
beforeAll(async () => {
  fake = await startFakeUpstream({
    answer: ({ path }) =>
      path === '/missing' ? { status: 404, body: { error: true, reason: 'Not Found' } } : { status: 200, body: { value: 42 } },
    serverErrorBody: {},
    rateLimitedBody: {},
    invalidShapeBody: { value: 'many' },
    retryAfterSeconds: null,
  })
})
afterAll(() => fake.close())

describe('fetchJson', () => {
  it('returns the validated body', async () => {
    expect(await fetchJson(`${fake.url}/ok`, schema, { ...base, signal: signal() })).toEqual({ ok: true, value: { value: 42 } })
  })

  it('maps other non-2xx answers to http with the status and the vendor reason', async () => {
    const result = await fetchJson(`${fake.url}/missing`, schema, { ...base, signal: signal() })
    expect(result).toEqual({
      ok: false,
      error: { kind: 'http', upstream: 'Open-Meteo', status: 404, message: 'Open-Meteo answered HTTP 404: Not Found' },
    })
  })

  it('reads Retry-After given as seconds or as an HTTP date, and tolerates none', async () => {
    const answer429 = (retryAfter?: string): typeof fetch => async () =>
      new Response('{}', { status: 429, headers: retryAfter ? { 'retry-after': retryAfter } : {} })
    const at = (retryAfter?: string) =>
      fetchJson('http://x.test/', schema, { ...base, signal: signal(), fetch: answer429(retryAfter) })
    expect(await at('120')).toMatchObject({ error: { kind: 'rate-limited', status: 429, retryAfterSeconds: 120 } })
    const inAMinute = new Date(Date.now() + 60_000).toUTCString()
    const dated = await at(inAMinute)
    expect(dated.ok ? null : dated.error.retryAfterSeconds).toBeGreaterThanOrEqual(58)
    const none = await at()
    expect(none.ok ? null : none.error).toEqual({
      kind: 'rate-limited',
      upstream: 'Open-Meteo',
      status: 429,
      message: 'Open-Meteo rate limit reached',
    })
  })

  it('obeys a Retry-After of at most an hour (decision 230)', async () => {
    const answer429 = (retryAfter: string): typeof fetch => async () => new Response('{}', { status: 429, headers: { 'retry-after': retryAfter } })
    const at = (retryAfter: string) => fetchJson('http://x.test/', schema, { ...base, signal: signal(), fetch: answer429(retryAfter) })
    expect(await at('999999999')).toMatchObject({ error: { retryAfterSeconds: MAX_RETRY_AFTER_SECONDS } })
    expect(await at(new Date(Date.now() + 10 * 365 * 86_400_000).toUTCString())).toMatchObject({ error: { retryAfterSeconds: MAX_RETRY_AFTER_SECONDS } })
  })

  it('refuses a body past its byte cap, declared or streamed (decision 230)', async () => {
    const big = '{"value":1}'.padEnd(2048, ' ')
    const declared: typeof fetch = async () => new Response(big, { headers: { 'content-length': String(big.length) } })
    const streamed: typeof fetch = async () =>
      new Response(new ReadableStream({ pull: (c) => c.enqueue(new TextEncoder().encode(' '.repeat(512))) }))
    for (const fake of [declared, streamed]) {
      const result = await fetchJson('http://x.test/', schema, { ...base, signal: signal(), fetch: fake, maxBytes: 1024 })
      expect(result).toMatchObject({ ok: false, error: { kind: 'malformed', message: 'Open-Meteo sent an answer larger than 0 MB' } })
    }
    expect(await fetchJson('http://x.test/', schema, { ...base, signal: signal(), fetch: declared, maxBytes: 4096 })).toEqual({ ok: true, value: { value: 1 } })
  })

  it('maps an unreachable server to network', async () => {
    const closed = await startFakeUpstream({
      answer: () => ({ status: 200, body: {} }),
      serverErrorBody: {},
      rateLimitedBody: {},
      invalidShapeBody: {},
      retryAfterSeconds: null,
    })
    await closed.close()
    const result = await fetchJson(closed.url, schema, { ...base, signal: signal() })
    expect(result).toMatchObject({ ok: false, error: { kind: 'network', upstream: 'Open-Meteo' } })
    expect(result.ok ? '' : result.error.message).toMatch(/^Could not reach Open-Meteo/)
  })

  it('says how long it waited, in seconds', async () => {
    vi.useFakeTimers()
    try {
      const neverAnswers: typeof fetch = (_url, init) =>
        new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)))
      const call = fetchJson('http://x.test/', schema, { ...base, timeoutMs: 4000, signal: signal(), fetch: neverAnswers })
      await vi.advanceTimersByTimeAsync(4000)
      expect(await call).toEqual({
        ok: false,
        error: { kind: 'timeout', upstream: 'Open-Meteo', message: 'Open-Meteo did not answer within 4 s' },
      })
    } finally {
      vi.useRealTimers()
    }
  })

  it('sends nothing for an already aborted caller', async () => {
    const controller = new AbortController()
    controller.abort()
    const before = fake.requests.length
    await expect(fetchJson(`${fake.url}/ok`, schema, { ...base, signal: controller.signal })).rejects.toMatchObject({
      name: 'AbortError',
    })
    expect(fake.requests.length).toBe(before)
  })
})
