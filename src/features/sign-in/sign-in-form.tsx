import { useState } from 'react'
import type { CurrentUser } from '../../domain/contracts/user'
import { verifyCode } from './api/verify-code'
import { CodeStep } from './code-step'
import { defaultCountry } from './default-country'
import { PhoneStep } from './phone-step'
import { usePhoneCode } from './use-phone-code'

/**
 * Phone sign-in (issue 4): number → code by SMS → verified. `onSignedIn` gets the user the
 * server now has a session for; `initialPhone` fills in the number box.
 */
interface SignInFormProps {
  onSignedIn: (user: CurrentUser) => void
  initialPhone?: string
  /** The countries this deploy texts, when known (GET /api/sms/countries). */
  textable?: readonly string[]
}

export function SignInForm({ onSignedIn, initialPhone = '', textable }: SignInFormProps) {
  const [initialCountry] = useState(() => defaultCountry(navigator.languages))
  const { send, waitSeconds, error, codeStep } = usePhoneCode(verifyCode, ({ user }) => onSignedIn(user))

  if (!codeStep) {
    return (
      <PhoneStep
        initialCountry={initialCountry}
        initialPhone={initialPhone}
        {...(textable ? { textable } : {})}
        busy={send.isPending}
        waitSeconds={waitSeconds}
        error={error}
        onSubmit={(phone) => send.mutate(phone)}
      />
    )
  }
  return <CodeStep {...codeStep} />
}
