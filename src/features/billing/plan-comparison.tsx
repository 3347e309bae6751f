import { Link } from '../../lib/router'
import Check from 'lucide-react/icons/check'
import X from 'lucide-react/icons/x'
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
  return (
    <div className="plans">
      <section className="card plan" aria-labelledby="plan-free">
        <PlanHeader id="plan-free" name="Free" price={FREE_PRICE_USD} current={currentPlan === 'free'} />
        <p className="muted small">Everything free works without an account.</p>
        <FeatureList premium={false} />
        {signedIn || currentPlan === 'premium' ? (
          <Link to="/" className="button button--secondary">
            Go to Dashboard
          </Link>
        ) : (
          <a href={SIGN_UP_URL} className="button button--secondary">
            Sign Up Free
          </a>
        )}
      </section>
      <section className="card plan plan--premium" aria-labelledby="plan-premium">
        <PlanHeader id="plan-premium" name="Premium" price={PREMIUM_PRICE_USD} current={currentPlan === 'premium'} />
        <p className="muted small">
          {TRIAL_DAYS}-day free trial, then ${PREMIUM_PRICE_USD}/month. Cancel anytime.
        </p>
        <FeatureList premium />
        {currentPlan === 'premium' ? (
          // A member is never sold the plan they have (issue 15): where to use it instead.
          <Link to="/alerts" className="button button--secondary">
            Your alert settings
          </Link>
        ) : signedIn ? (
          <Link to="/subscribe" className="button button--primary">
            Upgrade to Premium
          </Link>
        ) : (
          <a href={SIGN_UP_FOR_PREMIUM_URL} className="button button--primary">
            Start Premium Trial
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
        {current && <span className="badge badge--current">Your plan</span>}
      </h2>
      <p className="plan__price">
        <span className="plan__amount">${price}</span>
        <span className="muted">/month</span>
      </p>
    </div>
  )
}

function FeatureList({ premium }: { premium: boolean }) {
  return (
    <ul className="plan__features">
      {PLAN_FEATURES.map(({ name, free }) => {
        const included = premium || free
        const Icon = included ? Check : X
        return (
          <li key={name} className={included ? 'plan__feature' : 'plan__feature plan__feature--excluded'}>
            <Icon aria-hidden="true" className={included ? 'icon icon--ok' : 'icon'} />
            <span>
              {name}
              <span className="visually-hidden">{included ? ' (included)' : ' (not included)'}</span>
            </span>
          </li>
        )
      })}
    </ul>
  )
}
