/*
 * Spec §4: an achievement notification at streaks 3, 7, 14 and 30 when notifications are
 * allowed; when the person has not decided yet, ask, and after a yes send "daily check ready"
 * 5 s later. The question is asked from a Check My Air press (a user gesture, never on page
 * load: browsers quieten or block prompts nobody asked for), at most once per page.
 */

/** Spec §4: the 'daily check ready' notification follows a grant by 5 s. */
const DAILY_CHECK_READY_DELAY_MS = 5000

/** Where a click on one of these notifications should take the person (read by the service worker). */
const HOME_URL = '/home'
const ICON = '/icons/icon-192.png'

let askedOnThisPage = false

function permission(): NotificationPermission | 'unsupported' {
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
  if (permission() !== 'granted') return
  void showNotification(`${streak}-check streak!`, {
    body: `You have checked your air ${streak} times in a row. Keep going to stay a step ahead of bad air.`,
    tag: `streak-${streak}`,
  })
}

/**
 * Asks for permission when the person has not decided yet (once per page); after a grant,
 * shows 'daily check ready' 5 s later. Call it from the Check My Air press.
 */
export function askForNotifications(): void {
  if (permission() !== 'default' || askedOnThisPage) return
  askedOnThisPage = true
  Notification.requestPermission()
    .then((answer) => {
      if (answer !== 'granted') return
      setTimeout(() => {
        void showNotification('Daily check ready', {
          body: 'Your daily air check is ready: see the air now and in 2 hours.',
          tag: 'daily-check-ready',
        })
      }, DAILY_CHECK_READY_DELAY_MS)
    })
    .catch(() => {
      // A browser that refuses to ask (e.g. an insecure page) leaves the person undecided.
    })
}
