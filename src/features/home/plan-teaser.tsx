import { Link } from '../../lib/router'
import Check from 'lucide-react/icons/check'

interface PlanTeaserProps {
  /** The plans' features; premium has every one. */
  features: readonly { name: string; free: boolean }[]
  premiumPriceUsd: number
  isPremium: boolean
  /** The account is known: until then neither the thanks nor the upgrade is shown (no upsell to a member). */
  accountKnown: boolean
}

/** The simple home (docs/product.md §Screens): free vs premium, linking to /subscribe. */
export function PlanTeaser({ features, premiumPriceUsd, isPremium, accountKnown }: PlanTeaserProps) {
  const free = features.filter((f) => f.free)
  const premiumOnly = features.filter((f) => !f.free)
  return (
    <section className="card plan-teaser" aria-labelledby="plan-teaser-heading">
      <h2 id="plan-teaser-heading" className="card__title">
        Free vs Premium
      </h2>
      <div className="plan-teaser__columns">
        <div>
          <h3 className="plan-teaser__plan">Free</h3>
          <FeatureList names={free.map((f) => f.name)} />
        </div>
        <div>
          <h3 className="plan-teaser__plan">
            Premium <span className="muted small">${premiumPriceUsd}/month</span>
          </h3>
          <p className="small">Everything in Free, plus:</p>
          <FeatureList names={premiumOnly.map((f) => f.name)} />
        </div>
      </div>
      {!accountKnown ? null : isPremium ? (
        <p className="small">You have Premium. Thank you!</p>
      ) : (
        <Link to="/subscribe" className="button button--primary">
          Upgrade to Premium - ${premiumPriceUsd}/month
        </Link>
      )}
    </section>
  )
}

function FeatureList({ names }: { names: readonly string[] }) {
  return (
    <ul className="plan-teaser__features">
      {names.map((name) => (
        <li key={name}>
          <Check aria-hidden="true" className="icon icon--ok" />
          {name}
        </li>
      ))}
    </ul>
  )
}
