import type { Config } from '@netlify/functions'
import type { OutboxResponse } from '../../src/domain/contracts/auth'
import { isLocalMode, serverEnv } from '../server/env'
import { allowMethods, handler, json, problem } from '../server/http'
import { twilioConfigured } from '../server/providers/sms'
import { listOutbox } from '../server/providers/sms/outbox'

/**
 * GET /api/dev/outbox: the texts the local SMS adapter stored, newest first, so people and
 * tests can read sign-in codes. Only in local mode: with Twilio, or on any Netlify deploy,
 * it does not exist (it would hand anyone every code).
 */
export default handler(async (req) => {
  const env = serverEnv()
  if (twilioConfigured(env) || !isLocalMode(env)) {
    return problem(404, 'not_found', 'There is no API endpoint at /api/dev/outbox.')
  }
  const refused = allowMethods(req, ['GET'])
  if (refused) return refused
  const answer: OutboxResponse = { messages: await listOutbox(50) }
  return json(answer, { headers: { 'cache-control': 'no-store' } })
})

export const config: Config = { path: '/api/dev/outbox' }
