import { useId } from 'react'
import { msg } from '@lingui/core/macro'
import { useLingui as useLinguiContext } from '@lingui/react'
import { Trans } from '@lingui/react/macro'
import { Link } from '../../lib/router'
import ShieldCheck from 'lucide-react/icons/shield-check'
import { ALERTS_SIGN_IN_PATH } from './alerts-upsell'
import { i18n } from '../../lib/i18n'
import { ChangePhoneForm } from './change-phone-form'
import { formatPhone, PHONE_PLACEHOLDER, type PhoneEntry } from './phone-entry'

interface PhoneFieldProps {
  value: string
  onChange: (text: string) => void
  /** The account moved to the number in the box. */
  onChanged: (e164: string) => void
  entry: PhoneEntry
  /** E.164, or null when this account has no verified phone (e.g. Premium granted before signing in). */
  verifiedPhone: string | null
}

/**
 * The number alerts go to: prefilled with the verified phone. Texts only ever go to a
 * verified number: another number is verified with a one-time code, which moves the
 * account to it (POST /api/user/phone). An account without a phone yet (Premium bought
 * before signing in) signs in instead (the number is handed to the sign-in page in the
 * history state, never in the URL).
 */
export function PhoneField({ value, onChange, onChanged, entry, verifiedPhone }: PhoneFieldProps) {
  // The words below come from helpers that read the app's language: re-render when it changes.
  useLinguiContext()
  const ids = { input: useId(), hint: useId() }
  const verifyWith = entry.kind === 'other' ? entry.e164 : value.trim()
  const moveAccount = verifiedPhone !== null && entry.kind === 'other'
  const signInFirst = verifiedPhone === null && entry.kind !== 'empty'
  return (
    <div className="field">
      <label htmlFor={ids.input} className="field__label">
        <Trans>Phone number</Trans>
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
      {moveAccount && <ChangePhoneForm key={entry.e164} e164={entry.e164} onChanged={(response) => onChanged(response.user.phoneNumber ?? entry.e164)} />}
      {signInFirst && (
        <Link to={ALERTS_SIGN_IN_PATH} state={{ phone: verifyWith }} className="button button--secondary">
          <ShieldCheck aria-hidden="true" className="icon" />
          <Trans>Verify this number</Trans>
        </Link>
      )}
    </div>
  )
}

function hintFor(entry: PhoneEntry, verifiedPhone: string | null): string {
  const current = verifiedPhone ? formatPhone(verifiedPhone) : null
  switch (entry.kind) {
    case 'verified':
      return i18n._(msg`Verified. Alerts and test texts go to this number only.`)
    case 'empty':
      return current
        ? i18n._(msg`Your verified number is ${current}.`)
        : i18n._(msg`Enter your phone number; we confirm it with a one-time code before any alert is sent.`)
    case 'incomplete':
      return i18n._(msg`Enter the full number, with the area code.`)
    case 'other': {
      const number = entry.international
      return current
        ? i18n._(msg`Texts only go to a verified number. Verify ${number} with a one-time code to move your account to it; Premium, places and settings come along.`)
        : i18n._(msg`Verify ${number} with a one-time code to receive alerts there.`)
    }
  }
}
