import type { FaqItem } from './faq'
import { PREMIUM_PRICE_USD, TRIAL_DAYS } from './plan-features'
import { CAMS_VALIDATION_REPORTS } from './sources'

const cancelAnswer = (
  <p>
    Yes, at any time: open Settings on the dashboard and choose Manage billing. Cancel during the {TRIAL_DAYS}-day trial and
    you pay nothing; cancel later and Premium stays on until the end of the month you have paid for.
  </p>
)

const accuracyAnswer = (
  <p>
    We do not have a measured accuracy figure of our own, so we do not quote one. The forecasts are CAMS model forecasts,
    and CAMS publishes how they compare with independent measurements in its{' '}
    <a href={CAMS_VALIDATION_REPORTS} target="_blank" rel="noreferrer">
      validation reports
    </a>
    .
  </p>
)

export const PRICING_FAQ: readonly FaqItem[] = [
  {
    question: 'Do I need an account?',
    answer: (
      <p>
        Not for the free plan: current air quality, the 2-day forecast and health advice work without signing in. You sign
        in with your phone number when you want text alerts or Premium.
      </p>
    ),
  },
  {
    question: 'How does the free trial work?',
    answer: (
      <p>
        Premium starts with {TRIAL_DAYS} days free. If you keep it, it is ${PREMIUM_PRICE_USD} a month after that, charged
        by card through Stripe.
      </p>
    ),
  },
  { question: 'Can I cancel anytime?', answer: cancelAnswer },
  { question: 'How accurate are the forecasts?', answer: accuracyAnswer },
  {
    question: 'Which phone do alerts go to?',
    answer: (
      <p>
        Only to the number you verified with a code when you signed in. Sign-in tells you straight away if texts cannot be
        sent to your country yet.
      </p>
    ),
  },
]

/** /subscribe (docs/product.md §Screens): how it works, coverage, cancellation. */
export const SUBSCRIBE_FAQ: readonly FaqItem[] = [
  {
    question: 'How does it work?',
    answer: (
      <p>
        Save the places you care about. Every 15 minutes AirAhead reads their hourly forecast; when one is forecast to reach
        your alert level, you get a text about 2 hours before, with the place, the time, the expected level and what to do.
      </p>
    ),
  },
  {
    question: 'Where does it work?',
    answer: (
      <p>
        Forecasts cover the whole world: the CAMS European model (about 11 km) in Europe and the CAMS global model (about 45
        km) everywhere else. Texts go to verified phone numbers in the countries we can text; sign-in tells you if yours is
        not one of them yet.
      </p>
    ),
  },
  { question: 'Can I cancel anytime?', answer: cancelAnswer },
  { question: 'How accurate are the forecasts?', answer: accuracyAnswer },
]
