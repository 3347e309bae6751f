import { query } from '../db'
import type { FeedbackRequest } from '../../../src/domain/contracts/feedback'

/** Stores one message from a user. An empty user agent is kept as unknown (NULL). */
export async function saveFeedback(userId: string, feedback: FeedbackRequest): Promise<void> {
  await query(
    `INSERT INTO feedback (user_id, subject, message, page, user_agent) VALUES ($1, $2, $3, $4, $5)`,
    [userId, feedback.subject, feedback.message, feedback.currentPage, feedback.userAgent || null],
  )
}
