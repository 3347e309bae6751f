import { createHmac } from 'node:crypto'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { SIGN_IN_TEXT_CAP_ALERT, SIGN_IN_TEXT_CAPS } from '../../../netlify/server/auth/sign-in-text-caps'
import { query } from '../../../netlify/server/db'
import { resetServerEnv } from '../../../netlify/server/env'
import { healthSchema } from '../../../src/domain/contracts/health'
import { DEPLOY_ALERT_JOB_SECRET, DEPLOY_SIGN_IN_CODE_SECRET } from '../../support/deploy-env'
import { setEnv } from '../auth-helpers'
import { call, deployPostgresUrl, HOST, problemOf, SITE, useDeploySite } from './deploy-site'
import type { NetlifyLikeServer } from './netlify-like-server'
import type { FakeTwilio } from '../../fakes/fake-twilio'

// Needs Debian's `postgresql` (.ci/run installs it); without it the suite is skipped and says so.
describe.skipIf(deployPostgresUrl() === null)('a deploy: the functions as Netlify serves them, on a real PostgreSQL', () => {
  const site = useDeploySite()
  let server: NetlifyLikeServer
  let twilio: FakeTwilio

  beforeEach(async () => {
    ;({ server, twilio } = site())
    await query(`TRUNCATE users, sms_outbox, rate_limit_hits, sign_in_codes CASCADE`)
    twilio.requests.length = 0
  })

  it('says it runs as a deploy', async () => {
    const answer = await call(server, 'GET', '/api/health')
    expect(answer.status).toBe(200)
    expect(healthSchema.parse(JSON.parse(answer.body))).toEqual({ ok: true, mode: 'deploy', localMode: false })
  })

  it.each([
    ['GET', '/api/dev/outbox'],
    ['GET', '/api/dev/email-outbox'],
    ['POST', '/api/demo/subscribe'],
  ])('%s %s does not exist', async (method, path) => {
    const answer = await call(server, method, path, method === 'POST' ? { headers: { origin: SITE }, json: {} } : {})
    expect(answer.status).toBe(404)
    expect(problemOf(answer).error).toBe('not_found')
  })

  it('texts a sign-in code through Twilio and keeps no readable copy', async () => {
    const answer = await call(server, 'POST', '/api/auth/code', { headers: { origin: SITE }, json: { phone: '+12015550123' } })
    expect(answer.status).toBe(200)
    const body = JSON.parse(answer.body) as { delivery: string; message: string }
    expect(body.delivery).toBe('sms')
    expect(body.message).not.toMatch(/outbox/i)
    expect(twilio.requests.map((r) => r.form['To'])).toEqual(['+12015550123'])
    expect(await query(`SELECT 1 FROM sms_outbox`)).toEqual([])
  })

  it('refuses a state change sent from another site, and takes the public https origin as its own', async () => {
    const foreign = await call(server, 'POST', '/api/auth/code', { headers: { origin: 'https://evil.example' }, json: { phone: '+12015550123' } })
    expect(foreign.status).toBe(403)
    expect(problemOf(foreign).error).toBe('cross_origin')
    const plainHttp = await call(server, 'POST', '/api/auth/code', { headers: { origin: `http://${HOST}:8080` }, json: { phone: '+12015550123' } })
    expect(plainHttp.status).toBe(403)
    expect(twilio.requests).toHaveLength(0)
  })

  it('counts a client by the address the edge saw, not by a header the client sent', async () => {
    const statuses: number[] = []
    for (let i = 0; i < 21; i += 1) {
      const phone = `+1201555${String(1000 + i)}`
      const answer = await call(server, 'POST', '/api/auth/code', {
        headers: { origin: SITE, 'x-test-edge-ip': '203.0.113.7', 'x-nf-client-connection-ip': `198.51.100.${i}` },
        json: { phone },
      })
      statuses.push(answer.status)
    }
    expect(statuses.slice(0, 20).every((s) => s === 200)).toBe(true)
    expect(statuses[20]).toBe(429)
  })

  it('counts an IPv6 client by its /64: a new address in the same network does not start afresh', async () => {
    const ask = (ip: string, i: number) =>
      call(server, 'POST', '/api/auth/code', { headers: { origin: SITE, 'x-test-edge-ip': ip }, json: { phone: `+1201555${String(2000 + i)}` } })
    for (let i = 0; i < 20; i += 1) expect((await ask(`2001:db8:1:2::${(i + 1).toString(16)}`, i)).status).toBe(200)
    const sameNetwork = await ask('2001:db8:1:2:ffff:ffff:ffff:fffe', 20)
    expect(sameNetwork.status).toBe(429)
    expect(sameNetwork.headers['retry-after']).toBeDefined()
    expect((await ask('2001:db8:1:3::1', 21)).status).toBe(200)
  })

  it('pauses sign-in texts for everyone at the global hourly cap, with a 503 and an operator alert line', async () => {
    const now = Math.floor(Date.now() / 1000)
    await query(
      `INSERT INTO rate_limit_hits (bucket, hit_at, expires_at)
       SELECT $1, to_timestamp($2::float8) - interval '10 minutes', to_timestamp($2::float8) + interval '50 minutes' FROM generate_series(1, $3::int)`,
      [`${SIGN_IN_TEXT_CAPS.hourly.name}:all`, now, SIGN_IN_TEXT_CAPS.hourly.limit],
    )
    const warned = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    try {
      const answer = await call(server, 'POST', '/api/auth/code', { headers: { origin: SITE }, json: { phone: '+12015550177' } })
      expect(answer.status).toBe(503)
      expect(problemOf(answer).error).toBe('sign_in_paused')
      expect(Number(answer.headers['retry-after'])).toBeGreaterThan(0)
      expect(twilio.requests).toHaveLength(0)
      expect(warned.mock.calls.map(String).join('\n')).toContain(SIGN_IN_TEXT_CAP_ALERT)
    } finally {
      warned.mockRestore()
    }
  })

  it('does not run a scheduled function over HTTP', async () => {
    for (const name of ['alerts-cycle', 'auth-cleanup']) {
      const answer = await call(server, 'POST', `/.netlify/functions/${name}`)
      expect(answer.status).toBe(404)
    }
  })

  it('answers a background shard 202 at once, and the shard refuses any secret but ALERT_JOB_SECRET', async () => {
    const derived = createHmac('sha256', DEPLOY_SIGN_IN_CODE_SECRET).update('airahead alert job').digest('hex')
    const localDerived = createHmac('sha256', 'airahead-local-only-sign-in-code-secret').update('airahead alert job').digest('hex')
    server.background.length = 0
    for (const secret of [derived, localDerived, '']) {
      const answer = await call(server, 'POST', '/.netlify/functions/alerts-cycle-background', {
        headers: { 'x-airahead-job-secret': secret },
        json: { index: 0, count: 1 },
      })
      expect(answer.status).toBe(202)
      expect(answer.body).toBe('')
    }
    await server.backgroundSettled()
    expect(server.background.map((b) => b.status)).toEqual([403, 403, 403])

    server.background.length = 0
    await call(server, 'POST', '/.netlify/functions/alerts-cycle-background', {
      headers: { 'x-airahead-job-secret': DEPLOY_ALERT_JOB_SECRET },
      json: { index: 0, count: 1 },
    })
    await server.backgroundSettled()
    expect(server.background.map((b) => b.status)).toEqual([200])
  })

  it('answers an unknown /api path with the JSON 404', async () => {
    const answer = await call(server, 'GET', '/api/nothing-here')
    expect(answer.status).toBe(404)
    expect(JSON.parse(answer.body)).toMatchObject({ error: 'not_found' })
  })

  it('without a secret it needs, answers 503 naming it instead of falling back', async () => {
    const restore = setEnv({ SIGN_IN_CODE_SECRET: undefined, TWILIO_AUTH_TOKEN: undefined })
    resetServerEnv()
    const logged = vi.mocked(console.error)
    try {
      for (const path of ['/api/health', '/api/dev/outbox', '/api/air-quality/current?lat=40.71&lon=-74.01']) {
        const answer = await call(server, 'GET', path)
        expect(answer.status).toBe(503)
        const problem = problemOf(answer)
        expect(problem.error).toBe('not_configured')
        expect(problem.message).toContain('SIGN_IN_CODE_SECRET')
        expect(problem.message).toContain('TWILIO_AUTH_TOKEN')
        expect(problem.message).not.toContain(DEPLOY_ALERT_JOB_SECRET)
      }
      const code = await call(server, 'POST', '/api/auth/code', { headers: { origin: SITE }, json: { phone: '+12015550123' } })
      expect(code.status).toBe(503)
      expect(twilio.requests).toHaveLength(0)
      expect(await query(`SELECT 1 FROM sign_in_codes`)).toEqual([])
      expect(logged.mock.calls.map(String).join('\n')).toContain('SIGN_IN_CODE_SECRET')
    } finally {
      logged.mockClear()
      restore()
      resetServerEnv()
    }
  })
})
