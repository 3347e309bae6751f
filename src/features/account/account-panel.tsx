import LogIn from 'lucide-react/icons/log-in'
import { Trans, useLingui } from '@lingui/react/macro'
import type { CurrentUser } from '../../domain/contracts/user'
import { Skeleton } from '../../ui/skeleton'
import { DeleteAccount, ManageBillingButton, SignOutButton } from './account-actions'
import { isSignedIn, useCurrentUser } from './api/get-current-user'
import { formatUsd } from '../../lib/format-usd'
import { formatDay, hasBillingAccount, planSummary } from './plan-summary'
import '../../styles/account.css'

/** Sign-in starts on the server (GET /api/login → /sign-in), so it is a full page load. */
const SIGN_IN_URL = '/api/login'
/** docs/product.md §Limits (the billing feature owns the pricing page; features do not import each other). */
const PREMIUM_PRICE_USD = 5

/**
 * The account section of the dashboard's settings (issue 4): phone, plan, trial end,
 * billing, sign out and delete; a visitor gets 'Sign in'. Loaded when settings open.
 */
export function AccountPanel() {
  const { t } = useLingui()
  const { data: user, isPending, error, refetch } = useCurrentUser()

  return (
    <section className="account" aria-labelledby="account-heading">
      <h3 id="account-heading" className="account__title">
        <Trans>Account</Trans>
      </h3>
      {isPending ? (
        <Skeleton height={120} label={t`Loading your account…`} />
      ) : error ? (
        <div className="account__buttons">
          <p className="small">
            <Trans>Could not load your account.</Trans>
          </p>
          <button type="button" className="button button--ghost button--small" onClick={() => void refetch()}>
            <Trans>Try again</Trans>
          </button>
        </div>
      ) : user && isSignedIn(user) ? (
        <SignedIn user={user} />
      ) : (
        <>
          <p className="small">
            {user && user.isPremium
              ? t`Premium is on for this device only. Sign in with your phone number to keep it on any device and get text alerts.`
              : t`Sign in with your phone number to get text alerts and keep Premium on any device.`}
          </p>
          <a href={SIGN_IN_URL} className="button button--primary">
            <LogIn aria-hidden="true" className="icon" />
            <Trans>Sign in</Trans>
          </a>
          {user && <DeleteAccount />}
        </>
      )}
    </section>
  )
}

function SignedIn({ user }: { user: CurrentUser }) {
  const plan = planSummary(user)
  const price = formatUsd(PREMIUM_PRICE_USD)
  const day = plan.trialEndsAt && formatDay(plan.trialEndsAt)
  return (
    <>
      <dl className="account__details">
        <div>
          <dt>
            <Trans>Phone</Trans>
          </dt>
          <dd>{user.phoneNumber}</dd>
        </div>
        <div>
          <dt>
            <Trans>Plan</Trans>
          </dt>
          <dd>{plan.label}</dd>
        </div>
      </dl>
      {day && (
        <p className="muted small">
          <Trans comment="price: a monthly amount in US dollars; day: the trial's last day">
            Then {price}/month. Cancel before {day} and you pay nothing.
          </Trans>
        </p>
      )}
      {plan.note && <p className="notice small">{plan.note}</p>}
      <div className="account__buttons">
        {hasBillingAccount(user) && <ManageBillingButton />}
        <SignOutButton />
      </div>
      <DeleteAccount />
    </>
  )
}
