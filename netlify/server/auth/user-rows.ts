import { mergeMonitoredPlaces } from '../alerts/places-merge'
import { isPremiumSubscription, type SubscriptionState } from '../billing/premium'
import type { PaymentsMode } from '../providers/payments/mode'
import type { Tx } from '../data/transaction'

/** A column that says which user a row belongs to. */
interface OwnerColumn {
  table: string
  column: string
}

/**
 * Every column that ties a row to a user: foreign keys to users(id), and — the project's
 * convention (docs/accounts.md) — any `user_id` column, so a table added later is merged
 * and deleted with its owner without anyone remembering to list it here.
 */
async function ownerColumns(tx: Tx): Promise<OwnerColumn[]> {
  return tx.query<OwnerColumn>(
    `SELECT cl.relname::text AS table, a.attname::text AS column
       FROM pg_constraint con
       JOIN pg_class cl ON cl.oid = con.conrelid
       JOIN pg_namespace ns ON ns.oid = cl.relnamespace AND ns.nspname = 'public'
       JOIN pg_attribute a ON a.attrelid = con.conrelid AND a.attnum = ANY (con.conkey)
      WHERE con.contype = 'f' AND con.confrelid = 'public.users'::regclass
     UNION
     SELECT c.table_name::text, c.column_name::text
       FROM information_schema.columns c
       JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
      WHERE c.table_schema = 'public' AND c.column_name = 'user_id' AND t.table_type = 'BASE TABLE'
     ORDER BY 1, 2`,
  )
}

type MergeRule = (tx: Tx, fromUserId: string, toUserId: string, mode: PaymentsMode) => Promise<void>

/**
 * Tables that need more than "move every row": one row per user, where the two accounts'
 * rows must be reconciled. Add a rule here when a new table needs one.
 */
const mergeRules: Record<string, MergeRule> = {
  // Sessions of the anonymous account end with it; sign-in starts a new one.
  sessions: async () => {},
  // One subscription per user: the signed-in account's stays, unless only the device's gives premium.
  subscriptions: async (tx, from, to, mode) => {
    const rows = await tx.query<SubscriptionState & { user_id: string }>(
      `SELECT user_id, status, demo FROM subscriptions WHERE user_id IN ($1, $2)`,
      [from, to],
    )
    const source = rows.find((r) => r.user_id === from)
    const target = rows.find((r) => r.user_id === to)
    if (!source) return
    if (target && (isPremiumSubscription(target, mode) || !isPremiumSubscription(source, mode))) return
    await tx.query(`DELETE FROM subscriptions WHERE user_id = $1`, [to])
    await tx.query(`UPDATE subscriptions SET user_id = $2, updated_at = now() WHERE user_id = $1`, [from, to])
  },
  // At most 10 places: the phone account's stay, the device's fill what is left (decision 121).
  monitored_places: (tx, from, to) => mergeMonitoredPlaces(tx, from, to),
}

/**
 * Signing in on a device with an anonymous account: everything that account owns moves to
 * the phone's account, then the anonymous account is deleted (taking what did not move,
 * such as its session, with it). Tables without a rule move every row; when a unique
 * constraint refuses (both accounts have "the" row), the signed-in account's rows win.
 */
export async function mergeAccounts(tx: Tx, fromUserId: string, toUserId: string, mode: PaymentsMode): Promise<void> {
  for (const { table, column } of await ownerColumns(tx)) {
    const rule = mergeRules[table]
    if (rule) {
      await rule(tx, fromUserId, toUserId, mode)
      continue
    }
    await tx.query('SAVEPOINT merge_table')
    try {
      await tx.query(`UPDATE ${ident(table)} SET ${ident(column)} = $2 WHERE ${ident(column)}::text = $1`, [fromUserId, toUserId])
      await tx.query('RELEASE SAVEPOINT merge_table')
    } catch (error) {
      if ((error as { code?: unknown }).code !== '23505') throw error
      await tx.query('ROLLBACK TO SAVEPOINT merge_table')
    }
  }
  await deleteUserRows(tx, fromUserId)
}

/** Deletes a user and every row any table holds for them (cascades or not). */
export async function deleteUserRows(tx: Tx, userId: string): Promise<void> {
  for (const { table, column } of await ownerColumns(tx)) {
    await tx.query(`DELETE FROM ${ident(table)} WHERE ${ident(column)}::text = $1`, [userId])
  }
  await tx.query(`DELETE FROM users WHERE id = $1`, [userId])
}

/** A quoted SQL identifier (table and column names come from the catalog, never from a request). */
function ident(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}
