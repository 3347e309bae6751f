import { useId, useMemo, useState, type FormEvent } from 'react'
import type { CountryCode } from 'libphonenumber-js/min'
import { Trans, useLingui } from '@lingui/react/macro'
import { PHONE_INPUT_MAX_LENGTH } from '../../domain/contracts/auth'
import { countryOptions, type CountryOption } from './country-options'
import { parsePhone } from './phone-number'

interface PhoneStepProps {
  initialCountry: CountryCode
  /** What the number box starts with (another page's number to verify), usually empty. */
  initialPhone?: string
  /** The countries this deploy texts; every country while unknown (the server has the last word). */
  textable?: readonly string[]
  busy: boolean
  /** Seconds before another code may be asked for (a 429's Retry-After); 0 when now. */
  waitSeconds: number
  error: string | null
  onSubmit: (phone: { e164: string; country: CountryCode }) => void
}

/** Step 1: the phone number, read in the chosen country unless it starts with +. */
export function PhoneStep({ initialCountry, initialPhone = '', textable, busy, waitSeconds, error, onSubmit }: PhoneStepProps) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const [country, setCountry] = useState<CountryCode>(initialCountry)
  const [text, setText] = useState(initialPhone)
  const [incomplete, setIncomplete] = useState(false)
  // Only the countries we text (issue 15): offering 240 and refusing most after "Send code" misled people.
  const options = useMemo(() => textableOptions(countryOptions(locale), textable, country), [locale, textable, country])
  const parsed = parsePhone(text, country)
  const untextable = parsed && textable && parsed.country && !textable.includes(parsed.country) ? parsed.country : null
  const ids = { country: useId(), phone: useId(), hint: useId(), error: useId() }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (!parsed) return setIncomplete(true)
    if (untextable) return
    onSubmit({ e164: parsed.e164, country })
  }

  const region = untextable && regionName(untextable, locale)
  const number = parsed?.international
  const message = incomplete && !parsed
    ? t`Enter your full phone number, with the area code.`
    : region
      ? t({
          message: `AirAhead cannot text ${region} numbers yet. Join the waitlist on the pricing page to hear when it can.`,
          comment: 'region: a country name, e.g. Germany',
        })
      : error
  return (
    <form className="sign-in__form" onSubmit={submit} noValidate>
      <label htmlFor={ids.country}>
        <Trans>Country</Trans>
      </label>
      <select id={ids.country} className="input" value={country} onChange={(e) => setCountry(e.target.value as CountryCode)}>
        {options.map(({ code, label }) => (
          <option key={code} value={code}>
            {label}
          </option>
        ))}
      </select>
      <label htmlFor={ids.phone}>
        <Trans>Phone number</Trans>
      </label>
      <input
        id={ids.phone}
        className="input"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={PHONE_INPUT_MAX_LENGTH}
        value={text}
        onChange={(e) => setText(e.target.value)}
        onBlur={() => parsed && setText(parsed.international)}
        aria-describedby={`${ids.hint} ${ids.error}`}
        aria-invalid={message ? true : undefined}
      />
      <p id={ids.hint} className="muted small" aria-live="polite">
        {number && !untextable
          ? t({ message: `We will text a code to ${number}.`, comment: 'number: a phone number in international form' })
          : t`We text you a 6-digit code. Standard message rates may apply.`}
      </p>
      <p id={ids.error} className="sign-in__error" role="alert">
        {message}
      </p>
      <button type="submit" className="button button--primary" disabled={busy || waitSeconds > 0}>
        {busy ? t`Sending code…` : t`Send code`}
      </button>
    </form>
  )
}

/** The textable countries (and the chosen one, so the select never shows a value it lacks). */
function textableOptions(all: CountryOption[], textable: readonly string[] | undefined, chosen: string): CountryOption[] {
  return textable ? all.filter(({ code }) => textable.includes(code) || code === chosen) : all
}

function regionName(code: string, locale: string): string {
  return new Intl.DisplayNames(locale, { type: 'region' }).of(code) ?? code
}
