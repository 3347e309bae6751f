import * as z from 'zod/mini'

/**
 * GET /api/auth/user (docs/product.md §Data "Current user"; docs/accounts.md). A caller
 * who is not signed in gets 401 instead, which the app reads as "no user".
 */
export const currentUserSchema = z.object({
  id: z.string(),
  isPremium: z.boolean(),
  /** Stripe's subscription status (`trialing`, `active`, …), "premium" when demo-granted, or null. */
  subscriptionStatus: z.nullable(z.string()),
  phoneNumber: z.nullable(z.string()),
  phoneVerified: z.boolean(),
  alertsEnabled: z.boolean(),
  subscriptionActive: z.boolean(),
  /** ISO 8601, or null when not on a trial. */
  trialEndsAt: z.nullable(z.string()),
})
export type CurrentUser = z.infer<typeof currentUserSchema>
