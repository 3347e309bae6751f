import { MAX_MONITORED_PLACES } from '../../../src/domain/contracts/alerts'
import type { Tx } from '../data/transaction'

/**
 * Signing in merges the device's anonymous account into the phone's (decision 042); their
 * places together must still fit the cap (decision 121). Every place of the phone's account
 * stays (those are the places its texts are about); the device's follow in the order they
 * were added, skipping any at the very coordinates of one already kept, until the account
 * has MAX_MONITORED_PLACES. The rest are deleted with the anonymous account.
 */
export async function mergeMonitoredPlaces(tx: Tx, fromUserId: string, toUserId: string): Promise<void> {
  await tx.query(
    `WITH kept AS (SELECT count(*)::int AS n FROM monitored_places WHERE user_id = $2),
          incoming AS (
            SELECT p.id, row_number() OVER (ORDER BY p.created_at, p.id) AS rank
              FROM monitored_places p
             WHERE p.user_id = $1
               AND NOT EXISTS (SELECT 1 FROM monitored_places q WHERE q.user_id = $2 AND q.lat = p.lat AND q.lon = p.lon)
          )
     UPDATE monitored_places SET user_id = $2
      WHERE id IN (SELECT id FROM incoming, kept WHERE incoming.rank <= $3 - kept.n)`,
    [fromUserId, toUserId, MAX_MONITORED_PLACES],
  )
}
