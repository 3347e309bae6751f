import { useEffect } from 'react'
import { Trans } from '@lingui/react/macro'
import { useLocation } from '../../lib/router'
import '../../styles/terms.css'

/** Where the terms and the privacy notice are: the server's consent text names these addresses. */
export const SMS_TERMS_PATH = '/pricing#terms'
export const PRIVACY_PATH = '/pricing#privacy'
const SMS_TERMS_ID = 'terms'
const PRIVACY_ID = 'privacy'

/**
 * The SMS program terms and the privacy notice the consent step links to (carriers want
 * both public, without signing in). They are sections of /pricing until the product has
 * its own terms and privacy pages.
 */
export function SmsTerms() {
  const { hash } = useLocation()
  // The page renders after the router: scroll to a linked section once it exists.
  useEffect(() => {
    const id = hash.slice(1)
    if (id === SMS_TERMS_ID || id === PRIVACY_ID) document.getElementById(id)?.scrollIntoView()
  }, [hash])

  return (
    <>
      <section id={SMS_TERMS_ID} className="card terms" aria-labelledby={`${SMS_TERMS_ID}-heading`}>
        <h2 id={`${SMS_TERMS_ID}-heading`} className="card__title">
          <Trans>SMS alert terms</Trans>
        </h2>
        <ul className="terms__list small">
          <li>
            <Trans>AirAhead air-quality alerts are for Premium members who turn them on and agree to receive them.</Trans>
          </li>
          <li>
            <Trans>We text you about 2 hours before the air at one of your places is forecast to reach your alert level: one text per pollution episode, an optional all-clear, never more than your daily limit (3 unless you change it), and nothing in your quiet hours unless the air turns Very Poor.</Trans>
          </li>
          <li>
            <Trans>Msg &amp; data rates may apply.</Trans>
          </li>
          <li>
            <Trans comment="STOP, HELP and START are the keywords a person texts; they stay in English">
              Reply STOP to cancel, HELP for help. Reply START to receive alerts again.
            </Trans>
          </li>
          <li>
            <Trans>Carriers are not liable for delayed or undelivered messages.</Trans>
          </li>
        </ul>
      </section>
      <section id={PRIVACY_ID} className="card terms" aria-labelledby={`${PRIVACY_ID}-heading`}>
        <h2 id={`${PRIVACY_ID}-heading`} className="card__title">
          <Trans>Privacy</Trans>
        </h2>
        <ul className="terms__list small">
          <li>
            <Trans>Your phone number signs you in and receives the texts you asked for. We never text any other number, never sell your number, and share it only with the SMS provider that delivers the texts.</Trans>
          </li>
          <li>
            <Trans>When you agree to alerts we record which wording you agreed to, when, and the IP address and browser it came from, as evidence of your consent.</Trans>
          </li>
          <li>
            <Trans>We keep the places you watch, your alert settings and the alerts we send, with their delivery status.</Trans>
          </li>
          <li>
            <Trans>Deleting your account (Settings on the dashboard) removes your number, places, settings and alerts.</Trans>
          </li>
        </ul>
      </section>
    </>
  )
}
