import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { query } from '../../../netlify/server/db'
import { resetServerEnv } from '../../../netlify/server/env'
import { createSession } from '../../../netlify/server/auth/session-store'
import { problemSchema } from '../../../src/domain/contracts/problem'
import { rowCount, useTestDatabase } from '../../support/database'
import { LOCAL_MODE, setEnv } from '../auth-helpers'
import type { Caller } from './generators'
import { effectiveCaller, SESSION_COOKIE, toRequest, type CallerCookies, type FuzzRequest } from './fuzz-request'
import { installWriteLog, takeWrites } from './write-log'

/**
 * Each run draws a new seed and prints it, so successive runs (CI's among them) send different
 * requests; `FUZZ_SEED=<n>` replays a run, and a failure prints the seed and path as well.
 * `FUZZ_RUNS` is the count per endpoint: 250 by default (`npm test`, CI), `FUZZ_RUNS=1000`
 * for the full count of decision 091 (docs/decisions/213).
 */
export const FUZZ_SEED = Number(process.env.FUZZ_SEED ?? Math.floor(Math.random() * 2 ** 31))
export const FUZZ_RUNS = Number(process.env.FUZZ_RUNS ?? 250)
fc.configureGlobal({ seed: FUZZ_SEED, numRuns: FUZZ_RUNS })

export interface EndpointFuzz {
  /** `METHOD /path` as people know the endpoint. */
  name: string
  handler: (req: Request) => Promise<Response>
  requests: fc.Arbitrary<FuzzRequest>
  /** True for a request the endpoint should carry out (and may write for): such requests are never sent. */
  accepts: (r: FuzzRequest) => boolean
  /** True when a 2xx/3xx answer is right for this request (a read that ignores the junk); otherwise only a 4xx problem is. */
  harmless?: (r: FuzzRequest) => boolean
  /** More checks on every response (its body has been read). */
  check?: (res: Response, r: FuzzRequest) => void | Promise<void>
  /** Environment for this endpoint, on top of local mode (e.g. Stripe or Twilio configured, pointed at fakes). */
  env?: () => Record<string, string | undefined>
  /** Runs after the callers exist and before the write log is cleared (e.g. warm a cache, seed another user's rows). */
  prepare?: () => Promise<void>
  /** Writes a refused request may legitimately make: to `table`, for the requests `when` picks, for `reason`. */
  allowedWrites?: { table: string; when: (r: FuzzRequest) => boolean; reason: string }[]
}

/** Local mode, with every upstream on a local adapter: nothing reaches the internet. */
const FUZZ_ENV: Record<string, string | undefined> = {
  ...LOCAL_MODE,
  AIR_QUALITY_PROVIDER: 'simulated',
  GEOCODER: 'gazetteer',
  SMTP_URL: undefined,
  EMAIL_FROM: undefined,
  URL: undefined,
  UPSTREAM_TIMEOUT_MS: '500',
  ALERT_JOB_SECRET: 'fuzz-alert-job-secret-0123456789abcdef',
}

/** The verified phones of the member and the premium caller. */
export const CALLER_PHONES = { member: '+12015550101', premium: '+12015550102' } as const

async function seedCallers(stripe: boolean): Promise<CallerCookies> {
  const [anonymous] = await query<{ id: string }>(`INSERT INTO users DEFAULT VALUES RETURNING id`)
  const [member] = await query<{ id: string }>(`INSERT INTO users (phone_e164, phone_verified_at) VALUES ($1, now()) RETURNING id`, [CALLER_PHONES.member])
  const [premium] = await query<{ id: string }>(`INSERT INTO users (phone_e164, phone_verified_at) VALUES ($1, now()) RETURNING id`, [CALLER_PHONES.premium])
  if (!anonymous || !member || !premium) throw new Error('seeding the callers failed')
  await query(
    stripe
      ? `INSERT INTO subscriptions (user_id, status, demo, stripe_customer_id, stripe_subscription_id) VALUES ($1, 'active', false, 'cus_fuzz', 'sub_fuzz')`
      : `INSERT INTO subscriptions (user_id, status, demo) VALUES ($1, 'premium', true)`,
    [premium.id],
  )
  const cookie = async (id: string) => `${SESSION_COOKIE}=${await createSession(id, new Date())}`
  return { anonymous: await cookie(anonymous.id), member: await cookie(member.id), premium: await cookie(premium.id) }
}

async function tableCounts(): Promise<Record<string, number>> {
  const tables = await query<{ tablename: string }>(`SELECT tablename FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`)
  return Object.fromEntries(await Promise.all(tables.map(async ({ tablename }) => [tablename, await rowCount(tablename)] as const)))
}

/** A request with nothing odd about it (a plain read of a read-only endpoint is not a bad request). */
const isPlain = (r: FuzzRequest) => !r.target.includes('?') && r.cookie.style === 'real' && r.origin === null && r.headers.length === 0

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return undefined
  }
}

/** A problem message a person can read: a sentence, not a code or a stack trace. */
function isReadable(message: string): boolean {
  return message.trim().length >= 10 && /\s/.test(message.trim()) && !/\n\s+at\s/.test(message)
}

interface Count {
  total: number
  byCaller: Record<Caller, number>
  /** "400 invalid_request" → how many: shows how deep the requests got. */
  answers: Map<string, number>
  /** "INSERT rate_limit_hits" → how many, of the writes `allowedWrites` permits. */
  allowedWrites: Map<string, number>
}

