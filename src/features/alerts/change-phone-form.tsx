import { useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import ShieldCheck from 'lucide-react/icons/shield-check'
import type { ChangePhoneResponse } from '../../domain/contracts/auth'
import { queryKeys } from '../../lib/query-keys'
import { toast } from '../../ui/toast/toast-store'
import { CodeStep } from '../sign-in/code-step'
import { usePhoneCode } from '../sign-in/use-phone-code'
import { changePhone } from './api/change-phone'

interface ChangePhoneFormProps {
  /** The new number, E.164, as read from the phone box. */
  e164: string
  /** After the change: the phone box shows the new number. */
  onChanged: (response: ChangePhoneResponse) => void
}

/**
 * Moving the account to another number: a one-time code to the new number, then
 * POST /api/user/phone. Alerts switch off until texts to the new number are agreed to.
 */
export function ChangePhoneForm({ e164, onChanged }: ChangePhoneFormProps) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const done = async (response: ChangePhoneResponse) => {
    queryClient.setQueryData(queryKeys.account.currentUser, response.user)
    await queryClient.invalidateQueries({ queryKey: queryKeys.alerts.all })
    toast({ title: response.changed ? t`Phone number changed` : t`Phone number unchanged`, description: response.message })
    onChanged(response)
  }
  const { sent, send, waitSeconds, error, codeStep } = usePhoneCode(changePhone, (response) => void done(response))

  if (!codeStep || sent?.response.phone !== e164) {
    return (
      <div className="change-phone">
        <button
          type="button"
          className="button button--secondary"
          disabled={send.isPending || waitSeconds > 0}
          onClick={() => send.mutate({ e164 })}
        >
          <ShieldCheck aria-hidden="true" className="icon" />
          {send.isPending ? t`Sending code…` : t`Verify this number`}
        </button>
        {error && (
          <p className="sign-in__error" role="alert">
            {error}
          </p>
        )}
      </div>
    )
  }
  return <CodeStep {...codeStep} />
}
