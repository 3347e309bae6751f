import { Plural, Trans, useLingui } from '@lingui/react/macro'
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
  const { t } = useLingui()
  if (status === 'cancelled') {
    return (
      <p className="notice" role="status">
        <Trans>Checkout was cancelled. Nothing was charged.</Trans>
      </p>
    )
  }
  if (premium) {
    return (
      <div className="card checkout-status" role="status">
        <p>
          <Trans>
            <strong>Premium is on.</strong>{' '}
            <Plural value={TRIAL_DAYS} one="Your #-day free trial has started." other="Your #-day free trial has started." />
          </Trans>
        </p>
        <Link to={SETUP_PATH} className="button button--primary">
          <Trans>Set up your alerts</Trans>
        </Link>
      </div>
    )
  }
  return (
    <p className="notice" role="status">
      {timedOut
        ? t`Stripe has not confirmed your subscription yet. It usually takes seconds; it will show in Settings on the dashboard once it does.`
        : t`Thank you! Waiting for Stripe to confirm your subscription…`}
    </p>
  )
}
