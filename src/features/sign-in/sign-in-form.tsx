import { useState } from 'react'
import { useMutation } from '@tanstack/react-query'
import type { CountryCode } from 'libphonenumber-js/min'
import type { RequestCodeResponse } from '../../domain/contracts/auth'
import type { CurrentUser } from '../../domain/contracts/user'
import { requestCode } from './api/request-code'
import { verifyCode } from './api/verify-code'
import { CodeStep } from './code-step'
import { defaultCountry } from './default-country'
import { PhoneStep } from './phone-step'
import { retryAllowedAt, signInErrorText } from './request-error'
import { useSecondsLeft } from './use-seconds-left'

interface Sent {
  response: RequestCodeResponse
  country: CountryCode
}

/**
 * Phone sign-in (issue 4): number → code by SMS → verified. `onSignedIn` gets the user the
 * server now has a session for; `initialPhone` fills in the number box.
 */
export function SignInForm({ onSignedIn, initialPhone = '' }: { onSignedIn: (user: CurrentUser) => void; initialPhone?: string }) {
  const [initialCountry] = useState(() => defaultCountry(navigator.languages))
  const [sent, setSent] = useState<Sent | null>(null)
  const [resendAt, setResendAt] = useState<number | null>(null)
  /** The last call's failure, shown under the step. */
  const [failure, setFailure] = useState<Error | null>(null)
  /** Set by a 429 from either call: nothing is sent again before then. */
  const [retryAt, setRetryAt] = useState<number | null>(null)
  const onMutate = () => setFailure(null)
  const onError = (error: Error) => {
    setFailure(error)
    setRetryAt(retryAllowedAt(error, Date.now()))
  }

  const send = useMutation({
    mutationFn: ({ e164, country }: { e164: string; country: CountryCode }) => requestCode({ phone: e164, country }),
    onMutate,
    onSuccess: (response, { country }) => {
      setSent({ response, country })
      setResendAt(Date.now() + response.resendAfterSeconds * 1000)
    },
    onError,
  })
  const verify = useMutation({
    mutationFn: (code: string) => verifyCode({ phone: sent?.response.phone ?? '', code }),
    onMutate,
    onSuccess: ({ user }) => onSignedIn(user),
    onError,
  })
  const waitSeconds = useSecondsLeft(retryAt)
  const resendSeconds = Math.max(useSecondsLeft(resendAt), waitSeconds)
  const error = failure ? signInErrorText(failure, waitSeconds) : null

  if (!sent) {
    return (
      <PhoneStep
        initialCountry={initialCountry}
        initialPhone={initialPhone}
        busy={send.isPending}
        waitSeconds={waitSeconds}
        error={error}
        onSubmit={(phone) => send.mutate(phone)}
      />
    )
  }
  return (
    <CodeStep
      sentMessage={sent.response.message}
      busy={verify.isPending || waitSeconds > 0}
      error={error}
      resendSeconds={resendSeconds}
      resending={send.isPending}
      onVerify={(code) => verify.mutate(code)}
      onResend={() => send.mutate({ e164: sent.response.phone, country: sent.country })}
      onChangeNumber={() => {
        setFailure(null)
        setSent(null)
      }}
    />
  )
}
