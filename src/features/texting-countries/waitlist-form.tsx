import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from 'react'
import { getCountries } from 'libphonenumber-js/min'
import { Trans, useLingui } from '@lingui/react/macro'
import { describeRequestError } from '../../lib/api'
import { useJoinWaitlist } from './api/join-waitlist'

interface WaitlistFormProps {
  /** The countries already texted: not offered here. */
  textable: readonly string[]
  /** The visitor's country, if known and not texted: chosen to start with. */
  initialCountry: string | null
}

/** The countries phone numbers exist for, less the ones already texted, by name in the reader's language. */
function otherCountries(textable: readonly string[], locale: string): { code: string; name: string }[] {
  const names = new Intl.DisplayNames(locale, { type: 'region' })
  return getCountries()
    .filter((code) => !textable.includes(code))
    .map((code) => ({ code, name: names.of(code) ?? code }))
    .sort((a, b) => a.name.localeCompare(b.name, locale))
}

/** 'Tell me when': an e-mail address and a country AirAhead cannot text yet (POST /api/sms/waitlist). */
export function WaitlistForm({ textable, initialCountry }: WaitlistFormProps) {
  const { t, i18n } = useLingui()
  const locale = i18n.locale
  const options = useMemo(() => otherCountries(textable, locale), [textable, locale])
  const [email, setEmail] = useState('')
  const [country, setCountry] = useState(initialCountry && !textable.includes(initialCountry) ? initialCountry : '')
  const join = useJoinWaitlist()
  const ids = { email: useId(), country: useId(), result: useId() }

  const submit = (event: FormEvent) => {
    event.preventDefault()
    join.mutate({ email, country })
  }

  if (join.isSuccess) return <WaitlistJoined message={join.data.message} />
  return (
    <form className="form waitlist-form" onSubmit={submit} noValidate aria-describedby={ids.result}>
      <div className="field">
        <label htmlFor={ids.country} className="field__label">
          <Trans>Your country</Trans>
        </label>
        <select id={ids.country} className="input" value={country} onChange={(e) => setCountry(e.target.value)} required>
          <option value="">{t`Choose…`}</option>
          {options.map(({ code, name }) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </div>
      <div className="field">
        <label htmlFor={ids.email} className="field__label">
          <Trans>Email address</Trans>
        </label>
        <input id={ids.email} className="input" type="email" autoComplete="email" required value={email} onChange={(e) => setEmail(e.target.value)} />
      </div>
      <p id={ids.result} className="form-error small" role="alert">
        {join.isError ? describeRequestError(join.error) : null}
      </p>
      <button type="submit" className="button button--secondary" disabled={join.isPending} aria-busy={join.isPending}>
        {join.isPending ? t`Joining…` : t`Tell me when`}
      </button>
    </form>
  )
}

/**
 * The server's answer once a join is recorded: the address is not on the list until its
 * confirmation link is followed (decision 240), so it says where the link went. Takes focus
 * when it replaces the form, so keyboard and screen-reader users land on it.
 */
export function WaitlistJoined({ message }: { message: string }) {
  const ref = useRef<HTMLDivElement>(null)
  useEffect(() => ref.current?.focus(), [])
  return (
    <div ref={ref} className="notice small" role="status" tabIndex={-1}>
      <p>
        <strong className="block">
          <Trans>Almost there: confirm your address.</Trans>
        </strong>
        {message}
      </p>
    </div>
  )
}
