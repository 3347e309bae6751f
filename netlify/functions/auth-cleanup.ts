import type { Config } from '@netlify/functions'
import { deleteExpired } from '../server/auth/cleanup'

/** Scheduled daily: deletes expired sessions, orphaned anonymous accounts, old codes, outbox texts and event ids. */
export default async (): Promise<Response> => {
  const counts = await deleteExpired(new Date())
  console.log(`auth-cleanup: ${JSON.stringify(counts)}`)
  return new Response(null, { status: 204 })
}

export const config: Config = { schedule: '@daily' }
