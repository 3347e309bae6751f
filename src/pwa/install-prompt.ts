/** Chromium's install offer (not in the DOM typings). */
export interface BeforeInstallPromptEvent extends Event {
  prompt: () => Promise<void>
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed'; platform: string }>
}

let pending: BeforeInstallPromptEvent | null = null
const listeners = new Set<() => void>()

function setPending(event: BeforeInstallPromptEvent | null): void {
  pending = event
  listeners.forEach((listener) => listener())
}

/**
 * Call once at start-up. The browser fires `beforeinstallprompt` early, often before the
 * screen with the Install button exists, so the event is kept here until the button asks.
 * Kept small on purpose: it loads with every page; the button itself loads with its screen.
 */
export function captureInstallPrompt(): void {
  window.addEventListener('beforeinstallprompt', (event) => {
    // Our button replaces the browser's own mini-infobar.
    event.preventDefault()
    setPending(event as BeforeInstallPromptEvent)
  })
  window.addEventListener('appinstalled', () => setPending(null))
}

/** The install offer not yet used, if the browser made one. */
export function pendingInstallPrompt(): BeforeInstallPromptEvent | null {
  return pending
}

/** An offer prompts once; Chromium fires a new one if the person may still install. */
export function consumeInstallPrompt(event: BeforeInstallPromptEvent): void {
  if (pending === event) setPending(null)
}

export function subscribeInstallPrompt(listener: () => void): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Installed: opened from the home screen (iOS's `standalone`, or the display mode). */
export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches
}

/** iPhone, iPod, or an iPad (which says "Macintosh" but has a touch screen). */
export function isIos(): boolean {
  const agent = navigator.userAgent
  return /iphone|ipad|ipod/i.test(agent) || (/macintosh/i.test(agent) && navigator.maxTouchPoints > 1)
}
