import { Trans } from '@lingui/react/macro'
import { Link } from '../../lib/router'
import BellRing from 'lucide-react/icons/bell-ring'
import LogIn from 'lucide-react/icons/log-in'

/** docs/product.md §Limits (the billing feature owns the pricing page; features do not import each other). */
const PREMIUM_PRICE_USD = 5
export const ALERTS_SIGN_IN_PATH = '/sign-in?next=/alerts'

/** /alerts (docs/product.md §Screens): people without an active subscription are offered Premium instead of the settings. */
export function UpgradeCard() {
  const price = PREMIUM_PRICE_USD
  return (
    <section className="card alerts-upsell" aria-labelledby="alerts-upsell-heading">
      <div className="alerts-upsell__heading">
        <BellRing aria-hidden="true" className="icon icon--ok" />
        <h2 id="alerts-upsell-heading" className="card__title">
          <Trans>Get a text before the air turns bad</Trans>
        </h2>
      </div>
      <p>
        <Trans>
          Premium texts you about 2 hours before the air at your places is forecast to reach your alert level, with
          what to do. One text per pollution episode, never at night unless the air turns Very Poor.
        </Trans>
      </p>
      <Link to="/subscribe" className="button button--primary">
        <Trans>Upgrade to Premium - ${price}/month</Trans>
      </Link>
    </section>
  )
}

/** For visitors: alerts go to a verified phone, so signing in comes first. */
export function SignInPrompt() {
  return (
    <section className="card" aria-labelledby="alerts-sign-in-heading">
      <h2 id="alerts-sign-in-heading" className="card__title">
        <Trans>Already a member?</Trans>
      </h2>
      <p>
        <Trans>Alerts go to the phone number you sign in with. We text you a one-time code; no password.</Trans>
      </p>
      <Link to={ALERTS_SIGN_IN_PATH} className="button button--secondary">
        <LogIn aria-hidden="true" className="icon" />
        <Trans>Sign in with your phone</Trans>
      </Link>
    </section>
  )
}
