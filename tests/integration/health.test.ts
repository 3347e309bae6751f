import { afterEach, describe, expect, it } from 'vitest'
import health from '../../netlify/functions/health'
import { resetServerEnv } from '../../netlify/server/env'
import { healthSchema } from '../../src/domain/contracts/health'

afterEach(() => {
  delete process.env.CONTEXT
  resetServerEnv()
})

describe('GET /api/health', () => {
  it('reports local mode without a Netlify context', async () => {
    const res = await health(new Request('http://localhost/api/health'))
    expect(res.headers.get('cache-control')).toBe('no-store')
    expect(healthSchema.parse(await res.json())).toEqual({ ok: true, localMode: true })
  })

  it('reports no local mode on a deploy', async () => {
    process.env.CONTEXT = 'deploy-preview'
    resetServerEnv()
    const res = await health(new Request('http://localhost/api/health'))
    expect(healthSchema.parse(await res.json())).toEqual({ ok: true, localMode: false })
  })

  it('answers 405 to other methods', async () => {
    const res = await health(new Request('http://localhost/api/health', { method: 'POST' }))
    expect(res.status).toBe(405)
  })
})
