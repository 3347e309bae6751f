/** Statuses after which a subscription never charges or gives premium again (Stripe: terminal). */
export const ENDED_STATUSES: readonly string[] = ['canceled', 'incomplete_expired']
/** Statuses in which a subscription charges, or will once its trial, retry or pause ends. */
export const LIVE_STATUSES: readonly string[] = ['trialing', 'active', 'past_due', 'unpaid', 'paused']

/** What the account's row holds about its Stripe subscription. */
export interface HeldSubscription {
  subscriptionId: string | null
  status: string
  /** `created` of the newest event applied to it, unix seconds; null when none was (Checkout linked it). */
  eventCreatedSeconds: number | null
}

/** A `customer.subscription.*` event about to be applied. */
export interface SubscriptionEvent {
  type: string
  subscriptionId: string
  status: string
  createdSeconds: number
  /** The status this event changed from (`previous_attributes.status`), or null when it did not change it. */
  previousStatus: string | null
}

/**
 * - `apply`: the event is the newest news about the account's subscription (or takes over from an ended one);
 * - `stale`: older than what the row holds, or about a subscription that no longer matters;
 * - `second_subscription`: a live subscription next to the account's live one, to be cancelled.
 */
export type SubscriptionEventVerdict = 'apply' | 'stale' | 'second_subscription'

/**
 * Whether a subscription event changes the account (decision 110). Stripe does not deliver
 * events in order (docs.stripe.com/webhooks, "Event ordering"), and `created` has a
 * one-second resolution:
 * - same subscription: only a newer event applies, and an ended one stays ended whatever
 *   arrives after (Stripe cannot revive a canceled subscription). A same-second tie is
 *   settled by what the event changed from (`sameSecond`);
 * - another subscription: a live one next to a live one is a second subscription; a live
 *   one takes over from a row that is not live; a non-live one only replaces an ended one.
 */
export function judgeSubscriptionEvent(held: HeldSubscription | null, event: SubscriptionEvent): SubscriptionEventVerdict {
  if (!held || held.subscriptionId === null) return 'apply'
  if (held.subscriptionId === event.subscriptionId) {
    if (ENDED_STATUSES.includes(held.status) && !ENDED_STATUSES.includes(event.status)) return 'stale'
    if (held.eventCreatedSeconds === null || event.createdSeconds > held.eventCreatedSeconds) return 'apply'
    if (event.createdSeconds < held.eventCreatedSeconds) return 'stale'
    return sameSecond(held, event)
  }
  if (LIVE_STATUSES.includes(event.status)) return LIVE_STATUSES.includes(held.status) ? 'second_subscription' : 'apply'
  return ENDED_STATUSES.includes(held.status) ? 'apply' : 'stale'
}

/**
 * Two events of one subscription in the same second: `customer.subscription.created` is
 * always a subscription's first event, so never news; an update that changed the status
 * applies only if it changed it from the status the row holds (it follows what we have,
 * rather than preceding it); an update that left the status alone applies (the later
 * arrival wins).
 */
function sameSecond(held: HeldSubscription, event: SubscriptionEvent): SubscriptionEventVerdict {
  if (event.type === 'customer.subscription.created') return 'stale'
  if (event.previousStatus !== null) return event.previousStatus === held.status ? 'apply' : 'stale'
  return 'apply'
}
