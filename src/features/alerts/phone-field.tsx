import { useId } from 'react'
import { Link } from 'react-router-dom'
import ShieldCheck from 'lucide-react/icons/shield-check'
import { ALERTS_SIGN_IN_PATH } from './alerts-upsell'
import { formatPhone, PHONE_PLACEHOLDER, type PhoneEntry } from './phone-entry'

interface PhoneFieldProps {
  value: string
  onChange: (text: string) => void
  entry: PhoneEntry
  /** E.164, or null when this account has no verified phone (e.g. Premium granted before signing in). */
  verifiedPhone: string | null
}

/**
 * The number alerts go to: prefilled with the verified phone. Texts only ever go to a
 * verified number, so another number leads to the one-time-code sign-in (the number is
 * handed to the sign-in page in the history state, never in the URL).
 */
export function PhoneField({ value, onChange, entry, verifiedPhone }: PhoneFieldProps) {
  const ids = { input: useId(), hint: useId() }
  const verifyWith = entry.kind === 'other' ? entry.e164 : value.trim()
  const needsVerifying = entry.kind === 'other' || (!verifiedPhone && entry.kind !== 'empty')
  return (
    <div className="field">
      <label htmlFor={ids.input} className="field__label">
        Phone number
      </label>
      <input
        id={ids.input}
        className="input"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        maxLength={32}
        placeholder={PHONE_PLACEHOLDER}
        value={value}
        aria-describedby={ids.hint}
        onChange={(event) => onChange(event.target.value)}
      />
      <p id={ids.hint} className="muted small" aria-live="polite">
        {hintFor(entry, verifiedPhone)}
      </p>
      {needsVerifying && (
        <Link to={ALERTS_SIGN_IN_PATH} state={{ phone: verifyWith }} className="button button--secondary">
          <ShieldCheck aria-hidden="true" className="icon" />
          Verify this number
        </Link>
      )}
    </div>
  )
}

function hintFor(entry: PhoneEntry, verifiedPhone: string | null): string {
  const current = verifiedPhone ? formatPhone(verifiedPhone) : null
  switch (entry.kind) {
    case 'verified':
      return 'Verified. Alerts and test texts go to this number only.'
    case 'empty':
      return current
        ? `Your verified number is ${current}.`
        : 'Enter your phone number; we confirm it with a one-time code before any alert is sent.'
    case 'incomplete':
      return 'Enter the full number, with the area code.'
    case 'other':
      return current
        ? `Texts only go to a verified number. Verifying ${entry.international} with a one-time code signs you in with it; Premium, places and settings stay with ${current}.`
        : `Verify ${entry.international} with a one-time code to receive alerts there.`
  }
}
