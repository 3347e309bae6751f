import { msg } from '@lingui/core/macro'
import type { CurrentUser } from '../../domain/contracts/user'
import { formatLocale, i18n } from '../../lib/i18n'
import { isPremiumUser } from './api/get-current-user'

/** Subscription statuses Stripe uses when a payment is owed: premium is paused until it is paid. */
const PAYMENT_OWED = new Set(['past_due', 'unpaid', 'incomplete'])

export interface PlanSummary {
  /** "Free", "Premium trial until 28 Nov 2026" or "Premium". */
  label: string
  /** ISO 8601 end of the free trial, when on one. */
  trialEndsAt: string | null
  /** A sentence that needs the person's attention (a failed payment, demo mode), or null. */
  note: string | null
}

/** The plan line of the account sheet, from GET /api/auth/user, in the app's language (called at render). */
export function planSummary(user: CurrentUser, locale?: string): PlanSummary {
  const status = user.subscriptionStatus
  if (status === 'trialing' && user.trialEndsAt) {
    const day = formatDay(user.trialEndsAt, locale)
    return { label: i18n._(msg`Premium trial until ${day}`), trialEndsAt: user.trialEndsAt, note: null }
  }
  if (isPremiumUser(user)) {
    const note = status === 'premium' ? i18n._(msg`Granted in demo mode: no payment was taken.`) : null
    return { label: 'Premium', trialEndsAt: null, note }
  }
  const note =
    status && PAYMENT_OWED.has(status)
      ? i18n._(msg`Your last payment did not go through. Update your card in Manage billing to keep Premium.`)
      : null
  return { label: i18n._(msg({ message: 'Free', comment: 'The free plan' })), trialEndsAt: null, note }
}

/** True when the account has been through Stripe Checkout, so the Billing Portal has something to show. */
export function hasBillingAccount(user: CurrentUser): boolean {
  return user.subscriptionStatus !== null && user.subscriptionStatus !== 'premium'
}

/** "Nov 28, 2026" in the app's language (decision 280), or in `locale`. */
export function formatDay(iso: string, locale: string = formatLocale()): string {
  const date = new Date(iso)
  if (Number.isNaN(date.getTime())) return iso
  return new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', year: 'numeric' }).format(date)
}
