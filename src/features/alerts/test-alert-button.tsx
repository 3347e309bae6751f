import { useLingui as useLinguiContext } from '@lingui/react'
import Send from 'lucide-react/icons/send'
import type { AlertSettingsView } from '../../domain/contracts/alerts'
import { toast } from '../../ui/toast/toast-store'
import { useSendTestAlert } from './api/send-test-alert'
import type { PhoneEntry } from './phone-entry'
import { phoneRequiredToast, testAlertButtonLabel, testAlertFailureToast, testAlertSuccessToast } from './test-alert-toasts'

interface TestAlertButtonProps {
  /** What is in the phone box, and how it reads. */
  phoneText: string
  entry: PhoneEntry
  delivery: AlertSettingsView['delivery']
}

/** 'Test SMS Alert' (docs/product.md §Validation, §Messages): to the caller's own verified phone only, at most 3 a day (the server enforces both). */
export function TestAlertButton({ phoneText, entry, delivery }: TestAlertButtonProps) {
  // The words below come from helpers that read the app's language: re-render when it changes.
  useLinguiContext()
  const send = useSendTestAlert()
  const onClick = () => {
    if (entry.kind === 'empty') return toast(phoneRequiredToast())
    const phoneNumber = entry.kind === 'verified' || entry.kind === 'other' ? entry.e164 : phoneText.trim()
    send.mutate(phoneNumber, {
      onSuccess: (response) => toast(testAlertSuccessToast(response)),
      onError: (error) => toast(testAlertFailureToast(error, delivery)),
    })
  }
  return (
    <button
      type="button"
      className="button button--secondary"
      disabled={send.isPending}
      aria-busy={send.isPending}
      onClick={onClick}
    >
      <Send aria-hidden="true" className="icon" />
      {testAlertButtonLabel(send.isPending, delivery)}
    </button>
  )
}
