import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect } from 'react'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Link, useNavigate } from '../../lib/router'
import { queryKeys } from '../../lib/query-keys'
import { toast } from '../../ui/toast/toast-store'
import { demoSubscribe } from './api/demo-subscribe'
import { billingModeQueryOptions, useBillingMode } from './api/get-billing-mode'
import { startCheckout } from './api/start-checkout'
import { formatUsd } from '../../lib/format-usd'
import { PREMIUM_PRICE_USD } from './plan-features'
import {
  REDIRECT_AFTER_SUBSCRIBE_MS,
  SETUP_PATH,
  demoActivatedToast,
  runSubscribe,
  subscribeFailureToast,
} from './subscribe-flow'

/**
 * docs/product.md §States Subscribe: idle → busy ('Setting up protection...') → success toast and, after
 * 2 s, the alert setup (/setup, decision 170), or failure toast and idle again. In Stripe mode success means leaving for Checkout.
 * Someone who already has Premium is told so instead of being sold it twice.
 */
export function SubscribeButton({ signedIn, premium }: { signedIn: boolean; premium: boolean }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  // Read early so the click does not wait for it, and so the note below can say which mode this is.
  const mode = useBillingMode().data?.mode
  const subscribe = useMutation({
    mutationFn: async () => {
      const { mode } = await queryClient.ensureQueryData(billingModeQueryOptions)
      return runSubscribe(mode, signedIn, { demoSubscribe: () => demoSubscribe(), startCheckout: () => startCheckout() })
    },
    onSuccess: async (outcome) => {
      if (outcome.kind === 'leave') return window.location.assign(outcome.url)
      await queryClient.invalidateQueries({ queryKey: queryKeys.account.currentUser })
      toast(demoActivatedToast())
    },
    onError: (error) => toast(subscribeFailureToast(error)),
  })
  const activated = subscribe.data?.kind === 'demo-activated'

  useEffect(() => {
    if (!activated) return
    // To the setup, not the dashboard: paying ends with alerts on (issue 15, decision 170).
    const id = window.setTimeout(() => navigate(SETUP_PATH), REDIRECT_AFTER_SUBSCRIBE_MS)
    return () => window.clearTimeout(id)
  }, [activated, navigate])

  // Busy until the page changes: a success is followed by a redirect either way.
  const busy = subscribe.isPending || subscribe.isSuccess
  if (premium && !busy) {
    return (
      <>
        <p>
          <Trans>
            <strong>Premium is on for this account.</strong> Manage it from Settings on the dashboard.
          </Trans>
        </p>
        <Link to="/" className="button button--primary">
          <Trans>Go to Dashboard</Trans>
        </Link>
      </>
    )
  }
  const price = formatUsd(PREMIUM_PRICE_USD)
  return (
    <>
      <button
        type="button"
        className="button button--primary button--large"
        disabled={busy}
        aria-busy={busy}
        onClick={() => subscribe.mutate()}
      >
        {busy ? t`Setting up protection...` : t({ message: `Start Protection Now - ${price}/month`, comment: 'price: a monthly amount in US dollars' })}
      </button>
      {mode === 'demo' && (
        <p className="muted small">
          <Trans>Demo mode: this AirAhead has no card payment provider, so Premium is switched on without a payment.</Trans>
        </p>
      )}
      {mode === 'stripe' && !signedIn && (
        <p className="muted small">
          <Trans>You sign in with your phone number first, then pay securely with Stripe.</Trans>
        </p>
      )}
    </>
  )
}
