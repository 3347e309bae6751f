import LoaderCircle from 'lucide-react/icons/loader-circle'
import { Trans, useLingui } from '@lingui/react/macro'
import '../styles/pricing.css'
import { isPremiumUser, isSignedIn, useCurrentUser } from '../features/account/api/get-current-user'
import { SmsTerms } from '../features/alerts/sms-terms'
import { Faq } from '../features/billing/faq'
import { PRICING_FAQ } from '../features/billing/faq-items'
import { ForecastSource } from '../features/billing/forecast-source'
import { PlanComparison } from '../features/billing/plan-comparison'
import { AlertTriggers, PricingCallToAction, UpgradeReasons } from '../features/billing/pricing-sections'
import { PageHeader } from '../features/billing/page-header'
import { TextingCountries } from '../features/texting-countries/texting-countries'

/**
 * `/pricing` (docs/product.md §Screens): a spinner while the sign-in status resolves, then the plans
 * with buttons by sign-in state (docs/product.md §Accounts), the real alert triggers, reasons, how the forecast is
 * made (instead of a testimonial), an FAQ and a closing call to action; then the SMS alert
 * terms and the privacy notice (#terms, #privacy), which the alert consent links to.
 */
export function Component() {
  const { t } = useLingui()
  const { data: user, isPending } = useCurrentUser()

  if (isPending) {
    return (
      <main className="page pricing pricing--loading">
        <title>{t`Pricing · AirAhead`}</title>
        <div role="status" className="page-spinner">
          <LoaderCircle aria-hidden="true" className="icon icon--spin" />
          <span className="visually-hidden">
            <Trans>Loading plans…</Trans>
          </span>
        </div>
      </main>
    )
  }

  // An error reading the session reads as "not signed in": the sign-up buttons still work.
  const signedIn = isSignedIn(user)
  const member = isPremiumUser(user)
  const currentPlan = member ? 'premium' : signedIn ? 'free' : null
  return (
    <div className="page-shell page-shell--plain">
      <title>{t`Pricing · AirAhead`}</title>
      <PageHeader title={t`Plans and pricing`} subtitle={t`Air quality is free. Warnings before it turns bad are Premium.`} />
      <main className="page pricing">
        {/* Where texts can go comes before any button that sells them (issue 15). */}
        {!member && <TextingCountries />}
        <PlanComparison signedIn={signedIn} currentPlan={currentPlan} />
        <AlertTriggers />
        <UpgradeReasons member={member} />
        <ForecastSource />
        <Faq headingId="pricing-faq" items={PRICING_FAQ} />
        <PricingCallToAction signedIn={signedIn} member={member} />
        <SmsTerms />
      </main>
    </div>
  )
}
