import type { AlertSettingsView, TestAlertResponse } from '../../domain/contracts/alerts'
import { requestFailureOf } from '../../lib/api-post'
import type { ToastInput } from '../../ui/toast/toast-store'

type Delivery = AlertSettingsView['delivery']

/** docs/product.md §Validation: 'Test SMS Alert' with an empty phone box. */
export const PHONE_REQUIRED_TOAST: ToastInput = {
  title: 'Phone Number Required',
  description: 'Please enter your phone number to receive SMS alerts.',
  variant: 'destructive',
}

/** The button while the text is on its way: the spec's "Demo" words only when nothing is really texted. */
export function testAlertButtonLabel(pending: boolean, delivery: Delivery): string {
  if (!pending) return 'Test SMS Alert'
  return delivery === 'outbox' ? 'Sending Demo SMS...' : 'Sending test SMS...'
}

/** The success toast (docs/product.md §Messages) in outbox (local) mode; a plain one when a real text went out. */
export function testAlertSuccessToast(response: TestAlertResponse): ToastInput {
  if (response.delivery === 'outbox') {
    return {
      title: 'Demo SMS Test Success',
      description: `Demo alert sent to ${response.to}. In production, real SMS would be sent via an SMS provider.`,
    }
  }
  return { title: 'Test SMS sent', description: `We texted ${response.to}.` }
}

/**
 * The failure toast (destructive, docs/product.md §Messages). The server's own sentence wins (a 429 says when
 * to try again, a 403 that only the verified phone can be texted); the spec's demo sentence
 * is the fallback only in outbox mode.
 */
export function testAlertFailureToast(error: unknown, delivery: Delivery): ToastInput {
  const failure = requestFailureOf(error)
  const fallback =
    failure.kind === 'unreachable'
      ? 'Could not reach the server. Check your connection.'
      : delivery === 'outbox'
        ? 'This demonstrates SMS alert functionality. In production, real alerts would be sent via an SMS provider.'
        : 'The test text could not be sent. Please try again in a minute.'
  return {
    title: delivery === 'outbox' ? 'Demo SMS Test' : 'Test SMS not sent',
    description: (failure.kind === 'answered' && failure.serverMessage) || fallback,
    variant: 'destructive',
  }
}
