import type { AlertLogEntry } from '../contracts/alerts'

/** Statuses that mean the text left us (the SMS provider accepted or delivered it). */
const SENT_STATUSES: ReadonlySet<AlertLogEntry['status']> = new Set(['sent', 'delivered'])

/** How many alerts of the log were sent or delivered at or after `fromSeconds` (unix s). */
export function alertsSentSince(log: readonly Pick<AlertLogEntry, 'status' | 'sentAt'>[], fromSeconds: number): number {
  return log.filter((entry) => {
    if (!SENT_STATUSES.has(entry.status) || entry.sentAt === null) return false
    const sentMs = Date.parse(entry.sentAt)
    return !Number.isNaN(sentMs) && sentMs / 1000 >= fromSeconds
  }).length
}
