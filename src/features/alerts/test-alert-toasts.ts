import { msg } from '@lingui/core/macro'
import type { AlertSettingsView, TestAlertResponse } from '../../domain/contracts/alerts'
import { requestFailureOf } from '../../lib/api-post'
import { i18n } from '../../lib/i18n'
import type { ToastInput } from '../../ui/toast/toast-store'

type Delivery = AlertSettingsView['delivery']

/** docs/product.md §Validation: 'Test SMS Alert' with an empty phone box. */
export function phoneRequiredToast(): ToastInput {
  return {
    title: i18n._(msg`Phone Number Required`),
    description: i18n._(msg`Please enter your phone number to receive SMS alerts.`),
    variant: 'destructive',
  }
}

/** The button while the text is on its way: the spec's "Demo" words only when nothing is really texted. */
export function testAlertButtonLabel(pending: boolean, delivery: Delivery): string {
  if (!pending) return i18n._(msg`Test SMS Alert`)
  return delivery === 'outbox' ? i18n._(msg`Sending Demo SMS...`) : i18n._(msg`Sending test SMS...`)
}

/** The success toast (docs/product.md §Messages) in outbox (local) mode; a plain one when a real text went out. */
export function testAlertSuccessToast(response: TestAlertResponse): ToastInput {
  const phone = response.to
  if (response.delivery === 'outbox') {
    return {
      title: i18n._(msg`Demo SMS Test Success`),
      description: i18n._(msg`Demo alert sent to ${phone}. In production, real SMS would be sent via an SMS provider.`),
    }
  }
  return { title: i18n._(msg`Test SMS sent`), description: i18n._(msg`We texted ${phone}.`) }
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
      ? i18n._(msg`Could not reach the server. Check your connection.`)
      : delivery === 'outbox'
        ? i18n._(msg`This demonstrates SMS alert functionality. In production, real alerts would be sent via an SMS provider.`)
        : i18n._(msg`The test text could not be sent. Please try again in a minute.`)
  return {
    title: delivery === 'outbox' ? i18n._(msg`Demo SMS Test`) : i18n._(msg`Test SMS not sent`),
    description: (failure.kind === 'answered' && failure.serverMessage) || fallback,
    variant: 'destructive',
  }
}
