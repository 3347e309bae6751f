import { msg, plural } from '@lingui/core/macro'
import { dailyCheckReadyMayShow } from '../../domain/prompts/prompt-timing'
import { i18n } from '../../lib/i18n'

/*
 * docs/product.md §States: an achievement notification at streaks 3, 7, 14 and 30 when notifications are
 * allowed; when the person has not decided yet, the app explains first (NotificationsOffer)
 * and the browser asks only after they tap "Allow notifications" (a user gesture, never on
 * page load). After a yes, "daily check ready" follows 5 s later, unless the person made a
 * check in the last hour (decision 182): it would announce a check they have just done.
 */

/** docs/product.md §States: the 'daily check ready' notification follows a grant by 5 s. */
const DAILY_CHECK_READY_DELAY_MS = 5000

/** Where a click on one of these notifications should take the person (read by the service worker). */
const HOME_URL = '/home'
const ICON = '/icons/icon-192.png'

/** The browser's answer so far, or 'unsupported' where there are no notifications. */
export function notificationPermission(): NotificationPermission | 'unsupported' {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission
}

/**
 * Shows a notification through the service worker registration (the only way on Android,
 * and it survives the tab), else with `new Notification`. Never throws: a notification that
 * cannot be shown is simply not shown.
 */
async function showNotification(title: string, options: NotificationOptions): Promise<void> {
  const withDefaults: NotificationOptions = { icon: ICON, data: { url: HOME_URL }, ...options }
  try {
    const registration = 'serviceWorker' in navigator ? await navigator.serviceWorker.getRegistration() : undefined
    if (registration?.active) {
      await registration.showNotification(title, withDefaults)
      return
    }
  } catch {
    // Fall back to the page's own notification below.
  }
  try {
    new Notification(title, withDefaults)
  } catch {
    // Chrome on Android has no Notification constructor; without a service worker there is no other way.
  }
}

/** The achievement notification for a streak milestone, if notifications are allowed. */
export function notifyStreakMilestone(streak: number): void {
  if (notificationPermission() !== 'granted') return
  void showNotification(i18n._(msg`${streak}-check streak!`), {
    body: i18n._(msg`You have checked your air ${plural(streak, { one: '# time', other: '# times' })} in a row. Keep going to stay a step ahead of bad air.`),
    tag: `streak-${streak}`,
  })
}

/**
 * Asks the browser for permission (call it from the person's tap on "Allow notifications");
 * after a grant, shows 'daily check ready' 5 s later unless the last check (unix s) was
 * within the hour. Resolves with the browser's answer.
 */
export async function allowNotifications(lastCheckAtSeconds: number | null): Promise<NotificationPermission | 'unsupported'> {
  if (notificationPermission() === 'unsupported') return 'unsupported'
  let answer: NotificationPermission
  try {
    answer = await Notification.requestPermission()
  } catch {
    // A browser that refuses to ask (e.g. an insecure page) leaves the person undecided.
    return 'default'
  }
  if (answer === 'granted' && dailyCheckReadyMayShow(lastCheckAtSeconds, Math.floor(Date.now() / 1000))) {
    setTimeout(() => {
      void showNotification(i18n._(msg`Daily check ready`), {
        body: i18n._(msg`Your daily air check is ready: see the air now and in 2 hours.`),
        tag: 'daily-check-ready',
      })
    }, DAILY_CHECK_READY_DELAY_MS)
  }
  return answer
}
