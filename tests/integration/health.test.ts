import { afterEach, describe, expect, it, vi } from 'vitest'
import health from '../../netlify/functions/health'
import { resetServerEnv } from '../../netlify/server/env'
import { healthSchema } from '../../src/domain/contracts/health'
import { problemSchema } from '../../src/domain/contracts/problem'
import { deployEnv } from '../support/deploy-env'
import { setEnv } from './auth-helpers'

let restore: () => void = () => undefined

afterEach(() => {
  restore()
  resetServerEnv()
})

function withEnv(values: Record<string, string | undefined>) {
  restore = setEnv(values)
  resetServerEnv()
}

describe('GET /api/health', () => {
  it('reports local mode when a local command asks for it', async () => {
    withEnv({ AIRAHEAD_LOCAL: '1' })
    const res = await health(new Request('http://localhost/api/health'))
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(healthSchema.parse(await res.json())).toEqual({ ok: true, mode: 'local', localMode: true })
  })

  it('reports deploy mode with a deploy configuration and no local flag', async () => {
    withEnv(deployEnv())
    const res = await health(new Request('https://airahead.example/api/health'))
    expect(healthSchema.parse(await res.json())).toEqual({ ok: true, mode: 'deploy', localMode: false })
  })

  it('answers 503 naming every missing variable when a deploy lacks its secrets', async () => {
    withEnv({ ...deployEnv(), SIGN_IN_CODE_SECRET: undefined, ALERT_JOB_SECRET: undefined })
    const logged = vi.mocked(console.error)
    const res = await health(new Request('https://airahead.example/api/health'))
    expect(res.status).toBe(503)
    const body = problemSchema.parse(await res.json())
    expect(body.error).toBe('not_configured')
    expect(body.message).toContain('SIGN_IN_CODE_SECRET')
    expect(body.message).toContain('ALERT_JOB_SECRET')
    expect(logged.mock.calls.map(String).join(' ')).toContain('SIGN_IN_CODE_SECRET')
    logged.mockClear()
  })

  it('answers 405 to other methods', async () => {
    withEnv({ AIRAHEAD_LOCAL: '1' })
    const res = await health(new Request('http://localhost/api/health', { method: 'POST' }))
    expect(res.status).toBe(405)
  })
})
