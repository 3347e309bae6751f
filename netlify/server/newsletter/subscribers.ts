import { query } from '../db'
import type { NewsletterSource } from '../../../src/domain/contracts/newsletter'

/**
 * Adds a normalised address to the list. 'added' the first time, 'already-subscribed'
 * after that (the unique address makes concurrent sign-ups safe as well).
 */
export async function addSubscriber(email: string, source: NewsletterSource): Promise<'added' | 'already-subscribed'> {
  const rows = await query<{ id: string }>(
    `INSERT INTO newsletter_subscribers (email, source) VALUES ($1, $2)
     ON CONFLICT (email) DO NOTHING
     RETURNING id`,
    [email, source],
  )
  return rows.length > 0 ? 'added' : 'already-subscribed'
}
