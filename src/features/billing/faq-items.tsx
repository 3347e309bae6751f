import { msg } from '@lingui/core/macro'
import { Plural, Trans } from '@lingui/react/macro'
import { formatUsd } from '../../lib/format-usd'
import type { FaqItem } from './faq'
import { PREMIUM_PRICE_USD, TRIAL_DAYS } from './plan-features'
import { CAMS_VALIDATION_REPORTS } from './sources'

const cancelAnswer = (
  <p>
    <Trans>
      Yes, at any time: open Settings on the dashboard and choose Manage billing.{' '}
      <Plural value={TRIAL_DAYS} one="Cancel during the #-day trial and you pay nothing;" other="Cancel during the #-day trial and you pay nothing;" />{' '}
      cancel later and Premium stays on until the end of the month you have paid for.
    </Trans>
  </p>
)

const accuracyAnswer = (
  <p>
    <Trans>
      We do not have a measured accuracy figure of our own, so we do not quote one. The forecasts are CAMS model forecasts,
      and CAMS publishes how they compare with independent measurements in its{' '}
      <a href={CAMS_VALIDATION_REPORTS} target="_blank" rel="noreferrer">
        validation reports
      </a>
      .
    </Trans>
  </p>
)

/** The price is formatted when shown, in the language of the moment (decision 280). */
function TrialAnswer() {
  const price = formatUsd(PREMIUM_PRICE_USD)
  return (
    <p>
      <Trans comment="price: a monthly amount in US dollars">
        <Plural value={TRIAL_DAYS} one="Premium starts with # day free." other="Premium starts with # days free." /> If you keep
        it, it is {price} a month after that, charged by card through Stripe.
      </Trans>
    </p>
  )
}

export const PRICING_FAQ: readonly FaqItem[] = [
  {
    question: msg`Do I need an account?`,
    answer: (
      <p>
        <Trans>
          Not for the free plan: current air quality, the 2-day forecast and health advice work without signing in. You sign
          in with your phone number when you want text alerts or Premium.
        </Trans>
      </p>
    ),
  },
  {
    question: msg`How does the free trial work?`,
    answer: <TrialAnswer />,
  },
  { question: msg`Can I cancel anytime?`, answer: cancelAnswer },
  { question: msg`How accurate are the forecasts?`, answer: accuracyAnswer },
  {
    question: msg`Which phone do alerts go to?`,
    answer: (
      <p>
        <Trans>
          Only to the number you verified with a code when you signed in. Sign-in tells you straight away if texts cannot be
          sent to your country yet.
        </Trans>
      </p>
    ),
  },
]

/** /subscribe (docs/product.md §Screens): how it works, coverage, cancellation. */
export const SUBSCRIBE_FAQ: readonly FaqItem[] = [
  {
    question: msg`How does it work?`,
    answer: (
      <p>
        <Trans>
          Save the places you care about. Every 15 minutes AirAhead reads their hourly forecast; when one is forecast to reach
          your alert level, you get a text about 2 hours before, with the place, the time, the expected level and what to do.
        </Trans>
      </p>
    ),
  },
  {
    question: msg`Where does it work?`,
    answer: (
      <p>
        <Trans>
          Forecasts cover the whole world: the CAMS European model (about 11 km) in Europe and the CAMS global model (about 45
          km) everywhere else. Texts go to verified phone numbers in the countries we can text; sign-in tells you if yours is
          not one of them yet.
        </Trans>
      </p>
    ),
  },
  { question: msg`Can I cancel anytime?`, answer: cancelAnswer },
  { question: msg`How accurate are the forecasts?`, answer: accuracyAnswer },
]
