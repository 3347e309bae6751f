import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '../../lib/router'
import Check from 'lucide-react/icons/check'
import X from 'lucide-react/icons/x'
import { formatUsd } from '../../lib/format-usd'
import { FREE_PRICE_USD, PLAN_FEATURES, PREMIUM_PRICE_USD, TRIAL_DAYS } from './plan-features'

/** Sign-in starts on the server (GET /api/login → /sign-in), so these are full page loads. */
export const SIGN_UP_URL = '/api/login'
export const SIGN_UP_FOR_PREMIUM_URL = '/api/login?next=/subscribe'

interface PlanComparisonProps {
  signedIn: boolean
  /**
   * The plan the person is on, marked "Your plan": 'premium' for any member (a demo grant
   * on an anonymous account too), 'free' when signed in without it, null for a visitor.
   */
  currentPlan: 'free' | 'premium' | null
}

/** /pricing (docs/product.md §Plans): Free (3 of 10 features) next to Premium (all 10), buttons by sign-in state (§Accounts). */
export function PlanComparison({ signedIn, currentPlan }: PlanComparisonProps) {
  const { t } = useLingui()
  const premiumPrice = formatUsd(PREMIUM_PRICE_USD)
  return (
    <div className="plans">
      <section className="card plan" aria-labelledby="plan-free">
        <PlanHeader id="plan-free" name={t({ message: 'Free', comment: 'The free plan' })} price={FREE_PRICE_USD} current={currentPlan === 'free'} />
        <p className="muted small">
          <Trans>Everything free works without an account.</Trans>
        </p>
        <FeatureList premium={false} />
        {signedIn || currentPlan === 'premium' ? (
          <Link to="/" className="button button--secondary">
            <Trans>Go to Dashboard</Trans>
          </Link>
        ) : (
          <a href={SIGN_UP_URL} className="button button--secondary">
            <Trans>Sign Up Free</Trans>
          </a>
        )}
      </section>
      <section className="card plan plan--premium" aria-labelledby="plan-premium">
        <PlanHeader id="plan-premium" name="Premium" price={PREMIUM_PRICE_USD} current={currentPlan === 'premium'} />
        <p className="muted small">
          <Trans comment="premiumPrice: a monthly amount in US dollars">
            <Plural value={TRIAL_DAYS} one="#-day free trial," other="#-day free trial," /> then {premiumPrice}/month. Cancel anytime.
          </Trans>
        </p>
        <FeatureList premium />
        {currentPlan === 'premium' ? (
          // A member is never sold the plan they have (issue 15): where to use it instead.
          <Link to="/alerts" className="button button--secondary">
            <Trans>Your alert settings</Trans>
          </Link>
        ) : signedIn ? (
          <Link to="/subscribe" className="button button--primary">
            <Trans>Upgrade to Premium</Trans>
          </Link>
        ) : (
          <a href={SIGN_UP_FOR_PREMIUM_URL} className="button button--primary">
            <Trans>Start Premium Trial</Trans>
          </a>
        )}
      </section>
    </div>
  )
}

function PlanHeader({ id, name, price, current }: { id: string; name: string; price: number; current: boolean }) {
  return (
    <div className="plan__header">
      <h2 id={id} className="plan__name">
        {name}
        {current && (
          <span className="badge badge--current">
            <Trans>Your plan</Trans>
          </span>
        )}
      </h2>
      <p className="plan__price">
        <span className="plan__amount">{formatUsd(price)}</span>
        <span className="muted">
          <Trans comment="After a price: per month">/month</Trans>
        </span>
      </p>
    </div>
  )
}

function FeatureList({ premium }: { premium: boolean }) {
  const { t, i18n } = useLingui()
  return (
    <ul className="plan__features">
      {PLAN_FEATURES.map(({ name, free }) => {
        const included = premium || free
        const Icon = included ? Check : X
        return (
          <li key={name.id} className={included ? 'plan__feature' : 'plan__feature plan__feature--excluded'}>
            <Icon aria-hidden="true" className={included ? 'icon icon--ok' : 'icon'} />
            <span>
              {i18n._(name)} <span className="visually-hidden">{included ? t`(included)` : t`(not included)`}</span>
            </span>
          </li>
        )
      })}
    </ul>
  )
}
