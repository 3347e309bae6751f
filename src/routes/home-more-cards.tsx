import type { ComponentProps } from 'react'
import { useLingui } from '@lingui/react'
import { PLAN_FEATURES, PREMIUM_PRICE_USD } from '../features/billing/plan-features'
import { AirVsWorldCard } from '../features/home/air-vs-world-card'
import { HomeLinks } from '../features/home/home-links'
import { PlanTeaser } from '../features/home/plan-teaser'
import { loadCountryNames, RegionalCard } from '../features/home/regional-card'
import { NewsletterSignup } from '../features/newsletter/newsletter-signup'
import { i18n } from '../lib/i18n'
import { lazyPart, useLazyPart } from '../lib/lazy-part'

/** Members only, and a Radix dialog's worth of code: loaded when shown. */
const Feedback = lazyPart(() => import('../features/feedback/feedback-button').then((module) => module.FeedbackButton))

interface HomeMoreCardsProps {
  regional: ComponentProps<typeof RegionalCard>
  world: ComponentProps<typeof AirVsWorldCard>
  isPremium: boolean
  accountKnown: boolean
}

/**
 * The home screen below its first screen: the regional index, Air vs World, the links, the
 * plan, feedback and the newsletter. A chunk of its own, loaded once the first screen has
 * painted (src/routes/home.tsx), so that first paint waits for less code (issue 15).
 */
export function HomeMoreCards({ regional, world, isPremium, accountKnown }: HomeMoreCardsProps) {
  const { _ } = useLingui()
  const feedbackLoaded = useLazyPart(Feedback, isPremium)
  const features = PLAN_FEATURES.map(({ name, free }) => ({ name: _(name), free }))
  return (
    <>
      <RegionalCard {...regional} />
      <AirVsWorldCard {...world} />
      <HomeLinks />
      <PlanTeaser features={features} premiumPriceUsd={PREMIUM_PRICE_USD} isPremium={isPremium} accountKnown={accountKnown} />
      {isPremium && feedbackLoaded && <Feedback.Component isPremium />}
      <NewsletterSignup source="home" />
    </>
  )
}

/** Work the cards need before their first render, each step in a task of its own. */
export async function prepareHomeMoreCards(): Promise<void> {
  await new Promise((resolve) => setTimeout(resolve, 0))
  loadCountryNames(i18n.locale)
}
