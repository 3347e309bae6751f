import { useId, useState, type FormEvent } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { SIGN_IN_CODE_LENGTH } from '../../domain/contracts/auth'

interface CodeStepProps {
  /** The server's sentence, e.g. "We texted a code to +1 202 555 0143." */
  sentMessage: string
  busy: boolean
  error: string | null
  /** Seconds until "Resend code" works (60 after each code, or a 429's Retry-After). */
  resendSeconds: number
  resending: boolean
  onVerify: (code: string) => void
  onResend: () => void
  onChangeNumber: () => void
}

/** Step 2: the 6 digits from the text, with a resend that unlocks after 60 s. */
export function CodeStep({ sentMessage, busy, error, resendSeconds, resending, onVerify, onResend, onChangeNumber }: CodeStepProps) {
  const { t } = useLingui()
  const [code, setCode] = useState('')
  const ids = { code: useId(), error: useId() }
  const complete = code.length === SIGN_IN_CODE_LENGTH

  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (complete) onVerify(code)
  }

  return (
    <form className="sign-in__form" onSubmit={submit} noValidate>
      <p role="status">{sentMessage}</p>
      <label htmlFor={ids.code}>
        <Trans>6-digit code</Trans>
      </label>
      <input
        id={ids.code}
        className="input input--code"
        type="text"
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={SIGN_IN_CODE_LENGTH}
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, SIGN_IN_CODE_LENGTH))}
        aria-describedby={ids.error}
        aria-invalid={error ? true : undefined}
        autoFocus
      />
      <p id={ids.error} className="sign-in__error" role="alert">
        {error}
      </p>
      <button type="submit" className="button button--primary" disabled={busy || !complete}>
        {busy ? t`Checking…` : t`Verify`}
      </button>
      <div className="sign-in__secondary">
        <button type="button" className="button button--ghost" disabled={resendSeconds > 0 || resending} onClick={onResend}>
          {resending ? t`Sending…` : resendSeconds > 0 ? t`Resend code in ${resendSeconds} s` : t`Resend code`}
        </button>
        <button type="button" className="button button--ghost" onClick={onChangeNumber}>
          <Trans>Use a different number</Trans>
        </button>
      </div>
    </form>
  )
}
