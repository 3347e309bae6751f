import { describe, expect, it } from 'vitest'
import { judgeSubscriptionEvent, type HeldSubscription, type SubscriptionEvent } from '../../netlify/server/billing/subscription-event-order'

const T = 1_790_000_000
const held = (subscriptionId: string | null, status: string, eventCreatedSeconds: number | null = T): HeldSubscription => ({
  subscriptionId,
  status,
  eventCreatedSeconds,
})
const event = (
  subscriptionId: string,
  status: string,
  createdSeconds: number,
  type = 'customer.subscription.updated',
  previousStatus: string | null = null,
): SubscriptionEvent => ({ type, subscriptionId, status, createdSeconds, previousStatus })

describe('judgeSubscriptionEvent', () => {
  it.each([
    ['no row yet', 'apply', null, event('sub_1', 'trialing', T)],
    ['a demo grant (no subscription id)', 'apply', held(null, 'premium', null), event('sub_1', 'active', T)],
    ['linked by Checkout, no event applied yet', 'apply', held('sub_1', 'incomplete', null), event('sub_1', 'active', T - 100)],
    ['same subscription, newer', 'apply', held('sub_1', 'trialing'), event('sub_1', 'active', T + 1)],
    ['same subscription, older', 'stale', held('sub_1', 'active'), event('sub_1', 'past_due', T - 1)],
    ['an older "active" after the deletion', 'stale', held('sub_1', 'canceled'), event('sub_1', 'active', T - 60)],
    ['a same-second "active" after the deletion', 'stale', held('sub_1', 'canceled'), event('sub_1', 'active', T)],
    ['even a newer "updated" cannot revive a canceled one', 'stale', held('sub_1', 'canceled'), event('sub_1', 'active', T + 60)],
    ['a newer end after an end', 'apply', held('sub_1', 'canceled'), event('sub_1', 'canceled', T + 1, 'customer.subscription.deleted')],
    ['same-second tie: an update that kept the status wins', 'apply', held('sub_1', 'active'), event('sub_1', 'active', T)],
    ['same-second tie: an update from the held status follows it', 'apply', held('sub_1', 'incomplete'), event('sub_1', 'active', T, undefined, 'incomplete')],
    ['same-second tie: an update from another status preceded it (trialing→active, then active→past_due held)', 'stale', held('sub_1', 'past_due'), event('sub_1', 'active', T, undefined, 'trialing')],
    ['same-second tie: "created" is the first event, never the news', 'stale', held('sub_1', 'active'), event('sub_1', 'incomplete', T, 'customer.subscription.created')],
    ['a second live subscription', 'second_subscription', held('sub_1', 'active'), event('sub_2', 'trialing', T + 5, 'customer.subscription.created')],
    ['a second live one next to a past-due one', 'second_subscription', held('sub_1', 'past_due'), event('sub_2', 'active', T + 5)],
    ['a new subscription after the old ended', 'apply', held('sub_1', 'canceled'), event('sub_2', 'incomplete', T - 5, 'customer.subscription.created')],
    ['a live one takes over from one still incomplete', 'apply', held('sub_1', 'incomplete', null), event('sub_2', 'active', T)],
    ['a late end of an old subscription', 'stale', held('sub_1', 'active'), event('sub_0', 'canceled', T + 60, 'customer.subscription.deleted')],
    ['an unpaid-for other subscription next to a live one', 'stale', held('sub_1', 'active'), event('sub_2', 'incomplete', T + 5)],
  ] as const)('%s → %s', (_name, verdict, row, incoming) => {
    expect(judgeSubscriptionEvent(row, incoming)).toBe(verdict)
  })
})
