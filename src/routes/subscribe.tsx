import { useEffect, useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { useLocation, useNavigate } from '../lib/router'
import '../styles/pricing.css'
import { isPremiumUser, isSignedIn, useCurrentUserUntilPremium } from '../features/account/api/get-current-user'
import { CheckoutStatus, checkoutReturnOf } from '../features/billing/checkout-status'
import { Faq } from '../features/billing/faq'
import { MemberPlan } from '../features/billing/member-plan'
import { SUBSCRIBE_FAQ } from '../features/billing/faq-items'
import { ForecastSource } from '../features/billing/forecast-source'
import { PageHeader } from '../features/billing/page-header'
import { SubscribeButton } from '../features/billing/subscribe-button'
import { SETUP_PATH } from '../features/billing/subscribe-flow'
import { TextingCountries } from '../features/texting-countries/texting-countries'
import {
  GuaranteeNote,
  PremiumFeatures,
  SilentKiller,
  SubscribeHero,
  WhatAWarningSays,
} from '../features/billing/subscribe-sections'

/** How long to wait for Stripe's webhook after Checkout before saying it is late. */
const CHECKOUT_CONFIRM_WAIT_MS = 30_000

/**
 * `/subscribe` (docs/product.md §Screens): hero and price, 'The Silent Killer', the premium
 * features, true content where the spec has testimonials, the subscribe button, the
 * guarantee and the FAQ; a member's own plan first instead of the hero and the button. Stripe sends people back here with `?checkout=success|cancelled`.
 */
export function Component() {
  const { t } = useLingui()
  // useLocation rather than useSearchParams: the dashboard's bundle already has it.
  const params = new URLSearchParams(useLocation().search)
  const checkout = checkoutReturnOf(params.get('checkout'))
  const [timedOut, setTimedOut] = useState(false)
  const { data: user } = useCurrentUserUntilPremium(checkout === 'success' && !timedOut)
  const premium = isPremiumUser(user)
  // A member when the page opened sees their plan first and no subscribe button; someone who
  // subscribes here keeps the button's own flow (its busy state, then /setup).
  const [memberOnArrival, setMemberOnArrival] = useState<boolean | null>(null)
  if (user !== undefined && memberOnArrival === null) setMemberOnArrival(premium && checkout === null)

  // Stripe confirmed: on to the alert setup, so that paying ends with alerts on (decision 170).
  const navigate = useNavigate()
  useEffect(() => {
    if (checkout === 'success' && premium) navigate(SETUP_PATH, { replace: true })
  }, [checkout, premium, navigate])

  useEffect(() => {
    if (checkout !== 'success') return
    const id = window.setTimeout(() => setTimedOut(true), CHECKOUT_CONFIRM_WAIT_MS)
    return () => window.clearTimeout(id)
  }, [checkout])

  return (
    <div className="page-shell page-shell--plain">
      <title>{t`Premium · AirAhead`}</title>
      <PageHeader />
      <main className="page subscribe">
        {memberOnArrival ? <MemberPlan /> : <SubscribeHero />}
        {checkout && <CheckoutStatus status={checkout} premium={premium} timedOut={timedOut} />}
        <SilentKiller />
        <PremiumFeatures />
        <WhatAWarningSays />
        <ForecastSource />
        {!premium && <TextingCountries />}
        {!memberOnArrival && (
          <section className="card subscribe__action" aria-label={t`Subscribe`}>
            <SubscribeButton signedIn={isSignedIn(user)} premium={premium} />
            <GuaranteeNote />
          </section>
        )}
        <Faq headingId="subscribe-faq" items={SUBSCRIBE_FAQ} />
      </main>
    </div>
  )
}
