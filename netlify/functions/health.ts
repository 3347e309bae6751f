import type { Config } from '@netlify/functions'
import { allowMethods, handler, json } from '../server/http'
import type { Health } from '../../src/domain/contracts/health'
import { isLocalMode, serverEnv } from '../server/env'

/**
 * GET /api/health: the server answers, and says which mode runs (local only when a local
 * command asked for it), so the landing can show its local-only debug banner. A deploy
 * missing a variable answers 503 naming it (http.ts).
 */
export default handler(async (req) => {
  const refused = allowMethods(req, ['GET'])
  if (refused) return refused
  const local = isLocalMode(serverEnv())
  const answer: Health = { ok: true, mode: local ? 'local' : 'deploy', localMode: local }
  return json(answer, { headers: { 'cache-control': 'no-store' } })
})

export const config: Config = { path: '/api/health' }
