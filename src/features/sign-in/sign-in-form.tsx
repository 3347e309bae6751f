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
export function SignInForm({ onSignedIn, initialPhone = '' }: { onSignedIn: (user: CurrentUser) => void; initialPhone?: string }) {
  const [initialCountry] = useState(() => defaultCountry(navigator.languages))
  const { send, waitSeconds, error, codeStep } = usePhoneCode(verifyCode, ({ user }) => onSignedIn(user))

  if (!codeStep) {
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
  return <CodeStep {...codeStep} />
}