async function fuzzOne(endpoint: EndpointFuzz, cookies: CallerCookies): Promise<Count> {
  const count: Count = { total: 0, byCaller: { none: 0, anonymous: 0, member: 0, premium: 0 }, answers: new Map(), allowedWrites: new Map() }
  const answered = (key: string) => count.answers.set(key, (count.answers.get(key) ?? 0) + 1)
  const allowed = endpoint.allowedWrites ?? []
  const property = fc.asyncProperty(
    endpoint.requests.filter((r) => !endpoint.accepts(r) && !(endpoint.harmless?.(r) && isPlain(r))),
    async (r) => {
      count.total++
      count.byCaller[effectiveCaller(r)]++
      const res = await endpoint.handler(toRequest(r, cookies))
      const text = await res.text()
      // Taken before any assertion, so a failed run leaves nothing behind for the next one.
      const all = await takeWrites()
      const writes = all.filter((w) => !allowed.some((a) => w.endsWith(` ${a.table}`) && a.when(r)))
      for (const w of all.filter((x) => !writes.includes(x))) count.allowedWrites.set(w, (count.allowedWrites.get(w) ?? 0) + 1)
      const said = `${endpoint.name} answered ${res.status}${writes.length > 0 ? ` and wrote (${writes.join(', ')})` : ''}`
      expect(res.status, said).toBeLessThan(500)
      if (res.status >= 400) {
        expect(res.headers.get('content-type'), said).toMatch(/^application\/json/)
        const problem = problemSchema.safeParse(parseJson(text))
        expect(problem.success, `${said} without a {error, message} body: ${text.slice(0, 200)}`).toBe(true)
        answered(`${res.status} ${problem.success ? problem.data.error : '?'}`)
        if (problem.success) {
          expect(problem.data.error, said).toMatch(/^[a-z][a-z_]*$/)
          expect(isReadable(problem.data.message), `${said}: unreadable message ${JSON.stringify(problem.data.message)}`).toBe(true)
        }
        expect(res.headers.getSetCookie(), `${said} and set a cookie`).toEqual([])
      } else {
        answered(String(res.status))
        expect(endpoint.harmless?.(r) ?? false, `${said} to a request it should refuse`).toBe(true)
      }
      await endpoint.check?.(res, r)
      expect(writes, `${endpoint.name} wrote rows`).toEqual([])
    },
  )
  await fc.assert(property)
  return count
}

/** "fuzz counts per endpoint": requests, by caller, the answers they got, and any allowed writes. */
function summary(group: string, counts: Map<string, Count>): string {
  const width = Math.max(...[...counts.keys()].map((k) => k.length))
  const pad = `\n  ${' '.repeat(width)}  `
  const lines = [...counts].map(([name, c]) => {
    const callers = `no session ${c.byCaller.none}, anonymous ${c.byCaller.anonymous}, member ${c.byCaller.member}, premium ${c.byCaller.premium}`
    const answers = [...c.answers].sort((a, b) => b[1] - a[1]).map(([k, n]) => `${k} ${n}`).join(', ')
    const allowed = [...c.allowedWrites].map(([w, n]) => `${w} ${n}`).join(', ')
    return `  ${name.padEnd(width)}  ${c.total} requests (${callers})${pad}answers: ${answers}${allowed ? `${pad}allowed writes: ${allowed}` : ''}`
  })
  return `fuzz counts per endpoint (${group}, seed ${FUZZ_SEED}):\n${lines.join('\n')}`
}

/**
 * One test per endpoint: fresh callers, then FUZZ_RUNS generated bad requests, each
 * checked for no 5xx, a readable JSON problem for 4xx, and no row inserted, updated or
 * deleted in any table (write-log.ts); row counts are compared around the run as well.
 * Prints the number of requests per endpoint and caller.
 */
export function describeFuzz(group: string, endpoints: () => EndpointFuzz[]): void {
  useTestDatabase()
  installWriteLog()
  const counts = new Map<string, Count>()
  let restore: () => void
  beforeAll(() => {
    console.log(`fuzz: ${group}, seed ${FUZZ_SEED}, ${FUZZ_RUNS} requests per endpoint (replay with FUZZ_SEED=${FUZZ_SEED} FUZZ_RUNS=${FUZZ_RUNS})`)
    restore = setEnv(FUZZ_ENV)
    resetServerEnv()
  })
  afterAll(() => {
    restore()
    resetServerEnv()
    console.log(summary(group, counts))
  })

  describe(`fuzz: ${group}`, () => {
    for (const endpoint of endpoints()) {
      it(`${endpoint.name}: ${FUZZ_RUNS} bad requests, no 5xx, JSON problems, no writes`, async () => {
        const restoreEnv = setEnv(endpoint.env?.() ?? {})
        resetServerEnv()
        try {
          const cookies = await seedCallers(Boolean(process.env.STRIPE_SECRET_KEY))
          await endpoint.prepare?.()
          await takeWrites()
          const mayChange = new Set(endpoint.allowedWrites?.map((a) => a.table))
          const unchanged = async () => Object.fromEntries(Object.entries(await tableCounts()).filter(([t]) => !mayChange.has(t)))
          const before = await unchanged()
          const count = await fuzzOne(endpoint, cookies)
          counts.set(endpoint.name, count)
          expect(await unchanged()).toEqual(before)
          expect(count.total).toBeGreaterThanOrEqual(FUZZ_RUNS)
        } finally {
          restoreEnv()
          resetServerEnv()
        }
      }, 180_000)
    }
  })
}
