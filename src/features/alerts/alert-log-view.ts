import { msg } from '@lingui/core/macro'
import type { MessageDescriptor } from '@lingui/core'
import type { AlertLogEntry } from '../../domain/contracts/alerts'
import { i18n } from '../../lib/i18n'

export type Tone = 'ok' | 'warn' | 'danger' | 'neutral'

/** docs/product.md §States: sent (and delivered) green, pending yellow, anything else red. */
export function statusTone(status: AlertLogEntry['status']): Tone {
  if (status === 'sent' || status === 'delivered') return 'ok'
  return status === 'pending' ? 'warn' : 'danger'
}

const STATUS_LABELS: Record<AlertLogEntry['status'], MessageDescriptor> = {
  pending: msg({ message: 'Pending', comment: "An alert text's delivery status" }),
  sent: msg({ message: 'Sent', comment: "An alert text's delivery status" }),
  delivered: msg({ message: 'Delivered', comment: "An alert text's delivery status" }),
  failed: msg({ message: 'Failed', comment: "An alert text's delivery status" }),
}

/** docs/product.md §States: the status in words ("Sent", "Pending"). */
export function statusLabel(status: AlertLogEntry['status']): string {
  return i18n._(STATUS_LABELS[status])
}

/**
 * The dot beside an alert. docs/product.md §States: poor orange, any other red. An all-clear is good news
 * and a test text is no warning, so those two are green and grey rather than red. A 'poor' text is
 * sent when the member's own threshold is reached, which may be Moderate or Fair: its words name
 * the threshold, not "Poor", so a "Moderate now" text is never labelled "Poor air" (issue 24 item 6).
 */
export function alertDot(type: AlertLogEntry['alertType']): { tone: 'orange' | 'red' | 'green' | 'grey'; label: string } {
  switch (type) {
    case 'poor':
      return { tone: 'orange', label: i18n._(msg`Warning at your threshold`) }
    case 'very_poor':
      return { tone: 'red', label: i18n._(msg`Very Poor air`) }
    case 'all_clear':
      return { tone: 'green', label: i18n._(msg`All clear`) }
    case 'test':
      return { tone: 'grey', label: i18n._(msg`Test text`) }
  }
}

/** When the text went (or is due): `sentAt` once sent, else `scheduledFor`. */
export function alertTime(entry: Pick<AlertLogEntry, 'sentAt' | 'scheduledFor'>): string {
  return entry.sentAt ?? entry.scheduledFor
}
