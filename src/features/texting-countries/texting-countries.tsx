import { useState } from 'react'
import MessageSquareWarning from 'lucide-react/icons/message-square-warning'
import { Trans } from '@lingui/react/macro'
import { formatLocale } from '../../lib/i18n'
import { describeCountries, isTextableCountry, SMS_COUNTRY_CODES } from '../../domain/sms/countries'
import { useSmsCountries } from './api/get-sms-countries'
import { visitorCountry } from './visitor-country'
import { WaitlistForm } from './waitlist-form'
import '../../styles/texting-countries.css'

/**
 * Where Premium's texts can go, said before payment (issue 15, item 2). A visitor whose
 * browser names a country AirAhead cannot text is told so plainly and offered the waitlist;
 * everyone else can open it. Anchored at #waitlist.
 */
export function TextingCountries() {
  const served = useSmsCountries().data
  // Until the deploy's list arrives (or offline), the default list: the same module the server starts from.
  const textable = served ?? SMS_COUNTRY_CODES
  const [here] = useState(() => visitorCountry(navigator.languages))
  const elsewhere = here !== null && !isTextableCountry(here, textable)
  const list = describeCountries(textable, formatLocale())
  const hereName = here === null ? '' : describeCountries([here], formatLocale())
  return (
    <section id="waitlist" className={`card texting-countries${elsewhere ? ' texting-countries--elsewhere' : ''}`} aria-labelledby="texting-countries-heading">
      <h2 id="texting-countries-heading" className="card__title texting-countries__title">
        <MessageSquareWarning aria-hidden="true" className="icon" />
        <Trans>Where alerts can be texted</Trans>
      </h2>
      <p>
        <Trans comment="list: the countries AirAhead texts, e.g. the United States and Canada">
          SMS alerts and sign-in codes go to mobile numbers in <strong>{list}</strong>.
        </Trans>
      </p>
      {elsewhere ? (
        <>
          <p className="notice">
            <Trans comment="hereName: the visitor's country">
              AirAhead cannot text numbers in {hereName} yet, so Premium’s alerts would not reach you there. Join the waitlist,
              confirm your address from the e-mail we send, and we will e-mail you once it can; everything free works wherever
              you are.
            </Trans>
          </p>
          <WaitlistForm textable={textable} initialCountry={here} />
        </>
      ) : (
        <details className="texting-countries__more">
          <summary>
            <Trans>Somewhere else? Join the waitlist</Trans>
          </summary>
          <WaitlistForm textable={textable} initialCountry={null} />
        </details>
      )}
    </section>
  )
}
