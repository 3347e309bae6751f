import type { Config } from '@netlify/functions'
import { allowMethods, handler, json } from '../server/http'
import { isLocalMode, serverEnv } from '../server/env'

/**
 * GET /api/health: the server answers, and says whether it runs in local mode (no
 * Netlify production context), so the landing can show its local-only debug banner.
 */
export default handler(async (req) => {
  return (
    allowMethods(req, ['GET']) ??
    json({ ok: true, localMode: isLocalMode(serverEnv()) }, { headers: { 'cache-control': 'no-store' } })
  )
})

export const config: Config = { path: '/api/health' }
