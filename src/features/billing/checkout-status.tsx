import { Link } from '../../lib/router'
import { TRIAL_DAYS } from './plan-features'
import { SETUP_PATH } from './subscribe-flow'

export type CheckoutReturn = 'success' | 'cancelled'

/** `checkout` of `/subscribe?checkout=…`, where Stripe sends people back. */
export function checkoutReturnOf(value: string | null): CheckoutReturn | null {
  return value === 'success' || value === 'cancelled' ? value : null
}

interface CheckoutStatusProps {
  status: CheckoutReturn
  premium: boolean
  /** Stripe's confirmation has not arrived in the time we wait for it. */
  timedOut: boolean
}

/** Back from Stripe Checkout: cancelled, waiting for Stripe's confirmation, or Premium is on. */
export function CheckoutStatus({ status, premium, timedOut }: CheckoutStatusProps) {
  if (status === 'cancelled') {
    return (
      <p className="notice" role="status">
        Checkout was cancelled. Nothing was charged.
      </p>
    )
  }
  if (premium) {
    return (
      <div className="card checkout-status" role="status">
        <p>
          <strong>Premium is on.</strong> Your {TRIAL_DAYS}-day free trial has started.
        </p>
        <Link to={SETUP_PATH} className="button button--primary">
          Set up your alerts
        </Link>
      </div>
    )
  }
  return (
    <p className="notice" role="status">
      {timedOut
        ? 'Stripe has not confirmed your subscription yet. It usually takes seconds; it will show in Settings on the dashboard once it does.'
        : 'Thank you! Waiting for Stripe to confirm your subscription…'}
    </p>
  )
}
