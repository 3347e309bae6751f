import { Trans } from '@lingui/react/macro'
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
  const price = premiumPriceUsd
  return (
    <section className="card plan-teaser" aria-labelledby="plan-teaser-heading">
      <h2 id="plan-teaser-heading" className="card__title">
        <Trans>Free vs Premium</Trans>
      </h2>
      <div className="plan-teaser__columns">
        <div>
          <h3 className="plan-teaser__plan">
            <Trans comment="The free plan's name">Free</Trans>
          </h3>
          <FeatureList names={free.map((f) => f.name)} />
        </div>
        <div>
          <h3 className="plan-teaser__plan">
            <Trans>
              Premium <span className="muted small">${price}/month</span>
            </Trans>
          </h3>
          <p className="small">
            <Trans>Everything in Free, plus:</Trans>
          </p>
          <FeatureList names={premiumOnly.map((f) => f.name)} />
        </div>
      </div>
      {!accountKnown ? null : isPremium ? (
        <p className="small">
          <Trans>You have Premium. Thank you!</Trans>
        </p>
      ) : (
        <Link to="/subscribe" className="button button--primary">
          <Trans>Upgrade to Premium - ${price}/month</Trans>
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
