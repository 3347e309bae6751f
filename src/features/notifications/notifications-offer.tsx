import { useState } from 'react'
import { Trans } from '@lingui/react/macro'
import Bell from 'lucide-react/icons/bell'
import * as z from 'zod/mini'
import { installBarMayShow } from '../../domain/prompts/prompt-timing'
import { useStoredValue } from '../../lib/stored-value'
import { allowNotifications, notificationPermission } from './achievement-notifications'

/** When the person last said "Not now" to notifications (unix s), kept on the device. */
export const NOTIFICATIONS_DISMISSED_KEY = 'airahead.notifications-dismissed-at.v1'
const dismissedAtSchema = z.nullable(z.number())

const nowSeconds = () => Math.floor(Date.now() / 1000)

interface NotificationsOfferProps {
  /** The person's last check (unix s), or null before the first. */
  lastCheckAt: number | null
}

/**
 * What notifications AirAhead sends and why, before the browser asks (issue 15 item 6): shown
 * after a first check while the browser's answer is undecided; "Allow notifications" brings
 * the browser's prompt, "Not now" hides the card for 30 days, like the install bar.
 */
export function NotificationsOffer({ lastCheckAt }: NotificationsOfferProps) {
  const [dismissedAt, setDismissedAt] = useStoredValue(NOTIFICATIONS_DISMISSED_KEY, dismissedAtSchema, null)
  const [answered, setAnswered] = useState(false)
  if (answered || lastCheckAt === null || notificationPermission() !== 'default') return null
  if (!installBarMayShow(dismissedAt, nowSeconds())) return null

  const allow = async () => {
    await allowNotifications(lastCheckAt)
    setAnswered(true)
  }
  return (
    <section className="card notifications-offer" aria-labelledby="notifications-offer-title">
      <h2 id="notifications-offer-title" className="card__title">
        <Bell aria-hidden="true" className="icon" /> <Trans>Notifications on this device?</Trans>
      </h2>
      <p>
        <Trans>
          AirAhead can tell you when your daily check is ready and when you reach a 3, 7, 14 or 30-check streak. Air-quality alerts are
          separate: turn on Free push alerts in Alerts, or texts with Premium. You can turn notifications off in your browser.
        </Trans>
      </p>
      <div className="notifications-offer__actions">
        <button type="button" className="button button--primary button--small" onClick={() => void allow()}>
          <Trans>Allow notifications</Trans>
        </button>
        <button type="button" className="button button--ghost button--small" onClick={() => setDismissedAt(nowSeconds())}>
          <Trans>Not now</Trans>
        </button>
      </div>
    </section>
  )
}
