import { query } from '../../db'
import { ok } from '../../result'
import type { SmsSender } from './types'

/**
 * Local mode: messages go to the `sms_outbox` table, readable at /api/dev/outbox, and
 * nowhere else. It never claims a text was sent.
 */
export function createOutboxSender(): SmsSender {
  return {
    delivery: 'outbox',
    async send(message) {
      const [row] = await query<{ id: string }>(
        `INSERT INTO sms_outbox (to_e164, body, purpose) VALUES ($1, $2, $3) RETURNING id`,
        [message.to, message.body, message.purpose],
      )
      if (!row) throw new Error('sms_outbox insert returned no row')
      return ok({ delivery: 'outbox', outboxId: row.id })
    },
  }
}

export interface OutboxEntry {
  id: string
  to: string
  body: string
  purpose: string
  createdAt: string
}

/** The newest outbox messages first. */
export async function listOutbox(limit: number): Promise<OutboxEntry[]> {
  const rows = await query<{ id: string; to_e164: string; body: string; purpose: string; created_at: Date }>(
    `SELECT id, to_e164, body, purpose, created_at FROM sms_outbox ORDER BY created_at DESC, id LIMIT $1`,
    [limit],
  )
  return rows.map((r) => ({ id: r.id, to: r.to_e164, body: r.body, purpose: r.purpose, createdAt: r.created_at.toISOString() }))
}
