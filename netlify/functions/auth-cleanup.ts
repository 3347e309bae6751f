import type { Config } from '@netlify/functions'
import { deleteExpired } from '../server/auth/cleanup'

/**
 * Scheduled hourly: deletes expired sessions, orphaned anonymous accounts, old codes, outbox
 * texts, event ids and expired rate-limit hits (hourly so that the hits of a flood are pruned
 * within the hour, in bounded batches).
 */
export default async (): Promise<Response> => {
  const counts = await deleteExpired(new Date())
  console.log(`auth-cleanup: ${JSON.stringify(counts)}`)
  return new Response(null, { status: 204 })
}

export const config: Config = { schedule: '@hourly' }
