import { useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link, useLocation, useNavigate } from '../lib/router'
import ArrowLeft from 'lucide-react/icons/arrow-left'
import Smartphone from 'lucide-react/icons/smartphone'
import '../styles/account.css'
import { PHONE_INPUT_MAX_LENGTH } from '../domain/contracts/auth'
import { replaceCurrentUser } from '../features/account/api/account-cache'
import { nextAfterSignIn } from '../features/sign-in/safe-next'
import { SignInForm } from '../features/sign-in/sign-in-form'
import { useSmsCountries } from '../features/texting-countries/api/get-sms-countries'
import { formatLocale } from '../lib/i18n'
import { describeCountries, SMS_COUNTRY_CODES } from '../domain/sms/countries'

/**
 * `/sign-in?next=…` (GET /api/login sends people here): phone, then the texted code; once
 * verified, the new user is in the cache and the person goes on to `next` (same site only).
 */
export function Component() {
  // useLocation rather than useSearchParams: the dashboard's bundle already has it.
  const location = useLocation()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const next = nextAfterSignIn(location.search)
  const textable = useSmsCountries().data
  const { t } = useLingui()
  const countries = describeCountries(textable ?? SMS_COUNTRY_CODES, formatLocale())

  return (
    <div className="page-shell page-shell--plain">
      <title>{t`Sign in · AirAhead`}</title>
      <main className="page sign-in">
        <Link to="/" className="button button--ghost button--small sign-in__back">
          <ArrowLeft aria-hidden="true" className="icon" />
          <Trans>Back to Dashboard</Trans>
        </Link>
        <section className="card" aria-labelledby="sign-in-title">
          <div className="sign-in__heading">
            <Smartphone aria-hidden="true" className="icon icon--ok" />
            <h1 id="sign-in-title" className="sign-in__title">
              <Trans>Sign in with your phone</Trans>
            </h1>
          </div>
          <p className="muted small">
            <Trans>No password: we text you a code. Your number is also where Premium sends its air-quality warnings.</Trans>
          </p>
          <p className="small">
            <Trans comment="countries: the countries AirAhead texts, e.g. the United States and Canada">
              We text mobile numbers in {countries}.
            </Trans>{' '}
            <Link to="/pricing#waitlist">
              <Trans>Somewhere else? Join the waitlist</Trans>
            </Link>
          </p>
          <SignInForm
            initialPhone={phoneFromState(location.state)}
            {...(textable ? { textable } : {})}
            onSignedIn={async (user) => {
              await replaceCurrentUser(queryClient, user)
              await navigate(next, { replace: true })
            }}
          />
        </section>
      </main>
    </div>
  )
}

/** A number another page asks to verify (e.g. /alerts), passed in history state so it stays out of URLs and logs. */
function phoneFromState(state: unknown): string {
  if (typeof state !== 'object' || state === null || !('phone' in state) || typeof state.phone !== 'string') return ''
  return state.phone.slice(0, PHONE_INPUT_MAX_LENGTH)
}
