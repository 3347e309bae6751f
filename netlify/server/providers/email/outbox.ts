import type { OutboxEmail } from '../../../../src/domain/contracts/email'
import { query } from '../../db'
import { ok } from '../../result'
import type { EmailProvider } from './types'

/** How many messages GET /api/dev/email-outbox shows: the newest. */
export const OUTBOX_READ_LIMIT = 50

/**
 * The local e-mail adapter: each message becomes an `email_outbox` row and nothing leaves
 * the machine. Its receipt says `outbox`, so no caller can mistake it for a sent message.
 */
export function createOutboxEmailProvider(): EmailProvider {
  return {
    id: 'outbox',
    async send(message) {
      const rows = await query<{ id: string }>(
        `INSERT INTO email_outbox (to_address, subject, text_body, html_body, purpose)
         VALUES ($1, $2, $3, $4, $5) RETURNING id::text AS id`,
        [message.to, message.subject, message.text, message.html, message.purpose],
      )
      const id = rows[0]?.id
      if (!id) throw new Error('email_outbox INSERT returned no id')
      return ok({ delivery: 'outbox', id })
    },
  }
}

interface OutboxRow {
  id: string
  to_address: string
  subject: string
  text_body: string
  html_body: string
  purpose: string
  created_at: Date
}

/** The newest stored messages, newest first. */
export async function readEmailOutbox(limit = OUTBOX_READ_LIMIT): Promise<OutboxEmail[]> {
  const rows = await query<OutboxRow>(
    `SELECT id::text AS id, to_address, subject, text_body, html_body, purpose, created_at
       FROM email_outbox ORDER BY created_at DESC, id DESC LIMIT $1`,
    [limit],
  )
  return rows.map((row) => ({
    id: row.id,
    to: row.to_address,
    subject: row.subject,
    text: row.text_body,
    html: row.html_body,
    purpose: row.purpose,
    createdAt: row.created_at.toISOString(),
  }))
}
