import { query } from '../db'
import type { SessionUser } from '../session-user'
import { deleteSession } from './session-store'

/**
 * Signing out. An anonymous account is deleted with its session: once its cookie is gone
 * nothing could ever reach its data again.
 */
export async function endSession(user: SessionUser, tokenHash: Buffer): Promise<void> {
  if (user.anonymous) await query(`DELETE FROM users WHERE id = $1 AND phone_e164 IS NULL`, [user.id])
  else await deleteSession(tokenHash)
}
