import { msg } from '@lingui/core/macro'
import type { BillingModeResponse, CheckoutResponse, DemoSubscribeResponse } from '../../domain/contracts/billing'
import { billingErrorCodes } from '../../domain/contracts/billing'
import { ApiError, describeRequestError } from '../../lib/api'
import { i18n } from '../../lib/i18n'
import type { ToastInput } from '../../ui/toast/toast-store'
import { SIGN_UP_FOR_PREMIUM_URL } from './plan-comparison'

type Mode = BillingModeResponse['mode']

/** docs/product.md §Limits: the redirect after a (demo) subscription. */
export const REDIRECT_AFTER_SUBSCRIBE_MS = 2000
/** Where a new member goes after paying (Checkout's return or the demo grant): the alert setup. */
export const SETUP_PATH = '/setup'

export type SubscribeOutcome = { kind: 'demo-activated' } | { kind: 'leave'; url: string }

export interface SubscribeCalls {
  demoSubscribe: () => Promise<DemoSubscribeResponse>
  startCheckout: () => Promise<CheckoutResponse>
}

/** The error of a failed demo subscription (docs/product.md §Messages). */
export class DemoSubscriptionError extends Error {
  override readonly name = 'DemoSubscriptionError'
}

/**
 * 'Start Protection Now': demo mode grants premium on the spot; Stripe mode sends the
 * person to Checkout, after signing in if they have not (Checkout needs a verified phone).
 */
export async function runSubscribe(mode: Mode, signedIn: boolean, calls: SubscribeCalls): Promise<SubscribeOutcome> {
  if (mode === 'demo') {
    try {
      await calls.demoSubscribe()
      return { kind: 'demo-activated' }
    } catch (cause) {
      // eslint-disable-next-line lingui/no-unlocalized-strings -- the error's name for developers; its toast is translated (decision 280)
      throw new DemoSubscriptionError('Demo subscription failed', { cause })
    }
  }
  if (!signedIn) return { kind: 'leave', url: SIGN_UP_FOR_PREMIUM_URL }
  try {
    const { url } = await calls.startCheckout()
    return { kind: 'leave', url }
  } catch (error) {
    if (error instanceof ApiError && error.problem?.error === billingErrorCodes.signInRequired) {
      return { kind: 'leave', url: SIGN_UP_FOR_PREMIUM_URL }
    }
    throw error
  }
}

/** docs/product.md §Messages: the demo success toast, in the app's language. */
export function demoActivatedToast(): ToastInput {
  return {
    title: i18n._(msg`Demo Subscription Activated!`),
    description: i18n._(
      msg`Demo premium features are now enabled. In production, this would process real payments via a card payment provider.`,
    ),
  }
}

/** The toast of a failed subscription: the spec's demo text in demo mode, the real reason otherwise. */
export function subscribeFailureToast(error: unknown): ToastInput {
  if (error instanceof DemoSubscriptionError) {
    return {
      title: i18n._(msg`Demo Subscription Test`),
      description: i18n._(
        msg`This demonstrates the subscription flow. In production, real payments would be processed by a card payment provider.`,
      ),
      variant: 'destructive',
    }
  }
  if (error instanceof ApiError && error.problem?.error === billingErrorCodes.alreadySubscribed) {
    return { title: i18n._(msg`You already have Premium`), description: error.problem.message }
  }
  return { title: i18n._(msg`Could not start your subscription`), description: describeRequestError(error), variant: 'destructive' }
}
